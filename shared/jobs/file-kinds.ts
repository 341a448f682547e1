/**
 * The kinds of file a job accepts (docs/product.md#inputs-and-limits). `declared` and `extensions`
 * are what a browser reports and what the file picker offers; `detected` is what the server finds
 * in the file's first bytes (file-type), which alone decides: a name or a declared type proves
 * nothing.
 */
export interface FileKind {
  id: 'image' | 'video' | 'audio' | 'pdf' | 'word';
  /** Shown in messages: 'JPEG, PNG or WebP image'. */
  label: string;
  declared: readonly string[];
  extensions: readonly string[];
  detected: readonly string[];
}

export const fileKinds = {
  image: {
    id: 'image',
    label: 'JPEG, PNG or WebP image',
    declared: ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'],
    extensions: ['.jpg', '.jpeg', '.png', '.webp'],
    detected: ['image/jpeg', 'image/png', 'image/webp'],
  },
  video: {
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
  },
  audio: {
    id: 'audio',
    label: 'MP3, WAV, M4A or OGG audio',
    declared: [
      'audio/mpeg',
      'audio/mp3',
      'audio/wav',
      'audio/x-wav',
      'audio/wave',
      'audio/m4a',
      'audio/x-m4a',
      'audio/mp4',
      'audio/ogg',
    ],
    extensions: ['.mp3', '.wav', '.m4a', '.ogg', '.oga'],
    detected: [
      'audio/mpeg',
      'audio/wav',
      'audio/x-m4a',
      'audio/mp4',
      'audio/ogg',
      'audio/ogg; codecs=opus',
    ],
  },
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
} as const satisfies Record<FileKind['id'], FileKind>;

/** The `accept` attribute of a file input for these kinds. */
export function acceptAttribute(kind: FileKind): string {
  return [...kind.declared, ...kind.extensions].join(',');
}
