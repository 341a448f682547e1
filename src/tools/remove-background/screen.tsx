import { Eraser } from 'lucide-react';
import { useState } from 'react';
import { DownloadButton } from '../../components/jobs/download-button.tsx';
import { ChosenFile, FilePicker } from '../../components/jobs/file-picker.tsx';
import { JobError } from '../../components/jobs/job-error.tsx';
import { JobProgress } from '../../components/jobs/job-progress.tsx';
import { PreviewPanel, PreviewPlaceholder } from '../../components/jobs/preview-panel.tsx';
import { useJobToasts } from '../../components/jobs/use-job-toasts.ts';
import { useObjectUrl, useResultBlob } from '../../components/jobs/use-object-url.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useJobRunner } from '../../lib/jobs/use-job-runner.ts';
import { jobRegistry } from '../../shared/jobs/registry.ts';
import type { ToolScreenProps } from '../registry.ts';

const slot = jobRegistry['remove-bg'].inputs[0]!;

/** AI Background Removal: one image in, a PNG with a transparent background out. */
export default function RemoveBackgroundScreen({ tool, category }: ToolScreenProps) {
  const [file, setFile] = useState<File>();
  const { runner, state } = useJobRunner('remove-bg', tool.slug);
  const original = useObjectUrl(file);
  const result = useResultBlob(state.result?.url);
  const cutout = useObjectUrl(result.blob);
  useJobToasts(
    state,
    {
      success: { title: 'Background removed successfully!' },
      failure: () => ({
        title: 'Processing failed',
        description: 'Please try again with a different image.',
      }),
    },
    { tool, category, files: 1 },
  );

  return (
    <ToolLayout
      aside={
        <GuideCard title="How it works">
          <p>
            An AI model on our server finds the subject of your photo and makes everything else
            transparent. Nothing is sent to any other company.
          </p>
          <p>Works best with one clear subject: a person, a pet or a product.</p>
          <p>The result is a PNG. Your image and the result are deleted within 1 hour.</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <div className="space-y-5">
          <FilePicker
            slot={slot}
            buttonLabel="Choose an image"
            toolSlug={tool.slug}
            disabled={runner.busy}
            onFiles={([chosen]) => {
              runner.reset();
              setFile(chosen);
            }}
          />
          <ChosenFile file={file} />
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={!file || runner.busy}
            onClick={() => file && void runner.start([{ field: 'file', file }], {})}
          >
            <Eraser aria-hidden="true" />
            Remove Background
          </Button>
          <JobProgress state={state} onCancel={() => void runner.cancel()} />
          <JobError state={state} />
          <div className="grid gap-4 sm:grid-cols-2">
            <PreviewPanel title="Original">
              {original ? (
                <img
                  src={original}
                  alt="Your original"
                  className="max-h-80 max-w-full object-contain"
                />
              ) : (
                <PreviewPlaceholder text="Your image appears here." />
              )}
            </PreviewPanel>
            <PreviewPanel title="Result" checkered>
              {cutout ? (
                <img
                  src={cutout}
                  alt="The cut-out with its background removed"
                  className="max-h-80 max-w-full object-contain"
                />
              ) : (
                <PreviewPlaceholder text="The cut-out appears here." />
              )}
            </PreviewPanel>
          </div>
          {state.result && <DownloadButton result={state.result} label="Download Result" />}
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
