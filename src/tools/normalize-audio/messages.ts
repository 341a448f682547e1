import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  choose: 'Choose an audio or video file',
  action: 'Level the sound',
  busy: 'Levelling…',
  download: 'Download',
  target: 'Loudness',
  targets: {
    '-23': 'Quiet: −23 LUFS (TV and radio)',
    '-16': 'Standard: −16 LUFS (podcasts, phones)',
    '-14': 'Loud: −14 LUFS (music streaming)',
  },
  guide: {
    title: 'How it works',
    text: 'The loudness of the whole file is measured as broadcasters do (EBU R128), then one gain is applied so it reaches the level you choose, with peaks kept below −1 dB so nothing clips.',
    format:
      'You get the same format back: an MP3 stays an MP3, and a video keeps its picture untouched while its sound is levelled.',
    deleted: (period: string) => `Your file and the result are deleted within ${period}.`,
  },
  toasts: {
    done: 'Sound levelled!',
    failed: 'Levelling failed',
    failedHint: 'Please try again with a different file.',
  },
};

export const normalizeAudioMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    choose: 'अडियो वा भिडियो फाइल छान्नुहोस्',
    action: 'आवाज मिलाउनुहोस्',
    busy: 'आवाज मिलाउँदै…',
    download: 'डाउनलोड गर्नुहोस्',
    target: 'आवाजको चर्कोपन',
    targets: {
      '-23': 'मधुरो: −23 LUFS (टिभी र रेडियो)',
      '-16': 'सामान्य: −16 LUFS (पोडकास्ट, फोन)',
      '-14': 'चर्को: −14 LUFS (सङ्गीत स्ट्रिमिङ)',
    },
    guide: {
      title: 'यसले कसरी काम गर्छ',
      text: 'पूरै फाइलको चर्कोपन प्रसारकहरूले जस्तै (EBU R128) नापिन्छ, त्यसपछि तपाईंले छानेको स्तरमा पुग्न एउटै गेन लगाइन्छ, र आवाज नफुटोस् भनेर उच्चतम बिन्दु −1 dB भन्दा तल राखिन्छ।',
      format:
        'तपाईंले उही ढाँचा फिर्ता पाउनुहुन्छ: MP3 MP3 नै रहन्छ, र भिडियोको तस्बिर नछोई आवाज मात्र मिलाइन्छ।',
      deleted: (period) => `तपाईंको फाइल र नतिजा ${period}भित्र मेटाइन्छन्।`,
    },
    toasts: {
      done: 'आवाज मिलाइयो!',
      failed: 'आवाज मिलाउन असफल भयो',
      failedHint: 'कृपया अर्को फाइलसँग फेरि प्रयास गर्नुहोस्।',
    },
  },
};
