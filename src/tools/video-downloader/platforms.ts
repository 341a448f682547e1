/**
 * The platforms the Video Downloader lists (docs/product.md#url-inputs: video sites, photo and
 * short-video networks).
 */
export const platformGroups = [
  {
    title: 'Video sites',
    names: ['YouTube', 'Vimeo', 'Dailymotion', 'Twitch clips', 'Bilibili', 'Rumble'],
  },
  {
    title: 'Photo and short-video networks',
    names: ['Instagram', 'TikTok', 'Facebook', 'X (Twitter)', 'Reddit', 'Pinterest'],
  },
  {
    title: 'Direct links',
    names: ['MP4, WebM, MOV, AVI or MKV file links'],
  },
] as const;

/** How to use the tool, in order. */
export const howToSteps = [
  'Copy the address of the video from your browser or the app’s Share menu.',
  'Paste it in the Video URL field.',
  'Click Download Video and wait while our server fetches it.',
  'When the Video Ready panel appears, click Download Video File to save the MP4.',
] as const;
