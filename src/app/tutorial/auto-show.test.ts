import { describe, expect, it } from 'vitest';
import { isFieldInUse, mayAutoShowTutorial } from './auto-show.ts';

const body = { tagName: 'BODY' };
const input = (type?: string) => ({ tagName: 'INPUT', type });

describe('first-visit tutorial', () => {
  it('opens by itself only on the home page, and only until it was completed', () => {
    expect(mayAutoShowTutorial('/', false, body)).toBe(true);
    expect(mayAutoShowTutorial('/', true, body)).toBe(false);
    for (const path of ['/tools', '/tools/text-utility-tools/json-formatter', '/about', '/x/']) {
      expect(mayAutoShowTutorial(path, false, body), path).toBe(false);
    }
  });

  it('never takes focus from a field in use', () => {
    expect(mayAutoShowTutorial('/', false, input())).toBe(false);
    expect(mayAutoShowTutorial('/', false, null)).toBe(true);
  });

  it('counts text boxes, selects and editable regions as fields, not buttons', () => {
    for (const field of [
      input(),
      input('search'),
      input('email'),
      input('checkbox'),
      { tagName: 'TEXTAREA' },
      { tagName: 'select' },
      { tagName: 'DIV', isContentEditable: true },
    ]) {
      expect(isFieldInUse(field), JSON.stringify(field)).toBe(true);
    }
    for (const other of [body, input('submit'), input('button'), { tagName: 'A' }, undefined]) {
      expect(isFieldInUse(other), JSON.stringify(other)).toBe(false);
    }
  });
});
