import { limitLabel } from '../../../shared/jobs/limits.ts';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { ImageBatchPicker, ImageBatchResult } from '../../components/jobs/image-batch-parts.tsx';
import { JobStatus } from '../../components/jobs/job-status.tsx';
import { useImageBatch } from '../../components/jobs/use-image-batch.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useMessages } from '../../i18n/index.ts';
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
  const batch = useImageBatch(
    convertImageJob.type,
    { tool, category },
    { doneOne: m.convertedOne, doneMany: m.convertedMany, failed: m.failed, tryAgain: m.tryAgain },
  );
  const { images, runner, state } = batch;
  const file = images.length === 1 ? images[0] : undefined;
  const [target, setTarget] = useState<TargetFormat>('png');
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
          <ImageBatchPicker
            batch={batch}
            slot={slot}
            toolSlug={tool.slug}
            chooseLabel={m.chooseImages}
            itemLabel={m.image}
            onAdd={(first) => setTarget(defaultTarget(currentFormat(first)))}
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
            onClick={() => batch.start({ targetFormat: target })}
          >
            <RefreshCw aria-hidden="true" />
            {images.length > 1 ? m.convertMany(images.length) : m.convertOne}
          </Button>
          <JobStatus runner={runner} state={state} />
          <ImageBatchResult batch={batch} words={m} />
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
