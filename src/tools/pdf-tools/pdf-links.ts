import { useMessages } from '../../i18n/index.ts';
import { imagesToPdfJob } from '../../../shared/jobs/types/images-to-pdf.ts';
import { pdfToImagesJob } from '../../../shared/jobs/types/pdf-to-images.ts';
import { pdfToolsMessages } from './messages.ts';

const tools = [
  { job: imagesToPdfJob, words: 'imagesToPdf' },
  { job: pdfToImagesJob, words: 'pdfToImages' },
] as const;

/**
 * Images to PDF and PDF to Images link to each other (SiblingToolNav): each is its own route. The
 * nav's label and the links' names in the shown language.
 */
export function usePdfImageTools() {
  const { nav } = useMessages(pdfToolsMessages);
  return {
    label: nav.label,
    tools: tools.map(({ job, words }) => ({ slug: job.toolSlug, label: nav[words] })),
  };
}
