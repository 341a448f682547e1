import { limitLabel } from '../../../shared/jobs/limits.ts';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { ImageBatchPicker, ImageBatchResult } from '../../components/jobs/image-batch-parts.tsx';
import { JobStatus } from '../../components/jobs/job-status.tsx';
import { useImageBatch } from '../../components/jobs/use-image-batch.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useMessages } from '../../i18n/index.ts';
import {
  rotateAngles,
  type Flip,
  type RotateImageParameters,
} from '../../../shared/jobs/rotate-image.ts';
import { rotateImageJob } from '../../../shared/jobs/types/rotate-image.ts';
import { CheckboxField } from '../text-common/checkbox-field.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { rotateImageMessages } from './messages.ts';

const slot = rotateImageJob.inputs[0]!;

type Angle = (typeof rotateAngles)[number];

/** Rotate Image: a quarter, half or three-quarter turn and/or a mirror, 1 to 50 images. */
export default function RotateImageScreen({ tool, category }: ToolScreenProps) {
  const m = useMessages(rotateImageMessages);
  const batch = useImageBatch(
    rotateImageJob.type,
    { tool, category },
    {
      doneOne: m.rotatedOne,
      doneMany: m.rotatedMany,
      failed: m.failed,
      tryAgain: m.tryAgain,
    },
  );
  const { images, runner, state, changed } = batch;
  const [angle, setAngle] = useState<Angle>(90);
  const [flip, setFlip] = useState<Flip>('none');
  const [keepMetadata, setKeepMetadata] = useState(false);
  const nothing = angle === 0 && flip === 'none';
  const parameters: RotateImageParameters = { angle, flip, keepMetadata };

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
          <ChoiceGroup
            legend={m.turn}
            name="angle"
            options={rotateAngles.map((degrees) => ({
              value: String(degrees),
              label: m.angle(degrees),
            }))}
            value={String(angle)}
            onChange={(value) => changed(setAngle)(Number(value) as Angle)}
            disabled={runner.busy}
            columns="grid-cols-2 sm:grid-cols-4"
          />
          <ChoiceGroup
            legend={m.mirror}
            name="flip"
            options={[
              { value: 'none' as const, label: m.flipNone },
              { value: 'horizontal' as const, label: m.flipHorizontal },
              { value: 'vertical' as const, label: m.flipVertical },
            ]}
            value={flip}
            onChange={changed(setFlip)}
            disabled={runner.busy}
            columns="grid-cols-3"
          />
          <CheckboxField
            label={m.keepMetadata}
            checked={keepMetadata}
            onChange={changed(setKeepMetadata)}
          />
          {nothing && images.length > 0 && (
            <p className="text-sm font-medium text-danger" role="alert">
              {m.nothingToDo}
            </p>
          )}
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={images.length === 0 || runner.busy || nothing}
            onClick={() => batch.start(parameters)}
          >
            <RotateCw aria-hidden="true" />
            {images.length > 1 ? m.rotateMany(images.length) : m.rotateOne}
          </Button>
          <JobStatus runner={runner} state={state} />
          <ImageBatchResult batch={batch} words={m} />
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
