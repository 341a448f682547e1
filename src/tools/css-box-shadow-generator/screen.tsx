import { useState } from 'react';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import type { ToolScreenProps } from '../registry.ts';
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
  const [state, setState] = useState<BoxShadowState>(DEFAULT_BOX_SHADOW);
  const css = boxShadowCss(state);
  useResultTracking(css);
  const update = (patch: Partial<BoxShadowState>) =>
    setState((previous) => ({ ...previous, ...patch }));

  return (
    <ToolLayout
      aside={
        <GuideCard title="How to use">
          <p>
            Offsets move the shadow right (positive x) and down (positive y); negative values move
            it left and up.
          </p>
          <p>Blur softens its edge; spread grows or shrinks it before blurring.</p>
          <p>Inset draws the shadow inside the box, as if the box were pressed in.</p>
          <p>The box and background colours are for the preview only.</p>
        </GuideCard>
      }
    >
      <ToolPanel title="Preview">
        <div
          className="flex h-72 items-center justify-center overflow-hidden rounded-card border border-line"
          style={{ background: state.surfaceColor }}
        >
          <div
            role="img"
            aria-label={`Box with the shadow ${boxShadowValue(state)}`}
            data-testid="box-shadow-preview"
            className="size-36 rounded-lg"
            style={{
              background: state.boxColor,
              ...styleFromDeclarations(boxShadowDeclarations(state)),
            }}
          />
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
            label="Spread"
            unit="px"
            {...LIMITS.spread}
            value={state.spread}
            onChange={(spread) => update({ spread })}
          />
          <ColorField
            label="Shadow colour"
            value={state.color}
            onChange={(color) => update({ color })}
          />
          <NumberSliderField
            label="Opacity"
            unit="%"
            {...LIMITS.opacity}
            value={state.opacity}
            onChange={(opacity) => update({ opacity })}
          />
          <div className="sm:col-span-2">
            <SwitchField
              label="Inset shadow"
              checked={state.inset}
              onChange={(inset) => update({ inset })}
            />
          </div>
          <ColorField
            label="Box colour"
            value={state.boxColor}
            onChange={(boxColor) => update({ boxColor })}
          />
          <ColorField
            label="Background colour"
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
