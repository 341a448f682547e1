import { ArrowDownUp, Copy, RotateCcw } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { useMessages } from '../../i18n/index.ts';
import { copyWithToast } from './copy.ts';
import { fromToMessages, localizeFromTo, type FromToNames } from './from-to-messages.ts';
import {
  applyPreset,
  copyText,
  resultOf,
  swapState,
  symbolOf,
  type FromToDefinition,
  type FromToState,
} from './from-to.ts';
import { LiveResult } from './live-region.tsx';
import { parseNumber } from '../../../shared/number-text.ts';
import { ReferenceCard } from './reference-card.tsx';
import { useOnSettledChange } from './use-settled.ts';

export interface FromToConverterProps {
  definition: FromToDefinition;
  /** The unit, base unit and preset names in the shown language (the definition's own when absent). */
  names?: FromToNames;
  /** Shown above the fields (the currency rates' date). */
  header?: ReactNode;
  /** Extra text for the From field, or undefined: e.g. 'below absolute zero'. */
  inputNote?: (state: FromToState) => string | undefined;
  /** Extra content at the end of the reference card. */
  referenceExtra?: ReactNode;
  referenceTitle?: string;
}

/**
 * The shared screen of the international converters, temperature and currency: a From value and
 * unit, a read-only To value and unit, swap, Copy Result and Reset, and a reference card.
 */
export function FromToConverter({
  definition: given,
  names,
  header,
  inputNote,
  referenceExtra,
  referenceTitle,
}: FromToConverterProps) {
  const text = useMessages(fromToMessages);
  const definition = useMemo(() => (names ? localizeFromTo(given, names) : given), [given, names]);
  const [state, setState] = useState<FromToState>(definition.defaults);
  const { trackAction, trackConversion } = useToolTracking();
  const result = useMemo(() => resultOf(definition, state), [definition, state]);
  const options = useMemo(
    () => definition.units.map((unit) => ({ value: unit.value, label: unit.label })),
    [definition],
  );
  const ids = useId();
  const unreadable = state.input.trim() !== '' && parseNumber(state.input) === null;
  const note = inputNote?.(state);
  const hint = unreadable ? text.unreadable : note;

  const markChanged = useOnSettledChange(`${state.input}|${state.from}|${state.to}`, () => {
    trackAction('convert', { from: state.from, to: state.to });
    trackConversion();
  });

  const update = (next: Partial<FromToState>) => {
    markChanged();
    setState((current) => ({ ...current, ...next }));
  };

  const fromSymbol = symbolOf(definition, state.from);
  const toSymbol = symbolOf(definition, state.to);
  const shownInput = parseNumber(state.input) === null ? '0' : state.input;
  const sentence = `${shownInput} ${fromSymbol} = ${result} ${toSymbol}`;

  return (
    <ToolLayout
      aside={
        <ReferenceCard definition={definition} from={state.from} title={referenceTitle}>
          {referenceExtra}
        </ReferenceCard>
      }
    >
      <ToolPanel>
        {header}
        <div className="grid items-end gap-4 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
          <div className="space-y-3">
            <Field label={text.fromValue} hint={hint} id={`${ids}-from-value`}>
              <Input
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                value={state.input}
                onChange={(event) => update({ input: event.target.value })}
              />
            </Field>
            <Field label={text.fromUnit} id={`${ids}-from-unit`}>
              <NativeSelect
                options={options}
                value={state.from}
                onChange={(event) => update({ from: event.target.value })}
              />
            </Field>
          </div>
          <div className="flex justify-center sm:pb-12">
            <IconButton
              label={text.swap}
              icon={<ArrowDownUp aria-hidden="true" />}
              onClick={() => {
                markChanged();
                setState((current) => swapState(definition, current));
                trackAction('swap');
              }}
            />
          </div>
          <div className="space-y-3">
            <Field label={text.result} id={`${ids}-result`}>
              <Input readOnly value={result} className="font-semibold" />
            </Field>
            <Field label={text.toUnit} id={`${ids}-to-unit`}>
              <NativeSelect
                options={options}
                value={state.to}
                onChange={(event) => update({ to: event.target.value })}
              />
            </Field>
          </div>
        </div>

        <p className="mt-5 rounded-lg bg-accent-soft px-4 py-3 text-lg font-semibold break-words text-accent-strong">
          {sentence}
        </p>

        {definition.presets && (
          <div className="mt-5">
            <h2 id={`${ids}-presets`} className="text-sm font-medium">
              {text.presets}
            </h2>
            <div
              role="group"
              aria-labelledby={`${ids}-presets`}
              className="mt-2 flex flex-wrap gap-2"
            >
              {definition.presets.map((preset) => (
                <Button
                  key={preset.label}
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    markChanged();
                    setState((current) => applyPreset(current, preset));
                    trackAction('preset', { preset: preset.label });
                  }}
                >
                  {names?.presets[preset.label] ?? preset.label} ({preset.value}{' '}
                  {symbolOf(definition, preset.unit)})
                </Button>
              ))}
            </div>
          </div>
        )}

        <div className="mt-5 flex flex-wrap gap-3">
          <Button
            onClick={() => {
              void copyWithToast(copyText(definition, state));
              trackAction('copy');
            }}
          >
            <Copy aria-hidden="true" />
            {text.copyResult}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setState(definition.defaults);
              trackAction('reset');
            }}
          >
            <RotateCcw aria-hidden="true" />
            {text.reset}
          </Button>
        </div>
        <LiveResult message={sentence} />
      </ToolPanel>
    </ToolLayout>
  );
}
