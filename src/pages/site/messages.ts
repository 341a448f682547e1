import type { LocalizedMessages } from '../../i18n/index.ts';

/**
 * The about and services pages' texts and the prose frame's. In a sentence, `{retention}` is the
 * retention period and `{contact}` the link to the contact page (placed with `richText`).
 */
const en = {
  lastUpdated: (date: string) => `Last updated: ${date}`,
  figures: {
    tools: 'free tools',
    categories: 'categories',
    conversions: 'conversions so far',
    loading: 'loading',
    unavailable: 'not available right now',
  },
  about: {
    title: 'About Everyday Tools',
    intro:
      'We build the small tools people reach for every day, and we make them free, fast and private.',
    missionHeading: 'Our mission',
    mission:
      'Converting a photo, checking a land measurement in Ropani, turning a Bikram Sambat date into a Gregorian one or tidying a JSON file should take seconds, not a sign-up form. Every tool on this site is free to use, with no account and no watermark.',
    privacyHeading: 'Privacy by design',
    privacy:
      'Text, converter and design tools run entirely in your browser: what you type never leaves your device. Files for image, video, audio and document tools are processed on our own servers, never sent to a third party, and deleted within {retention}.',
    nepalHeading: 'Made for Nepal and the world',
    nepal:
      'Alongside international unit converters we offer Nepali land, distance, weight and volume converters built on the published survey definitions, and a Bikram Sambat calendar converter checked against the official calendars.',
    contactHeading: 'Get in touch',
    contact: 'Ideas for a new tool or found a problem? {contact}.',
    contactLink: 'Contact us',
  },
  services: {
    title: 'Our Services',
    intro: 'Everything we offer, free for everyone. Pick a category to see its tools.',
    seeAll: (count: number, category: string) => `See the ${count} ${category.toLowerCase()}`,
  },
};

export const siteMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    lastUpdated: (date) => `पछिल्लो पटक अद्यावधिक: ${date}`,
    figures: {
      tools: 'निःशुल्क उपकरण',
      categories: 'श्रेणी',
      conversions: 'अहिलेसम्मका रूपान्तरण',
      loading: 'लोड हुँदैछ',
      unavailable: 'अहिले उपलब्ध छैन',
    },
    about: {
      title: 'Everyday Tools को बारेमा',
      intro: 'हामी मानिसहरूले हरेक दिन खोज्ने साना उपकरणहरू बनाउँछौं, र तिनलाई निःशुल्क, छिटो र गोप्य राख्छौं।',
      missionHeading: 'हाम्रो लक्ष्य',
      mission:
        'फोटो रूपान्तरण गर्न, जग्गाको नाप रोपनीमा हेर्न, विक्रम संवत् मितिलाई ईस्वी मितिमा बदल्न वा JSON फाइल मिलाउन साइन-अप फारम होइन, केही सेकेन्ड मात्र लाग्नुपर्छ। यस साइटका हरेक उपकरण निःशुल्क छन्, खाता चाहिँदैन र वाटरमार्क लाग्दैन।',
      privacyHeading: 'सुरुदेखि नै गोपनीयता',
      privacy:
        'पाठ, रूपान्तरक र डिजाइन उपकरणहरू पूरै तपाईंको ब्राउजरमै चल्छन्: तपाईंले टाइप गरेको कुरा तपाईंको उपकरणबाट बाहिर जाँदैन। तस्बिर, भिडियो, अडियो र कागजात उपकरणका फाइलहरू हाम्रै सर्भरमा प्रशोधन हुन्छन्, कुनै तेस्रो पक्षलाई पठाइँदैनन्, र {retention}भित्र मेटाइन्छन्।',
      nepalHeading: 'नेपाल र संसारका लागि',
      nepal:
        'अन्तर्राष्ट्रिय एकाइ रूपान्तरकका साथै हामी प्रकाशित नापी परिभाषामा आधारित नेपाली जग्गा, दूरी, तौल र आयतन रूपान्तरक, र आधिकारिक पात्रोसँग जाँचिएको विक्रम संवत् मिति रूपान्तरक पनि दिन्छौं।',
      contactHeading: 'सम्पर्कमा रहनुहोस्',
      contact: 'नयाँ उपकरणको विचार छ वा कुनै समस्या भेट्नुभयो? {contact}।',
      contactLink: 'हामीलाई सम्पर्क गर्नुहोस्',
    },
    services: {
      title: 'हाम्रा सेवाहरू',
      intro: 'हामीले दिने सबै कुरा, सबैका लागि निःशुल्क। कुनै श्रेणी छानेर त्यसका उपकरणहरू हेर्नुहोस्।',
      seeAll: (count, category) => `${category}: ${count} उपकरण हेर्नुहोस्`,
    },
  },
};
