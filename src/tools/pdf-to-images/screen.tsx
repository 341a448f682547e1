import { Images } from 'lucide-react';
import { DownloadButton } from '../../components/jobs/download-button.tsx';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { useResultBlob } from '../../components/jobs/use-object-url.ts';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { ZipPagePreviews } from '../../components/jobs/zip-page-previews.tsx';
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
  const job = useSingleFileJob('pdf-to-images', {
    tool,
    category,
    toasts: {
      success: { title: 'PDF Converted', description: 'Every page is ready as a PNG image.' },
      failure: () => ({
        title: 'Conversion Failed',
        description: 'Failed to convert PDF to images',
      }),
    },
  });
  const result = job.state.result;
  const zip = useResultBlob(result?.url).blob;
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
          <SingleFileJobFrame
            job={job}
            chooseLabel="Choose a PDF"
            describeRejection={(message) =>
              message === fileMessages.invalidType ? 'Please select a valid PDF file' : message
            }
            action={{
              label: 'Convert to Images',
              busyLabel: 'Converting...',
              icon: <Images aria-hidden="true" />,
            }}
            parameters={{}}
            noFileToast={{
              title: 'No File Selected',
              description: 'Please select a PDF file to convert',
            }}
            preview={
              <>
                {result && <DownloadButton result={result} label="Download Images as ZIP" />}
                <ZipPagePreviews zip={result ? zip : undefined} />
              </>
            }
          />
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
