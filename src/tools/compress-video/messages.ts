import type { LocalizedMessages } from '../../i18n/index.ts';
import type { MaxHeight, VideoQuality } from '../../../shared/jobs/types/compress-video.ts';

const en = {
  choose: 'Choose a video',
  action: 'Compress video',
  busy: 'Compressing…',
  download: 'Download MP4',
  mode: 'Make it smaller by',
  modes: { quality: 'Quality', size: 'Target size' },
  quality: 'Quality',
  qualities: {
    high: 'High: looks like the original',
    medium: 'Medium: good for sharing',
    low: 'Low: smallest file',
  } satisfies Record<VideoQuality, string>,
  targetSize: 'Largest size (MB)',
  targetSizeHint:
    'The MP4 will be at most this size. Very small sizes for long videos are refused.',
  targetSizeInvalid: 'Enter a size from 1 to 2048 MB.',
  maxHeight: 'Largest height',
  heights: {
    '1080': '1080p',
    '720': '720p',
    '480': '480p',
    original: 'Keep the size',
  } satisfies Record<MaxHeight, string>,
  /** `{saved}` is the part drawn in bold (`smaller`). */
  sizes: (before: string, after: string) => `${before} to ${after}: {saved}.`,
  smaller: (percent: number) => `${percent}% smaller`,
  notSmaller: (after: string) =>
    `The MP4 is ${after}: this video was already well compressed. Try a lower quality or a target size.`,
  guide: {
    title: 'How it works',
    text: 'Your video (MP4, MOV, MKV, AVI or WebM, up to 2 GB) is encoded again as an MP4 (H.264 video, AAC sound) that plays on every phone and browser.',
    size: 'With a target size, the video is encoded in two passes so the file stays under the size you ask for, at the best picture that fits.',
    deleted: (period: string) => `Your file and the result are deleted within ${period}.`,
  },
  toasts: {
    done: 'Video compressed!',
    failed: 'Compression failed',
    failedHint: 'Please try again with a different video.',
  },
};

export const compressVideoMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    choose: 'भिडियो छान्नुहोस्',
    action: 'भिडियो कम्प्रेस गर्नुहोस्',
    busy: 'कम्प्रेस हुँदैछ…',
    download: 'MP4 डाउनलोड गर्नुहोस्',
    mode: 'सानो बनाउने तरिका',
    modes: { quality: 'गुणस्तर', size: 'चाहिएको साइज' },
    quality: 'गुणस्तर',
    qualities: {
      high: 'उच्च: मूलजस्तै देखिन्छ',
      medium: 'मध्यम: सेयर गर्न उपयुक्त',
      low: 'न्यून: सबैभन्दा सानो फाइल',
    },
    targetSize: 'बढीमा साइज (MB)',
    targetSizeHint: 'MP4 बढीमा यति साइजको हुनेछ। लामो भिडियोका लागि धेरै सानो साइज स्वीकार गरिँदैन।',
    targetSizeInvalid: '1 देखि 2048 MB सम्मको साइज लेख्नुहोस्।',
    maxHeight: 'बढीमा उचाइ',
    heights: { '1080': '1080p', '720': '720p', '480': '480p', original: 'साइज नबदल्नुहोस्' },
    sizes: (before, after) => `${before} बाट ${after}: {saved}।`,
    smaller: (percent) => `${percent}% सानो`,
    notSmaller: (after) =>
      `MP4 ${after} को भयो: यो भिडियो पहिल्यै राम्रोसँग कम्प्रेस गरिएको थियो। कम गुणस्तर वा चाहिएको साइज छानेर हेर्नुहोस्।`,
    guide: {
      title: 'यसले कसरी काम गर्छ',
      text: 'तपाईंको भिडियो (MP4, MOV, MKV, AVI वा WebM, 2 GB सम्म) लाई हरेक फोन र ब्राउजरमा चल्ने MP4 (H.264 भिडियो, AAC आवाज) मा फेरि इन्कोड गरिन्छ।',
      size: 'चाहिएको साइज दिँदा भिडियो दुई चरणमा इन्कोड गरिन्छ, ताकि फाइल तपाईंले भनेको साइजभन्दा सानो रहोस् र सकेसम्म राम्रो देखियोस्।',
      deleted: (period) => `तपाईंको फाइल र नतिजा ${period}भित्र मेटाइन्छन्।`,
    },
    toasts: {
      done: 'भिडियो कम्प्रेस भयो!',
      failed: 'कम्प्रेस गर्न असफल भयो',
      failedHint: 'कृपया अर्को भिडियोसँग फेरि प्रयास गर्नुहोस्।',
    },
  },
};
