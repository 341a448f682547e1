import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { knownMessage, richText, useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { designMessages } from '../design-common/messages.ts';
import { hexToRgbMessages } from './messages.ts';
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

const RGB_KEYS: readonly (keyof RgbFields)[] = ['r', 'g', 'b', 'a'];
const HSL_KEYS: readonly (keyof HslFields)[] = ['h', 's', 'l'];

export default function HexToRgbConverterScreen(_props: ToolScreenProps) {
  const text = useMessages(hexToRgbMessages);
  const words = useMessages(designMessages);
  const fieldWords = { names: text.names, number: words.number };
  const [color, setColor] = useState<ConverterColor>(DEFAULT_COLOR);
  const [hex, setHex] = useState(DEFAULT_HEX);
  const [rgb, setRgb] = useState<RgbFields>(() => rgbFields(DEFAULT_COLOR));
  const [hsl, setHsl] = useState<HslFields>(() => hslFields(DEFAULT_COLOR));
  const [errors, setErrors] = useState<Errors>({});
  const [left, setLeft] = useState<ReadonlySet<FieldKey>>(new Set());
  const { trackAction } = useToolTracking();
  const results = notations(color);
  useResultTracking(results.hex + results.hsl);

  /** Messages about unfinished input (empty, a hex of the wrong length) wait for a blur. */
  const waitsForBlur = (key: FieldKey, message: string) =>
    key === 'hex'
      ? message === words.hex.empty || message === words.hex.lengths
      : message === words.number.empty(text.names[key]);
  const shownError = (key: FieldKey) => {
    const message = errors[key];
    return message && (left.has(key) || !waitsForBlur(key, message)) ? message : undefined;
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
    else setErrors({ hex: knownMessage(parsed.error, HEX_MESSAGES, words.hex) });
  };

  const typeRgb = (key: keyof RgbFields, text: string) => {
    const fields = { ...rgb, [key]: text };
    setRgb(fields);
    edit([key]);
    const parsed = parseRgbFields(fields, fieldWords);
    if (parsed.ok) apply(parsed.color, 'rgb');
    else setErrors(parsed.errors);
  };

  const typeHsl = (key: keyof HslFields, text: string) => {
    const fields = { ...hsl, [key]: text };
    setHsl(fields);
    edit([key]);
    const parsed = parseHslFields(fields, color.rgba.a, fieldWords);
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
        <GuideCard title={words.howToUse}>
          <p>
            {richText(text.guide.hex, {
              short: <code className="font-mono">#39d</code>,
              six: <code className="font-mono">#3498db</code>,
              eight: <code className="font-mono">#3498dbcc</code>,
            })}
          </p>
          <p>{text.guide.fields}</p>
          <p>{text.guide.alpha}</p>
        </GuideCard>
      }
    >
      <ToolPanel title={text.colour}>
        <div className="grid gap-6">
          <div className="grid items-end gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
            <div
              role="img"
              aria-label={text.previewLabel(results.rgb)}
              className="h-24 overflow-hidden rounded-card border border-line bg-[repeating-conic-gradient(#cbd5e1_0_25%,#ffffff_0_50%)] bg-[length:16px_16px]"
            >
              <div
                className="size-full"
                data-testid="converter-preview"
                style={{ background: results.rgb }}
              />
            </div>
            <Field label="HEX" error={shownError('hex')} hint={text.hexHint}>
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
              {RGB_KEYS.map((key) => (
                <Field key={key} label={text.labels[key]} error={shownError(key)}>
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
              {HSL_KEYS.map((key) => (
                <Field key={key} label={text.labels[key]} error={shownError(key)}>
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
          {words.reset}
        </Button>
      </ToolPanel>

      <ToolPanel title={text.results}>
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
