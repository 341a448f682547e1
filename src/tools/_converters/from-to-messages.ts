import type { LocalizedMessages } from '../../i18n/index.ts';
import type { FromToDefinition } from './from-to.ts';

const en = {
  fromValue: 'From value',
  fromUnit: 'From unit',
  swap: 'Swap units',
  result: 'Result',
  toUnit: 'To unit',
  presets: 'Common temperatures',
  copyResult: 'Copy Result',
  reset: 'Reset',
  unreadable: 'This is not a number, so the result shows 0. Type a number like 1,234.5 or 1234.5.',
  reference: 'Reference',
  through: (base: string) => `Every conversion goes through the ${base}.`,
  sample: (symbol: string) => `Sample values: 1 ${symbol} is`,
  common: 'Common conversions',
};

/** The words of the shared From/To converter screen and its reference card. */
export const fromToMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    fromValue: 'रूपान्तरण गर्ने मान',
    fromUnit: 'यो एकाइबाट',
    swap: 'एकाइ साटासाट गर्नुहोस्',
    result: 'नतिजा',
    toUnit: 'यो एकाइमा',
    presets: 'चलनचल्तीका तापक्रम',
    copyResult: 'नतिजा कपी गर्नुहोस्',
    reset: 'रिसेट गर्नुहोस्',
    unreadable: 'यो सङ्ख्या होइन, त्यसैले नतिजा 0 देखिन्छ। 1,234.5 वा 1234.5 जस्तो सङ्ख्या लेख्नुहोस्।',
    reference: 'सन्दर्भ',
    through: (base) => `हरेक रूपान्तरण ${base} हुँदै हुन्छ।`,
    sample: (symbol) => `नमुना मान: 1 ${symbol} बराबर`,
    common: 'चलनचल्तीका रूपान्तरण',
  },
};

/**
 * A From/To converter's own names in one language: unit labels and symbols that are words (by
 * unit value), the base unit, and preset names (by their English label).
 */
export type FromToNames = {
  units: Readonly<Record<string, string>>;
  symbols: Readonly<Record<string, string>>;
  baseUnit: string;
  presets: Readonly<Record<string, string>>;
};

/** A converter's names in every language: English from its definition, the others given. */
export function fromToNames(
  definition: FromToDefinition,
  ne: FromToNames,
): LocalizedMessages<FromToNames> {
  return {
    en: {
      units: Object.fromEntries(definition.units.map((unit) => [unit.value, unit.label])),
      symbols: {},
      baseUnit: definition.baseUnit,
      presets: Object.fromEntries((definition.presets ?? []).map((p) => [p.label, p.label])),
    },
    ne,
  };
}

/** The same converter with its names in another language; values, factors and presets stay. */
export function localizeFromTo(definition: FromToDefinition, names: FromToNames): FromToDefinition {
  return {
    ...definition,
    units: definition.units.map((unit) => ({
      ...unit,
      label: names.units[unit.value] ?? unit.label,
      symbol: names.symbols[unit.value] ?? unit.symbol,
    })),
    baseUnit: names.baseUnit,
  };
}
