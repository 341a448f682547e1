import { RotateCcw, Shuffle } from 'lucide-react';
import { useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { ColorField } from '../design-common/color-field.tsx';
import { CssOutput } from '../design-common/css-output.tsx';
import { NumberSliderField } from '../design-common/number-field.tsx';
import { ScaledPreview } from '../design-common/scaled-preview.tsx';
import { useResultTracking } from '../design-common/use-result-tracking.ts';
import {
  BORDER_MAX,
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
const UNSUPPORTED_CLIP_PATH =
  'Your browser cannot draw this clip-path. Check the numbers and their units.';

export default function CssShapeMakerScreen(_props: ToolScreenProps) {
  const [state, setState] = useState<ShapeState>(DEFAULT_SHAPE);
  const [clipDraft, setClipDraft] = useState<{ text: string; error?: string } | null>(null);
  const { trackAction } = useToolTracking();
  const css = shapeCss(state);
  useResultTracking(css);

  const controls = shapeControls(state);
  const size = effectiveSize(state);
  const update = (patch: Partial<ShapeState>) =>
    setState((previous) => withClampedRadius({ ...previous, ...patch }));

  const typeClipPath = (text: string) => {
    const result = validateClipPath(text);
    if (!result.ok) return setClipDraft({ text, error: result.error });
    if (typeof CSS !== 'undefined' && !CSS.supports('clip-path', result.value)) {
      return setClipDraft({ text, error: UNSUPPORTED_CLIP_PATH });
    }
    setClipDraft({ text });
    update({ customClipPath: result.value });
  };

  const shapeName = SHAPES.find((s) => s.value === state.shape)?.label ?? state.shape;
  const frameWidth = Math.max(size.width, 240) + 2 * PREVIEW_PADDING;
  const frameHeight = size.height + 2 * PREVIEW_PADDING;

  return (
    <ToolLayout
      aside={
        <GuideCard title="How to use">
          <p>Pick a shape, then size and colour it. The sliders shown depend on the shape.</p>
          <p>
            Polygon shapes are cut with <code className="font-mono">clip-path</code>; their border
            is a second layer, because a clip-path cuts an ordinary border away.
          </p>
          <p>
            Custom takes your own <code className="font-mono">clip-path</code>, for example{' '}
            <code className="font-mono">polygon(50% 0%, 100% 100%, 0% 100%)</code>.
          </p>
          <p>
            Copy the CSS or download it as <code className="font-mono">{SHAPE_FILE_NAME}</code>.
          </p>
        </GuideCard>
      }
    >
      <ToolPanel title="Preview">
        {/* The preview is drawn by the very CSS the tool generates, scoped to the preview. */}
        <style>{shapeCss(state, `.${PREVIEW_CLASS}`)}</style>
        <ScaledPreview
          width={frameWidth}
          height={frameHeight}
          label={`${shapeName}, ${size.width} by ${size.height} pixels, filled with ${state.background}`}
          className="rounded-card border border-line bg-canvas"
        >
          <div className="flex size-full items-center justify-center">
            <div className={PREVIEW_CLASS} data-testid="shape-preview" />
          </div>
        </ScaledPreview>
      </ToolPanel>

      <ToolPanel title="Settings">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Shape" className="sm:col-span-2">
            <NativeSelect
              options={SHAPES}
              value={state.shape}
              onChange={(event) => update({ shape: event.target.value as ShapeKind })}
            />
          </Field>
          {state.shape === 'custom' && (
            <Field
              label="Custom clip-path"
              className="sm:col-span-2"
              hint="polygon(), circle(), ellipse() or inset()"
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
            label="Width"
            unit="px"
            min={SIZE_MIN}
            max={SIZE_MAX}
            step={SIZE_STEP}
            value={state.width}
            onChange={(width) => update({ width })}
          />
          {controls.height && (
            <NumberSliderField
              label="Height"
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
              label="Border radius"
              unit="px"
              min={0}
              max={maxRadius(size.width, size.height)}
              step={RADIUS_STEP}
              value={state.radius}
              onChange={(radius) => update({ radius })}
            />
          )}
          <ColorField
            label="Background colour"
            value={state.background}
            onChange={(background) => update({ background })}
          />
          {controls.border && (
            <NumberSliderField
              label="Border width"
              unit="px"
              min={0}
              max={BORDER_MAX}
              value={state.borderWidth}
              onChange={(borderWidth) => update({ borderWidth })}
            />
          )}
          {controls.borderColor && (
            <ColorField
              label="Border colour"
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
            Random
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
            Reset
          </Button>
        </div>
      </ToolPanel>

      <ToolPanel>
        <CssOutput css={css} fileName={SHAPE_FILE_NAME} />
      </ToolPanel>
    </ToolLayout>
  );
}
