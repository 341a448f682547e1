import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { switchLocale } from '../i18n/index.ts';
import { renderToolScreen } from './test-support/render-tool-screen.tsx';

/**
 * Each text and developer tool's screen rendered in Nepali (its first paint, with React's static
 * renderer): a Nepali word of its own is there and none of a few of its English labels is left.
 */
const SCREENS: Record<string, { word: string; english: readonly string[] }> = {
  'css-formatter': {
    word: 'फर्म्याट गरिएको CSS',
    english: ['How to use', 'Formatted CSS', 'Indentation', 'Copy Result'],
  },
  'html-formatter': {
    word: 'भित्री एलिमेन्टहरू',
    english: ['Formatted HTML', 'Nested elements', '2 spaces', 'Reset'],
  },
  'javascript-formatter': {
    word: 'JavaScript इनपुट',
    english: ['JavaScript input', 'Formatted JavaScript', 'Paste JavaScript'],
  },
  'php-formatter': {
    word: 'फर्म्याट गरिएको PHP',
    english: ['Formatted PHP', 'PSR-12 style', 'The formatted code appears here.'],
  },
  'scss-compiler': {
    word: 'आउटपुट शैली',
    english: ['Output style', 'Compiled CSS', 'Expanded (readable)', '>Compile<'],
  },
  'text-diff-checker': {
    word: 'मूल पाठ',
    english: ['Original text', 'Compare by', 'Swap texts', 'Side by side'],
  },
  'regex-tester': {
    word: 'रेगुलर एक्सप्रेसन',
    english: ['Regular expression', 'Quick reference', 'Test text', 'Preview a replacement'],
  },
  'json-formatter': {
    word: 'JSON इनपुट',
    english: ['JSON input', 'Open file', 'The formatted JSON appears here.', 'Minify'],
  },
  'hash-generator': {
    word: 'ह्यास निकाल्ने पाठ',
    english: ['Text to hash', 'Upper-case hex', 'About these hashes', 'Compare with a hash'],
  },
  'base64-encoder-decoder': {
    word: 'पाठ वा Base64',
    english: ['Text or Base64', 'Encode', 'The result appears here.', 'How to use'],
  },
  'url-encoder-decoder': {
    word: 'पूरै URL',
    english: ['Whole URL', 'Use result as input', 'Which mode?', 'Decode + as a space'],
  },
  'case-converter': {
    word: 'तपाईंको पाठ',
    english: ['Your text', 'The five cases', 'Convert to', 'Back to Tools'],
  },
  'word-counter': {
    word: 'अनुच्छेद',
    english: ['Your text', 'Paragraphs', 'Reading time', 'How it counts'],
  },
  'lorem-ipsum-generator': {
    word: 'नमुना पाठ',
    english: ['Placeholder text', 'How many paragraphs', 'Generate', 'Sentences'],
  },
  'password-generator': {
    word: 'बनाइएको पासवर्ड',
    english: ['Generated password', 'Characters to include', 'Strength:', 'Uppercase letters'],
  },
  'qr-code-generator': {
    word: 'त्रुटि सुधार',
    english: ['Text or link', 'Error correction', 'Image size', 'Code colour'],
  },
  'seo-meta-generator': {
    word: 'पृष्ठको विषय',
    english: ['Page topic', 'Generate', 'How it works', 'Back to Tools'],
  },
};

const render = (slug: string) => renderToolScreen(slug);

describe('the text and developer tools rendered in Nepali', () => {
  beforeAll(() => switchLocale('ne'));
  afterAll(() => switchLocale('en'));

  it.each(Object.entries(SCREENS))('%s shows its own words in Nepali', async (slug, expected) => {
    const html = await render(slug);
    expect(html).toContain(expected.word);
    for (const english of expected.english) expect(html, english).not.toContain(english);
  });
});
