import { useTranslation } from 'react-i18next';
import type { Category, Tool } from '../../shared/catalogue/types.ts';
import {
  translateCategory,
  translateTool,
  type CatalogueTranslation,
} from '../../shared/i18n/catalogue-text.ts';
import { CATALOGUE_NAMESPACE } from './i18n.ts';

/** Names and descriptions of tools and categories in the language the app shows now. */
export function useCatalogueText() {
  const { i18n } = useTranslation();
  const translation = i18n.getResourceBundle(i18n.language, CATALOGUE_NAMESPACE) as
    CatalogueTranslation | undefined;
  return {
    /** For search (shared/catalogue/search.ts): undefined while English is shown. */
    translation,
    tool: (tool: Tool) => translateTool(tool, translation),
    category: (category: Category) => translateCategory(category, translation),
  };
}
