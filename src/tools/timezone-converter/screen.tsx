import { ArrowDownUp, Clock, Copy, Plus, RotateCcw, X } from 'lucide-react';
import { startTransition, useEffect, useId, useMemo, useState } from 'react';
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
import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { useInBrowser } from '../../lib/use-in-browser.ts';
import { timezoneMessages } from './messages.ts';
import {
  changeSourceZone,
  describeInZone,
  describeResolution,
  DEFAULT_TARGET_COUNT,
  initialState,
  swapZones,
  type ZoneState,
} from './zone-view.ts';
import { allTimeZones, parseWallTime, instantOfWallTime, zoneLabel } from './zones.ts';

/**
 * How many zones each step adds to the selects: 836 options at once held a phone for ~150 ms,
 * so they fill in steps of a few milliseconds after the screen shows.
 */
const ZONES_PER_STEP = 60;

let zoneList: readonly string[] | undefined;
const listedZones = () => (zoneList ??= allTimeZones());

/** A zone's row while the page shows the server's paint: the lines of a row, empty. */
function PendingRow() {
  return (
    <li className="flex items-start justify-between gap-3 p-3" aria-hidden="true">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">&nbsp;</p>
        <p className="text-lg">&nbsp;</p>
        <p className="text-sm">&nbsp;</p>
      </div>
      <span className="size-10 shrink-0" />
    </li>
  );
}

export default function Screen(_props: ToolScreenProps) {
  const text = useMessages(timezoneMessages);
  const ids = useId();
  const { trackAction, trackConversion } = useToolTracking();
  // The visitor's time and zone are known in the browser only: the server (and the browser's
  // first render, which repeats it) paints the fields and rows empty at their size; they are
  // filled in the render after.
  const inBrowser = useInBrowser();
  // The ~400 zones the browser knows fill the selects in steps once the screen shows, each in a
  // task of its own; a select always lists its chosen zone.
  const [listed, setListed] = useState(0);
  useEffect(() => {
    if (listed >= listedZones().length) return;
    const timer = setTimeout(() =>
      startTransition(() => setListed(Math.min(listedZones().length, listed + ZONES_PER_STEP))),
    );
    return () => clearTimeout(timer);
  }, [listed]);
  const zoneOptions = useMemo(
    () =>
      listedZones()
        .slice(0, listed)
        .map((zone) => ({ value: zone, label: zoneLabel(zone) })),
    [listed],
  );
  const optionsWith = (zone: string) =>
    zoneOptions.some((option) => option.value === zone)
      ? zoneOptions
      : [...zoneOptions, { value: zone, label: zoneLabel(zone) }];
  const [state, setState] = useState<ZoneState>(() => initialState(Date.now()));
  /** The state the screen opened with: it is shown, not announced. */
  const [openedWith] = useState(state);
  const [toAdd, setToAdd] = useState('Asia/Kathmandu');
  /** Said beside the zone list when the chosen zone is listed already (no toast). */
  const [addNotice, setAddNotice] = useState('');

  const wall = inBrowser ? parseWallTime(state.date, state.time) : undefined;
  const resolved = wall ? instantOfWallTime(wall, state.from) : undefined;
  const rows =
    resolved && wall
      ? state.targets.map((zone) => describeInZone(resolved.instant, zone, wall, text.row))
      : [];
  const note =
    resolved && wall ? describeResolution(resolved, wall, state.from, text.row) : undefined;
  const copyLines = rows.map((row) => `${row.label}: ${row.dateTime} (${row.offset})`).join('\n');
  const announcement =
    rows.length > 0 && state !== openedWith
      ? `${rows
          .slice(0, 3)
          .map((row) => `${row.label} ${row.dateTime}`)
          .join('; ')}${rows.length > 3 ? text.more(rows.length - 3) : ''}.`
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
        <GuideCard title={text.howItWorks}>
          <p>{text.guide.pick}</p>
          <p>{text.guide.database}</p>
          <p>{text.guide.gaps}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={text.date}
            id={`${ids}-date`}
            error={inBrowser && !wall && state.date.trim() === '' ? text.enterDate : undefined}
          >
            <Input
              // A new field when filled: the browser's date parts growing in place would move.
              key={String(inBrowser)}
              type="date"
              value={inBrowser ? state.date : ''}
              onChange={(event) => update({ date: event.target.value })}
            />
          </Field>
          <Field
            label={text.time}
            id={`${ids}-time`}
            error={inBrowser && !wall && state.date.trim() !== '' ? text.enterTime : undefined}
          >
            <Input
              key={String(inBrowser)}
              type="time"
              value={inBrowser ? state.time : ''}
              onChange={(event) => update({ time: event.target.value })}
            />
          </Field>
        </div>
        <div className="mt-4 grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
          <Field label={text.fromZone} id={`${ids}-from`} hint={note}>
            <NativeSelect
              options={inBrowser ? optionsWith(state.from) : []}
              placeholder={inBrowser ? undefined : ''}
              value={inBrowser ? state.from : ''}
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
            {text.swap}
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
            {text.now}
          </Button>
        </div>

        <h2 className="mt-5 text-lg font-semibold">{text.otherZones}</h2>
        {!inBrowser ? (
          <ul className="mt-2 divide-y divide-line rounded-card border border-line">
            {Array.from({ length: DEFAULT_TARGET_COUNT }, (_, index) => (
              <PendingRow key={index} />
            ))}
          </ul>
        ) : rows.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{wall ? text.addBelow : text.enterBoth}</p>
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
                  label={text.remove(row.label)}
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
          <Field label={text.addZone} id={`${ids}-add`} hint={addNotice || undefined}>
            <NativeSelect
              options={optionsWith(toAdd)}
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
                setAddNotice(text.listed(zoneLabel(toAdd)));
                return;
              }
              setAddNotice('');
              update({ targets: [...state.targets, toAdd] });
              trackAction('add_zone', { zone: toAdd });
            }}
          >
            <Plus aria-hidden="true" />
            {text.add}
          </Button>
        </div>

        <div className="mt-6 flex flex-wrap gap-3">
          <Button
            disabled={rows.length === 0}
            onClick={() => {
              void copyWithToast(copyLines, text.copiedWhat);
              trackAction('copy');
            }}
          >
            <Copy aria-hidden="true" />
            {text.copyTimes}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setState(initialState(Date.now()));
              trackAction('reset');
            }}
          >
            <RotateCcw aria-hidden="true" />
            {text.reset}
          </Button>
        </div>
        <LiveResult message={announcement} />
      </ToolPanel>
    </ToolLayout>
  );
}
