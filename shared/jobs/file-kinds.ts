/**
 * The kinds of file a job accepts (docs/product.md#inputs-and-limits). `declared` and `extensions`
 * are what a browser reports and what the file picker offers; `detected` is what the server finds
 * in the file's first bytes (file-type), which alone decides: a name or a declared type proves
 * nothing.
 */
export interface FileKind {
  id: 'image' | 'video' | 'audio' | 'media' | 'pdf' | 'word' | 'scan';
  /** Shown in messages: 'PDF document'. */
  label: string;
  declared: readonly string[];
  extensions: readonly string[];
  detected: readonly string[];
}

const video = {
  id: 'video',
  label: 'MP4, MOV, MKV, AVI or WebM video',
  declared: [
    'video/mp4',
    'video/quicktime',
    'video/x-msvideo',
    'video/avi',
    'video/webm',
    'video/x-matroska',
  ],
  extensions: ['.mp4', '.m4v', '.mov', '.mkv', '.avi', '.webm'],
  detected: [
    'video/mp4',
    'video/x-m4v',
    'video/quicktime',
    'video/vnd.avi',
    'video/webm',
    'video/matroska',
  ],
} as const satisfies FileKind;

const audio = {
  id: 'audio',
  label: 'MP3, WAV, M4A, AAC, OGG, OPUS, FLAC or WMA audio',
  declared: [
    'audio/mpeg',
    'audio/mp3',
    'audio/wav',
    'audio/x-wav',
    'audio/wave',
    'audio/m4a',
    'audio/x-m4a',
    'audio/mp4',
    'audio/aac',
    'audio/x-aac',
    'audio/ogg',
    'audio/opus',
    'audio/flac',
    'audio/x-flac',
    'audio/x-ms-wma',
  ],
  extensions: ['.mp3', '.wav', '.m4a', '.aac', '.ogg', '.oga', '.opus', '.flac', '.wma'],
  detected: [
    'audio/mpeg',
    'audio/wav',
    'audio/x-m4a',
    'audio/mp4',
    'audio/aac',
    'audio/ogg',
    'audio/ogg; codecs=opus',
    'audio/flac',
    // WMA: an ASF container (ffmpeg reads it as `asf`).
    'audio/x-ms-asf',
  ],
} as const satisfies FileKind;

export const fileKinds = {
  image: {
    id: 'image',
    label: 'JPEG, PNG, WebP, HEIC, AVIF, GIF, TIFF or BMP image',
    declared: [
      'image/jpeg',
      'image/jpg',
      'image/png',
      'image/webp',
      'image/heic',
      'image/heif',
      'image/avif',
      'image/gif',
      'image/tiff',
      'image/bmp',
      'image/x-ms-bmp',
    ],
    extensions: [
      '.jpg',
      '.jpeg',
      '.png',
      '.webp',
      '.heic',
      '.heif',
      '.avif',
      '.gif',
      '.tif',
      '.tiff',
      '.bmp',
    ],
    detected: [
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/heic',
      'image/heif',
      'image/heic-sequence',
      'image/heif-sequence',
      'image/avif',
      'image/gif',
      'image/tiff',
      'image/bmp',
    ],
  },
  video,
  audio,
  pdf: {
    id: 'pdf',
    label: 'PDF document',
    declared: ['application/pdf'],
    extensions: ['.pdf'],
    detected: ['application/pdf'],
  },
  word: {
    id: 'word',
    label: 'Word document (.docx or .doc)',
    declared: [
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/msword',
    ],
    extensions: ['.docx', '.doc'],
    // A .doc is an OLE compound file; which kind of compound file it is, the converter finds out.
    detected: [
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/x-cfb',
    ],
  },
  /** A scanned document: a PDF, or one page as a photo or scanner image (ocr-pdf). */
  scan: {
    id: 'scan',
    label: 'PDF, or JPEG, PNG or WebP page image',
    declared: ['application/pdf', 'image/jpeg', 'image/jpg', 'image/png', 'image/webp'],
    extensions: ['.pdf', '.jpg', '.jpeg', '.png', '.webp'],
    detected: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
  },
  /** Audio or video, for the tools that work on the sound of either. */
  media: {
    id: 'media',
    label: 'audio or video file',
    declared: [...audio.declared, ...video.declared],
    extensions: [...audio.extensions, ...video.extensions],
    detected: [...audio.detected, ...video.detected],
  },
} as const satisfies Record<FileKind['id'], FileKind>;

/** The `accept` attribute of a file input for these kinds. */
export function acceptAttribute(kind: FileKind): string {
  return [...kind.declared, ...kind.extensions].join(',');
}
