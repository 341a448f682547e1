import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolProvider } from '../app/tool/tool-context.tsx';
import { findToolBySlug } from '../../shared/catalogue/index.ts';
import { switchLocale } from '../i18n/index.ts';
import { TooltipProvider } from '../components/ui/tooltip.tsx';
import { TrpcProvider } from '../lib/trpc-react.tsx';
import { CopyableValues } from './design-common/copyable-values.tsx';
import { Swatches } from './design-common/swatches.tsx';
import type { FromToDefinition } from './_converters/from-to.ts';
import type { FromToNames } from './_converters/from-to-messages.ts';
import type { LocalizedMessages } from '../i18n/index.ts';
import { renderToolScreen } from './test-support/render-tool-screen.tsx';

/**
 * The design tools and the international converters rendered in Nepali (their first paint, with
 * React's static renderer, so nothing is fetched): each shows its own Nepali words and none of a
 * few of its English labels. The image colour extractor's and the currency converter's later
 * states (swatches, rates) are covered by their shared parts below and by the e2e specs.
 */
const SCREENS: Record<string, { word: string; english: readonly string[] }> = {
  'css-shape-maker': {
    word: 'गोलो कुनाको आयत',
    english: ['How to use', 'Background colour', 'Generated CSS', 'Rounded rectangle'],
  },
  'gradient-generator': {
    word: 'ग्रेडियन्टको किसिम',
    english: ['Gradient type', 'Number of colours', 'Copy CSS', 'Linear gradient at'],
  },
  'text-shadow-generator': {
    word: 'पूर्वावलोकनको पाठ',
    english: ['Horizontal offset', 'Preview text', 'Font size', 'Download CSS'],
  },
  'css-box-shadow-generator': {
    word: 'भित्री छाया',
    english: ['Inset shadow', 'Box colour', 'Box with the shadow', 'colour picker'],
  },
  'border-radius-generator': {
    word: 'सबै कुनामा उस्तै गोलाइ',
    english: ['Same radius on every corner', 'Top left', 'Pixels (px)', 'Reset'],
  },
  'transform-shapes': {
    word: 'वा आकार छान्नुहोस्',
    english: ['Or pick a shape', 'Transform Shape', 'Tips', 'Hexagon'],
  },
  'color-picker': {
    word: 'यो रङमाथि पाठ',
    english: ['Text on this colour', 'White text', 'Normal text', 'passes'],
  },
  'color-palette-generator': {
    word: 'आधार रङ र योजना',
    english: ['Base colour and scheme', 'Analogous', 'Copy as HEX', 'Random base colour'],
  },
  'hex-to-rgb-converter': {
    word: 'सन्तृप्ति (0-100%)',
    english: ['Saturation (0-100%)', 'Red (0-255)', 'Results', '3, 6 or 8 digits'],
  },
  'image-color-extractor': {
    word: 'तस्बिर छान्नुहोस् वा यहाँ छोड्नुहोस्',
    english: ['Choose an image or drop it here', 'Your image', 'How it works'],
  },
  'temperature-converter': {
    word: 'परम शून्य',
    english: ['Absolute zero', 'Common temperatures', 'Formulas', 'Celsius (°C)'],
  },
  'energy-converter': { word: 'किलोजुल (kJ)', english: ['Kilojoules', 'From value', 'Swap units'] },
  'power-converter': { word: 'अश्वशक्ति', english: ['Horsepower', 'Copy Result', 'Reference'] },
  'pressure-converter': {
    word: 'पास्कल (Pa)',
    english: ['Pascals', 'Sample values', 'Common conversions'],
  },
  'speed-converter': { word: 'प्रकाशको गति', english: ['Speed of light', 'To unit', 'Result'] },
  'digital-storage-converter': {
    word: '1000 आधारित',
    english: ['1000-based', 'Megabytes', 'Every conversion'],
  },
  'english-area-converter': { word: 'हेक्टर', english: ['Hectares', 'Square feet', 'From unit'] },
  'english-distance-converter': { word: 'समुद्री माइल', english: ['Nautical miles', 'Kilometres'] },
  'english-volume-converter': { word: 'खानेचम्चा', english: ['tablespoons', 'Litres', 'Reset'] },
  'english-weight-converter': { word: 'किलोग्राम', english: ['Kilograms', 'Pounds', 'Copy Result'] },
  'currency-converter': { word: 'विनिमय दर लोड हुँदै', english: ['Loading the exchange rates'] },
  'timezone-converter': {
    word: 'अरू समय क्षेत्रमा',
    english: ['In other time zones', 'Use the current time', 'Add Time Zone', 'Copy Times'],
  },
};

function inToolPage(slug: string, content: ReactNode): string {
  const ref = findToolBySlug(slug);
  if (!ref) throw new Error(`No tool ${slug}`);
  return renderToStaticMarkup(
    <TrpcProvider>
      <TooltipProvider>
        <ToolProvider value={ref}>{content}</ToolProvider>
      </TooltipProvider>
    </TrpcProvider>,
  );
}

const render = (slug: string) => renderToolScreen(slug);

/** Each From/To converter's names module and the definition whose units it must all name. */
const NAMES: Record<string, [string, string, string]> = {
  'energy-converter': ['energyMessages', 'energyConverter', 'units.ts'],
  'power-converter': ['powerMessages', 'powerConverter', 'units.ts'],
  'pressure-converter': ['pressureMessages', 'pressureConverter', 'units.ts'],
  'speed-converter': ['speedMessages', 'speedConverter', 'units.ts'],
  'digital-storage-converter': ['storageMessages', 'storageConverter', 'units.ts'],
  'english-area-converter': ['areaMessages', 'areaConverter', 'units.ts'],
  'english-distance-converter': ['distanceMessages', 'distanceConverter', 'units.ts'],
  'english-volume-converter': ['volumeMessages', 'volumeConverter', 'units.ts'],
  'english-weight-converter': ['weightMessages', 'weightConverter', 'units.ts'],
  'temperature-converter': ['temperatureNames', 'temperatureConverter', 'temperature.ts'],
};

describe('the design tools and converters rendered in Nepali', () => {
  beforeAll(() => switchLocale('ne'));
  afterAll(() => switchLocale('en'));

  it.each(Object.entries(SCREENS))('%s shows its own words in Nepali', async (slug, expected) => {
    const html = await render(slug);
    expect(html).toContain(expected.word);
    for (const english of expected.english) expect(html, english).not.toContain(english);
  });

  it('shared colour parts speak Nepali', () => {
    const html = inToolPage(
      'color-picker',
      <>
        <Swatches items={[{ color: { r: 52, g: 152, b: 219 } }]} />
        <CopyableValues values={[['HEX', '#3498db']]} />
      </>,
    );
    expect(html).toContain('HEX का रूपमा कपी गर्नुहोस्');
    for (const english of ['Copy as HEX', 'Copy as CSS variables', 'Copy #3498db', '>Copy<']) {
      expect(html, english).not.toContain(english);
    }
  });

  it.each(Object.entries(NAMES))(
    '%s names every unit in Nepali',
    async (slug, [names, def, file]) => {
      const messages = (await import(`./${slug}/messages.ts`)) as Record<
        string,
        LocalizedMessages<FromToNames>
      >;
      const units = (await import(`./${slug}/${file}`)) as Record<string, FromToDefinition>;
      const ne = messages[names]?.ne;
      const definition = units[def];
      expect(ne && definition).toBeTruthy();
      for (const unit of definition?.units ?? [])
        expect(ne?.units[unit.value], unit.value).toBeTruthy();
      for (const preset of definition?.presets ?? []) {
        expect(ne?.presets[preset.label], preset.label).toBeTruthy();
      }
    },
  );
});
