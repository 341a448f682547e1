import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  noTopic: 'Enter a topic first: the tags are written from it.',
  topic: 'Page topic',
  topicHint: "What the page is about, e.g. 'Home composting for beginners'.",
  generate: 'Generate',
  title: 'Title',
  description: 'Description',
  theTitle: 'The title',
  theDescription: 'The description',
  preview: 'Search result preview',
  tagsHeading: "Meta tags for your page's <head>",
  copyTags: 'Copy tags',
  theTags: 'The meta tags',
  generated: (title: string) => `Meta tags generated for ${title}.`,
  count: (count: number, limit: number) => `${count} / ${limit} characters`,
  howItWorks: 'How it works',
  guide: {
    use: 'Type what the page is about and press Generate.',
    limits: (title: number, description: number) =>
      `Search engines show about ${title} characters of a title and ${description} of a description. Longer text is cut to ${title - 3} and ${description - 3} characters followed by '...', so it never ends mid-sentence on the results page.`,
    head: 'Copy the tags into the {head} of your page. They include Open Graph and Twitter tags for link previews.',
  },
};

/** The SEO meta generator's words (the tags it writes stay as generate-seo-meta makes them). */
export const seoMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    noTopic: 'पहिले विषय लेख्नुहोस्: ट्यागहरू त्यसैबाट लेखिन्छन्।',
    topic: 'पृष्ठको विषय',
    topicHint: "पृष्ठ केबारे हो, जस्तै 'Home composting for beginners'।",
    generate: 'बनाउनुहोस्',
    title: 'शीर्षक',
    description: 'विवरण',
    theTitle: 'शीर्षक',
    theDescription: 'विवरण',
    preview: 'खोज नतिजामा यस्तो देखिन्छ',
    tagsHeading: 'तपाईंको पृष्ठको <head> का लागि मेटा ट्यागहरू',
    copyTags: 'ट्याग कपी गर्नुहोस्',
    theTags: 'मेटा ट्यागहरू',
    generated: (title) => `${title} का लागि मेटा ट्यागहरू बनाइए।`,
    count: (count, limit) => `${count} / ${limit} अक्षर`,
    howItWorks: 'यसले कसरी काम गर्छ',
    guide: {
      use: 'पृष्ठ केबारे हो लेख्नुहोस् र बनाउनुहोस् थिच्नुहोस्।',
      limits: (title, description) =>
        `खोज इन्जिनले शीर्षकका करिब ${title} र विवरणका करिब ${description} अक्षर देखाउँछन्। योभन्दा लामो पाठ ${title - 3} र ${description - 3} अक्षरमा काटेर पछाडि '...' राखिन्छ, ताकि नतिजा पृष्ठमा वाक्य बीचमै नटुङ्गियोस्।`,
      head: 'ट्यागहरू आफ्नो पृष्ठको {head} भित्र कपी गर्नुहोस्। लिङ्क पूर्वावलोकनका लागि यसमा Open Graph र Twitter ट्याग पनि छन्।',
    },
  },
};
