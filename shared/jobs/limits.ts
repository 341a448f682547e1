/** Size limits (docs/product.md#inputs-and-limits), in bytes (a megabyte is 1024 x 1024 bytes). */
export const MB = 1024 * 1024;

export const limits = {
  image: 10 * MB,
  imageConverter: 50 * MB,
  videoForGif: 100 * MB,
  audio: 100 * MB,
  videoForAudioTools: 500 * MB,
  /** compress-video and convert-video by default: a phone's long recording (VIDEO_TOOLS_MAX_MB). */
  videoTools: 2048 * MB,
  document: 50 * MB,
} as const;

/**
 * The video tools' limit as the server's settings have it (VIDEO_TOOLS_MAX_MB, applied when the
 * app is built); the browser keeps the default and the server's 413 says the rest.
 */
const settable = { videoTools: limits.videoTools as number };

export function videoToolsLimit(): number {
  return settable.videoTools;
}

export function setVideoToolsLimit(bytes: number): void {
  settable.videoTools = Math.min(bytes, limits.videoTools);
}

/** The largest file any job accepts: the default cap while a request's job type is not yet known. */
export const LARGEST_UPLOAD = Math.max(...Object.values(limits));

/** Default most files per drop (docs/product.md#inputs-and-limits). */
export const MAX_FILES_PER_DROP = 10;

/** Most PDFs one merge takes (merge-pdf). */
export const MAX_PDFS_TO_MERGE = 50;

/** Most images in one compress, resize or convert job (docs/product.md#inputs-and-limits). */
export const MAX_IMAGES_PER_BATCH = 50;

/** A byte limit as the refusal messages show it: '10MB'. */
export function limitLabel(bytes: number): string {
  return `${Math.round(bytes / MB)}MB`;
}

/** A byte limit as a file picker shows it: '10MB', and a whole number of gigabytes as '2GB'. */
export function pickerLimitLabel(bytes: number): string {
  const gb = bytes / (1024 * MB);
  return Number.isInteger(gb) ? `${gb}GB` : limitLabel(bytes);
}
