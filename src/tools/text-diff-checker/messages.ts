import type { LocalizedMessages } from '../../i18n/index.ts';
import { formatCount } from '../../lib/format.ts';

type Unit = 'lines' | 'words';

/** '1 line', '12 lines', '3.4K words'. */
const countOf = (n: number, unit: Unit) =>
  `${formatCount(n)} ${n === 1 ? unit.slice(0, -1) : unit}`;

const en = {
  tooLarge:
    'These texts are too large and too different to compare here. Compare smaller parts of them.',
  same: 'No differences: the texts are the same.',
  /** The sentence read out (its removed count stays a bare number, as before). */
  status: (added: number, removed: number, unit: Unit) =>
    `${countOf(added, unit)} added, ${removed} removed.`,
  original: 'Original text',
  changedText: 'Changed text',
  compareBy: 'Compare by',
  lines: 'Lines',
  words: 'Words',
  show: 'Show',
  split: 'Side by side',
  inline: 'Inline',
  options: 'Options',
  ignoreCase: 'Ignore case',
  ignoreSpaces: 'Ignore spaces',
  compare: 'Compare',
  swap: 'Swap texts',
  differences: 'Differences',
  counts: 'Counts of changes',
  added: (n: number, unit: Unit) => `${countOf(n, unit)} added`,
  removed: (n: number, unit: Unit) => `${countOf(n, unit)} removed`,
  unchanged: (n: number, unit: Unit) => `${countOf(n, unit)} unchanged`,
  lineDifferences: 'Line differences',
  caption: 'Original on the left, changed text on the right',
  originalColumn: 'Original',
  changedColumn: 'Changed',
  removedMark: 'Removed: ',
  addedMark: 'Added: ',
  capped: (shown: string, total: string) =>
    `Showing the first ${shown} rows of ${total}; the counts cover all of them.`,
  wordDifferences: 'Word differences',
  originalWords: 'Original with removed words',
  changedWords: 'Changed text with added words',
  guide: {
    use: 'Paste the original on the left and the changed version on the right, then Compare.',
    units:
      '{lines} suits code and lists: changed lines are paired, with the words that changed inside them marked. {words} suits prose.',
    colours:
      'Removed text is red and struck through, added text is green. Everything is compared in your browser.',
  },
};

const unitNe = (unit: Unit) => (unit === 'lines' ? 'लाइन' : 'शब्द');
const countNe = (n: number, unit: Unit) => `${formatCount(n)} ${unitNe(unit)}`;

/** The text diff checker's words. */
export const diffMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    tooLarge: 'यी पाठहरू यहाँ तुलना गर्न धेरै ठूला र धेरै फरक छन्। तिनका साना भागहरू तुलना गर्नुहोस्।',
    same: 'कुनै फरक छैन: दुवै पाठ उस्तै छन्।',
    status: (added, removed, unit) =>
      `${countNe(added, unit)} थपियो, ${countNe(removed, unit)} हटाइयो।`,
    original: 'मूल पाठ',
    changedText: 'बदलिएको पाठ',
    compareBy: 'यसअनुसार तुलना',
    lines: 'लाइन',
    words: 'शब्द',
    show: 'देखाउने तरिका',
    split: 'छेउछाउमा',
    inline: 'एउटै ठाउँमा',
    options: 'विकल्पहरू',
    ignoreCase: 'ठूलो-सानो अक्षर नछुट्याउने',
    ignoreSpaces: 'खाली ठाउँ नगन्ने',
    compare: 'तुलना गर्नुहोस्',
    swap: 'पाठ साटासाट गर्नुहोस्',
    differences: 'फरकहरू',
    counts: 'परिवर्तनको गन्ती',
    added: (n, unit) => `${countNe(n, unit)} थपियो`,
    removed: (n, unit) => `${countNe(n, unit)} हटाइयो`,
    unchanged: (n, unit) => `${countNe(n, unit)} उस्तै`,
    lineDifferences: 'लाइनका फरकहरू',
    caption: 'बायाँ मूल पाठ, दायाँ बदलिएको पाठ',
    originalColumn: 'मूल',
    changedColumn: 'बदलिएको',
    removedMark: 'हटाइएको: ',
    addedMark: 'थपिएको: ',
    capped: (shown, total) =>
      `${total} मध्ये पहिला ${shown} पङ्क्ति मात्र देखाइएको छ; गन्तीमा भने सबै समेटिएका छन्।`,
    wordDifferences: 'शब्दका फरकहरू',
    originalWords: 'हटाइएका शब्दसहित मूल पाठ',
    changedWords: 'थपिएका शब्दसहित बदलिएको पाठ',
    guide: {
      use: 'बायाँ मूल पाठ र दायाँ बदलिएको पाठ टाँस्नुहोस्, अनि तुलना गर्नुहोस् थिच्नुहोस्।',
      units:
        '“{lines}” कोड र सूचीका लागि ठीक हुन्छ: बदलिएका लाइनहरू जोडी बनाएर देखाइन्छन्, भित्र बदलिएका शब्दमा चिन्ह लगाइन्छ। “{words}” गद्य पाठका लागि ठीक हुन्छ।',
      colours: 'हटाइएको पाठ रातो र काटिएको देखिन्छ, थपिएको पाठ हरियो। सबै तुलना तपाईंकै ब्राउजरमा हुन्छ।',
    },
  },
};
