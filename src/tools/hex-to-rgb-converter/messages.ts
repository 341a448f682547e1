import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  guide: {
    hex: 'Type a hex colour of 3, 6 or 8 digits ({short}, {six}, {eight}); the last two of eight are the alpha.',
    fields:
      'Or type red, green, blue and alpha, or hue, saturation and lightness: every other form follows.',
    alpha: 'Alpha runs from 0 (transparent) to 1 (opaque); below 1 the results carry it.',
  },
  colour: 'Colour',
  previewLabel: (rgb: string) => `Colour preview: ${rgb}`,
  hexHint: '3, 6 or 8 digits',
  results: 'Results',
  /** The names in the validation messages ('Red must be from 0 to 255.'). */
  names: {
    r: 'Red',
    g: 'Green',
    b: 'Blue',
    a: 'Alpha',
    h: 'Hue',
    s: 'Saturation',
    l: 'Lightness',
  },
  labels: {
    r: 'Red (0-255)',
    g: 'Green (0-255)',
    b: 'Blue (0-255)',
    a: 'Alpha (0-1)',
    h: 'Hue (0-360°)',
    s: 'Saturation (0-100%)',
    l: 'Lightness (0-100%)',
  },
};

export const hexToRgbMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    guide: {
      hex: '3, 6 वा 8 अङ्कको hex रङ लेख्नुहोस् ({short}, {six}, {eight}); आठ अङ्कका अन्तिम दुई अल्फा हुन्।',
      fields: 'वा रातो, हरियो, निलो र अल्फा, वा ह्यु, सन्तृप्ति र उज्यालोपन लेख्नुहोस्: अरू सबै रूप आफैँ मिल्छन्।',
      alpha: 'अल्फा 0 (पारदर्शी) देखि 1 (अपारदर्शी) सम्म हुन्छ; 1 भन्दा कम भए नतिजामा पनि आउँछ।',
    },
    colour: 'रङ',
    previewLabel: (rgb) => `रङको पूर्वावलोकन: ${rgb}`,
    hexHint: '3, 6 वा 8 अङ्क',
    results: 'नतिजा',
    names: {
      r: 'रातो',
      g: 'हरियो',
      b: 'निलो',
      a: 'अल्फा',
      h: 'ह्यु',
      s: 'सन्तृप्ति',
      l: 'उज्यालोपन',
    },
    labels: {
      r: 'रातो (0-255)',
      g: 'हरियो (0-255)',
      b: 'निलो (0-255)',
      a: 'अल्फा (0-1)',
      h: 'ह्यु (0-360°)',
      s: 'सन्तृप्ति (0-100%)',
      l: 'उज्यालोपन (0-100%)',
    },
  },
};

export type FieldNames = (typeof hexToRgbMessages)['ne']['names'];
