import { useState } from 'react';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { ColorField } from '../design-common/color-field.tsx';
import { CssOutput } from '../design-common/css-output.tsx';
import { styleFromDeclarations } from '../design-common/css.ts';
import { NumberSliderField } from '../design-common/number-field.tsx';
import { ResetButton } from '../design-common/reset-button.tsx';
import { useResultTracking } from '../design-common/use-result-tracking.ts';
import {
  DEFAULT_PREVIEW_TEXT,
  DEFAULT_TEXT_SHADOW,
  TEXT_SHADOW_FILE_NAME,
  TEXT_SHADOW_LIMITS as LIMITS,
  textShadowCss,
  textShadowDeclarations,
  type TextShadowState,
} from './text-shadow.ts';

export default function TextShadowGeneratorScreen(_props: ToolScreenProps) {
  const [state, setState] = useState<TextShadowState>(DEFAULT_TEXT_SHADOW);
  const css = textShadowCss(state);
  useResultTracking(css);
  const update = (patch: Partial<TextShadowState>) =>
    setState((previous) => ({ ...previous, ...patch }));

  return (
    <ToolLayout
      aside={
        <GuideCard title="How to use">
          <p>
            Type your own preview text, then move the shadow with the offsets and soften it with
            blur.
          </p>
          <p>
            A small offset with a little blur lifts text off the page; no offset with a big blur
            makes a glow.
          </p>
          <p>Text, size and colours are for the preview; the CSS holds the shadow.</p>
        </GuideCard>
      }
    >
      <ToolPanel title="Preview">
        <div
          className="flex min-h-48 items-center justify-center overflow-hidden rounded-card border border-line p-6"
          style={{ background: state.backgroundColor }}
        >
          <p
            data-testid="text-shadow-preview"
            className="max-w-full text-center font-bold break-words"
            style={{
              color: state.textColor,
              fontSize: state.fontSize,
              lineHeight: 1.2,
              ...styleFromDeclarations(textShadowDeclarations(state)),
            }}
          >
            {state.text || DEFAULT_PREVIEW_TEXT}
          </p>
        </div>
      </ToolPanel>

      <ToolPanel title="Shadow">
        <div className="grid gap-5 sm:grid-cols-2">
          <NumberSliderField
            label="Horizontal offset"
            unit="px"
            {...LIMITS.offset}
            value={state.x}
            onChange={(x) => update({ x })}
          />
          <NumberSliderField
            label="Vertical offset"
            unit="px"
            {...LIMITS.offset}
            value={state.y}
            onChange={(y) => update({ y })}
          />
          <NumberSliderField
            label="Blur"
            unit="px"
            {...LIMITS.blur}
            value={state.blur}
            onChange={(blur) => update({ blur })}
          />
          <NumberSliderField
            label="Opacity"
            unit="%"
            {...LIMITS.opacity}
            value={state.opacity}
            onChange={(opacity) => update({ opacity })}
          />
          <ColorField
            label="Shadow colour"
            value={state.color}
            onChange={(color) => update({ color })}
          />
        </div>
        <h3 className="mt-8 mb-4 text-base font-semibold">Preview text</h3>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Text" className="sm:col-span-2">
            <Input
              value={state.text}
              maxLength={80}
              onChange={(event) => update({ text: event.target.value })}
            />
          </Field>
          <NumberSliderField
            label="Font size"
            unit="px"
            {...LIMITS.fontSize}
            value={state.fontSize}
            onChange={(fontSize) => update({ fontSize })}
          />
          <ColorField
            label="Text colour"
            value={state.textColor}
            onChange={(textColor) => update({ textColor })}
          />
          <ColorField
            label="Background colour"
            value={state.backgroundColor}
            onChange={(backgroundColor) => update({ backgroundColor })}
          />
        </div>
        <ResetButton className="mt-6" onReset={() => setState(DEFAULT_TEXT_SHADOW)} />
      </ToolPanel>

      <ToolPanel>
        <CssOutput css={css} fileName={TEXT_SHADOW_FILE_NAME} />
      </ToolPanel>
    </ToolLayout>
  );
}
