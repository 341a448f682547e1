import { Eraser } from 'lucide-react';
import { useState } from 'react';
import { BeforeAfter } from '../../components/jobs/before-after.tsx';
import { DownloadButton } from '../../components/jobs/download-button.tsx';
import { ChosenFile, FilePicker } from '../../components/jobs/file-picker.tsx';
import { JobStatus } from '../../components/jobs/job-status.tsx';
import { useJobToasts } from '../../components/jobs/use-job-toasts.ts';
import { useObjectUrl, useResultUrl } from '../../components/jobs/use-object-url.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useJobRunner } from '../../lib/jobs/use-job-runner.ts';
import { jobRegistry } from '../../shared/jobs/registry.ts';
import type { ToolScreenProps } from '../registry.ts';
import { RetentionPeriod } from '../../lib/retention.tsx';

const slot = jobRegistry['remove-bg'].inputs[0]!;

/** AI Background Removal: one image in, a PNG with a transparent background out. */
export default function RemoveBackgroundScreen({ tool, category }: ToolScreenProps) {
  const [file, setFile] = useState<File>();
  const { runner, state } = useJobRunner('remove-bg', tool.slug);
  const original = useObjectUrl(file);
  const cutout = useResultUrl(state.result);
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
          <p>
            The result is a PNG. Your image and the result are deleted within <RetentionPeriod />.
          </p>
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
          <JobStatus runner={runner} state={state} />
          <BeforeAfter
            original={original}
            result={cutout}
            resultAlt="The cut-out with its background removed"
            resultPlaceholder="The cut-out appears here."
          />
          {state.result && <DownloadButton result={state.result} label="Download Result" />}
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
