import { Images } from 'lucide-react';
import { DownloadButton } from '../../components/jobs/download-button.tsx';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { useResultBlob } from '../../components/jobs/use-object-url.ts';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { ZipPagePreviews } from '../../components/jobs/zip-page-previews.tsx';
import { SiblingToolNav } from '../../components/sibling-tool-nav.tsx';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { useMessages } from '../../i18n/index.ts';
import { fileMessages } from '../../lib/jobs/file-checks.ts';
import { usePdfImageTools } from '../pdf-tools/pdf-links.ts';
import type { ToolScreenProps } from '../registry.ts';
import { pdfToImagesMessages } from './messages.ts';
import { pdfToImagesJob } from '../../../shared/jobs/types/pdf-to-images.ts';

/**
 * PDF to Images, a real conversion (docs/product.md#real-tools): the server renders every
 * page to PNG; the ZIP downloads and each page can be previewed here. The page's own toasts.
 */
export default function PdfToImagesScreen({ tool, category }: ToolScreenProps) {
  const t = useMessages(pdfToImagesMessages);
  const links = usePdfImageTools();
  const job = useSingleFileJob(pdfToImagesJob.type, {
    tool,
    category,
    toasts: {
      success: { title: t.toasts.converted, description: t.toasts.convertedHint },
      failure: () => ({
        title: t.toasts.failed,
        description: t.toasts.failedHint,
      }),
    },
  });
  const result = job.state.result;
  const zip = useResultBlob(result?.url).blob;
  return (
    <ToolLayout
      aside={
        <GuideCard title={t.guide.title}>
          <p>{t.guide.convert}</p>
          <p>{t.guide.preview}</p>
          <p>{t.guide.password}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SiblingToolNav label={links.label} tools={links.tools} current={tool.slug} />
        <div className="mt-4">
          <SingleFileJobFrame
            job={job}
            chooseLabel={t.choosePdf}
            describeRejection={(message) =>
              message === fileMessages.invalidType ? t.invalidType : message
            }
            action={{
              label: t.action,
              busyLabel: t.busy,
              icon: <Images aria-hidden="true" />,
            }}
            parameters={{}}
            noFileToast={{
              title: t.toasts.noFile,
              description: t.toasts.noFileHint,
            }}
            preview={
              <>
                {result && <DownloadButton result={result} label={t.download} />}
                <ZipPagePreviews zip={result ? zip : undefined} />
              </>
            }
          />
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
