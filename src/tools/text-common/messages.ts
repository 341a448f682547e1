import type { LocalizedMessages } from '../../i18n/index.ts';
import { UNREADABLE_CODE } from './code-error.ts';

const en = {
  backToTools: 'Back to Tools',
  howToUse: 'How to use',
  reset: 'Reset',
  copyResult: 'Copy Result',
  /** The virtual view's size line: '1.2K lines, 40.3K characters'. */
  viewSize: (lines: string, characters: string) => `${lines} lines, ${characters} characters`,
  viewCapped: (rows: string) =>
    `. The view shows the first ${rows} rows; Copy or Download gives all of it.`,
  indent: {
    label: 'Indentation',
    names: { '2': '2 spaces', '4': '4 spaces', tab: 'Tabs' },
  },
  /** The code formatters' and the SCSS compiler's shared screen. */
  code: {
    input: (language: string) => `${language} input`,
    hint: 'Ctrl+Enter (or Cmd+Enter) runs it too. Your code never leaves this browser.',
    empty: (language: string) => `Paste or type some ${language} first.`,
    format: 'Format',
    compile: 'Compile',
    formatting: 'Formatting...',
    compiling: 'Compiling...',
    done: (action: string, lines: number) => `${action} done: ${lines} lines.`,
    formattedHere: 'The formatted code appears here.',
    compiledHere: 'The compiled CSS appears here.',
    warnings: 'Warnings',
    unreadable: UNREADABLE_CODE,
    line: (line: number) => ` (line ${line})`,
    lineColumn: (line: number, column: number) => ` (line ${line}, column ${column})`,
  },
};

/** The text tools' shared words: frames, the code tools' screen, the large-text view. */
export const textCommonMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    backToTools: 'उपकरणहरूमा फर्कनुहोस्',
    howToUse: 'कसरी प्रयोग गर्ने',
    reset: 'रिसेट गर्नुहोस्',
    copyResult: 'नतिजा कपी गर्नुहोस्',
    viewSize: (lines, characters) => `${lines} लाइन, ${characters} अक्षर`,
    viewCapped: (rows) => `। यहाँ पहिलो ${rows} पङ्क्ति मात्र देखिन्छ; कपी वा डाउनलोड गर्दा पूरै पाठ आउँछ।`,
    indent: {
      label: 'इन्डेन्टेसन',
      names: { '2': '2 स्पेस', '4': '4 स्पेस', tab: 'ट्याब' },
    },
    code: {
      input: (language) => `${language} इनपुट`,
      hint: 'Ctrl+Enter (वा Cmd+Enter) थिचेर पनि चलाउन सकिन्छ। तपाईंको कोड यो ब्राउजरबाहिर जाँदैन।',
      empty: (language) => `पहिले केही ${language} टाँस्नुहोस् वा टाइप गर्नुहोस्।`,
      format: 'फर्म्याट गर्नुहोस्',
      compile: 'कम्पाइल गर्नुहोस्',
      formatting: 'फर्म्याट हुँदैछ...',
      compiling: 'कम्पाइल हुँदैछ...',
      done: (action, lines) =>
        action === 'Compile' ? `कम्पाइल सकियो: ${lines} लाइन।` : `फर्म्याट सकियो: ${lines} लाइन।`,
      formattedHere: 'फर्म्याट गरिएको कोड यहाँ देखिन्छ।',
      compiledHere: 'कम्पाइल गरिएको CSS यहाँ देखिन्छ।',
      warnings: 'चेतावनीहरू',
      unreadable: 'कोड पढ्न सकिएन।',
      line: (line) => ` (लाइन ${line})`,
      lineColumn: (line, column) => ` (लाइन ${line}, स्तम्भ ${column})`,
    },
  },
};
