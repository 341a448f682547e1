import { useState } from 'react';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { designMessages } from '../design-common/messages.ts';
import { boxShadowMessages } from './messages.ts';
import { ColorField } from '../design-common/color-field.tsx';
import { CssOutput } from '../design-common/css-output.tsx';
import { styleFromDeclarations } from '../design-common/css.ts';
import { NumberSliderField } from '../design-common/number-field.tsx';
import { ResetButton } from '../design-common/reset-button.tsx';
import { SwitchField } from '../design-common/switch-field.tsx';
import { useResultTracking } from '../design-common/use-result-tracking.ts';
import {
  BOX_SHADOW_FILE_NAME,
  BOX_SHADOW_LIMITS as LIMITS,
  DEFAULT_BOX_SHADOW,
  boxShadowCss,
  boxShadowDeclarations,
  boxShadowValue,
  type BoxShadowState,
} from './box-shadow.ts';

export default function CssBoxShadowGeneratorScreen(_props: ToolScreenProps) {
  const text = useMessages(boxShadowMessages);
  const words = useMessages(designMessages);
  const [state, setState] = useState<BoxShadowState>(DEFAULT_BOX_SHADOW);
  const css = boxShadowCss(state);
  useResultTracking(css);
  const update = (patch: Partial<BoxShadowState>) =>
    setState((previous) => ({ ...previous, ...patch }));

  return (
    <ToolLayout
      aside={
        <GuideCard title={words.howToUse}>
          <p>{text.guide.offsets}</p>
          <p>{text.guide.blur}</p>
          <p>{text.guide.inset}</p>
          <p>{text.guide.colours}</p>
        </GuideCard>
      }
    >
      <ToolPanel title={words.preview}>
        <div
          className="flex h-72 items-center justify-center overflow-hidden rounded-card border border-line"
          style={{ background: state.surfaceColor }}
        >
          <div
            role="img"
            aria-label={text.previewLabel(boxShadowValue(state))}
            data-testid="box-shadow-preview"
            className="size-36 rounded-lg"
            style={{
              background: state.boxColor,
              ...styleFromDeclarations(boxShadowDeclarations(state)),
            }}
          />
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
            label={words.fields.spread}
            unit="px"
            {...LIMITS.spread}
            value={state.spread}
            onChange={(spread) => update({ spread })}
          />
          <ColorField
            label={words.fields.shadowColour}
            value={state.color}
            onChange={(color) => update({ color })}
          />
          <NumberSliderField
            label={words.fields.opacity}
            unit="%"
            {...LIMITS.opacity}
            value={state.opacity}
            onChange={(opacity) => update({ opacity })}
          />
          <div className="sm:col-span-2">
            <SwitchField
              label={text.inset}
              checked={state.inset}
              onChange={(inset) => update({ inset })}
            />
          </div>
          <ColorField
            label={words.fields.boxColour}
            value={state.boxColor}
            onChange={(boxColor) => update({ boxColor })}
          />
          <ColorField
            label={words.fields.backgroundColour}
            value={state.surfaceColor}
            onChange={(surfaceColor) => update({ surfaceColor })}
          />
        </div>
        <ResetButton className="mt-6" onReset={() => setState(DEFAULT_BOX_SHADOW)} />
      </ToolPanel>

      <ToolPanel>
        <CssOutput css={css} fileName={BOX_SHADOW_FILE_NAME} />
      </ToolPanel>
    </ToolLayout>
  );
}
