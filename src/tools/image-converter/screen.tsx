import { limitLabel } from '../../shared/jobs/limits.ts';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { DownloadButton } from '../../components/jobs/download-button.tsx';
import { FilePicker } from '../../components/jobs/file-picker.tsx';
import { ImageList } from '../../components/jobs/image-list.tsx';
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

const slot = jobRegistry['convert-image'].inputs[0]!;

/**
 * Image Format Converter: PNG, JPG or WebP, upright, transparency on white for JPEG; one
 * image, or up to 50 at once into a ZIP.
 */
export default function ImageConverterScreen({ tool, category }: ToolScreenProps) {
  const [images, setImages] = useState<File[]>([]);
  const file = images.length === 1 ? images[0] : undefined;
  const [target, setTarget] = useState<TargetFormat>('png');
  const { runner, state } = useJobRunner('convert-image', tool.slug);
  const result = useResultUrl(file ? state.result : undefined);
  useJobToasts(
    state,
    {
      success: {
        title:
          images.length > 1 ? 'Images converted successfully!' : 'Image converted successfully!',
      },
      failure: (error) => ({
        title: 'Conversion failed',
        description: error.message || 'Please try again with a different image.',
      }),
    },
    { tool, category, files: images.length },
  );
  const format = file ? currentFormat(file) : undefined;

  return (
    <ToolLayout
      aside={
        <GuideCard title="Which format?">
          <p>PNG keeps every pixel and transparency: best for screenshots and logos.</p>
          <p>
            JPG (also called JPEG) makes small files for photos. Transparent areas become white.
          </p>
          <p>WebP is smaller still and keeps transparency; every current browser shows it.</p>
          <p>
            Photos are turned upright by their camera orientation. Up to {slot.max} images of{' '}
            {limitLabel(slot.maxBytes)} each; several come back in one ZIP, each under its own name.
          </p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <div className="space-y-5">
          <FilePicker
            slot={slot}
            buttonLabel="Choose images"
            chosen={images.length}
            toolSlug={tool.slug}
            disabled={runner.busy || images.length >= slot.max}
            onFiles={(chosen) => {
              const [first] = chosen;
              if (!first) return;
              runner.reset();
              if (images.length === 0) setTarget(defaultTarget(currentFormat(first)));
              setImages([...images, ...chosen]);
            }}
          />
          <ImageList
            files={images}
            onChange={(next) => {
              runner.reset();
              setImages(next);
            }}
            itemLabel="Image"
            disabled={runner.busy}
          />
          {format && (
            <p>
              <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-strong">
                Current format: {format}
              </span>
            </p>
          )}
          <ChoiceGroup
            legend="Convert To"
            name="target-format"
            options={targetFormats}
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
            disabled={images.length === 0 || runner.busy}
            onClick={() =>
              void runner.start(
                images.map((image) => ({ field: 'images', file: image })),
                { targetFormat: target },
              )
            }
          >
            <RefreshCw aria-hidden="true" />
            {images.length > 1 ? `Convert ${images.length} Images` : 'Convert Image'}
          </Button>
          <JobStatus runner={runner} state={state} />
          {state.result && (
            <>
              {result && (
                <PreviewPanel title={`Result: ${state.result.filename}`} checkered>
                  <img
                    src={result}
                    alt="The converted result"
                    className="max-h-96 max-w-full object-contain"
                  />
                </PreviewPanel>
              )}
              <DownloadButton
                result={state.result}
                label={images.length > 1 ? 'Download ZIP' : 'Download'}
              />
            </>
          )}
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
