import type { LocalizedMessages } from '../../i18n/index.ts';
import { MAX_RANGES } from '../../../shared/jobs/page-ranges.ts';

const en = {
  guide: {
    title: 'How to split a PDF',
    choose: '1. Choose a PDF. Its pages appear below as thumbnails, drawn in your browser.',
    pick: '2. Pick pages, or type ranges such as 1-3,5,8- (8- runs to the last page). Each range becomes its own PDF; pages next to each other form one range.',
    every: 'Or cut the whole document every few pages.',
    download: (period: string) =>
      `3. Press Split PDF and download a ZIP of PDFs named after your file and their pages. Your file and the result are deleted within ${period}.`,
  },
  choosePdf: 'Choose a PDF',
  action: 'Split PDF',
  download: 'Download PDFs as ZIP',
  unreadable:
    'The pages of this PDF cannot be shown here (it may be damaged or password-protected). You can still type ranges.',
  mode: 'How to split',
  byRanges: 'By page ranges',
  byEvery: 'Every few pages',
  ranges: 'Page ranges',
  rangesHint: 'One PDF per range, for example 1-3,5,8- (8- runs to the last page).',
  every: 'Pages in each PDF',
  everyCount: (pdfs: number, pages: number) => `${pdfs} PDFs from ${pages} pages.`,
  everyHint: 'The last PDF takes the pages left over.',
  everyInvalid: 'Enter a whole number of pages, 1 or more',
  picker: {
    legend: (pages: number) => `Pick pages (${pages} in this PDF)`,
    pages: 'Pages',
    page: (page: number) => `Page ${page}`,
  },
  /** page-ranges.ts's messages (it keeps them in English for the server); see range-problem.ts. */
  problems: {
    empty: 'Enter the pages to keep, like 1-3,5,8-',
    tooMany: `At most ${MAX_RANGES} ranges can be split at once`,
    notRange: (part: string) => `"${part}" is not a page or a range like 2-5`,
    fromOne: 'Pages are numbered from 1',
    tooLarge: (part: string) => `"${part}" is too large`,
    backwards: (part: string) => `"${part}" ends before it starts`,
    pastEnd: (range: string, pages: number) =>
      `The range ${range} goes past the end: this PDF has ${pages} page${pages === 1 ? '' : 's'}.`,
  },
  toasts: {
    split: 'PDF split successfully!',
    failed: 'Splitting failed',
    failedHint: 'Please try again with a different PDF.',
  },
};

export const splitPdfMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    guide: {
      title: 'PDF कसरी छुट्याउने',
      choose: '1. PDF छान्नुहोस्। यसका पृष्ठहरू तल थम्बनेलका रूपमा देखिन्छन्, तपाईंकै ब्राउजरमा बनाइएका।',
      pick: '2. पृष्ठहरू छान्नुहोस्, वा 1-3,5,8- जस्ता दायरा लेख्नुहोस् (8- ले अन्तिम पृष्ठसम्म जनाउँछ)। हरेक दायरा छुट्टै PDF बन्छ; छेउछाउका पृष्ठहरू एउटै दायरा बन्छन्।',
      every: 'वा पूरै कागजातलाई हरेक केही पृष्ठमा काट्नुहोस्।',
      download: (period) =>
        `3. PDF छुट्याउनुहोस् थिच्नुहोस् र तपाईंको फाइल र पृष्ठहरूको नाम भएका PDF को ZIP डाउनलोड गर्नुहोस्। तपाईंको फाइल र नतिजा ${period}भित्र मेटाइन्छन्।`,
    },
    choosePdf: 'PDF छान्नुहोस्',
    action: 'PDF छुट्याउनुहोस्',
    download: 'PDF हरू ZIP मा डाउनलोड गर्नुहोस्',
    unreadable:
      'यो PDF का पृष्ठहरू यहाँ देखाउन सकिँदैन (फाइल बिग्रेको वा पासवर्डले सुरक्षित हुन सक्छ)। तपाईं अझै दायरा लेख्न सक्नुहुन्छ।',
    mode: 'कसरी छुट्याउने',
    byRanges: 'पृष्ठ दायराअनुसार',
    byEvery: 'हरेक केही पृष्ठमा',
    ranges: 'पृष्ठ दायरा',
    rangesHint: 'हरेक दायराको एउटा PDF, जस्तै 1-3,5,8- (8- ले अन्तिम पृष्ठसम्म जनाउँछ)।',
    every: 'हरेक PDF मा पृष्ठ',
    everyCount: (pdfs, pages) => `${pages} पृष्ठबाट ${pdfs} वटा PDF।`,
    everyHint: 'बाँकी रहेका पृष्ठहरू अन्तिम PDF मा जान्छन्।',
    everyInvalid: '1 वा बढी पूर्ण सङ्ख्यामा पृष्ठ लेख्नुहोस्',
    picker: {
      legend: (pages) => `पृष्ठहरू छान्नुहोस् (यो PDF मा ${pages} पृष्ठ)`,
      pages: 'पृष्ठहरू',
      page: (page) => `पृष्ठ ${page}`,
    },
    problems: {
      empty: 'राख्ने पृष्ठहरू लेख्नुहोस्, जस्तै 1-3,5,8-',
      tooMany: `एकपटकमा बढीमा ${MAX_RANGES} दायरा छुट्याउन सकिन्छ`,
      notRange: (part) => `"${part}" पृष्ठ वा 2-5 जस्तो दायरा होइन`,
      fromOne: 'पृष्ठहरू 1 बाट गनिन्छन्',
      tooLarge: (part) => `"${part}" धेरै ठूलो छ`,
      backwards: (part) => `"${part}" सुरु हुनुअघि नै सकिन्छ`,
      pastEnd: (range, pages) => `दायरा ${range} अन्त्यभन्दा पर जान्छ: यो PDF मा ${pages} पृष्ठ छन्।`,
    },
    toasts: {
      split: 'PDF सफलतापूर्वक छुट्याइयो!',
      failed: 'छुट्याउन असफल भयो',
      failedHint: 'कृपया अर्को PDF सँग फेरि प्रयास गर्नुहोस्।',
    },
  },
};
