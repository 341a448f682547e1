import { PdfToImagesTool } from '../../components/jobs/pdf-to-images-tool.tsx';
import { SiblingToolNav } from '../../components/sibling-tool-nav.tsx';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { fileMessages } from '../../lib/jobs/file-checks.ts';
import { pdfImageTools } from '../pdf-tools/pdf-links.ts';
import type { ToolScreenProps } from '../registry.ts';

/**
 * PDF to Images, a real conversion (docs/product.md#real-tools): the server renders every
 * page to PNG; the ZIP downloads and each page can be previewed here. The page's own toasts.
 */
export default function PdfToImagesScreen({ tool, category }: ToolScreenProps) {
  return (
    <ToolLayout
      aside={
        <GuideCard title="How it works">
          <p>
            Choose a PDF and press Convert to Images. Every page becomes a PNG at 150 dpi, sharp
            enough to read.
          </p>
          <p>
            Preview any page here, or download them all in one ZIP named after your PDF: report.pdf
            gives report-pages.zip.
          </p>
          <p>Password-protected PDFs cannot be converted: remove the password first.</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SiblingToolNav label="PDF and images" tools={pdfImageTools} current="pdf-to-images" />
        <div className="mt-4">
          <PdfToImagesTool
            tool={tool}
            category={category}
            storageKey={tool.slug}
            texts={{
              action: 'Convert to Images',
              busyAction: 'Converting...',
              success: {
                title: 'PDF Converted',
                description: 'Every page is ready as a PNG image.',
              },
              failure: () => ({
                title: 'Conversion Failed',
                description: 'Failed to convert PDF to images',
              }),
              noFile: {
                title: 'No File Selected',
                description: 'Please select a PDF file to convert',
              },
              describeRejection: (message) =>
                message === fileMessages.invalidType ? 'Please select a valid PDF file' : message,
            }}
          />
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
