import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  guide: {
    offsets:
      'Offsets move the shadow right (positive x) and down (positive y); negative values move it left and up.',
    blur: 'Blur softens its edge; spread grows or shrinks it before blurring.',
    inset: 'Inset draws the shadow inside the box, as if the box were pressed in.',
    colours: 'The box and background colours are for the preview only.',
  },
  previewLabel: (shadow: string) => `Box with the shadow ${shadow}`,
  inset: 'Inset shadow',
};

export const boxShadowMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    guide: {
      offsets: 'सराइले छायालाई दायाँ (धनात्मक x) र तल (धनात्मक y) सार्छ; ऋणात्मक मानले बायाँ र माथि सार्छ।',
      blur: 'धमिलोपनले किनारा नरम बनाउँछ; फैलावटले धमिलो पार्नुअघि छायालाई ठूलो वा सानो बनाउँछ।',
      inset: 'भित्री छाया बाकसभित्र कोरिन्छ, बाकस भित्र थिचिएझैँ।',
      colours: 'बाकस र पृष्ठभूमिका रङ पूर्वावलोकनका लागि मात्र हुन्।',
    },
    previewLabel: (shadow) => `${shadow} छाया भएको बाकस`,
    inset: 'भित्री छाया',
  },
};
