import type { LocalizedMessages } from '../../i18n/index.ts';
import { formatLength } from './media-inputs.ts';

/** Seconds with one decimal at most, as formatLength writes them. */
const seconds = (value: number) => Number(value.toFixed(1));

/**
 * A file's length and the video URL check's texts (media-inputs.ts keeps its English constants;
 * the screens show these through media-texts.ts). The time checks' problems are shown in the
 * shown language by TimeRangeFields itself.
 */
const en = {
  long: (value: number) => `${formatLength(value)} long`,
  urlMissing: 'Enter the address (URL) of the video.',
  urlNotFull: 'Enter a full web address, starting with https://',
  urlNotWeb: 'Only web addresses starting with http:// or https:// can be used.',
};

export const mediaMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    long: (value) => `${seconds(value)} सेकेन्ड लामो`,
    urlMissing: 'भिडियोको ठेगाना (URL) लेख्नुहोस्।',
    urlNotFull: 'https:// बाट सुरु हुने पूरा वेब ठेगाना लेख्नुहोस्',
    urlNotWeb: 'http:// वा https:// बाट सुरु हुने वेब ठेगाना मात्र प्रयोग गर्न सकिन्छ।',
  },
};
