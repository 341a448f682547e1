import type { LocalizedMessages } from '../../i18n/index.ts';
import { MAX_GIF_SECONDS, MIN_PIECE_SECONDS } from '../../shared/jobs/time-range.ts';
import { formatLength } from './media-inputs.ts';

/** Seconds with one decimal at most, as formatLength writes them. */
const seconds = (value: number) => Number(value.toFixed(1));

/**
 * The media checks' texts (media-inputs.ts and the shared time-range check keep their English
 * constants; the screens show these through shown-problems.ts).
 */
const en = {
  length: (value: number) => formatLength(value),
  long: (value: number) => `${formatLength(value)} long`,
  startNegative: 'The start time must be 0 seconds or more.',
  endBeforeStart: 'The end time must be after the start time.',
  tooShort: `The end time must be at least ${MIN_PIECE_SECONDS} seconds after the start time.`,
  tooLong: `The piece may be at most ${MAX_GIF_SECONDS} seconds long. Choose a shorter piece.`,
  startPastEnd: (length: string) =>
    `The start time is past the end of the file (it is ${length} long).`,
  endPastEnd: (length: string) =>
    `The end time is past the end of the file (it is ${length} long).`,
  urlMissing: 'Enter the address (URL) of the video.',
  urlNotFull: 'Enter a full web address, starting with https://',
  urlNotWeb: 'Only web addresses starting with http:// or https:// can be used.',
};

export const mediaMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    length: (value) => `${seconds(value)} सेकेन्ड`,
    long: (value) => `${seconds(value)} सेकेन्ड लामो`,
    startNegative: 'सुरु समय 0 सेकेन्ड वा बढी हुनुपर्छ।',
    endBeforeStart: 'अन्त्य समय सुरु समयपछि हुनुपर्छ।',
    tooShort: `अन्त्य समय सुरु समयभन्दा कम्तीमा ${MIN_PIECE_SECONDS} सेकेन्डपछि हुनुपर्छ।`,
    tooLong: `टुक्रा बढीमा ${MAX_GIF_SECONDS} सेकेन्डको हुन सक्छ। अझ छोटो टुक्रा छान्नुहोस्।`,
    startPastEnd: (length) => `सुरु समय फाइलको अन्त्यभन्दा पछि छ (फाइल ${length} लामो छ)।`,
    endPastEnd: (length) => `अन्त्य समय फाइलको अन्त्यभन्दा पछि छ (फाइल ${length} लामो छ)।`,
    urlMissing: 'भिडियोको ठेगाना (URL) लेख्नुहोस्।',
    urlNotFull: 'https:// बाट सुरु हुने पूरा वेब ठेगाना लेख्नुहोस्',
    urlNotWeb: 'http:// वा https:// बाट सुरु हुने वेब ठेगाना मात्र प्रयोग गर्न सकिन्छ।',
  },
};
