import { useMessages } from '../../i18n/index.ts';
import { pdfToolsMessages } from './messages.ts';

const slugs = ['images-to-pdf', 'pdf-to-images'] as const;

/**
 * Images to PDF and PDF to Images link to each other (SiblingToolNav): each is its own route. The
 * nav's label and the links' names in the shown language.
 */
export function usePdfImageTools() {
  const { nav } = useMessages(pdfToolsMessages);
  return { label: nav.label, tools: slugs.map((slug) => ({ slug, label: nav[slug] })) };
}
