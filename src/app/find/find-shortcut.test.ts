import { describe, expect, it } from 'vitest';
import { isFindShortcut, isTypingTarget } from './find-shortcut.ts';
import { moveActive } from './finder-options.ts';

const key = (k: string, extra: Partial<Parameters<typeof isFindShortcut>[0]> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: null,
  ...extra,
});

/** Just enough of an element for isTypingTarget. */
const element = (field: boolean, editable = false) =>
  ({ isContentEditable: editable, closest: () => (field ? {} : null) }) as unknown as EventTarget;

describe('find shortcut', () => {
  it('opens on Ctrl+K and Cmd+K, even in a field', () => {
    expect(isFindShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isFindShortcut(key('K', { metaKey: true, target: element(true) }))).toBe(true);
    expect(isFindShortcut(key('k'))).toBe(false);
    expect(isFindShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
  });

  it('opens on / only when no field has focus', () => {
    expect(isFindShortcut(key('/'))).toBe(true);
    expect(isFindShortcut(key('/', { target: element(false) }))).toBe(true);
    expect(isFindShortcut(key('/', { target: element(true) }))).toBe(false);
    expect(isFindShortcut(key('/', { target: element(false, true) }))).toBe(false);
    expect(isFindShortcut(key('/', { ctrlKey: true }))).toBe(false);
  });

  it('tells fields from other targets', () => {
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget({} as EventTarget)).toBe(false);
  });
});

describe('finder keys', () => {
  it('moves around the list and wraps', () => {
    expect(moveActive('ArrowDown', 0, 3)).toBe(1);
    expect(moveActive('ArrowDown', 2, 3)).toBe(0);
    expect(moveActive('ArrowUp', 0, 3)).toBe(2);
    expect(moveActive('Home', 2, 3)).toBe(0);
    expect(moveActive('End', 0, 3)).toBe(2);
    expect(moveActive('ArrowDown', 0, 0)).toBeUndefined();
    expect(moveActive('a', 0, 3)).toBeUndefined();
  });
});
