import { limitLabel } from '../../../shared/jobs/limits.ts';
import { Stamp } from 'lucide-react';
import { useState } from 'react';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { ImageBatchPicker, ImageBatchResult } from '../../components/jobs/image-batch-parts.tsx';
import { JobStatus } from '../../components/jobs/job-status.tsx';
import { useImageBatch } from '../../components/jobs/use-image-batch.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { knownMessage, useMessages } from '../../i18n/index.ts';
import {
  watermarkImageParameters,
  watermarkPositions,
  type WatermarkPosition,
} from '../../../shared/jobs/watermark-image.ts';
import { watermarkImageJob } from '../../../shared/jobs/types/watermark-image.ts';
import { CheckboxField } from '../text-common/checkbox-field.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { watermarkImageMessages } from './messages.ts';

const slot = watermarkImageJob.inputs[0]!;

const optionalNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** Watermark Image: text (Latin or Devanagari) at one of nine places or all over, 1 to 50 images. */
export default function WatermarkImageScreen({ tool, category }: ToolScreenProps) {
  const m = useMessages(watermarkImageMessages);
  const [text, setText] = useState('');
  const [position, setPosition] = useState<WatermarkPosition>('bottom-right');
  const [opacity, setOpacity] = useState('50');
  const [fontSize, setFontSize] = useState('');
  const [keepMetadata, setKeepMetadata] = useState(false);
  const batch = useImageBatch(
    watermarkImageJob.type,
    { tool, category },
    { doneOne: m.doneOne, doneMany: m.doneMany, failed: m.failed, tryAgain: m.tryAgain },
  );
  const { images, runner, state, changed } = batch;
  const percent = Number(opacity);
  const opacityWrong = opacity.trim() === '' || !(percent >= 5 && percent <= 100);
  // The same schema the server checks: the message shows beside the fields before any upload.
  const checked = watermarkImageParameters.safeParse({
    text,
    position,
    opacity: percent / 100,
    fontSize: optionalNumber(fontSize),
    keepMetadata,
  });
  const issue = checked.success ? undefined : checked.error.issues[0]?.message;
  const problem = opacityWrong
    ? m.opacityRange
    : issue && knownMessage(issue, watermarkImageMessages.en.problems, m.problems);
  const ready = checked.success && !opacityWrong;

  return (
    <ToolLayout
      aside={
        <GuideCard title={m.guideTitle}>
          <p>{m.guideText}</p>
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
          <Field label={m.text} hint={m.textHint}>
            <Input
              value={text}
              maxLength={200}
              disabled={runner.busy}
              onChange={(event) => changed(setText)(event.target.value)}
            />
          </Field>
          <ChoiceGroup
            legend={m.position}
            name="position"
            options={watermarkPositions.map((value) => ({ value, label: m.positions[value] }))}
            value={position}
            onChange={changed(setPosition)}
            disabled={runner.busy}
            columns="grid-cols-2 sm:grid-cols-3"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={m.opacity}>
              <Input
                type="number"
                inputMode="numeric"
                min={5}
                max={100}
                value={opacity}
                disabled={runner.busy}
                onChange={(event) => changed(setOpacity)(event.target.value)}
              />
            </Field>
            <Field label={m.fontSize} hint={m.fontSizeHint}>
              <Input
                type="number"
                inputMode="numeric"
                min={8}
                max={1000}
                value={fontSize}
                disabled={runner.busy}
                onChange={(event) => changed(setFontSize)(event.target.value)}
              />
            </Field>
          </div>
          <CheckboxField
            label={m.keepMetadata}
            checked={keepMetadata}
            onChange={changed(setKeepMetadata)}
          />
          {problem && (images.length > 0 || text) && (
            <p className="text-sm font-medium text-danger" role="alert">
              {problem}
            </p>
          )}
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={images.length === 0 || runner.busy || !ready}
            onClick={() => checked.success && batch.start(checked.data)}
          >
            <Stamp aria-hidden="true" />
            {images.length > 1 ? m.addMany(images.length) : m.addOne}
          </Button>
          <JobStatus runner={runner} state={state} />
          <ImageBatchResult batch={batch} words={m} />
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
