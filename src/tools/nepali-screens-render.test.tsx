import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { switchLocale } from '../i18n/index.ts';
import { renderToolScreen } from './test-support/render-tool-screen.tsx';

/**
 * Each Nepali tool's screen rendered in Nepali (its first paint, with React's static renderer, so nothing is fetched): its own
 * words are Nepali and none of its English labels is left. The /ne/ pages in the browser are
 * covered by tests/e2e/nepali-i18n.spec.ts once the routes exist.
 */
const SCREENS: Record<string, { word: string; english: readonly string[] }> = {
  'nepali-land-converter': {
    word: 'रोपनी',
    english: ['How it works', 'Ropani', 'Square feet', 'Plot area', 'Copy Values'],
  },
  'nepali-distance-converter': { word: 'अङ्गुल', english: ['Angul', 'Metres', 'Clear All'] },
  'nepali-weight-converter': { word: 'तोला', english: ['Tola', 'Grams', 'Nepali units'] },
  'nepali-volume-converter': { word: 'माना', english: ['Mana', 'Litres', 'US customary'] },
  'nepali-date-converter': {
    word: 'नेपाली मिति (बि.सं.)',
    english: ['Today in Nepal', 'Convert to English', 'About the calendar', 'Year (BS)'],
  },
  'nepali-calendar': {
    word: 'यो पात्रोबारे',
    english: ['About this patro', 'Previous month', 'Tithi', 'Sunrise'],
  },
  'nepali-number-to-words': {
    word: 'रकम (रुपैयाँमा)',
    english: ['Amount in rupees', 'How it works', 'Clear'],
  },
  'nepali-season-converter': {
    word: 'नेपाली महिना',
    english: ['The six seasons', 'Nepali month', 'Copy Season', 'This Month'],
  },
  'preeti-unicode-converter': {
    word: 'प्रीति पाठ',
    english: ['Preeti text', 'Convert a Word document', 'Choose a .docx file'],
  },
  'romanized-nepali-typing': {
    word: 'नेपालीमा टाइप गर्नुहोस्',
    english: ['Type in Nepali', 'How to type', 'Consonants'],
  },
};

const render = (slug: string) => renderToolScreen(slug);

describe('the Nepali tools rendered in Nepali', () => {
  beforeAll(() => switchLocale('ne'));
  afterAll(() => switchLocale('en'));

  it.each(Object.entries(SCREENS))('%s shows its own words in Nepali', async (slug, expected) => {
    const html = await render(slug);
    expect(html).toContain(expected.word);
    for (const english of expected.english) expect(html, english).not.toContain(english);
  });
});
