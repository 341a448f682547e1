/**
 * Sites whose pages hold a video rather than being one: their URLs go to the extractor (yt-dlp)
 * without being fetched first. A page of any other site is recognised by its HTML answer.
 */
export const videoSiteDomains = [
  'youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'vimeo.com',
  'dailymotion.com',
  'dai.ly',
  'tiktok.com',
  'instagram.com',
  'facebook.com',
  'fb.watch',
  'twitter.com',
  'x.com',
  'twitch.tv',
  'reddit.com',
  'redd.it',
  'streamable.com',
  'bilibili.com',
  'rumble.com',
  'soundcloud.com',
  'vk.com',
  'ok.ru',
  'pinterest.com',
  'linkedin.com',
  'snapchat.com',
  'threads.net',
] as const;

/** True for a host that is, or is below, one of the video sites (`m.youtube.com`). */
export function isVideoSiteHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return videoSiteDomains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** Content types that are a web page, not a media file. */
export function isPageContentType(contentType: string | null): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === 'text/html' || type === 'application/xhtml+xml';
}

/**
 * Content types a direct media download may have. Servers often send `application/octet-stream`
 * or nothing for files; the file's own bytes are checked afterwards (ffmpeg probes them).
 */
export function isMediaContentType(contentType: string | null): boolean {
  if (!contentType) return true;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    type.startsWith('video/') ||
    type.startsWith('audio/') ||
    type === 'application/octet-stream' ||
    type === 'binary/octet-stream' ||
    type === 'application/mp4' ||
    type === 'application/ogg' ||
    type === 'application/x-matroska' ||
    type === 'application/force-download' ||
    type === 'application/download'
  );
}
