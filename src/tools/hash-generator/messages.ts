import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  whatToHash: 'What to hash',
  text: 'Text',
  file: 'File',
  upper: 'Upper-case hex',
  textLabel: 'Text to hash',
  textHint: 'Hashed as UTF-8 bytes as you type. An empty text has hashes too.',
  hashing: (name: string) => `Hashing ${name}.`,
  ready: (name: string) => `Hashes of ${name} are ready.`,
  stopped: 'Hashing stopped.',
  unreadable: (name: string) =>
    `${name} could not be read to the end. Choose it again, or check that it is still there.`,
  choose: 'Choose a file',
  stop: 'Stop',
  anySize: 'Any size: it is read in pieces and never uploaded.',
  fileLabel: 'File to hash',
  progress: 'Hashing progress',
  progressText: (read: string, size: string, percent: number) => `${read} of ${size} (${percent}%)`,
  copiedWhat: (algorithm: string) => `The ${algorithm} hash`,
  copy: (algorithm: string) => `Copy ${algorithm}`,
  compare: 'Compare with a hash you were given',
  compareHint: 'Paste it here: it is checked against all five.',
  match: (algorithm: string) => `Match: this is the ${algorithm} hash.`,
  noMatch: 'No match with any of the five hashes.',
  about: 'About these hashes',
  guide: {
    fingerprint:
      'A hash is a fingerprint: the same input always gives the same hash, and any change gives a completely different one. Use them to check that a download arrived intact.',
    strength:
      '{sha256} and above are the ones to rely on. {md5} and {sha1} are broken for security but still fine to spot accidental damage.',
    local: 'Files of any size are read in pieces in your browser and never uploaded.',
  },
};

/** The hash generator's words. */
export const hashMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    whatToHash: 'के को ह्यास निकाल्ने',
    text: 'पाठ',
    file: 'फाइल',
    upper: 'ठूला अक्षरको hex',
    textLabel: 'ह्यास निकाल्ने पाठ',
    textHint: 'टाइप गर्दै जाँदा UTF-8 बाइटका रूपमा ह्यास निकालिन्छ। खाली पाठको पनि ह्यास हुन्छ।',
    hashing: (name) => `${name} को ह्यास निकालिँदैछ।`,
    ready: (name) => `${name} का ह्यासहरू तयार छन्।`,
    stopped: 'ह्यास निकाल्न रोकियो।',
    unreadable: (name) => `${name} अन्त्यसम्म पढ्न सकिएन। फेरि छान्नुहोस्, वा फाइल अझै त्यहीँ छ कि जाँच्नुहोस्।`,
    choose: 'फाइल छान्नुहोस्',
    stop: 'रोक्नुहोस्',
    anySize: 'जुनसुकै आकार: यो टुक्रा-टुक्रा गरी पढिन्छ र कहिल्यै अपलोड हुँदैन।',
    fileLabel: 'ह्यास निकाल्ने फाइल',
    progress: 'ह्यास निकाल्ने प्रगति',
    progressText: (read, size, percent) => `${size} मध्ये ${read} (${percent}%)`,
    copiedWhat: (algorithm) => `${algorithm} ह्यास`,
    copy: (algorithm) => `${algorithm} कपी गर्नुहोस्`,
    compare: 'तपाईंलाई दिइएको ह्याससँग दाँज्नुहोस्',
    compareHint: 'यहाँ टाँस्नुहोस्: पाँचै वटासँग दाँजिन्छ।',
    match: (algorithm) => `मिल्यो: यो ${algorithm} ह्यास हो।`,
    noMatch: 'पाँच वटा ह्यासमध्ये कुनैसँग मिलेन।',
    about: 'यी ह्यासहरूबारे',
    guide: {
      fingerprint:
        'ह्यास भनेको औँठाछाप जस्तै हो: एउटै इनपुटले सधैं एउटै ह्यास दिन्छ, र अलिकति बदलिए पनि पूरै फरक ह्यास आउँछ। डाउनलोड गरेको फाइल बिग्रिएको छैन भनी जाँच्न यिनको प्रयोग गर्नुहोस्।',
      strength:
        '{sha256} र त्योभन्दा माथिकामा भर पर्न सकिन्छ। {md5} र {sha1} सुरक्षाका लागि कमजोर भइसकेका छन्, तर अनजानमा भएको बिगार पत्ता लगाउन अझै ठीक छन्।',
      local: 'जुनसुकै आकारका फाइल तपाईंकै ब्राउजरमा टुक्रा-टुक्रा गरी पढिन्छन् र कहिल्यै अपलोड हुँदैनन्।',
    },
  },
};
