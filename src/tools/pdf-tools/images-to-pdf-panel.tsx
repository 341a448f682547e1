import { FileImage } from 'lucide-react';
import { useState } from 'react';
import { DownloadButton } from '../../components/jobs/download-button.tsx';
import { FilePicker } from '../../components/jobs/file-picker.tsx';
import { ImageList } from '../../components/jobs/image-list.tsx';
import { JobStatus } from '../../components/jobs/job-status.tsx';
import { useJobToasts } from '../../components/jobs/use-job-toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { useMessages } from '../../i18n/index.ts';
import { useJobRunner } from '../../lib/jobs/use-job-runner.ts';
import type { ToolScreenProps } from '../registry.ts';
import { pdfToolsMessages } from './messages.ts';
import { imagesToPdfJob } from '../../../shared/jobs/types/images-to-pdf.ts';

const slot = imagesToPdfJob.inputs[0]!;

/** Images to PDF: one page per image, in the order listed, each page the shape of its image. */
export function ImagesToPdfPanel({ tool, category }: ToolScreenProps) {
  const [images, setImages] = useState<File[]>([]);
  const t = useMessages(pdfToolsMessages);
  const { runner, state } = useJobRunner(imagesToPdfJob.type, `${tool.slug}:images-to-pdf`, {
    abandonOnUnmount: true,
  });
  useJobToasts(
    state,
    {
      success: { title: t.toasts.created },
      failure: (error) => ({
        title: t.toasts.failed,
        description: error.message || t.toasts.failedHint,
      }),
    },
    { tool, category, files: images.length },
  );
  const change = (next: File[]) => {
    runner.reset();
    setImages(next);
  };
  return (
    <div className="space-y-5">
      <FilePicker
        slot={slot}
        buttonLabel={t.chooseImages}
        chosen={images.length}
        toolSlug={tool.slug}
        disabled={runner.busy || images.length >= slot.max}
        onFiles={(chosen) => change([...images, ...chosen])}
      />
      <ImageList files={images} onChange={change} itemLabel={t.page} disabled={runner.busy} />
      <Button
        size="lg"
        className="w-full sm:w-auto"
        disabled={images.length === 0 || runner.busy}
        onClick={() =>
          void runner.start(
            images.map((file) => ({ field: 'images', file })),
            {},
          )
        }
      >
        <FileImage aria-hidden="true" />
        {t.action}
      </Button>
      <JobStatus runner={runner} state={state} />
      {state.result && <DownloadButton result={state.result} label={t.download} />}
    </div>
  );
}
