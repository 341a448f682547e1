import { useState } from 'react';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { designMessages } from '../design-common/messages.ts';
import { textShadowMessages } from './messages.ts';
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
  const text = useMessages(textShadowMessages);
  const words = useMessages(designMessages);
  const [state, setState] = useState<TextShadowState>(DEFAULT_TEXT_SHADOW);
  const css = textShadowCss(state);
  useResultTracking(css);
  const update = (patch: Partial<TextShadowState>) =>
    setState((previous) => ({ ...previous, ...patch }));

  return (
    <ToolLayout
      aside={
        <GuideCard title={words.howToUse}>
          <p>{text.guide.offsets}</p>
          <p>{text.guide.glow}</p>
          <p>{text.guide.preview}</p>
        </GuideCard>
      }
    >
      <ToolPanel title={words.preview}>
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

      <ToolPanel title={words.shadow}>
        <div className="grid gap-5 sm:grid-cols-2">
          <NumberSliderField
            label={words.fields.horizontalOffset}
            unit="px"
            {...LIMITS.offset}
            value={state.x}
            onChange={(x) => update({ x })}
          />
          <NumberSliderField
            label={words.fields.verticalOffset}
            unit="px"
            {...LIMITS.offset}
            value={state.y}
            onChange={(y) => update({ y })}
          />
          <NumberSliderField
            label={words.fields.blur}
            unit="px"
            {...LIMITS.blur}
            value={state.blur}
            onChange={(blur) => update({ blur })}
          />
          <NumberSliderField
            label={words.fields.opacity}
            unit="%"
            {...LIMITS.opacity}
            value={state.opacity}
            onChange={(opacity) => update({ opacity })}
          />
          <ColorField
            label={words.fields.shadowColour}
            value={state.color}
            onChange={(color) => update({ color })}
          />
        </div>
        <h3 className="mt-8 mb-4 text-base font-semibold">{text.previewText}</h3>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={text.text} className="sm:col-span-2">
            <Input
              value={state.text}
              maxLength={80}
              onChange={(event) => update({ text: event.target.value })}
            />
          </Field>
          <NumberSliderField
            label={text.fontSize}
            unit="px"
            {...LIMITS.fontSize}
            value={state.fontSize}
            onChange={(fontSize) => update({ fontSize })}
          />
          <ColorField
            label={text.textColour}
            value={state.textColor}
            onChange={(textColor) => update({ textColor })}
          />
          <ColorField
            label={words.fields.backgroundColour}
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
