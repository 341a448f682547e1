import type { LocalizedMessages } from '../../i18n/index.ts';

/** The tutorial's texts; each step's by its id (tutorial-steps.ts). `{retention}`: the period. */
const en = {
  close: 'Close tutorial',
  progress: (step: number, of: number) => `Step ${step} of ${of}`,
  skip: 'Skip Tutorial',
  previous: 'Previous',
  next: 'Next',
  finish: 'Get Started',
  steps: {
    welcome: {
      title: 'Welcome to Everyday Tools',
      body: 'Free tools for images, video, audio, documents, units, dates, text and design. No sign-up, nothing to install.',
    },
    'file-upload': {
      title: 'Drop your files in',
      body: 'Drag and drop files onto a tool, or choose several at once for batch tools like Image to GIF and Images to PDF. Large uploads resume by themselves if your connection drops.',
    },
    'tools-navigation': {
      title: 'Find any tool fast',
      body: 'Search from the header (or press Ctrl+K, or /, anywhere) and open Categories to browse. Star a tool to keep it among your favourites on the home page.',
    },
    'processing-history': {
      title: 'Follow your work',
      body: 'While a file is processed you see its progress and the time left. Results stay ready to download for {retention}, then every file is deleted.',
    },
  },
};

export const tutorialMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    close: 'परिचय भ्रमण बन्द गर्नुहोस्',
    progress: (step, of) => `चरण ${step} / ${of}`,
    skip: 'परिचय छोड्नुहोस्',
    previous: 'अघिल्लो',
    next: 'अर्को',
    finish: 'सुरु गरौं',
    steps: {
      welcome: {
        title: 'Everyday Tools मा स्वागत छ',
        body: 'तस्बिर, भिडियो, अडियो, कागजात, एकाइ, मिति, पाठ र डिजाइनका निःशुल्क उपकरणहरू। साइन-अप चाहिँदैन, केही स्थापना गर्नु पर्दैन।',
      },
      'file-upload': {
        title: 'फाइलहरू यहाँ राख्नुहोस्',
        body: 'फाइलहरू उपकरणमा तानेर छोड्नुहोस्, वा तस्बिरबाट GIF र तस्बिरबाट PDF जस्ता उपकरणमा एकैपटक धेरै फाइल छान्नुहोस्। जडान टुटे पनि ठूला अपलोड आफैं फेरि सुरु हुन्छन्।',
      },
      'tools-navigation': {
        title: 'जुनसुकै उपकरण छिटो भेट्टाउनुहोस्',
        body: 'हेडरबाट खोज्नुहोस् (वा जहाँसुकै Ctrl+K वा / थिच्नुहोस्) र हेर्न श्रेणीहरू खोल्नुहोस्। गृहपृष्ठमा मनपर्नेमा राख्न उपकरणमा तारा लगाउनुहोस्।',
      },
      'processing-history': {
        title: 'आफ्नो कामको प्रगति हेर्नुहोस्',
        body: 'फाइल प्रशोधन हुँदा त्यसको प्रगति र बाँकी समय देखिन्छ। नतिजा {retention}सम्म डाउनलोड गर्न तयार रहन्छ, त्यसपछि हरेक फाइल मेटाइन्छ।',
      },
    },
  },
};
