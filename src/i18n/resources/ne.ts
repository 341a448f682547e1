import type { Translation } from '../messages.ts';
import type { ShellResources } from './en.ts';

export { nepaliCatalogue as catalogue } from './ne-catalogue.ts';
export { nepaliPageMeta as pageMeta } from '../../seo/nepali-meta.ts';

/** The shell's Nepali messages: same keys as en.ts (the type checks every key is here). */
export const ne: Translation<ShellResources> = {
  common: {
    language: {
      label: 'भाषा',
      switchTo: 'यो पृष्ठ {{language}}मा पढ्नुहोस्',
    },
  },
};
