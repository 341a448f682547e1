/**
 * The platforms the Video Downloader lists (docs/product.md#url-inputs: video sites, photo and
 * short-video networks); each group's title is in messages.ts.
 */
export const platformGroups = [
  {
    key: 'video',
    names: ['YouTube', 'Vimeo', 'Dailymotion', 'Twitch clips', 'Bilibili', 'Rumble'],
  },
  {
    key: 'social',
    names: ['Instagram', 'TikTok', 'Facebook', 'X (Twitter)', 'Reddit', 'Pinterest'],
  },
  {
    key: 'direct',
    names: ['MP4, WebM, MOV, AVI or MKV file links'],
  },
] as const;
