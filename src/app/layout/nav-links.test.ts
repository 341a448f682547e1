import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { headerLinks, isLinkActive } from './nav-links.ts';

const link = (to: string) => headerLinks.find((l) => l.to === to)!;

describe('header links', () => {
  it('lists the header links in order, without Privacy and Terms (footer only)', () => {
    expect(headerLinks.map((l) => i18n.t(l.label))).toEqual(['Home', 'Tools', 'About', 'Contact']);
  });

  it('marks Home active only on an exact match, the others on a prefix', () => {
    expect(isLinkActive(link('/'), '/')).toBe(true);
    expect(isLinkActive(link('/'), '/tools')).toBe(false);
    expect(isLinkActive(link('/tools'), '/tools')).toBe(true);
    expect(isLinkActive(link('/tools'), '/tools/image-tools/crop-image')).toBe(true);
    expect(isLinkActive(link('/tools'), '/toolsmith')).toBe(false);
    expect(isLinkActive(link('/about'), '/contact')).toBe(false);
  });
});
