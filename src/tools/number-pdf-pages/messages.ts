import type { LocalizedMessages } from '../../i18n/index.ts';
import type { NumberPosition } from '../../../shared/jobs/types/number-pdf-pages.ts';

const en = {
  guide: {
    title: 'How page numbers are added',
    how: 'Each page gets its number as real text, so it can be selected and searched, upright as the page is shown even on turned pages. Nothing else in the PDF changes.',
    format:
      'Write the text around the number as you like: {n} is the page’s number and {total} the last page’s, so "Page {n} of {total}" reads "Page 3 of 12".',
    deleted: (period: string) => `Your file and the result are deleted within ${period}.`,
  },
  choosePdf: 'Choose a PDF',
  action: 'Add page numbers',
  download: 'Download PDF',
  position: 'Where on the page',
  positions: {
    'top-left': 'Top left',
    'top-center': 'Top centre',
    'top-right': 'Top right',
    'bottom-left': 'Bottom left',
    'bottom-center': 'Bottom centre',
    'bottom-right': 'Bottom right',
  } satisfies Record<NumberPosition, string>,
  format: 'Text',
  formatHint: '{n}: the page number, {total}: the last one.',
  example: (text: string) => `The third page of ten reads: ${text}`,
  start: 'First number',
  fontSize: 'Font size (points)',
  digits: 'Digits',
  digitChoices: { latin: '1 2 3', devanagari: '१ २ ३ (Devanagari)' },
  problems: {
    noNumber: 'The text must hold {n}, where the number goes.',
    tooLong: 'The text may be at most 60 characters long.',
    letters: 'Use Latin or Devanagari letters, digits and punctuation only.',
    start: 'Enter a whole number from 0 to 99999.',
    fontSize: 'Enter a size from 6 to 72 points.',
  },
  toasts: {
    numbered: 'Page numbers added!',
    failed: 'Numbering failed',
    failedHint: 'Please try again with a different PDF.',
  },
};

export const numberPdfPagesMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    guide: {
      title: 'पृष्ठ नम्बर कसरी राखिन्छ',
      how: 'हरेक पृष्ठमा यसको नम्बर साँचो पाठका रूपमा राखिन्छ, त्यसैले यसलाई छान्न र खोज्न सकिन्छ, घुमाइएका पृष्ठमा पनि सिधा देखिने गरी। PDF मा अरू केही बदलिँदैन।',
      format:
        'नम्बर वरिपरिको पाठ आफूले चाहेजस्तो लेख्नुहोस्: {n} पृष्ठको नम्बर हो र {total} अन्तिम पृष्ठको, त्यसैले "पृष्ठ {n} / {total}" ले "पृष्ठ ३ / १२" देखाउँछ।',
      deleted: (period) => `तपाईंको फाइल र नतिजा ${period}भित्र मेटाइन्छन्।`,
    },
    choosePdf: 'PDF छान्नुहोस्',
    action: 'पृष्ठ नम्बर राख्नुहोस्',
    download: 'PDF डाउनलोड गर्नुहोस्',
    position: 'पृष्ठको कुन ठाउँमा',
    positions: {
      'top-left': 'माथि बायाँ',
      'top-center': 'माथि बीचमा',
      'top-right': 'माथि दायाँ',
      'bottom-left': 'तल बायाँ',
      'bottom-center': 'तल बीचमा',
      'bottom-right': 'तल दायाँ',
    },
    format: 'पाठ',
    formatHint: '{n}: पृष्ठ नम्बर, {total}: अन्तिम नम्बर।',
    example: (text) => `दस पृष्ठमध्ये तेस्रोमा यस्तो देखिन्छ: ${text}`,
    start: 'पहिलो नम्बर',
    fontSize: 'फन्ट साइज (पोइन्ट)',
    digits: 'अङ्क',
    digitChoices: { latin: '1 2 3', devanagari: '१ २ ३ (देवनागरी)' },
    problems: {
      noNumber: 'नम्बर आउने ठाउँमा पाठमा {n} हुनुपर्छ।',
      tooLong: 'पाठ बढीमा ६० अक्षरको हुन सक्छ।',
      letters: 'ल्याटिन वा देवनागरी अक्षर, अङ्क र चिह्न मात्र प्रयोग गर्नुहोस्।',
      start: '0 देखि 99999 सम्मको पूर्ण सङ्ख्या लेख्नुहोस्।',
      fontSize: '6 देखि 72 पोइन्टसम्मको साइज लेख्नुहोस्।',
    },
    toasts: {
      numbered: 'पृष्ठ नम्बर राखियो!',
      failed: 'नम्बर राख्न असफल भयो',
      failedHint: 'कृपया अर्को PDF सँग फेरि प्रयास गर्नुहोस्।',
    },
  },
};
