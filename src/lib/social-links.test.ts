import { describe, expect, it } from 'vitest';
import { describeSocialLink, parseSocialLinks } from './social-links.ts';

describe('social links', () => {
  it('names known networks by their host', () => {
    expect(describeSocialLink('https://www.facebook.com/everydaytools')).toEqual({
      href: 'https://www.facebook.com/everydaytools',
      network: 'facebook',
      label: 'Everyday Tools on Facebook',
    });
    expect(describeSocialLink('https://twitter.com/et')?.network).toBe('x');
    expect(describeSocialLink('https://m.youtube.com/@et')?.network).toBe('youtube');
    expect(describeSocialLink('https://www.linkedin.com/company/et')?.label).toBe(
      'Everyday Tools on LinkedIn',
    );
  });

  it('names any other site by its host name, and refuses what is not http(s)', () => {
    expect(describeSocialLink('https://blog.example.org/')).toMatchObject({
      network: 'website',
      label: 'Everyday Tools on blog.example.org',
    });
    // A look-alike host is not the network.
    expect(describeSocialLink('https://notfacebook.com/x')?.network).toBe('website');
    expect(describeSocialLink('javascript:alert(1)')).toBeUndefined();
    expect(describeSocialLink('not a url')).toBeUndefined();
  });

  it('reads the links of the meta tag the server wrote, none without it', () => {
    expect(parseSocialLinks(null)).toEqual([]);
    expect(parseSocialLinks('')).toEqual([]);
    expect(
      parseSocialLinks(' https://x.com/et  https://github.com/et ftp://x.org').map(
        (l) => l.network,
      ),
    ).toEqual(['x', 'github']);
  });
});
