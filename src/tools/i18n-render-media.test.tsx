import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { switchLocale } from '../i18n/index.ts';
import { parsePageRanges, resolvePageRanges } from '../../shared/jobs/page-ranges.ts';
import { splitPdfMessages } from './split-pdf/messages.ts';
import { shownRangeProblem } from './split-pdf/range-problem.ts';
import { renderToolScreen } from './test-support/render-tool-screen.tsx';

/**
 * The audio, video and document screens rendered in Nepali (their first paint, with React's
 * static renderer, so nothing is fetched): a Nepali word of each screen shows and a few of its
 * English labels do not.
 */
const SCREENS: Record<string, { dir?: string; word: string; english: readonly string[] }> = {
  'trim-audio': {
    word: 'अडियो काट्नुहोस्',
    english: ['About the audio tools', 'Choose an audio file', 'Trim Audio', 'Audio tools'],
  },
  'add-audio': {
    word: 'नयाँ आवाज',
    english: ['The new sound', 'Choose a video', 'Add Audio', 'shorter of the two'],
  },
  'remove-audio': {
    word: 'अडियो हटाउनुहोस्',
    english: ['Or paste a video URL', 'Remove Audio', 'A direct link to a video file'],
  },
  'extract-audio': {
    word: 'अडियो निकाल्नुहोस्',
    english: ['Extract Audio', 'Choose a video', 'Remove file'],
  },
  'video-to-gif': {
    word: 'GIF मा बदल्नुहोस्',
    english: ['Convert to GIF', 'Video preview', 'Text overlay (optional)', 'See you soon!'],
  },
  'video-downloader': {
    word: 'समर्थित प्लेटफर्महरू',
    english: ['Supported platforms', 'Video URL', 'How to download a video', 'Video sites'],
  },
  'images-to-pdf': {
    dir: 'pdf-tools',
    word: 'PDF बनाउनुहोस्',
    english: ['Create PDF', 'Choose images', 'About Images to PDF', 'PDF and images'],
  },
  'pdf-to-images': {
    word: 'तस्बिरमा बदल्नुहोस्',
    english: ['Convert to Images', 'How it works', 'Password-protected PDFs'],
  },
  'split-pdf': {
    word: 'PDF छुट्याउनुहोस्',
    english: ['How to split', 'By page ranges', 'Page ranges', 'Split PDF'],
  },
  'merge-pdf': {
    word: 'PDF मर्ज गर्नुहोस्',
    english: ['How to merge PDFs', 'Choose PDFs', 'Merge PDFs'],
  },
  'compress-pdf': {
    word: 'कम्प्रेसनको स्तर',
    english: ['Compression level', 'Low: best quality', 'How compression works'],
  },
  'ocr-pdf': {
    word: 'पृष्ठहरूमा भएका भाषा',
    english: ['How OCR works', 'Languages on the pages', 'Make searchable'],
  },
  'protect-pdf': {
    word: 'पासवर्ड फेरि लेख्नुहोस्',
    english: ['How protection works', 'Repeat the password', 'Protect PDF'],
  },
  'unlock-pdf': {
    word: 'PDF को पासवर्ड',
    english: ['How unlocking works', 'Unlock PDF', 'Show the password'],
  },
  'pdf-to-pdfa': {
    word: 'PDF/A संस्करण',
    english: ['About PDF/A', 'PDF/A version', 'Convert to PDF/A'],
  },
  'pdf-to-word': {
    word: 'Word मा बदल्नुहोस्',
    english: ['Convert to Word', 'Choose a PDF', 'About the document converters'],
  },
  'word-to-pdf': {
    word: 'Word कागजात छान्नुहोस्',
    english: ['Choose a Word document', 'Convert to PDF', 'Document conversions'],
  },
  'rotate-pdf': {
    word: 'PDF घुमाउनुहोस्',
    english: ['Rotate PDF', 'Turn the pages', '90° clockwise', 'How rotating works'],
  },
  'organize-pdf': {
    word: 'PDF मिलाउनुहोस्',
    english: ['Organize PDF', 'How to organize pages', 'Choose a PDF'],
  },
  'number-pdf-pages': {
    word: 'पृष्ठ नम्बर राख्नुहोस्',
    english: ['Add page numbers', 'Where on the page', 'Bottom centre', 'First number'],
  },
  'watermark-pdf': {
    word: 'वाटरमार्कको पाठ',
    english: ['Watermark text', 'Add watermark', 'Opacity', 'How the watermark is added'],
  },
};

const render = (slug: string, dir?: string) => renderToolScreen(slug, dir);

describe('the audio, video and document screens rendered in Nepali', () => {
  beforeAll(() => switchLocale('ne'));
  afterAll(() => switchLocale('en'));

  it.each(Object.entries(SCREENS))('%s shows its own words in Nepali', async (slug, expected) => {
    const html = await render(slug, expected.dir);
    expect(html).toContain(expected.word);
    for (const english of expected.english) expect(html, english).not.toContain(english);
  });
});

describe("Split PDF's page-range messages in Nepali", () => {
  const problemOf = (text: string, pages = 3): string => {
    const ranges = parsePageRanges(text);
    if (typeof ranges === 'string') return ranges;
    const spans = resolvePageRanges(ranges, pages);
    if (typeof spans === 'string') return spans;
    throw new Error(`${text} is valid`);
  };

  it.each(['', 'a', '0', '999999', '5-2', '2-9', '4-'])('"%s" is told in Nepali', (text) => {
    const shown = shownRangeProblem(problemOf(text), splitPdfMessages.ne.problems);
    expect(shown).toMatch(/[\u0900-\u097F]/);
    expect(shown).not.toMatch(/\b(page|range|large|starts)\b/i);
  });

  it('keeps the English message in English', () => {
    const message = problemOf('2-9');
    expect(shownRangeProblem(message, splitPdfMessages.en.problems)).toBe(message);
  });
});
