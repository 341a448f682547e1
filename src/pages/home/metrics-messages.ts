import type { LocalizedMessages } from '../../i18n/index.ts';

/** The metrics strip's words, keyed by the English label and reason metric-values.ts gives. */
const en = {
  loading: 'Loading statistics',
  labels: {
    'Tools Used Today': 'Tools Used Today',
    'Total Conversions': 'Total Conversions',
    'Avg. Processing Time': 'Avg. Processing Time',
    'Active Users': 'Active Users',
  },
  reasons: {
    'no job has finished yet': 'no job has finished yet',
    'not available right now': 'not available right now',
  },
};

export const metricsMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    loading: 'तथ्याङ्क लोड हुँदैछ',
    labels: {
      'Tools Used Today': 'आज प्रयोग भएका उपकरण',
      'Total Conversions': 'जम्मा रूपान्तरण',
      'Avg. Processing Time': 'औसत प्रशोधन समय',
      'Active Users': 'सक्रिय प्रयोगकर्ता',
    },
    reasons: {
      'no job has finished yet': 'अहिलेसम्म कुनै काम सकिएको छैन',
      'not available right now': 'अहिले उपलब्ध छैन',
    },
  },
};
