import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  guide: {
    offsets:
      'Type your own preview text, then move the shadow with the offsets and soften it with blur.',
    glow: 'A small offset with a little blur lifts text off the page; no offset with a big blur makes a glow.',
    preview: 'Text, size and colours are for the preview; the CSS holds the shadow.',
  },
  previewText: 'Preview text',
  text: 'Text',
  fontSize: 'Font size',
  textColour: 'Text colour',
};

export const textShadowMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    guide: {
      offsets: 'पूर्वावलोकनका लागि आफ्नै पाठ लेख्नुहोस्, अनि सराइले छाया सार्नुहोस् र धमिलोपनले नरम बनाउनुहोस्।',
      glow: 'थोरै सराइ र थोरै धमिलोपनले पाठलाई पानाबाट उठाएझैँ देखाउँछ; सराइ नभई धेरै धमिलोपनले चमक बनाउँछ।',
      preview: 'पाठ, नाप र रङ पूर्वावलोकनका लागि मात्र हुन्; CSS मा छाया मात्र हुन्छ।',
    },
    previewText: 'पूर्वावलोकनको पाठ',
    text: 'पाठ',
    fontSize: 'अक्षरको नाप',
    textColour: 'पाठको रङ',
  },
};
