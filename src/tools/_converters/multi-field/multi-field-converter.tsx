import { Copy, RotateCcw } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useToolTracking } from '../../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../../components/tool-layout.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { copyWithToast } from '../copy.ts';
import { LiveResult } from '../live-region.tsx';
import { useOnSettledChange, useSettled } from '../use-settled.ts';
import {
  applyEdit,
  copyLines,
  emptyTexts,
  type FieldTexts,
  type MultiFieldDefinition,
} from './multi-field.ts';

/**
 * The shared screen of the Nepali land, distance, weight and volume converters: one field per
 * unit, all updating live from whichever is edited.
 */
export function MultiFieldConverter({
  definition,
  guide,
  children,
}: {
  definition: MultiFieldDefinition;
  guide: ReactNode;
  /** More panels below the converter (the land converter's plot-area calculator). */
  children?: ReactNode;
}) {
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
      .map((id) => `${texts[id]} ${unitById(id)?.short ?? id}`);
    return `${value} ${source} is ${parts.join(' and ')}.`;
  })();
  const filled = Object.values(texts).some((text) => text.trim() !== '');

  return (
    <ToolLayout aside={<GuideCard title="How it works">{guide}</GuideCard>}>
      <ToolPanel>
        <p className="text-sm text-muted">
          Type a number in any field: every other field shows the same amount in its unit. Numbers
          may be written 1,234.5 or 1234.5.
        </p>
        {definition.combined && (
          <fieldset className="mt-5 min-w-0">
            <legend className="text-base font-semibold">Written forms</legend>
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
                    value={texts[field.id] ?? ''}
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
                      value={texts[unit.id] ?? ''}
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
              void copyWithToast(copyLines(definition, texts), 'The values');
              trackAction('copy');
            }}
          >
            <Copy aria-hidden="true" />
            Copy Values
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
            Clear All
          </Button>
        </div>
        <LiveResult message={announcement} />
      </ToolPanel>
      {children}
    </ToolLayout>
  );
}
