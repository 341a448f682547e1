import { useState } from 'react';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { designMessages } from '../design-common/messages.ts';
import { borderRadiusMessages } from './messages.ts';
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

export default function BorderRadiusGeneratorScreen(_props: ToolScreenProps) {
  const text = useMessages(borderRadiusMessages);
  const words = useMessages(designMessages);
  const [state, setState] = useState<BorderRadiusState>(DEFAULT_BORDER_RADIUS);
  const units = [
    { value: 'px', label: text.pixels },
    { value: '%', label: text.percent },
  ] as const;
  const css = borderRadiusCss(state);
  useResultTracking(css);
  const max = RADIUS_MAX[state.unit];

  return (
    <ToolLayout
      aside={
        <GuideCard title={words.howToUse}>
          <p>{text.guide.corners}</p>
          <p>{text.guide.units}</p>
          <p>{text.guide.shortest}</p>
        </GuideCard>
      }
    >
      <ToolPanel title={words.preview}>
        <div className="flex h-72 items-center justify-center rounded-card border border-line bg-canvas p-4">
          <div
            role="img"
            aria-label={text.previewLabel(borderRadiusValue(state))}
            data-testid="border-radius-preview"
            className="h-40 w-full max-w-60"
            style={{
              background: state.boxColor,
              ...styleFromDeclarations(borderRadiusDeclarations(state)),
            }}
          />
        </div>
      </ToolPanel>

      <ToolPanel title={text.corners}>
        <div className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <ChoiceGroup
              look="segmented"
              legend={text.unit}
              value={state.unit}
              options={units}
              onChange={(unit: RadiusUnit) => setState((previous) => setUnit(previous, unit))}
            />
            <div className="flex items-end pb-1.5">
              <SwitchField
                label={text.linked}
                checked={state.linked}
                onChange={(linked) => setState((previous) => setLinked(previous, linked))}
              />
            </div>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            {(state.linked ? [{ key: 'topLeft', label: text.everyCorner } as const] : CORNERS).map(
              (corner) => (
                <NumberSliderField
                  key={corner.key}
                  label={state.linked ? text.everyCorner : text.corner[corner.key]}
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
              label={words.fields.boxColour}
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
