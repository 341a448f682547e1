import type { LocalizedMessages } from '../../i18n/index.ts';
import { fromToNames } from '../_converters/from-to-messages.ts';
import { temperatureConverter } from './temperature.ts';

/** The scales' and presets' names in every language (English from the definition). */
export const temperatureNames = fromToNames(temperatureConverter, {
  units: {
    Celsius: 'सेल्सियस (°C)',
    Fahrenheit: 'फरेनहाइट (°F)',
    Kelvin: 'केल्भिन (K)',
    Rankine: 'र्‍याङ्काइन (°R)',
    Réaumur: 'रोमर (°Ré)',
  },
  symbols: {},
  baseUnit: 'केल्भिन (K)',
  presets: {
    'Absolute zero': 'परम शून्य',
    Freezing: 'हिमाङ्क',
    Room: 'कोठाको',
    Body: 'शरीरको',
    Boiling: 'उम्लने',
    Oven: 'ओभन',
  },
});

const en = {
  belowAbsoluteZero:
    'This is below absolute zero (−273.15 °C, 0 K), the lowest temperature there is.',
  formulas: 'Formulas',
};

export const temperatureMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    belowAbsoluteZero:
      'यो परम शून्य (−273.15 °C, 0 K) भन्दा तल छ, जुन सम्भव भएसम्मको सबैभन्दा कम तापक्रम हो।',
    formulas: 'सूत्रहरू',
  },
};
