/**
 * Server settings the pages need at once (no request): the server writes each into every page as
 * a meta tag (shared/seo/head-tags.ts), and the client reads it here. One list of names for both.
 */
export const pageSettingNames = {
  retentionSeconds: 'file-retention-seconds',
  socialLinks: 'social-links',
} as const;

export type PageSettings = Partial<Record<keyof typeof pageSettingNames, string>>;

/** The settings the server renders pages with (src/entry-server.tsx), where there is no document. */
let serverSettings: PageSettings = {};

export function setServerPageSettings(settings: PageSettings): void {
  serverSettings = settings;
}

/** The content of a page setting's meta tag, or undefined (no server wrote it). */
export function readPageSetting(name: keyof typeof pageSettingNames): string | undefined {
  if (typeof document === 'undefined') return serverSettings[name];
  return (
    document.head
      .querySelector(`meta[name="${pageSettingNames[name]}"]`)
      ?.getAttribute('content') ?? undefined
  );
}
