import { useId, useState } from 'react';
import { ToolPanel } from '../../components/tool-layout.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { formatGrouped, parseNumber } from '../_converters/number-text.ts';
import { LiveResult } from '../_converters/live-region.tsx';
import { useSettled } from '../_converters/use-settled.ts';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { ErrorNote } from '../text-common/error-note.tsx';
import { BKD, RAPD, writeLandForm } from './land-forms.ts';
import { plotArea, type LengthUnit, type PlotShape } from './plot-area.ts';

type ShapeKind = PlotShape['kind'];

const SHAPES: readonly { value: ShapeKind; label: string; hint: string; sides: readonly Side[] }[] =
  [
    {
      value: 'rectangle',
      label: 'Rectangle',
      hint: 'Two sides',
      sides: [
        { id: 'length', label: 'Length' },
        { id: 'width', label: 'Width' },
      ],
    },
    {
      value: 'triangle',
      label: 'Triangle',
      hint: 'Three sides',
      sides: [
        { id: 'a', label: 'Side A' },
        { id: 'b', label: 'Side B' },
        { id: 'c', label: 'Side C' },
      ],
    },
    {
      value: 'quadrilateral',
      label: 'Four-sided plot',
      hint: 'Four sides and a diagonal',
      sides: [
        { id: 'ab', label: 'Side AB' },
        { id: 'bc', label: 'Side BC' },
        { id: 'cd', label: 'Side CD' },
        { id: 'da', label: 'Side DA' },
        { id: 'ac', label: 'Diagonal AC' },
      ],
    },
  ];

interface Side {
  id: string;
  label: string;
}

const UNITS = [
  { value: 'ft', label: 'Feet' },
  { value: 'm', label: 'Metres' },
] as const;

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
  const ids = useId();
  const [kind, setKind] = useState<ShapeKind>('rectangle');
  const [unit, setUnit] = useState<LengthUnit>('ft');
  const [texts, setTexts] = useState<Record<string, string>>({});
  const sides = SHAPES.find((shape) => shape.value === kind)?.sides ?? [];
  const typed = sides.map((side) => (texts[side.id] ?? '').trim());
  const complete = typed.every((text) => text !== '');
  const values = Object.fromEntries(
    sides.map((side, i) => [side.id, parseNumber(typed[i] ?? '') ?? NaN]),
  );
  const result = complete ? plotArea(shapeOf(kind, values), unit) : undefined;
  const problem = result && !result.ok ? result.message : '';
  const settledProblem = useSettled(problem, 700);
  const rows = result?.ok
    ? [
        { label: 'Square feet', value: formatGrouped(Math.round(result.sqFt * 100) / 100) },
        { label: 'Square metres', value: formatGrouped(Math.round(result.sqM * 100) / 100) },
        { label: `${RAPD.label} (R-A-P-D)`, value: writeLandForm(RAPD, result.sqFt) },
        { label: `${BKD.label} (B-K-D)`, value: writeLandForm(BKD, result.sqFt) },
      ]
    : [];

  return (
    <ToolPanel
      title="Plot area from its sides"
      description="Measure the sides of the plot and type them here."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceGroup<ShapeKind>
          look="list"
          legend="Shape"
          value={kind}
          options={SHAPES}
          onChange={setKind}
        />
        <ChoiceGroup<LengthUnit>
          look="list"
          legend="Lengths in"
          value={unit}
          options={UNITS}
          onChange={setUnit}
        />
      </div>
      {kind === 'quadrilateral' && (
        <p className="mt-4 text-sm text-muted">
          Name the corners A, B, C, D in order round the plot. The diagonal AC cuts it into two
          triangles, so the area is exact for any four-sided plot.
        </p>
      )}
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sides.map((side) => (
          <Field
            key={`${kind}-${side.id}`}
            id={`${ids}-${kind}-${side.id}`}
            label={`${side.label} (${unit})`}
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
              <dd className="text-lg font-semibold text-ink">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <LiveResult
        message={
          rows.length > 0
            ? `Area: ${rows.map((row) => `${row.value} ${row.label}`).join(', ')}.`
            : ''
        }
      />
    </ToolPanel>
  );
}
