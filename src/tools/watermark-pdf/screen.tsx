import { Stamp } from 'lucide-react';
import { useState } from 'react';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Slider } from '../../components/ui/slider.tsx';
import { useMessages } from '../../i18n/index.ts';
import { useRetentionLabel } from '../../lib/retention.tsx';
import { isDrawable } from '../../../shared/jobs/drawn-text.ts';
import { watermarkPdfJob } from '../../../shared/jobs/types/watermark-pdf.ts';
import type { ToolScreenProps } from '../registry.ts';
import { watermarkPdfMessages } from './messages.ts';

const numberIn = (text: string, min: number, max: number) => {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value >= min && value <= max
    ? value
    : undefined;
};

/**
 * A page-shaped drawing with the text as it will lie across the page (angle and opacity). SVG
 * text, as in the PDF: see-through on purpose, a picture rather than text to read.
 */
function WatermarkPreview({
  text,
  angle,
  opacity,
}: {
  text: string;
  angle: number;
  opacity: number;
}) {
  const { preview } = useMessages(watermarkPdfMessages);
  return (
    <svg
      role="img"
      aria-label={preview}
      viewBox="0 0 150 200"
      className="mx-auto w-40 rounded border border-line bg-white"
    >
      <text
        x="75"
        y="100"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="16"
        fill="#6b7280"
        fillOpacity={opacity}
        textLength={text.length > 12 ? 130 : undefined}
        lengthAdjust="spacingAndGlyphs"
        transform={`rotate(${-angle} 75 100)`}
      >
        {text}
      </text>
    </svg>
  );
}

/** Watermark PDF: see-through text across every page, the pages' own text kept. */
export default function WatermarkPdfScreen({ tool, category }: ToolScreenProps) {
  const [text, setText] = useState('');
  const [opacity, setOpacity] = useState(30);
  const [angle, setAngle] = useState('45');
  const [fontSize, setFontSize] = useState('48');
  const [touched, setTouched] = useState(false);
  const t = useMessages(watermarkPdfMessages);
  const period = useRetentionLabel();
  const job = useSingleFileJob(watermarkPdfJob.type, {
    tool,
    category,
    toasts: {
      success: { title: t.toasts.watermarked },
      failure: (error) => ({
        title: t.toasts.failed,
        description: error.message || t.toasts.failedHint,
      }),
    },
  });
  const written = text.trim();
  const textProblem =
    written === ''
      ? t.problems.empty
      : written.length > 100
        ? t.problems.tooLong
        : isDrawable(written)
          ? undefined
          : t.problems.letters;
  const turned = numberIn(angle, -180, 180);
  const size = numberIn(fontSize, 8, 200);
  const parameters =
    textProblem || turned === undefined || size === undefined
      ? undefined
      : { text: written, opacity: opacity / 100, angle: turned, fontSize: size };
  const edit = (apply: () => void) => job.edit(apply);
  return (
    <ToolLayout
      aside={
        <GuideCard title={t.guide.title}>
          <p>{t.guide.how}</p>
          <p>{t.guide.nepali}</p>
          <p>{t.guide.deleted(period)}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SingleFileJobFrame
          job={job}
          chooseLabel={t.choosePdf}
          action={{ label: t.action, icon: <Stamp aria-hidden="true" /> }}
          parameters={parameters}
          download={job.file ? t.download : undefined}
        >
          <Field
            label={t.text}
            hint={t.textHint}
            error={touched || written !== '' ? textProblem : undefined}
          >
            <Input
              value={text}
              maxLength={120}
              disabled={job.busy}
              autoComplete="off"
              placeholder="CONFIDENTIAL"
              onBlur={() => setTouched(true)}
              onChange={(event) => edit(() => setText(event.target.value))}
            />
          </Field>
          <div className="flex flex-col gap-1.5">
            <div className="flex justify-between text-sm font-medium text-ink">
              <span id="watermark-opacity">{t.opacity}</span>
              <span>{t.opacityValue(opacity)}</span>
            </div>
            <Slider
              thumbLabel={t.opacity}
              aria-labelledby="watermark-opacity"
              min={5}
              max={100}
              step={5}
              value={[opacity]}
              disabled={job.busy}
              onValueChange={([value]) => edit(() => setOpacity(value ?? 30))}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t.angle} error={turned === undefined ? t.problems.angle : undefined}>
              <Input
                type="number"
                inputMode="numeric"
                min={-180}
                max={180}
                step={15}
                value={angle}
                disabled={job.busy}
                onChange={(event) => edit(() => setAngle(event.target.value))}
              />
            </Field>
            <Field label={t.fontSize} error={size === undefined ? t.problems.fontSize : undefined}>
              <Input
                type="number"
                inputMode="numeric"
                min={8}
                max={200}
                step={1}
                value={fontSize}
                disabled={job.busy}
                onChange={(event) => edit(() => setFontSize(event.target.value))}
              />
            </Field>
          </div>
          {written && (
            <WatermarkPreview text={written} angle={turned ?? 0} opacity={opacity / 100} />
          )}
        </SingleFileJobFrame>
      </ToolPanel>
    </ToolLayout>
  );
}
