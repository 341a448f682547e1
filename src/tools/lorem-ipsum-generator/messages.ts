import type { LocalizedMessages } from '../../i18n/index.ts';
import type { LoremUnit } from './lorem.ts';

const unitNe: Record<LoremUnit, string> = {
  paragraphs: 'अनुच्छेद',
  sentences: 'वाक्य',
  words: 'शब्द',
};

/** The generator's words; the placeholder text it makes stays Latin in every language. */
const en = {
  /** lorem.ts's countError, in the shown language. */
  countError: (unit: LoremUnit, limit: number) =>
    `Enter a whole number of ${unit} from 1 to ${limit.toLocaleString('en')}.`,
  generated: (count: string, unit: LoremUnit) => `Generated ${count} ${unit}.`,
  guide: {
    use: 'Choose paragraphs, sentences or words, how many, and press Generate.',
    purpose:
      'Placeholder text shows a layout without distracting readers with meaning. Replace it before you publish.',
  },
  limits: (paragraphs: number, sentences: number, words: number) =>
    `Up to ${paragraphs} paragraphs, ${sentences} sentences or ${words.toLocaleString('en')} words at a time. Paragraphs are separated by a blank line.`,
  generate: 'Generate',
  units: { paragraphs: 'Paragraphs', sentences: 'Sentences', words: 'Words' },
  howMany: (unit: LoremUnit) => `How many ${unit}`,
  startWithLorem: "Start with 'Lorem ipsum'",
  copiedWhat: 'The placeholder text',
  placeholderText: 'Placeholder text',
  pressGenerate: 'Press Generate.',
};

export const loremMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    countError: (unit, limit) =>
      `1 देखि ${limit.toLocaleString('en')} सम्मको पूर्ण सङ्ख्यामा ${unitNe[unit]} सङ्ख्या लेख्नुहोस्।`,
    generated: (count, unit) => `${count} ${unitNe[unit]} बनाइयो।`,
    guide: {
      use: 'अनुच्छेद, वाक्य वा शब्द र कति वटा भनेर छान्नुहोस्, अनि बनाउनुहोस् थिच्नुहोस्।',
      purpose: 'नमुना पाठले अर्थतिर पाठकको ध्यान नखिची पृष्ठको बनोट देखाउँछ। प्रकाशन गर्नुअघि यसलाई बदल्नुहोस्।',
    },
    limits: (paragraphs, sentences, words) =>
      `एक पटकमा बढीमा ${paragraphs} अनुच्छेद, ${sentences} वाक्य वा ${words.toLocaleString('en')} शब्द। अनुच्छेदहरू खाली लाइनले छुट्टिन्छन्।`,
    generate: 'बनाउनुहोस्',
    units: { paragraphs: 'अनुच्छेद', sentences: 'वाक्य', words: 'शब्द' },
    howMany: (unit) => `कति ${unitNe[unit]}`,
    startWithLorem: "'Lorem ipsum' बाट सुरु गर्ने",
    copiedWhat: 'नमुना पाठ',
    placeholderText: 'नमुना पाठ',
    pressGenerate: 'बनाउनुहोस् थिच्नुहोस्।',
  },
};
