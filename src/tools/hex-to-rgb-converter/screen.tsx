import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { HEX_MESSAGES, hexToRgba, parseHex } from '../design-common/color.ts';
import { CopyableValues } from '../design-common/copyable-values.tsx';
import { useResultTracking } from '../design-common/use-result-tracking.ts';
import {
  colorFromRgba,
  hslFields,
  notations,
  parseHslFields,
  parseRgbFields,
  rgbFields,
  type ConverterColor,
  type HslFields,
  type RgbFields,
} from './convert.ts';

const DEFAULT_HEX = '#3498db';
const DEFAULT_COLOR = colorFromRgba(hexToRgba(DEFAULT_HEX));

type FieldKey = 'hex' | keyof RgbFields | keyof HslFields;
type Errors = Partial<Record<FieldKey, string>>;

/** Messages about unfinished input wait until the visitor leaves the field. */
function waitsForBlur(message: string): boolean {
  return (
    message === HEX_MESSAGES.empty ||
    message === HEX_MESSAGES.lengths ||
    message.startsWith('Enter a number')
  );
}

const RGB_LABELS: Record<keyof RgbFields, string> = {
  r: 'Red (0-255)',
  g: 'Green (0-255)',
  b: 'Blue (0-255)',
  a: 'Alpha (0-1)',
};
const HSL_LABELS: Record<keyof HslFields, string> = {
  h: 'Hue (0-360°)',
  s: 'Saturation (0-100%)',
  l: 'Lightness (0-100%)',
};

export default function HexToRgbConverterScreen(_props: ToolScreenProps) {
  const [color, setColor] = useState<ConverterColor>(DEFAULT_COLOR);
  const [hex, setHex] = useState(DEFAULT_HEX);
  const [rgb, setRgb] = useState<RgbFields>(() => rgbFields(DEFAULT_COLOR));
  const [hsl, setHsl] = useState<HslFields>(() => hslFields(DEFAULT_COLOR));
  const [errors, setErrors] = useState<Errors>({});
  const [left, setLeft] = useState<ReadonlySet<FieldKey>>(new Set());
  const { trackAction } = useToolTracking();
  const results = notations(color);
  useResultTracking(results.hex + results.hsl);

  const shownError = (key: FieldKey) => {
    const message = errors[key];
    return message && (left.has(key) || !waitsForBlur(message)) ? message : undefined;
  };
  const touch = (key: FieldKey) => {
    setLeft((previous) => new Set(previous).add(key));
  };
  const edit = (keys: readonly FieldKey[]) =>
    setLeft((previous) => new Set([...previous].filter((key) => !keys.includes(key))));

  /** A valid colour from one group rewrites the other groups and clears their messages. */
  const apply = (next: ConverterColor, from: 'hex' | 'rgb' | 'hsl') => {
    setColor(next);
    if (from !== 'hex') setHex(notations(next).hex);
    if (from !== 'rgb') setRgb(rgbFields(next));
    if (from !== 'hsl') setHsl(hslFields(next));
    setErrors({});
  };

  const typeHex = (text: string) => {
    setHex(text);
    edit(['hex']);
    const parsed = parseHex(text);
    if (parsed.ok) apply(colorFromRgba(parsed.color), 'hex');
    else setErrors({ hex: parsed.error });
  };

  const typeRgb = (key: keyof RgbFields, text: string) => {
    const fields = { ...rgb, [key]: text };
    setRgb(fields);
    edit([key]);
    const parsed = parseRgbFields(fields);
    if (parsed.ok) apply(parsed.color, 'rgb');
    else setErrors(parsed.errors);
  };

  const typeHsl = (key: keyof HslFields, text: string) => {
    const fields = { ...hsl, [key]: text };
    setHsl(fields);
    edit([key]);
    const parsed = parseHslFields(fields, color.rgba.a);
    if (parsed.ok) apply(parsed.color, 'hsl');
    else setErrors(parsed.errors);
  };

  const reset = () => {
    setColor(DEFAULT_COLOR);
    setHex(DEFAULT_HEX);
    setRgb(rgbFields(DEFAULT_COLOR));
    setHsl(hslFields(DEFAULT_COLOR));
    setErrors({});
    setLeft(new Set());
    trackAction('reset');
  };

  return (
    <ToolLayout
      aside={
        <GuideCard title="How to use">
          <p>
            Type a hex colour of 3, 6 or 8 digits (<code className="font-mono">#39d</code>,{' '}
            <code className="font-mono">#3498db</code>, <code className="font-mono">#3498dbcc</code>
            ); the last two of eight are the alpha.
          </p>
          <p>
            Or type red, green, blue and alpha, or hue, saturation and lightness: every other form
            follows.
          </p>
          <p>Alpha runs from 0 (transparent) to 1 (opaque); below 1 the results carry it.</p>
        </GuideCard>
      }
    >
      <ToolPanel title="Colour">
        <div className="grid gap-6">
          <div className="grid items-end gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
            <div
              role="img"
              aria-label={`Colour preview: ${results.rgb}`}
              className="h-24 overflow-hidden rounded-card border border-line bg-[repeating-conic-gradient(#cbd5e1_0_25%,#ffffff_0_50%)] bg-[length:16px_16px]"
            >
              <div
                className="size-full"
                data-testid="converter-preview"
                style={{ background: results.rgb }}
              />
            </div>
            <Field label="HEX" error={shownError('hex')} hint="3, 6 or 8 digits">
              <Input
                value={hex}
                onChange={(event) => typeHex(event.target.value)}
                onBlur={() => touch('hex')}
                spellCheck={false}
                autoComplete="off"
                maxLength={12}
                className="font-mono"
              />
            </Field>
          </div>

          <fieldset className="min-w-0">
            <legend className="mb-2 text-base font-semibold">RGB(A)</legend>
            <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-4">
              {(Object.keys(RGB_LABELS) as (keyof RgbFields)[]).map((key) => (
                <Field key={key} label={RGB_LABELS[key]} error={shownError(key)}>
                  <Input
                    value={rgb[key]}
                    inputMode="decimal"
                    autoComplete="off"
                    onChange={(event) => typeRgb(key, event.target.value)}
                    onBlur={() => touch(key)}
                    className="tabular-nums"
                  />
                </Field>
              ))}
            </div>
          </fieldset>

          <fieldset className="min-w-0">
            <legend className="mb-2 text-base font-semibold">HSL</legend>
            <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-3">
              {(Object.keys(HSL_LABELS) as (keyof HslFields)[]).map((key) => (
                <Field key={key} label={HSL_LABELS[key]} error={shownError(key)}>
                  <Input
                    value={hsl[key]}
                    inputMode="decimal"
                    autoComplete="off"
                    onChange={(event) => typeHsl(key, event.target.value)}
                    onBlur={() => touch(key)}
                    className="tabular-nums"
                  />
                </Field>
              ))}
            </div>
          </fieldset>
        </div>
        <Button variant="outline" className="mt-6" onClick={reset}>
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
      </ToolPanel>

      <ToolPanel title="Results">
        <CopyableValues
          testId="converter-results"
          values={[
            ['HEX', results.hex],
            [color.rgba.a < 1 ? 'RGBA' : 'RGB', results.rgb],
            [color.rgba.a < 1 ? 'HSLA' : 'HSL', results.hsl],
          ]}
        />
      </ToolPanel>
    </ToolLayout>
  );
}
