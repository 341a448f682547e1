import type { CatalogueTranslation } from '../catalogue-text.ts';

/**
 * Every category's and tool's name and description in Nepali, keyed by slug
 * (src/catalogue/categories.ts). Loaded with the rest of the Nepali shell messages; the server
 * reads it for the head tags of /ne/ pages.
 */
export const nepaliCatalogue: CatalogueTranslation = {
  categories: {
    'nepali-tools': {
      name: 'नेपाली उपकरणहरू',
      description: 'नेपाली मिति, जग्गा, तौल, दूरी र आयतनका एकाइ, पात्रो र नेपाली लेखनका उपकरणहरू।',
    },
  },
  tools: {
    'nepali-date-converter': {
      name: 'नेपाली मिति रूपान्तरण',
      description: 'विक्रम संवत् (बि.सं.) र ईस्वी संवत् (ई.सं.) बीच मिति बदल्नुहोस्।',
    },
  },
};
