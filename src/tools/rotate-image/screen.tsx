import { limitLabel } from '../../../shared/jobs/limits.ts';
import { RotateCw } from 'lucide-react';
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
  const [images, setImages] = useState<File[]>([]);
  const [angle, setAngle] = useState<Angle>(90);
  const [flip, setFlip] = useState<Flip>('none');
  const [keepMetadata, setKeepMetadata] = useState(false);
  const { runner, state } = useJobRunner(rotateImageJob.type, tool.slug);
  const result = useResultUrl(images.length === 1 ? state.result : undefined);
  useJobToasts(
    state,
    {
      success: { title: images.length > 1 ? m.rotatedMany : m.rotatedOne },
      failure: (error) => ({ title: m.failed, description: error.message || m.tryAgain }),
    },
    { tool, category, files: images.length },
  );
  const change = (next: File[]) => {
    runner.reset();
    setImages(next);
  };
  const changed =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      runner.reset();
      set(value);
    };
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
          <FilePicker
            slot={slot}
            buttonLabel={m.chooseImages}
            chosen={images.length}
            toolSlug={tool.slug}
            disabled={runner.busy || images.length >= slot.max}
            onFiles={(chosen) => change([...images, ...chosen])}
          />
          <ImageList files={images} onChange={change} itemLabel={m.image} disabled={runner.busy} />
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
            onClick={() =>
              void runner.start(
                images.map((file) => ({ field: 'images', file })),
                parameters,
              )
            }
          >
            <RotateCw aria-hidden="true" />
            {images.length > 1 ? m.rotateMany(images.length) : m.rotateOne}
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
