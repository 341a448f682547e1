import { nepaliCatalogue } from '../i18n/ne-catalogue.ts';
import { nepaliPageMeta } from './nepali-meta.ts';
import type { MetaTexts } from './route-meta.ts';

/** Every language's head-tag texts, for the server (the client loads them with each language). */
export const serverMetaTexts: MetaTexts = { ne: { ...nepaliPageMeta, catalogue: nepaliCatalogue } };
