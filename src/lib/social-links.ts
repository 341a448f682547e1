import { readPageSetting } from '../../shared/page-setting.ts';

export type SocialNetwork =
  | 'facebook'
  | 'x'
  | 'instagram'
  | 'youtube'
  | 'tiktok'
  | 'github'
  | 'linkedin'
  | 'bluesky'
  | 'threads'
  | 'website';

export interface SocialLink {
  href: string;
  network: SocialNetwork;
  /** The link's accessible name, e.g. "Everyday Tools on Facebook". */
  label: string;
}

const networks: readonly { hosts: readonly string[]; network: SocialNetwork; name: string }[] = [
  { hosts: ['facebook.com', 'fb.com'], network: 'facebook', name: 'Facebook' },
  { hosts: ['x.com', 'twitter.com'], network: 'x', name: 'X (Twitter)' },
  { hosts: ['instagram.com'], network: 'instagram', name: 'Instagram' },
  { hosts: ['youtube.com', 'youtu.be'], network: 'youtube', name: 'YouTube' },
  { hosts: ['tiktok.com'], network: 'tiktok', name: 'TikTok' },
  { hosts: ['github.com'], network: 'github', name: 'GitHub' },
  { hosts: ['linkedin.com'], network: 'linkedin', name: 'LinkedIn' },
  { hosts: ['bsky.app'], network: 'bluesky', name: 'Bluesky' },
  { hosts: ['threads.net', 'threads.com'], network: 'threads', name: 'Threads' },
];

/** Names a configured profile address by its network, or by its host name for any other site. */
export function describeSocialLink(href: string): SocialLink | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const known = networks.find((entry) =>
    entry.hosts.some((name) => host === name || host.endsWith(`.${name}`)),
  );
  return known
    ? { href: url.href, network: known.network, label: `Everyday Tools on ${known.name}` }
    : { href: url.href, network: 'website', label: `Everyday Tools on ${host}` };
}

/** The links in the meta tag's content: space-separated addresses, unusable ones left out. */
export function parseSocialLinks(content: string | null | undefined): SocialLink[] {
  return (content ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map(describeSocialLink)
    .filter((link): link is SocialLink => link !== undefined);
}

/** The social links written into the page by the server (none when SOCIAL_LINKS is not set). */
export function readSocialLinks(): SocialLink[] {
  return parseSocialLinks(readPageSetting('socialLinks'));
}
