import { limitLabel } from '../../../shared/jobs/limits.ts';
import { Scaling } from 'lucide-react';
import { useState } from 'react';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { ImageBatchPicker, ImageBatchResult } from '../../components/jobs/image-batch-parts.tsx';
import { JobStatus } from '../../components/jobs/job-status.tsx';
import { useImageBatch } from '../../components/jobs/use-image-batch.ts';
import { useImageSize } from '../../components/jobs/use-image-size.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { knownMessage, useMessages, type Translation } from '../../i18n/index.ts';
import {
  resizeImageParameters,
  type ResizeFit,
  type ResizeImageParameters,
} from '../../../shared/jobs/resize-image.ts';
import { CheckboxField } from '../text-common/checkbox-field.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { resizeImageMessages } from './messages.ts';
import { resizeImageJob } from '../../../shared/jobs/types/resize-image.ts';

const slot = resizeImageJob.inputs[0]!;

type Unit = 'pixels' | 'percent';

type Words = Translation<(typeof resizeImageMessages)['en']>;

const unitChoices = (m: Words) => [
  { value: 'pixels' as const, label: m.pixels },
  { value: 'percent' as const, label: m.percentage },
];

const fitChoices = (m: Words) => [
  { value: 'contain' as const, label: m.fitInside },
  { value: 'cover' as const, label: m.fillCrop },
  { value: 'fill' as const, label: m.stretch },
];

const optionalNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** Image Resizer: width and/or height in pixels, or a percentage; fit; no upscaling by default. */
export default function ResizeImageScreen({ tool, category }: ToolScreenProps) {
  const m = useMessages(resizeImageMessages);
  const [unit, setUnit] = useState<Unit>('pixels');
  const [width, setWidth] = useState('');
  const [height, setHeight] = useState('');
  const [percent, setPercent] = useState('50');
  const [fit, setFit] = useState<ResizeFit>('contain');
  const [allowUpscale, setAllowUpscale] = useState(false);
  const batch = useImageBatch(
    resizeImageJob.type,
    { tool, category },
    { doneOne: m.resizedOne, doneMany: m.resizedMany, failed: m.failed, tryAgain: m.tryAgain },
  );
  const { images, runner, state, changed } = batch;
  const resultSize = useImageSize(batch.resultUrl);
  const request =
    unit === 'percent'
      ? { percent: optionalNumber(percent), fit, allowUpscale }
      : { width: optionalNumber(width), height: optionalNumber(height), fit, allowUpscale };
  // The same schema the server checks: the message shows beside the fields before any upload.
  const checked = resizeImageParameters.safeParse(request);
  const issue = checked.success ? undefined : checked.error.issues[0]?.message;
  const problem = issue && knownMessage(issue, resizeImageMessages.en.problems, m.problems);
  const bothSides = unit === 'pixels' && width.trim() !== '' && height.trim() !== '';

  return (
    <ToolLayout
      aside={
        <GuideCard title={m.guideTitle}>
          <p>{m.guideOne}</p>
          <p>{m.guideBoth}</p>
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
          />
          <ChoiceGroup
            legend={m.sizeIn}
            name="size-unit"
            options={unitChoices(m)}
            value={unit}
            onChange={changed(setUnit)}
            disabled={runner.busy}
            columns="grid-cols-2"
          />
          {unit === 'pixels' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={m.width}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={width}
                  disabled={runner.busy}
                  onChange={(event) => changed(setWidth)(event.target.value)}
                />
              </Field>
              <Field label={m.height}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={height}
                  disabled={runner.busy}
                  onChange={(event) => changed(setHeight)(event.target.value)}
                />
              </Field>
            </div>
          ) : (
            <Field label={m.percent}>
              <Input
                type="number"
                inputMode="decimal"
                min={1}
                max={1000}
                value={percent}
                disabled={runner.busy}
                onChange={(event) => changed(setPercent)(event.target.value)}
              />
            </Field>
          )}
          {bothSides && (
            <ChoiceGroup
              legend={m.fit}
              name="fit"
              options={fitChoices(m)}
              value={fit}
              onChange={changed(setFit)}
              disabled={runner.busy}
              columns="grid-cols-3"
            />
          )}
          <CheckboxField
            label={m.allowUpscale}
            checked={allowUpscale}
            onChange={changed(setAllowUpscale)}
          />
          {problem && (images.length > 0 || width || height) && (
            <p className="text-sm font-medium text-danger" role="alert">
              {problem}
            </p>
          )}
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={images.length === 0 || runner.busy || !checked.success}
            onClick={() =>
              checked.success && batch.start(checked.data satisfies ResizeImageParameters)
            }
          >
            <Scaling aria-hidden="true" />
            {images.length > 1 ? m.resizeMany(images.length) : m.resizeOne}
          </Button>
          <JobStatus runner={runner} state={state} />
          <ImageBatchResult
            batch={batch}
            words={{
              ...m,
              result: (filename) =>
                m.result(
                  filename,
                  resultSize ? m.resultSize(resultSize.width, resultSize.height) : '',
                ),
            }}
          />
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
