import { ArrowDownUp, Clock, Copy, Plus, RotateCcw, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { copyWithToast } from '../_converters/copy.ts';
import { LiveResult } from '../_converters/live-region.tsx';
import { useOnSettledChange } from '../_converters/use-settled.ts';
import type { ToolScreenProps } from '../registry.ts';
import {
  changeSourceZone,
  describeInZone,
  describeResolution,
  initialState,
  swapZones,
  type ZoneState,
} from './zone-view.ts';
import { allTimeZones, parseWallTime, instantOfWallTime, zoneLabel } from './zones.ts';

export default function Screen(_props: ToolScreenProps) {
  const ids = useId();
  const { trackAction, trackConversion } = useToolTracking();
  const zones = useMemo(() => allTimeZones(), []);
  const zoneOptions = useMemo(
    () => zones.map((zone) => ({ value: zone, label: zoneLabel(zone) })),
    [zones],
  );
  const [state, setState] = useState<ZoneState>(() => initialState(Date.now()));
  const [toAdd, setToAdd] = useState('Asia/Kathmandu');
  /** Said beside the zone list when the chosen zone is listed already (no toast). */
  const [addNotice, setAddNotice] = useState('');

  const wall = parseWallTime(state.date, state.time);
  const resolved = wall ? instantOfWallTime(wall, state.from) : undefined;
  const rows =
    resolved && wall
      ? state.targets.map((zone) => describeInZone(resolved.instant, zone, wall))
      : [];
  const note = resolved && wall ? describeResolution(resolved, wall, state.from) : undefined;
  const copyLines = rows.map((row) => `${row.label}: ${row.dateTime} (${row.offset})`).join('\n');
  const announcement = rows.length
    ? `${rows
        .slice(0, 3)
        .map((row) => `${row.label} ${row.dateTime}`)
        .join('; ')}${rows.length > 3 ? `, and ${rows.length - 3} more` : ''}.`
    : '';

  const markChanged = useOnSettledChange(
    `${state.date}|${state.time}|${state.from}|${state.targets.join(',')}`,
    () => {
      if (!resolved) return;
      trackAction('convert', { from: state.from });
      trackConversion();
    },
  );
  const update = (next: Partial<ZoneState>) => {
    markChanged();
    setState((current) => ({ ...current, ...next }));
  };

  return (
    <ToolLayout
      aside={
        <GuideCard title="How it works">
          <p>
            Pick a date, a time and the zone they belong to; every zone below shows the same moment
            on its own clock.
          </p>
          <p>
            The zones and their daylight saving rules come from your browser’s copy of the IANA time
            zone database, so changes of clocks are taken into account on every date.
          </p>
          <p>
            A time skipped when clocks go forward is moved past the gap; a time that happens twice
            when clocks go back is read as the first one. The tool says so when it happens.
          </p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Date"
            id={`${ids}-date`}
            error={!wall && state.date.trim() === '' ? 'Enter a date.' : undefined}
          >
            <Input
              type="date"
              value={state.date}
              onChange={(event) => update({ date: event.target.value })}
            />
          </Field>
          <Field
            label="Time"
            id={`${ids}-time`}
            error={!wall && state.date.trim() !== '' ? 'Enter a time, like 09:30.' : undefined}
          >
            <Input
              type="time"
              value={state.time}
              onChange={(event) => update({ time: event.target.value })}
            />
          </Field>
        </div>
        <div className="mt-4 grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
          <Field label="Time zone of this date and time" id={`${ids}-from`} hint={note}>
            <NativeSelect
              options={zoneOptions}
              value={state.from}
              onChange={(event) => {
                const zone = event.target.value;
                markChanged();
                setState((current) => changeSourceZone(current, zone));
              }}
            />
          </Field>
          <Button
            variant="outline"
            className={note ? 'sm:mb-6' : undefined}
            disabled={!resolved || state.targets.length === 0}
            onClick={() => {
              if (!resolved) return;
              markChanged();
              setState((current) => swapZones(current, resolved.instant));
              trackAction('swap');
            }}
          >
            <ArrowDownUp aria-hidden="true" />
            Swap with first zone
          </Button>
        </div>
        <div className="mt-2">
          <Button
            variant="link"
            className="px-0"
            onClick={() => {
              const now = initialState(Date.now(), state.from);
              update({ date: now.date, time: now.time });
            }}
          >
            <Clock aria-hidden="true" />
            Use the current time
          </Button>
        </div>

        <h2 className="mt-5 text-lg font-semibold">In other time zones</h2>
        {rows.length === 0 ? (
          <p className="mt-2 text-sm text-muted">
            {wall
              ? 'Add a time zone below to see this moment there.'
              : 'Enter a date and a time to convert them.'}
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-line rounded-card border border-line">
            {rows.map((row) => (
              <li key={row.zone} className="flex items-start justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words">{row.label}</p>
                  <p className="text-lg">{row.dateTime}</p>
                  <p className="text-sm text-muted">
                    {row.offset}
                    {row.abbreviation && ` · ${row.abbreviation}`}
                    {row.dayNote && ` · ${row.dayNote}`}
                  </p>
                </div>
                <IconButton
                  variant="ghost"
                  label={`Remove ${row.label}`}
                  icon={<X aria-hidden="true" />}
                  onClick={() =>
                    update({ targets: state.targets.filter((zone) => zone !== row.zone) })
                  }
                />
              </li>
            ))}
          </ul>
        )}

        <div className="mt-4 grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
          <Field label="Add a time zone" id={`${ids}-add`} hint={addNotice || undefined}>
            <NativeSelect
              options={zoneOptions}
              value={toAdd}
              onChange={(event) => {
                setToAdd(event.target.value);
                setAddNotice('');
              }}
            />
          </Field>
          <Button
            variant="secondary"
            onClick={() => {
              if (state.targets.includes(toAdd)) {
                setAddNotice(`${zoneLabel(toAdd)} is in the list already.`);
                return;
              }
              setAddNotice('');
              update({ targets: [...state.targets, toAdd] });
              trackAction('add_zone', { zone: toAdd });
            }}
          >
            <Plus aria-hidden="true" />
            Add Time Zone
          </Button>
        </div>

        <div className="mt-6 flex flex-wrap gap-3">
          <Button
            disabled={rows.length === 0}
            onClick={() => {
              void copyWithToast(copyLines, 'The times');
              trackAction('copy');
            }}
          >
            <Copy aria-hidden="true" />
            Copy Times
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setState(initialState(Date.now()));
              trackAction('reset');
            }}
          >
            <RotateCcw aria-hidden="true" />
            Reset
          </Button>
        </div>
        <LiveResult message={announcement} />
      </ToolPanel>
    </ToolLayout>
  );
}
