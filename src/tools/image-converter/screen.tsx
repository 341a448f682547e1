import { limitLabel } from '../../../shared/jobs/limits.ts';
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
import { useMessages } from '../../i18n/index.ts';
import { useJobRunner } from '../../lib/jobs/use-job-runner.ts';
import type { ToolScreenProps } from '../registry.ts';
import { currentFormat, defaultTarget, targetFormats, type TargetFormat } from './format.ts';
import { imageConverterMessages } from './messages.ts';
import { convertImageJob } from '../../../shared/jobs/types/convert-image.ts';

const slot = convertImageJob.inputs[0]!;

/**
 * Image Format Converter: PNG, JPG or WebP, upright, transparency on white for JPEG; one
 * image, or up to 50 at once into a ZIP.
 */
export default function ImageConverterScreen({ tool, category }: ToolScreenProps) {
  const m = useMessages(imageConverterMessages);
  const [images, setImages] = useState<File[]>([]);
  const file = images.length === 1 ? images[0] : undefined;
  const [target, setTarget] = useState<TargetFormat>('png');
  const { runner, state } = useJobRunner(convertImageJob.type, tool.slug);
  const result = useResultUrl(file ? state.result : undefined);
  useJobToasts(
    state,
    {
      success: {
        title: images.length > 1 ? m.convertedMany : m.convertedOne,
      },
      failure: (error) => ({
        title: m.failed,
        description: error.message || m.tryAgain,
      }),
    },
    { tool, category, files: images.length },
  );
  const format = file ? currentFormat(file) : undefined;

  return (
    <ToolLayout
      aside={
        <GuideCard title={m.guideTitle}>
          <p>{m.guidePng}</p>
          <p>{m.guideJpg}</p>
          <p>{m.guideWebp}</p>
          <p>{m.guideLimits(slot.max, limitLabel(slot.maxBytes))}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <div className="space-y-5">
          <FilePicker
            slot={slot}
            buttonLabel={m.chooseImages}
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
            itemLabel={m.image}
            disabled={runner.busy}
          />
          {format && (
            <p>
              <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-strong">
                {m.currentFormat(format === 'Unknown' ? m.unknown : format)}
              </span>
            </p>
          )}
          <ChoiceGroup
            legend={m.convertTo}
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
            {images.length > 1 ? m.convertMany(images.length) : m.convertOne}
          </Button>
          <JobStatus runner={runner} state={state} />
          {state.result && (
            <>
              {result && (
                <PreviewPanel title={m.result(state.result.filename)} checkered>
                  <img
                    src={result}
                    alt={m.resultAlt}
                    className="max-h-96 max-w-full object-contain"
                  />
                </PreviewPanel>
              )}
              <DownloadButton
                result={state.result}
                label={images.length > 1 ? m.downloadZip : m.download}
              />
            </>
          )}
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
