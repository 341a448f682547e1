import type { LocalizedMessages } from '../../i18n/index.ts';

/** The four audio tools' texts: their frame, panels, results and toasts. */
const en = {
  nav: {
    label: 'Audio tools',
    trim: 'Trim Audio',
    extract: 'Extract Audio',
    add: 'Add Audio',
    remove: 'Remove Audio',
  },
  guide: {
    title: 'About the audio tools',
    trim: 'Trim Audio: cut an MP3, WAV, M4A or OGG file (up to 100MB) to the part you need.',
    extract: 'Extract Audio: save the sound of a video file or a video link as an MP3.',
    add: 'Add Audio: put an audio file under a video in place of its own sound.',
    remove: 'Remove Audio: keep the picture of a video and drop its sound.',
    limits: (period: string) =>
      `Videos may be up to 500MB, as MP4, MOV, AVI or WebM. Results are MP3 audio or MP4 video. Your files and the results are deleted from our server within ${period}.`,
  },
  chooseVideo: 'Choose a video',
  chooseAudio: 'Choose an audio file',
  downloadVideo: 'Download Video',
  downloadAudio: 'Download Audio',
  result: 'Result',
  playResult: 'Play the result',
  add: {
    video: '1. The video',
    sound: '2. The new sound',
    note: 'The video keeps its picture and gets the new sound in place of its own. The result is as long as the shorter of the two.',
    action: 'Add Audio',
  },
  trim: {
    action: 'Trim Audio',
    listen: 'Listen to your audio file',
  },
  fileOrUrl: {
    removeFile: 'Remove file',
    urlLabel: 'Or paste a video URL',
    urlHintFile: 'The chosen file is used while one is selected; remove it to use the URL.',
    urlHint: 'A direct link to a video file, or a page of a video site.',
    extract: 'Extract Audio',
    remove: 'Remove Audio',
  },
  toasts: {
    processed: 'Audio processed successfully!',
    extracted: 'Audio extracted successfully!',
    fileFailed: 'Processing failed',
    fileFailedHint: 'Please try again with a different file.',
    urlFailed: 'Extraction failed',
    urlFailedHint: 'Please check the video URL and try again.',
  },
};

export const audioMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    nav: {
      label: 'अडियो उपकरणहरू',
      trim: 'अडियो काट्ने',
      extract: 'अडियो निकाल्ने',
      add: 'अडियो थप्ने',
      remove: 'अडियो हटाउने',
    },
    guide: {
      title: 'अडियो उपकरणहरूबारे',
      trim: 'अडियो काट्ने: MP3, WAV, M4A वा OGG फाइल (100MB सम्म) बाट चाहिएको भाग मात्र काटेर राख्नुहोस्।',
      extract: 'अडियो निकाल्ने: भिडियो फाइल वा भिडियो लिङ्कको आवाज MP3 मा सुरक्षित गर्नुहोस्।',
      add: 'अडियो थप्ने: भिडियोको आफ्नै आवाजको सट्टा अर्को अडियो फाइल राख्नुहोस्।',
      remove: 'अडियो हटाउने: भिडियोको दृश्य राख्नुहोस् र आवाज हटाउनुहोस्।',
      limits: (period) =>
        `भिडियो MP4, MOV, AVI वा WebM मा 500MB सम्मको हुन सक्छ। नतिजा MP3 अडियो वा MP4 भिडियो हुन्छ। तपाईंका फाइल र नतिजा हाम्रो सर्भरबाट ${period}भित्र मेटाइन्छन्।`,
    },
    chooseVideo: 'भिडियो छान्नुहोस्',
    chooseAudio: 'अडियो फाइल छान्नुहोस्',
    downloadVideo: 'भिडियो डाउनलोड गर्नुहोस्',
    downloadAudio: 'अडियो डाउनलोड गर्नुहोस्',
    result: 'नतिजा',
    playResult: 'नतिजा बजाउनुहोस्',
    add: {
      video: '1. भिडियो',
      sound: '2. नयाँ आवाज',
      note: 'भिडियोको दृश्य उस्तै रहन्छ र यसको आफ्नै आवाजको सट्टा नयाँ आवाज राखिन्छ। नतिजा दुईमध्ये छोटोको जति लामो हुन्छ।',
      action: 'अडियो थप्नुहोस्',
    },
    trim: {
      action: 'अडियो काट्नुहोस्',
      listen: 'आफ्नो अडियो फाइल सुन्नुहोस्',
    },
    fileOrUrl: {
      removeFile: 'फाइल हटाउनुहोस्',
      urlLabel: 'वा भिडियोको URL टाँस्नुहोस्',
      urlHintFile: 'फाइल छानिएसम्म त्यही फाइल प्रयोग हुन्छ; URL प्रयोग गर्न फाइल हटाउनुहोस्।',
      urlHint: 'भिडियो फाइलको सिधा लिङ्क, वा भिडियो साइटको पृष्ठ।',
      extract: 'अडियो निकाल्नुहोस्',
      remove: 'अडियो हटाउनुहोस्',
    },
    toasts: {
      processed: 'अडियो सफलतापूर्वक प्रशोधन भयो!',
      extracted: 'अडियो सफलतापूर्वक निकालियो!',
      fileFailed: 'प्रशोधन असफल भयो',
      fileFailedHint: 'कृपया अर्को फाइलसँग फेरि प्रयास गर्नुहोस्।',
      urlFailed: 'निकाल्न असफल भयो',
      urlFailedHint: 'कृपया भिडियोको URL जाँच गरी फेरि प्रयास गर्नुहोस्।',
    },
  },
};
