import type { LocalizedMessages } from '../../i18n/index.ts';

/** The platform names that are not only a brand, in Nepali. */
const nepaliPlatformNames: Readonly<Record<string, string>> = {
  'Twitch clips': 'Twitch क्लिप',
  'MP4, WebM, MOV, AVI or MKV file links': 'MP4, WebM, MOV, AVI वा MKV फाइलका लिङ्क',
};

const en = {
  guide: {
    title: 'How to download a video',
    copy: 'Copy the address of the video from your browser or the app’s Share menu.',
    paste: 'Paste it in the Video URL field.',
    click: 'Click Download Video and wait while our server fetches it.',
    save: 'When the Video Ready panel appears, click Download Video File to save the MP4.',
    rights: (period: string) =>
      `Download only videos you have the right to keep. Files are deleted within ${period}.`,
  },
  url: 'Video URL',
  urlHint: 'The address of a video page or of a video file, up to 500MB.',
  action: 'Download Video',
  ready: 'Video Ready',
  readyDetail: (name: string, size: string) => `${name}, ${size}. It stays available for 1 hour.`,
  play: 'Play the downloaded video',
  downloadFile: 'Download Video File',
  platforms: 'Supported platforms',
  groups: {
    video: 'Video sites',
    social: 'Photo and short-video networks',
    direct: 'Direct links',
  },
  platform: (name: string) => name,
  platformsNote:
    'Pages of video sites need the video extractor on our server; direct links to video files always work. Addresses on private or local networks are refused.',
  toasts: {
    downloaded: 'Video downloaded successfully!',
    failed: 'Download failed',
    failedHint: 'Please check the URL and try again.',
  },
};

export const videoDownloaderMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    guide: {
      title: 'भिडियो कसरी डाउनलोड गर्ने',
      copy: 'ब्राउजर वा एपको Share मेनुबाट भिडियोको ठेगाना कपी गर्नुहोस्।',
      paste: 'त्यसलाई भिडियो URL मा टाँस्नुहोस्।',
      click: 'भिडियो डाउनलोड गर्नुहोस् थिच्नुहोस् र हाम्रो सर्भरले भिडियो ल्याउँदासम्म पर्खनुहोस्।',
      save: 'भिडियो तयार भएपछि MP4 सुरक्षित गर्न भिडियो फाइल डाउनलोड गर्नुहोस् थिच्नुहोस्।',
      rights: (period) =>
        `आफूले राख्न पाउने अधिकार भएका भिडियो मात्र डाउनलोड गर्नुहोस्। फाइलहरू ${period}भित्र मेटाइन्छन्।`,
    },
    url: 'भिडियो URL',
    urlHint: 'भिडियो पृष्ठ वा भिडियो फाइलको ठेगाना, 500MB सम्म।',
    action: 'भिडियो डाउनलोड गर्नुहोस्',
    ready: 'भिडियो तयार छ',
    readyDetail: (name, size) => `${name}, ${size}। यो 1 घण्टासम्म उपलब्ध रहन्छ।`,
    play: 'डाउनलोड गरिएको भिडियो बजाउनुहोस्',
    downloadFile: 'भिडियो फाइल डाउनलोड गर्नुहोस्',
    platforms: 'समर्थित प्लेटफर्महरू',
    groups: {
      video: 'भिडियो साइटहरू',
      social: 'फोटो र छोटो भिडियोका सञ्जालहरू',
      direct: 'सिधा लिङ्कहरू',
    },
    platform: (name) => nepaliPlatformNames[name] ?? name,
    platformsNote:
      'भिडियो साइटका पृष्ठहरूका लागि हाम्रो सर्भरमा भिडियो निकाल्ने औजार चाहिन्छ; भिडियो फाइलका सिधा लिङ्क सधैं चल्छन्। निजी वा स्थानीय नेटवर्कका ठेगाना अस्वीकार गरिन्छन्।',
    toasts: {
      downloaded: 'भिडियो सफलतापूर्वक डाउनलोड भयो!',
      failed: 'डाउनलोड असफल भयो',
      failedHint: 'कृपया URL जाँच गरी फेरि प्रयास गर्नुहोस्।',
    },
  },
};
