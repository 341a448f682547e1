import { useState } from 'react';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { ColorField } from '../design-common/color-field.tsx';
import { CssOutput } from '../design-common/css-output.tsx';
import { styleFromDeclarations } from '../design-common/css.ts';
import { NumberSliderField } from '../design-common/number-field.tsx';
import { ResetButton } from '../design-common/reset-button.tsx';
import { SwitchField } from '../design-common/switch-field.tsx';
import { useResultTracking } from '../design-common/use-result-tracking.ts';
import {
  BORDER_RADIUS_FILE_NAME,
  CORNERS,
  DEFAULT_BORDER_RADIUS,
  RADIUS_MAX,
  borderRadiusCss,
  borderRadiusDeclarations,
  borderRadiusValue,
  setCorner,
  setLinked,
  setUnit,
  type BorderRadiusState,
  type RadiusUnit,
} from './border-radius.ts';

const UNITS = [
  { value: 'px', label: 'Pixels (px)' },
  { value: '%', label: 'Percent (%)' },
] as const;

export default function BorderRadiusGeneratorScreen(_props: ToolScreenProps) {
  const [state, setState] = useState<BorderRadiusState>(DEFAULT_BORDER_RADIUS);
  const css = borderRadiusCss(state);
  useResultTracking(css);
  const max = RADIUS_MAX[state.unit];

  return (
    <ToolLayout
      aside={
        <GuideCard title="How to use">
          <p>Round each corner on its own, or switch on “Same radius on every corner”.</p>
          <p>
            Pixels give the same curve on any box; percent follows the box’s width and height, so
            50% on a square makes a circle.
          </p>
          <p>The CSS uses the shortest border-radius form that says the same.</p>
        </GuideCard>
      }
    >
      <ToolPanel title="Preview">
        <div className="flex h-72 items-center justify-center rounded-card border border-line bg-canvas p-4">
          <div
            role="img"
            aria-label={`Box with border-radius ${borderRadiusValue(state)}`}
            data-testid="border-radius-preview"
            className="h-40 w-full max-w-60"
            style={{
              background: state.boxColor,
              ...styleFromDeclarations(borderRadiusDeclarations(state)),
            }}
          />
        </div>
      </ToolPanel>

      <ToolPanel title="Corners">
        <div className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <ChoiceGroup
              look="segmented"
              legend="Unit"
              value={state.unit}
              options={UNITS}
              onChange={(unit: RadiusUnit) => setState((previous) => setUnit(previous, unit))}
            />
            <div className="flex items-end pb-1.5">
              <SwitchField
                label="Same radius on every corner"
                checked={state.linked}
                onChange={(linked) => setState((previous) => setLinked(previous, linked))}
              />
            </div>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            {(state.linked ? [{ key: 'topLeft', label: 'Every corner' } as const] : CORNERS).map(
              (corner) => (
                <NumberSliderField
                  key={corner.key}
                  label={corner.label}
                  unit={state.unit}
                  min={0}
                  max={max}
                  value={state[corner.key]}
                  onChange={(value) =>
                    setState((previous) => setCorner(previous, corner.key, value))
                  }
                />
              ),
            )}
          </div>
          <div className="sm:max-w-xs">
            <ColorField
              label="Box colour"
              value={state.boxColor}
              onChange={(boxColor) => setState((previous) => ({ ...previous, boxColor }))}
            />
          </div>
        </div>
        <ResetButton className="mt-6" onReset={() => setState(DEFAULT_BORDER_RADIUS)} />
      </ToolPanel>

      <ToolPanel>
        <CssOutput css={css} fileName={BORDER_RADIUS_FILE_NAME} />
      </ToolPanel>
    </ToolLayout>
  );
}
