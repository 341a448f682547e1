import { defineJobType } from '../job-type.ts';
import { urlParameters } from '../parameter-parts.ts';

export const downloadVideoJob = defineJobType({
  type: 'download-video',
  requires: 'ffmpeg',
  toolSlug: 'video-downloader',
  title: 'Video download',
  medium: 'web',
  inputs: [],
  parameters: urlParameters,
  formFields: [],
  result: () => ({ filename: 'downloaded-video.mp4', contentType: 'video/mp4' }),
  answersWithBytes: false,
  timeLimitSeconds: 900,
  budgets: ['mediaSeconds', 'mediaPixels'],
  // Encoding 4K (the budget's largest) to H.264 peaked at 1,321 MB.
  memoryLimitMb: 2048,
});
