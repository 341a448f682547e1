import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  howToUse: 'How to use',
  preview: 'Preview',
  settings: 'Settings',
  shadow: 'Shadow',
  random: 'Random',
  reset: 'Reset',
  copy: 'Copy',
  css: {
    heading: 'Generated CSS',
    copy: 'Copy CSS',
    download: 'Download CSS',
    copiedTitle: 'Copied!',
    copiedDescription: 'CSS copied to clipboard.',
  },
  copied: 'Copied to clipboard!',
  copyFailed: {
    title: 'Copy failed',
    description: 'Your browser did not allow copying. Select the text and copy it with Ctrl+C.',
  },
  copyValue: (label: string, value: string) => `Copy ${label} ${value}`,
  swatches: {
    copyHex: (hex: string) => `Copy ${hex}`,
    copyAsHex: 'Copy as HEX',
    copyAsCss: 'Copy as CSS variables',
    hexCopied: (count: number) => `${count} hex colours copied.`,
    cssCopied: (count: number) => `${count} CSS variables copied.`,
  },
  colorPicker: (label: string) => `${label}: colour picker`,
  units: { px: 'pixels', deg: 'degrees', percent: 'percent' },
  number: {
    empty: (label: string) => `Enter a number for ${label.toLowerCase()}.`,
    notNumber: (label: string) => `${label} must be a number.`,
    range: (label: string, min: number, max: number) => `${label} must be from ${min} to ${max}.`,
    whole: (label: string) => `${label} must be a whole number.`,
    steps: (label: string, step: number, examples: readonly number[]) =>
      `${label} goes in steps of ${step} (for example ${examples.join(', ')}).`,
  },
  hex: {
    empty: 'Enter a hex colour, like #3498db.',
    characters: 'A hex colour uses only the digits 0-9 and the letters a-f.',
    sixDigits: 'A hex colour needs six digits, like #3498db.',
    lengths: 'A hex colour has 3, 6 or 8 digits, like #39d, #3498db or #3498dbcc.',
  },
  fields: {
    horizontalOffset: 'Horizontal offset',
    verticalOffset: 'Vertical offset',
    blur: 'Blur',
    spread: 'Spread',
    opacity: 'Opacity',
    shadowColour: 'Shadow colour',
    backgroundColour: 'Background colour',
    boxColour: 'Box colour',
    borderColour: 'Border colour',
    width: 'Width',
    height: 'Height',
  },
};

/** The words the design tools share: copy and download, number and colour fields, common labels. */
export const designMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    howToUse: 'कसरी प्रयोग गर्ने',
    preview: 'पूर्वावलोकन',
    settings: 'सेटिङहरू',
    shadow: 'छाया',
    random: 'अनियमित',
    reset: 'रिसेट गर्नुहोस्',
    copy: 'कपी गर्नुहोस्',
    css: {
      heading: 'बनेको CSS',
      copy: 'CSS कपी गर्नुहोस्',
      download: 'CSS डाउनलोड गर्नुहोस्',
      copiedTitle: 'कपी भयो!',
      copiedDescription: 'CSS क्लिपबोर्डमा कपी भयो।',
    },
    copied: 'क्लिपबोर्डमा कपी भयो!',
    copyFailed: {
      title: 'कपी गर्न सकिएन',
      description: 'तपाईंको ब्राउजरले कपी गर्न दिएन। पाठ छानेर Ctrl+C ले कपी गर्नुहोस्।',
    },
    copyValue: (label, value) => `${label} ${value} कपी गर्नुहोस्`,
    swatches: {
      copyHex: (hex) => `${hex} कपी गर्नुहोस्`,
      copyAsHex: 'HEX का रूपमा कपी गर्नुहोस्',
      copyAsCss: 'CSS भेरिएबलका रूपमा कपी गर्नुहोस्',
      hexCopied: (count) => `${count} वटा hex रङ कपी भए।`,
      cssCopied: (count) => `${count} वटा CSS भेरिएबल कपी भए।`,
    },
    colorPicker: (label) => `${label}: रङ छान्ने`,
    units: { px: 'पिक्सेल', deg: 'डिग्री', percent: 'प्रतिशत' },
    number: {
      empty: (label) => `${label}का लागि सङ्ख्या लेख्नुहोस्।`,
      notNumber: (label) => `${label} सङ्ख्या हुनुपर्छ।`,
      range: (label, min, max) => `${label} ${min} देखि ${max} सम्म हुनुपर्छ।`,
      whole: (label) => `${label} पूर्ण सङ्ख्या हुनुपर्छ।`,
      steps: (label, step, examples) =>
        `${label} ${step} को फरकमा बढ्छ (जस्तै ${examples.join(', ')})।`,
    },
    hex: {
      empty: 'hex रङ लेख्नुहोस्, जस्तै #3498db।',
      characters: 'hex रङमा 0-9 अङ्क र a-f अक्षर मात्र हुन्छन्।',
      sixDigits: 'hex रङमा छ अङ्क चाहिन्छ, जस्तै #3498db।',
      lengths: 'hex रङमा 3, 6 वा 8 अङ्क हुन्छन्, जस्तै #39d, #3498db वा #3498dbcc।',
    },
    fields: {
      horizontalOffset: 'तेर्सो सराइ',
      verticalOffset: 'ठाडो सराइ',
      blur: 'धमिलोपन',
      spread: 'फैलावट',
      opacity: 'अपारदर्शिता',
      shadowColour: 'छायाको रङ',
      backgroundColour: 'पृष्ठभूमिको रङ',
      boxColour: 'बाकसको रङ',
      borderColour: 'किनाराको रङ',
      width: 'चौडाइ',
      height: 'उचाइ',
    },
  },
};

export type DesignWords = (typeof designMessages)['ne'];
