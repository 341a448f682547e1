import type { LocalizedMessages } from '../../i18n/index.ts';
import { formatDuration } from './count-words.ts';

/** '45 सेकेन्ड', '3 मिनेट 20 सेकेन्ड', '1 घण्टा 5 मिनेट': count-words.ts's formatDuration in Nepali. */
function durationNe(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} सेकेन्ड`;
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  if (hours > 0) return minutes > 0 ? `${hours} घण्टा ${minutes} मिनेट` : `${hours} घण्टा`;
  return rest > 0 ? `${minutes} मिनेट ${rest} सेकेन्ड` : `${minutes} मिनेट`;
}

const en = {
  totals: (words: number, characters: number) => `${words} words, ${characters} characters.`,
  duration: formatDuration,
  figures: {
    words: 'Words',
    characters: 'Characters',
    withoutSpaces: 'Characters without spaces',
    sentences: 'Sentences',
    paragraphs: 'Paragraphs',
    reading: 'Reading time',
    speaking: 'Speaking time',
  },
  howItCounts: 'How it counts',
  guide: {
    words:
      'Words follow Unicode\'s rules, so "don\'t" is one word and numbers count as words; scripts without spaces are counted too.',
    characters:
      'An emoji or an accented letter is one character. Paragraphs are separated by a blank line.',
  },
  speeds: (reading: number, speaking: number) =>
    `Reading time assumes ${reading} words a minute, speaking time ${speaking}. Your text stays in your browser.`,
  yourText: 'Your text',
  placeholder: 'Type or paste your text here',
  clear: 'Clear',
};

/** The word counter's words. */
export const wordCounterMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    totals: (words, characters) => `${words} शब्द, ${characters} अक्षर।`,
    duration: durationNe,
    figures: {
      words: 'शब्द',
      characters: 'अक्षर',
      withoutSpaces: 'खाली ठाउँबाहेकका अक्षर',
      sentences: 'वाक्य',
      paragraphs: 'अनुच्छेद',
      reading: 'पढ्न लाग्ने समय',
      speaking: 'बोल्न लाग्ने समय',
    },
    howItCounts: 'यसले कसरी गन्छ',
    guide: {
      words:
        'शब्दहरू Unicode का नियमअनुसार गनिन्छन्, त्यसैले "don\'t" एउटै शब्द हो र सङ्ख्या पनि शब्दमा गनिन्छन्; खाली ठाउँ नहुने लिपिहरू पनि गनिन्छन्।',
      characters: 'एउटा इमोजी वा मात्रासहितको अक्षर एउटै अक्षर हो। अनुच्छेदहरू खाली लाइनले छुट्टिन्छन्।',
    },
    speeds: (reading, speaking) =>
      `पढ्ने समय मिनेटमा ${reading} शब्द र बोल्ने समय मिनेटमा ${speaking} शब्द मानेर निकालिन्छ। तपाईंको पाठ तपाईंकै ब्राउजरमा रहन्छ।`,
    yourText: 'तपाईंको पाठ',
    placeholder: 'यहाँ आफ्नो पाठ टाइप गर्नुहोस् वा टाँस्नुहोस्',
    clear: 'खाली गर्नुहोस्',
  },
};
