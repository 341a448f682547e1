import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { ChoiceGroup } from '../../components/jobs/choice-group.tsx';
import { DownloadButton } from '../../components/jobs/download-button.tsx';
import { ChosenFile, FilePicker } from '../../components/jobs/file-picker.tsx';
import { JobStatus } from '../../components/jobs/job-status.tsx';
import { PreviewPanel } from '../../components/jobs/preview-panel.tsx';
import { useJobToasts } from '../../components/jobs/use-job-toasts.ts';
import { useResultUrl } from '../../components/jobs/use-object-url.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useJobRunner } from '../../lib/jobs/use-job-runner.ts';
import { jobRegistry } from '../../shared/jobs/registry.ts';
import type { ToolScreenProps } from '../registry.ts';
import { currentFormat, defaultTarget, targetFormats, type TargetFormat } from './format.ts';

// One image on this screen; the job itself takes up to 50 (compress and resize show batches).
const slot = { ...jobRegistry['convert-image'].inputs[0]!, max: 1 };

/** Image Format Converter: PNG, JPG, JPEG or WebP, upright, transparency on white for JPEG. */
export default function ImageConverterScreen({ tool, category }: ToolScreenProps) {
  const [file, setFile] = useState<File>();
  const [target, setTarget] = useState<TargetFormat>('png');
  const { runner, state } = useJobRunner('convert-image', tool.slug);
  const result = useResultUrl(state.result);
  useJobToasts(
    state,
    {
      success: { title: 'Image converted successfully!' },
      failure: (error) => ({
        title: 'Conversion failed',
        description: error.message || 'Please try again with a different image.',
      }),
    },
    { tool, category, files: 1 },
  );
  const format = file ? currentFormat(file) : undefined;

  return (
    <ToolLayout
      aside={
        <GuideCard title="Which format?">
          <p>PNG keeps every pixel and transparency: best for screenshots and logos.</p>
          <p>
            JPG and JPEG are the same format: small files for photos. Transparent areas become
            white.
          </p>
          <p>WebP is smaller still and keeps transparency; every current browser shows it.</p>
          <p>Photos are turned upright by their camera orientation. Up to 50MB.</p>
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
              if (!chosen) return;
              runner.reset();
              setFile(chosen);
              setTarget(defaultTarget(currentFormat(chosen)));
            }}
          />
          <ChosenFile file={file}>
            {format && (
              <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-strong">
                Current format: {format}
              </span>
            )}
          </ChosenFile>
          <ChoiceGroup
            legend="Convert To"
            name="target-format"
            choices={targetFormats}
            value={target}
            onChange={(value) => {
              runner.reset();
              setTarget(value);
            }}
            disabled={runner.busy}
          />
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={!file || runner.busy}
            onClick={() =>
              file && void runner.start([{ field: 'images', file }], { targetFormat: target })
            }
          >
            <RefreshCw aria-hidden="true" />
            Convert Image
          </Button>
          <JobStatus runner={runner} state={state} />
          {result && state.result && (
            <>
              <PreviewPanel title={`Result: ${state.result.filename}`} checkered>
                <img
                  src={result}
                  alt="The converted result"
                  className="max-h-96 max-w-full object-contain"
                />
              </PreviewPanel>
              <DownloadButton result={state.result} label="Download" />
            </>
          )}
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
