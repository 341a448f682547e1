import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  choose: 'Choose an audio file',
  action: 'Convert audio',
  busy: 'Converting…',
  download: 'Download',
  target: 'Convert to',
  bitrate: 'Bitrate',
  kbps: (kbps: number) => `${kbps} kb/s`,
  lossless: 'WAV and FLAC are lossless: every sample is kept, so there is no bitrate to choose.',
  guide: {
    title: 'How it works',
    text: 'Bring MP3, WAV, M4A, AAC, OGG, OPUS, FLAC or WMA audio (up to 100 MB) and get it back in the format you choose, with its title and artist kept.',
    bitrate:
      'For MP3, OGG, M4A and OPUS a higher bitrate sounds better and makes a larger file; 128 kb/s is fine for speech, 192 kb/s for music.',
    deleted: (period: string) => `Your file and the result are deleted within ${period}.`,
  },
  toasts: {
    done: 'Audio converted!',
    failed: 'Conversion failed',
    failedHint: 'Please try again with a different file.',
  },
};

export const convertAudioMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    choose: 'अडियो फाइल छान्नुहोस्',
    action: 'अडियो रूपान्तरण गर्नुहोस्',
    busy: 'रूपान्तरण हुँदैछ…',
    download: 'डाउनलोड गर्नुहोस्',
    target: 'यसमा रूपान्तरण गर्नुहोस्',
    bitrate: 'बिटरेट',
    kbps: (kbps) => `${kbps} kb/s`,
    lossless: 'WAV र FLAC मा गुणस्तर घट्दैन: हरेक नमुना राखिन्छ, त्यसैले बिटरेट छान्नु पर्दैन।',
    guide: {
      title: 'यसले कसरी काम गर्छ',
      text: 'MP3, WAV, M4A, AAC, OGG, OPUS, FLAC वा WMA अडियो (100 MB सम्म) ल्याउनुहोस् र आफूले छानेको ढाँचामा फिर्ता पाउनुहोस्, शीर्षक र कलाकारको नाम जस्ताको तस्तै रहन्छ।',
      bitrate:
        'MP3, OGG, M4A र OPUS मा बढी बिटरेटले राम्रो आवाज र ठूलो फाइल दिन्छ; बोलीका लागि 128 kb/s, सङ्गीतका लागि 192 kb/s ठीक हुन्छ।',
      deleted: (period) => `तपाईंको फाइल र नतिजा ${period}भित्र मेटाइन्छन्।`,
    },
    toasts: {
      done: 'अडियो रूपान्तरण भयो!',
      failed: 'रूपान्तरण असफल भयो',
      failedHint: 'कृपया अर्को फाइलसँग फेरि प्रयास गर्नुहोस्।',
    },
  },
};
