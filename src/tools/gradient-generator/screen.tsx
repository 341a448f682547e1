import { RotateCcw, Shuffle } from 'lucide-react';
import { useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { ColorField } from '../design-common/color-field.tsx';
import { CssOutput } from '../design-common/css-output.tsx';
import { NumberSliderField } from '../design-common/number-field.tsx';
import { useResultTracking } from '../design-common/use-result-tracking.ts';
import {
  ANGLE_MAX,
  ANGLE_MIN,
  DEFAULT_GRADIENT,
  GRADIENT_FILE_NAME,
  gradientCss,
  gradientImage,
  randomGradient,
  type GradientState,
  type GradientType,
} from './gradient.ts';

const TYPES = [
  { value: 'linear', label: 'Linear' },
  { value: 'radial', label: 'Radial' },
] as const;

const COUNTS = [
  { value: '2', label: '2 colours' },
  { value: '3', label: '3 colours' },
] as const;

export default function GradientGeneratorScreen(_props: ToolScreenProps) {
  const [state, setState] = useState<GradientState>(DEFAULT_GRADIENT);
  const { trackAction } = useToolTracking();
  const css = gradientCss(state);
  useResultTracking(css);

  const setColor = (index: 0 | 1 | 2, hex: string) => {
    setState((previous) => {
      const colors = [...previous.colors] as [string, string, string];
      colors[index] = hex;
      return { ...previous, colors };
    });
  };

  const used = state.colors.slice(0, state.count);
  const description =
    state.type === 'linear'
      ? `Linear gradient at ${state.angle} degrees through ${used.join(', ')}`
      : `Radial gradient from the centre through ${used.join(', ')}`;

  return (
    <ToolLayout
      aside={
        <GuideCard title="How to use">
          <p>
            Choose linear or radial, two or three colours and, for a linear gradient, its angle.
          </p>
          <p>
            The preview follows every change. Copy the CSS, or download it as{' '}
            <code className="font-mono">{GRADIENT_FILE_NAME}</code>.
          </p>
          <p>Random picks new colours and a new angle; Reset brings back the defaults.</p>
        </GuideCard>
      }
    >
      <ToolPanel title="Preview">
        <div
          role="img"
          aria-label={description}
          data-testid="gradient-preview"
          className="h-48 w-full rounded-card border border-line sm:h-64"
          style={{ background: gradientImage(state) }}
        />
      </ToolPanel>

      <ToolPanel title="Settings">
        <div className="grid gap-5 sm:grid-cols-2">
          <ChoiceGroup
            look="segmented"
            legend="Gradient type"
            value={state.type}
            options={TYPES}
            onChange={(type: GradientType) => setState((previous) => ({ ...previous, type }))}
          />
          <ChoiceGroup
            look="segmented"
            legend="Number of colours"
            value={String(state.count) as '2' | '3'}
            options={COUNTS}
            onChange={(count) =>
              setState((previous) => ({ ...previous, count: count === '3' ? 3 : 2 }))
            }
          />
          {state.type === 'linear' && (
            <div className="sm:col-span-2">
              <NumberSliderField
                label="Angle"
                unit="°"
                min={ANGLE_MIN}
                max={ANGLE_MAX}
                value={state.angle}
                onChange={(angle) => setState((previous) => ({ ...previous, angle }))}
              />
            </div>
          )}
          <ColorField
            label="Colour 1"
            value={state.colors[0]}
            onChange={(hex) => setColor(0, hex)}
          />
          <ColorField
            label="Colour 2"
            value={state.colors[1]}
            onChange={(hex) => setColor(1, hex)}
          />
          {state.count === 3 && (
            <ColorField
              label="Colour 3"
              value={state.colors[2]}
              onChange={(hex) => setColor(2, hex)}
            />
          )}
        </div>
        <div className="mt-6 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              setState((previous) => randomGradient(previous));
              trackAction('random');
            }}
          >
            <Shuffle aria-hidden="true" />
            Random
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setState(DEFAULT_GRADIENT);
              trackAction('reset');
            }}
          >
            <RotateCcw aria-hidden="true" />
            Reset
          </Button>
        </div>
      </ToolPanel>

      <ToolPanel>
        <CssOutput css={css} fileName={GRADIENT_FILE_NAME} />
      </ToolPanel>
    </ToolLayout>
  );
}
