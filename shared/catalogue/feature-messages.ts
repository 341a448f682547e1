import type { LocalizedMessages } from '../i18n/messages.ts';
import { nepaliCatalogue } from '../i18n/ne-catalogue.ts';
import { features } from './features.ts';
import type { FeatureText } from './types.ts';

export type { FeatureText } from './types.ts';

/**
 * The feature pages' frame texts, and the Nepali of each feature's texts keyed by its slug (both
 * languages' texts are the catalogue's: each tool's `feature`).
 */

const en = {
  howItWorks: 'How it works',
  ownPage: 'Prefer the tool on its own?',
  open: (tool: string) => `Open ${tool}`,
};

export const featureMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    howItWorks: 'यसले कसरी काम गर्छ',
    ownPage: 'उपकरण छुट्टै पृष्ठमा चलाउन चाहनुहुन्छ?',
    open: (tool) => `${tool} खोल्नुहोस्`,
  },
};

/** Each feature's texts in Nepali, by the feature's slug. */
export const nepaliFeatures: Readonly<Record<string, FeatureText>> = Object.fromEntries(
  features.flatMap((feature) => {
    const text = nepaliCatalogue.tools[feature.toolSlug]?.feature;
    return text ? [[feature.slug, text]] : [];
  }),
);
