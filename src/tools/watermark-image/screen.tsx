import { limitLabel } from '../../../shared/jobs/limits.ts';
import { Stamp } from 'lucide-react';
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
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { knownMessage, useMessages } from '../../i18n/index.ts';
import { useJobRunner } from '../../lib/jobs/use-job-runner.ts';
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
  const [images, setImages] = useState<File[]>([]);
  const [text, setText] = useState('');
  const [position, setPosition] = useState<WatermarkPosition>('bottom-right');
  const [opacity, setOpacity] = useState('50');
  const [fontSize, setFontSize] = useState('');
  const [keepMetadata, setKeepMetadata] = useState(false);
  const { runner, state } = useJobRunner(watermarkImageJob.type, tool.slug);
  const result = useResultUrl(images.length === 1 ? state.result : undefined);
  useJobToasts(
    state,
    {
      success: { title: images.length > 1 ? m.doneMany : m.doneOne },
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
          <FilePicker
            slot={slot}
            buttonLabel={m.chooseImages}
            chosen={images.length}
            toolSlug={tool.slug}
            disabled={runner.busy || images.length >= slot.max}
            onFiles={(chosen) => change([...images, ...chosen])}
          />
          <ImageList files={images} onChange={change} itemLabel={m.image} disabled={runner.busy} />
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
            onClick={() =>
              checked.success &&
              void runner.start(
                images.map((file) => ({ field: 'images', file })),
                checked.data,
              )
            }
          >
            <Stamp aria-hidden="true" />
            {images.length > 1 ? m.addMany(images.length) : m.addOne}
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
