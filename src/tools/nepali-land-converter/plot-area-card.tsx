import { useId, useState } from 'react';
import { ToolPanel } from '../../components/tool-layout.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { formatGrouped, parseNumber } from '../../../shared/number-text.ts';
import { LiveResult } from '../_converters/live-region.tsx';
import { useSettled } from '../_converters/use-settled.ts';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { ErrorNote } from '../text-common/error-note.tsx';
import { useDevanagariDigits } from '../_converters/digits/use-devanagari-digits.ts';
import { useMessages } from '../../i18n/index.ts';
import { BKD, RAPD, writeLandForm } from './land-forms.ts';
import { landMessages } from './messages.ts';
import { plotArea, plotProblemOf, type LengthUnit, type PlotShape } from './plot-area.ts';

type ShapeKind = PlotShape['kind'];
type PlotWords = (typeof landMessages)['ne']['plot'];
type SideId = keyof PlotWords['sides'];

const SHAPE_SIDES: Readonly<Record<ShapeKind, readonly SideId[]>> = {
  rectangle: ['length', 'width'],
  triangle: ['a', 'b', 'c'],
  quadrilateral: ['ab', 'bc', 'cd', 'da', 'ac'],
};

function shapeOptions(words: PlotWords) {
  return [
    { value: 'rectangle' as const, label: words.rectangle, hint: words.rectangleHint },
    { value: 'triangle' as const, label: words.triangle, hint: words.triangleHint },
    { value: 'quadrilateral' as const, label: words.quadrilateral, hint: words.quadrilateralHint },
  ];
}

function shapeOf(kind: ShapeKind, values: Record<string, number>): PlotShape {
  const v = (id: string) => values[id] ?? NaN;
  switch (kind) {
    case 'rectangle':
      return { kind, length: v('length'), width: v('width') };
    case 'triangle':
      return { kind, a: v('a'), b: v('b'), c: v('c') };
    case 'quadrilateral':
      return { kind, ab: v('ab'), bc: v('bc'), cd: v('cd'), da: v('da'), ac: v('ac') };
  }
}

/** Area of a plot from its measured sides, in square feet and metres and the Nepali forms. */
export function PlotAreaCard() {
  const words = useMessages(landMessages).plot;
  const forms = useMessages(landMessages).forms;
  const { digits } = useDevanagariDigits();
  const ids = useId();
  const [kind, setKind] = useState<ShapeKind>('rectangle');
  const [unit, setUnit] = useState<LengthUnit>('ft');
  const [texts, setTexts] = useState<Record<string, string>>({});
  const sides = SHAPE_SIDES[kind].map((id) => ({ id, label: words.sides[id] }));
  const typed = sides.map((side) => (texts[side.id] ?? '').trim());
  const complete = typed.every((text) => text !== '');
  const values = Object.fromEntries(
    sides.map((side, i) => [side.id, parseNumber(typed[i] ?? '') ?? NaN]),
  );
  const result = complete ? plotArea(shapeOf(kind, values), unit) : undefined;
  const reason = result && !result.ok ? plotProblemOf(result.message) : undefined;
  const problem = result && !result.ok ? (reason ? words.problems[reason] : result.message) : '';
  const settledProblem = useSettled(problem, 700);
  const rows = result?.ok
    ? [
        { label: words.squareFeet, value: formatGrouped(Math.round(result.sqFt * 100) / 100) },
        { label: words.squareMetres, value: formatGrouped(Math.round(result.sqM * 100) / 100) },
        { label: `${forms.rapd} (R-A-P-D)`, value: writeLandForm(RAPD, result.sqFt) },
        { label: `${forms.bkd} (B-K-D)`, value: writeLandForm(BKD, result.sqFt) },
      ]
    : [];

  return (
    <ToolPanel title={words.title} description={words.description}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceGroup<ShapeKind>
          look="list"
          legend={words.shape}
          value={kind}
          options={shapeOptions(words)}
          onChange={setKind}
        />
        <ChoiceGroup<LengthUnit>
          look="list"
          legend={words.lengthsIn}
          value={unit}
          options={[
            { value: 'ft', label: words.feet },
            { value: 'm', label: words.metres },
          ]}
          onChange={setUnit}
        />
      </div>
      {kind === 'quadrilateral' && (
        <p className="mt-4 text-sm text-muted">{words.quadrilateralNote}</p>
      )}
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sides.map((side) => (
          <Field
            key={`${kind}-${side.id}`}
            id={`${ids}-${kind}-${side.id}`}
            label={`${side.label} (${words.unitShort[unit]})`}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={texts[side.id] ?? ''}
              onChange={(event) => setTexts({ ...texts, [side.id]: event.target.value })}
            />
          </Field>
        ))}
      </div>
      <div className="mt-4">
        <ErrorNote message={problem ? settledProblem : ''} />
      </div>
      {rows.length > 0 && (
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.label} className="rounded-lg border border-line p-3">
              <dt className="text-sm text-muted">{row.label}</dt>
              <dd className="text-lg font-semibold text-ink">{digits(row.value)}</dd>
            </div>
          ))}
        </dl>
      )}
      <LiveResult
        message={
          rows.length > 0
            ? words.area(rows.map((row) => `${digits(row.value)} ${row.label}`).join(', '))
            : ''
        }
      />
    </ToolPanel>
  );
}
