import { RotateCcw, Shuffle } from 'lucide-react';
import { useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { knownMessage, richText, useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { designMessages } from '../design-common/messages.ts';
import { ColorField } from '../design-common/color-field.tsx';
import { CssOutput } from '../design-common/css-output.tsx';
import { NumberSliderField } from '../design-common/number-field.tsx';
import { ScaledPreview } from '../design-common/scaled-preview.tsx';
import { useResultTracking } from '../design-common/use-result-tracking.ts';
import { shapeMakerMessages } from './messages.ts';
import {
  BORDER_MAX,
  CLIP_PATH_PROBLEMS,
  DEFAULT_SHAPE,
  RADIUS_STEP,
  SHAPES,
  SHAPE_FILE_NAME,
  SIZE_MAX,
  SIZE_MIN,
  SIZE_STEP,
  effectiveSize,
  maxRadius,
  randomShape,
  shapeControls,
  shapeCss,
  validateClipPath,
  withClampedRadius,
  type ShapeKind,
  type ShapeState,
} from './shape.ts';

const PREVIEW_CLASS = 'css-shape-maker-preview';
const PREVIEW_PADDING = 24;

export default function CssShapeMakerScreen(_props: ToolScreenProps) {
  const text = useMessages(shapeMakerMessages);
  const words = useMessages(designMessages);
  const [state, setState] = useState<ShapeState>(DEFAULT_SHAPE);
  const [clipDraft, setClipDraft] = useState<{ text: string; error?: string } | null>(null);
  const { trackAction } = useToolTracking();
  const css = shapeCss(state);
  useResultTracking(css);

  const controls = shapeControls(state);
  const size = effectiveSize(state);
  const update = (patch: Partial<ShapeState>) =>
    setState((previous) => withClampedRadius({ ...previous, ...patch }));

  const typeClipPath = (typed: string) => {
    const result = validateClipPath(typed);
    if (!result.ok) {
      const error = knownMessage(result.error, CLIP_PATH_PROBLEMS, text.clipPathProblems);
      return setClipDraft({ text: typed, error });
    }
    if (typeof CSS !== 'undefined' && !CSS.supports('clip-path', result.value)) {
      return setClipDraft({ text: typed, error: text.unsupported });
    }
    setClipDraft({ text: typed });
    update({ customClipPath: result.value });
  };

  const shapeOptions = SHAPES.map((s) => ({ value: s.value, label: text.shapes[s.value] }));
  const shapeName = text.shapes[state.shape];
  const code = (content: string) => <code className="font-mono">{content}</code>;
  const frameWidth = Math.max(size.width, 240) + 2 * PREVIEW_PADDING;
  const frameHeight = size.height + 2 * PREVIEW_PADDING;

  return (
    <ToolLayout
      aside={
        <GuideCard title={words.howToUse}>
          <p>{text.guide.pick}</p>
          <p>{richText(text.guide.polygon, { clipPath: code('clip-path') })}</p>
          <p>
            {richText(text.guide.custom, {
              clipPath: code('clip-path'),
              example: code('polygon(50% 0%, 100% 100%, 0% 100%)'),
            })}
          </p>
          <p>{richText(text.guide.copy, { file: code(SHAPE_FILE_NAME) })}</p>
        </GuideCard>
      }
    >
      <ToolPanel title={words.preview}>
        {/* The preview is drawn by the very CSS the tool generates, scoped to the preview. */}
        <style>{shapeCss(state, `.${PREVIEW_CLASS}`)}</style>
        <ScaledPreview
          width={frameWidth}
          height={frameHeight}
          label={text.previewLabel(shapeName, size.width, size.height, state.background)}
          className="rounded-card border border-line bg-canvas"
        >
          <div className="flex size-full items-center justify-center">
            <div className={PREVIEW_CLASS} data-testid="shape-preview" />
          </div>
        </ScaledPreview>
      </ToolPanel>

      <ToolPanel title={words.settings}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={text.shape} className="sm:col-span-2">
            <NativeSelect
              options={shapeOptions}
              value={state.shape}
              onChange={(event) => update({ shape: event.target.value as ShapeKind })}
            />
          </Field>
          {state.shape === 'custom' && (
            <Field
              label={text.customClipPath}
              className="sm:col-span-2"
              hint={text.clipPathHint}
              error={clipDraft?.error}
            >
              <Input
                value={clipDraft ? clipDraft.text : state.customClipPath}
                onChange={(event) => typeClipPath(event.target.value)}
                spellCheck={false}
                autoComplete="off"
                className="font-mono"
              />
            </Field>
          )}
          <NumberSliderField
            label={words.fields.width}
            unit="px"
            min={SIZE_MIN}
            max={SIZE_MAX}
            step={SIZE_STEP}
            value={state.width}
            onChange={(width) => update({ width })}
          />
          {controls.height && (
            <NumberSliderField
              label={words.fields.height}
              unit="px"
              min={SIZE_MIN}
              max={SIZE_MAX}
              step={SIZE_STEP}
              value={state.height}
              onChange={(height) => update({ height })}
            />
          )}
          {controls.radius && (
            <NumberSliderField
              label={text.borderRadius}
              unit="px"
              min={0}
              max={maxRadius(size.width, size.height)}
              step={RADIUS_STEP}
              value={state.radius}
              onChange={(radius) => update({ radius })}
            />
          )}
          <ColorField
            label={words.fields.backgroundColour}
            value={state.background}
            onChange={(background) => update({ background })}
          />
          {controls.border && (
            <NumberSliderField
              label={text.borderWidth}
              unit="px"
              min={0}
              max={BORDER_MAX}
              value={state.borderWidth}
              onChange={(borderWidth) => update({ borderWidth })}
            />
          )}
          {controls.borderColor && (
            <ColorField
              label={words.fields.borderColour}
              value={state.borderColor}
              onChange={(borderColor) => update({ borderColor })}
            />
          )}
        </div>
        <div className="mt-6 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              setState((previous) => randomShape(previous));
              setClipDraft(null);
              trackAction('random');
            }}
          >
            <Shuffle aria-hidden="true" />
            {words.random}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setState(DEFAULT_SHAPE);
              setClipDraft(null);
              trackAction('reset');
            }}
          >
            <RotateCcw aria-hidden="true" />
            {words.reset}
          </Button>
        </div>
      </ToolPanel>

      <ToolPanel>
        <CssOutput css={css} fileName={SHAPE_FILE_NAME} />
      </ToolPanel>
    </ToolLayout>
  );
}
