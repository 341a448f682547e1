import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  choose: 'Choose a video',
  action: 'Convert video',
  busy: 'Converting…',
  download: 'Download',
  target: 'Convert to',
  targets: {
    mp4: 'MP4: plays everywhere',
    webm: 'WebM: for the web',
    mov: 'MOV: for Apple apps',
    mkv: 'MKV: keeps any codec',
  },
  guide: {
    title: 'How it works',
    text: 'Bring an MP4, MOV, MKV, AVI or WebM video (up to 2 GB) and choose the format you need.',
    fast: 'When the picture and sound already suit the new format they are copied as they are, so even a long video is ready in seconds, with no loss. Otherwise they are encoded again: H.264 and AAC, or VP9 and Opus for WebM.',
    deleted: (period: string) => `Your file and the result are deleted within ${period}.`,
  },
  toasts: {
    done: 'Video converted!',
    failed: 'Conversion failed',
    failedHint: 'Please try again with a different video.',
  },
};

export const convertVideoMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    choose: 'भिडियो छान्नुहोस्',
    action: 'भिडियो रूपान्तरण गर्नुहोस्',
    busy: 'रूपान्तरण हुँदैछ…',
    download: 'डाउनलोड गर्नुहोस्',
    target: 'यसमा रूपान्तरण गर्नुहोस्',
    targets: {
      mp4: 'MP4: जहाँ पनि चल्छ',
      webm: 'WebM: वेबका लागि',
      mov: 'MOV: Apple एपका लागि',
      mkv: 'MKV: जुनसुकै कोडेक राख्छ',
    },
    guide: {
      title: 'यसले कसरी काम गर्छ',
      text: 'MP4, MOV, MKV, AVI वा WebM भिडियो (2 GB सम्म) ल्याउनुहोस् र चाहिएको ढाँचा छान्नुहोस्।',
      fast: 'तस्बिर र आवाज नयाँ ढाँचामा पहिल्यै मिल्ने भए तिनलाई जस्ताको तस्तै सारिन्छ, त्यसैले लामो भिडियो पनि केही सेकेन्डमै गुणस्तर नघटी तयार हुन्छ। नत्र फेरि इन्कोड गरिन्छ: H.264 र AAC, वा WebM का लागि VP9 र Opus।',
      deleted: (period) => `तपाईंको फाइल र नतिजा ${period}भित्र मेटाइन्छन्।`,
    },
    toasts: {
      done: 'भिडियो रूपान्तरण भयो!',
      failed: 'रूपान्तरण असफल भयो',
      failedHint: 'कृपया अर्को भिडियोसँग फेरि प्रयास गर्नुहोस्।',
    },
  },
};
