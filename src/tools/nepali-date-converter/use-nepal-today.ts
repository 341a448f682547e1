import { useSyncExternalStore } from 'react';
import type { CalendarDate } from '../../../shared/calendar/bs-calendar.ts';
import { isoDay, todayInNepal } from '../../../shared/calendar/today.ts';

/**
 * The attribute a screen writes today's date in Nepal into (YYYY-MM-DD), so the browser takes a
 * server-rendered page over with the day the server rendered it on (src/entry-server.tsx keeps
 * that HTML for the day), then moves to its own day if they differ.
 */
export const NEPAL_TODAY_ATTRIBUTE = 'data-nepal-today';

function parseIsoDay(text: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

const browserDay = () => isoDay(todayInNepal());

/** On the server its own day; in the browser taking a page over, the day that page shows. */
function renderedDay(): string {
  if (typeof document === 'undefined') return browserDay();
  const shown = document.querySelector(`[${NEPAL_TODAY_ATTRIBUTE}]`);
  const day = shown?.getAttribute(NEPAL_TODAY_ATTRIBUTE);
  return day && parseIsoDay(day) ? day : browserDay();
}

// Checked every minute, so a page left open past midnight in Nepal moves to the new day.
function subscribe(listener: () => void): () => void {
  const timer = setInterval(listener, 60_000);
  return () => clearInterval(timer);
}

/**
 * Today's Gregorian date in Nepal as `YYYY-MM-DD` (a stable value for React), the same on the
 * server and in the browser's first render of a server-rendered page (no hydration mismatch).
 * Write it into the screen's HTML with NEPAL_TODAY_ATTRIBUTE.
 */
export function useNepalTodayIso(): string {
  return useSyncExternalStore(subscribe, browserDay, renderedDay);
}

export function nepalDayOf(iso: string): CalendarDate {
  return parseIsoDay(iso) ?? todayInNepal();
}
