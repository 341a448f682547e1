import { RotateCcw, Shuffle } from 'lucide-react';
import { useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { richText, useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { designMessages } from '../design-common/messages.ts';
import { gradientMessages } from './messages.ts';
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

export default function GradientGeneratorScreen(_props: ToolScreenProps) {
  const text = useMessages(gradientMessages);
  const words = useMessages(designMessages);
  const [state, setState] = useState<GradientState>(DEFAULT_GRADIENT);
  const types = [
    { value: 'linear', label: text.linear },
    { value: 'radial', label: text.radial },
  ] as const;
  const counts = [
    { value: '2', label: text.colours(2) },
    { value: '3', label: text.colours(3) },
  ] as const;
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
      ? text.linearLabel(state.angle, used.join(', '))
      : text.radialLabel(used.join(', '));

  return (
    <ToolLayout
      aside={
        <GuideCard title={words.howToUse}>
          <p>{text.guide.choose}</p>
          <p>
            {richText(text.guide.preview, {
              file: <code className="font-mono">{GRADIENT_FILE_NAME}</code>,
            })}
          </p>
          <p>{text.guide.random}</p>
        </GuideCard>
      }
    >
      <ToolPanel title={words.preview}>
        <div
          role="img"
          aria-label={description}
          data-testid="gradient-preview"
          className="h-48 w-full rounded-card border border-line sm:h-64"
          style={{ background: gradientImage(state) }}
        />
      </ToolPanel>

      <ToolPanel title={words.settings}>
        <div className="grid gap-5 sm:grid-cols-2">
          <ChoiceGroup
            look="segmented"
            legend={text.type}
            value={state.type}
            options={types}
            onChange={(type: GradientType) => setState((previous) => ({ ...previous, type }))}
          />
          <ChoiceGroup
            look="segmented"
            legend={text.count}
            value={String(state.count) as '2' | '3'}
            options={counts}
            onChange={(count) =>
              setState((previous) => ({ ...previous, count: count === '3' ? 3 : 2 }))
            }
          />
          {state.type === 'linear' && (
            <div className="sm:col-span-2">
              <NumberSliderField
                label={text.angle}
                unit="°"
                min={ANGLE_MIN}
                max={ANGLE_MAX}
                value={state.angle}
                onChange={(angle) => setState((previous) => ({ ...previous, angle }))}
              />
            </div>
          )}
          <ColorField
            label={text.colour(1)}
            value={state.colors[0]}
            onChange={(hex) => setColor(0, hex)}
          />
          <ColorField
            label={text.colour(2)}
            value={state.colors[1]}
            onChange={(hex) => setColor(1, hex)}
          />
          {state.count === 3 && (
            <ColorField
              label={text.colour(3)}
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
            {words.random}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setState(DEFAULT_GRADIENT);
              trackAction('reset');
            }}
          >
            <RotateCcw aria-hidden="true" />
            {words.reset}
          </Button>
        </div>
      </ToolPanel>

      <ToolPanel>
        <CssOutput css={css} fileName={GRADIENT_FILE_NAME} />
      </ToolPanel>
    </ToolLayout>
  );
}
