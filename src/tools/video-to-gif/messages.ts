import type { LocalizedMessages } from '../../i18n/index.ts';
import { MAX_GIF_SECONDS } from '../../../shared/jobs/time-range.ts';

const en = {
  guide: {
    title: 'How to make a GIF from a video',
    choose: '1. Choose an MP4, MOV, AVI or WebM video of up to 100MB.',
    range: '2. Watch it in the preview and set where the GIF starts and ends, in seconds.',
    caption: '3. Add a caption if you like: it appears at the bottom of every frame.',
    loops: `The GIF loops forever, at 10 frames a second and at most 480 pixels wide, with colours chosen for your clip. A GIF may be up to ${MAX_GIF_SECONDS} seconds long.`,
    deleted: (period: string) =>
      `Your video and the GIF are deleted from our server within ${period}.`,
  },
  chooseVideo: 'Choose a video',
  action: 'Convert to GIF',
  yourGif: 'Your GIF',
  gifAlt: 'The animated GIF made from your video',
  download: 'Download GIF',
  videoPreview: 'Video preview',
  previewLabel: 'Preview of your video',
  placeholder: 'Your video appears here.',
  overlay: 'Text overlay (optional)',
  overlayHint: 'Up to 100 characters, shown on every frame.',
  overlayPlaceholder: 'See you soon!',
  toasts: {
    created: 'GIF created successfully!',
    failed: 'GIF conversion failed',
    failedHint: 'Please try again with a different video.',
  },
};

export const videoToGifMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    guide: {
      title: 'भिडियोबाट GIF कसरी बनाउने',
      choose: '1. 100MB सम्मको MP4, MOV, AVI वा WebM भिडियो छान्नुहोस्।',
      range: '2. पूर्वावलोकनमा हेर्नुहोस् र GIF कहाँ सुरु र कहाँ अन्त्य हुने हो, सेकेन्डमा लेख्नुहोस्।',
      caption: '3. चाहे क्याप्सन थप्नुहोस्: त्यो हरेक फ्रेमको तल देखिन्छ।',
      loops: `GIF सधैं दोहोरिइरहन्छ, सेकेन्डमा 10 फ्रेम र बढीमा 480 पिक्सेल चौडा, तपाईंको क्लिपका लागि छानिएका रङसहित। GIF बढीमा ${MAX_GIF_SECONDS} सेकेन्डको हुन सक्छ।`,
      deleted: (period) => `तपाईंको भिडियो र GIF हाम्रो सर्भरबाट ${period}भित्र मेटाइन्छन्।`,
    },
    chooseVideo: 'भिडियो छान्नुहोस्',
    action: 'GIF मा बदल्नुहोस्',
    yourGif: 'तपाईंको GIF',
    gifAlt: 'तपाईंको भिडियोबाट बनेको एनिमेटेड GIF',
    download: 'GIF डाउनलोड गर्नुहोस्',
    videoPreview: 'भिडियो पूर्वावलोकन',
    previewLabel: 'तपाईंको भिडियोको पूर्वावलोकन',
    placeholder: 'तपाईंको भिडियो यहाँ देखिन्छ।',
    overlay: 'भिडियोमा लेख्ने पाठ (ऐच्छिक)',
    overlayHint: '100 अक्षरसम्म, हरेक फ्रेममा देखिन्छ।',
    overlayPlaceholder: 'फेरि भेटौँला!',
    toasts: {
      created: 'GIF सफलतापूर्वक बन्यो!',
      failed: 'GIF बनाउन असफल भयो',
      failedHint: 'कृपया अर्को भिडियोसँग फेरि प्रयास गर्नुहोस्।',
    },
  },
};
