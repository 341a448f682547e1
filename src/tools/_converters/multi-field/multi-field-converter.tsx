import { Copy, RotateCcw } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useToolTracking } from '../../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../../components/tool-layout.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useMessages } from '../../../i18n/index.ts';
import { DevanagariDigitsToggle } from '../digits/devanagari-digits-toggle.tsx';
import { useDevanagariDigits } from '../digits/use-devanagari-digits.ts';
import { copyWithToast } from '../copy.ts';
import { LiveResult } from '../live-region.tsx';
import { useOnSettledChange, useSettled } from '../use-settled.ts';
import {
  applyEdit,
  copyLines,
  emptyTexts,
  type CombinedField,
  type FieldTexts,
  type MultiFieldDefinition,
} from './multi-field.ts';
import { multiFieldMessages } from './messages.ts';
import { localizeDefinition, type UnitNames } from './unit-names.ts';

/**
 * The shared screen of the Nepali land, distance, weight and volume converters: one field per
 * unit, all updating live from whichever is edited.
 */
export function MultiFieldConverter({
  definition: given,
  names,
  combined,
  guide,
  children,
}: {
  definition: MultiFieldDefinition;
  /** The unit and group names in the shown language (the definition's own when absent). */
  names?: UnitNames;
  /** The written-form fields in the shown language (the definition's own when absent). */
  combined?: readonly CombinedField[];
  guide: ReactNode;
  /** More panels below the converter (the land converter's plot-area calculator). */
  children?: ReactNode;
}) {
  const text = useMessages(multiFieldMessages);
  const { digits } = useDevanagariDigits();
  const definition = useMemo(
    () =>
      localizeDefinition(
        given,
        names ?? { groups: {}, units: {} },
        text.field,
        combined ?? given.combined,
      ),
    [given, names, text.field, combined],
  );
  const [texts, setTexts] = useState<FieldTexts>(() => emptyTexts(definition));
  const [edited, setEdited] = useState<string | undefined>();
  const [problem, setProblem] = useState<{ id: string; message: string } | undefined>();
  const settledProblem = useSettled(problem, 700);
  const { trackAction, trackConversion } = useToolTracking();
  const ids = useId();

  const markChanged = useOnSettledChange(`${edited ?? ''}|${edited ? texts[edited] : ''}`, () => {
    if (!edited || problem || (texts[edited] ?? '').trim() === '') return;
    trackAction('convert', { from: edited });
    trackConversion();
  });

  const edit = (id: string, text: string) => {
    markChanged();
    const outcome = applyEdit(definition, texts, id, text);
    setTexts(outcome.texts);
    setEdited(id);
    setProblem(outcome.problem);
  };

  const unitById = (id: string) => definition.units.find((unit) => unit.id === id);
  const announcement = (() => {
    if (!edited || problem) return '';
    const source =
      unitById(edited)?.short ?? definition.combined?.find((field) => field.id === edited)?.label;
    const value = texts[edited] ?? '';
    if (!source || value.trim() === '') return '';
    const parts = definition.announce
      .filter((id) => id !== edited)
      .map((id) => `${digits(texts[id] ?? '')} ${unitById(id)?.short ?? id}`);
    return text.announce(value, source, parts);
  })();
  const filled = Object.values(texts).some((value) => value.trim() !== '');
  /** The edited field keeps what was typed; the others follow the digits setting. */
  const shown = (id: string) => (id === edited ? (texts[id] ?? '') : digits(texts[id] ?? ''));

  return (
    <ToolLayout aside={<GuideCard title={text.howItWorks}>{guide}</GuideCard>}>
      <ToolPanel>
        <p className="text-sm text-muted">{text.intro}</p>
        <DevanagariDigitsToggle className="mt-4" />
        {definition.combined && (
          <fieldset className="mt-5 min-w-0">
            <legend className="text-base font-semibold">{text.writtenForms}</legend>
            <div className="mt-2 grid gap-4 sm:grid-cols-2">
              {definition.combined.map((field) => (
                <Field
                  key={field.id}
                  id={`${ids}-${field.id}`}
                  label={field.label}
                  hint={field.hint}
                  error={settledProblem?.id === field.id ? settledProblem.message : undefined}
                >
                  <Input
                    autoComplete="off"
                    spellCheck={false}
                    value={shown(field.id)}
                    onChange={(event) => edit(field.id, event.target.value)}
                  />
                </Field>
              ))}
            </div>
          </fieldset>
        )}
        {definition.groups.map((group) => (
          <fieldset key={group.id} className="mt-5 min-w-0">
            <legend className="text-base font-semibold">{group.label}</legend>
            <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {definition.units
                .filter((unit) => unit.group === group.id)
                .map((unit) => (
                  <Field
                    key={unit.id}
                    id={`${ids}-${unit.id}`}
                    label={unit.label === unit.short ? unit.label : `${unit.label} (${unit.short})`}
                    error={settledProblem?.id === unit.id ? settledProblem.message : undefined}
                  >
                    <Input
                      inputMode="decimal"
                      autoComplete="off"
                      spellCheck={false}
                      value={shown(unit.id)}
                      onChange={(event) => edit(unit.id, event.target.value)}
                    />
                  </Field>
                ))}
            </div>
          </fieldset>
        ))}
        <div className="mt-6 flex flex-wrap gap-3">
          <Button
            disabled={!filled}
            onClick={() => {
              void copyWithToast(digits(copyLines(definition, texts)), text.copiedWhat);
              trackAction('copy');
            }}
          >
            <Copy aria-hidden="true" />
            {text.copyValues}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setTexts(emptyTexts(definition));
              setEdited(undefined);
              setProblem(undefined);
              trackAction('reset');
            }}
          >
            <RotateCcw aria-hidden="true" />
            {text.clearAll}
          </Button>
        </div>
        <LiveResult message={announcement} />
      </ToolPanel>
      {children}
    </ToolLayout>
  );
}
