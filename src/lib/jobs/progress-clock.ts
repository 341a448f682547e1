import { jobTexts, type jobTextMessages } from './messages.ts';

/**
 * What the progress box says about time (honest progress, docs/product.md): the time left only while an
 * estimate holds, counted down from when it arrived, so the figure moves every second; once the
 * estimate has run out, or when there is none (a stage that reports nothing while it runs), the
 * time elapsed instead.
 */
export type ProgressClock =
  { kind: 'left'; seconds: number } | { kind: 'elapsed'; seconds: number };

/** The words the clock is told in. */
export type ClockWords = (typeof jobTextMessages)['ne']['clock'];

export interface Estimate {
  /** Seconds left when the estimate arrived. */
  seconds: number | undefined;
  /** When it arrived (ms, this page's clock). */
  at: number | undefined;
}

export function progressClock(estimate: Estimate, startedAt: number, now: number): ProgressClock {
  const { seconds, at } = estimate;
  if (seconds !== undefined && at !== undefined && Number.isFinite(seconds)) {
    const left = seconds - (now - at) / 1000;
    if (left >= 0.5) return { kind: 'left', seconds: Math.ceil(left) };
  }
  return { kind: 'elapsed', seconds: Math.max(0, Math.floor((now - startedAt) / 1000)) };
}

/** 65 -> '1 min 5 s'; to the second, so the figure never stands still while time passes. */
export function formatDuration(seconds: number, words: ClockWords = jobTexts.clock): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  const { hours: h, minutes: min, seconds: s } = words;
  if (hours > 0) return `${hours} ${h} ${minutes} ${min} ${rest} ${s}`;
  if (minutes > 0) return `${minutes} ${min} ${rest} ${s}`;
  return `${rest} ${s}`;
}

/** The clock in words: English unless a language's words are given (jobTextMessages). */
export function formatClock(clock: ProgressClock, words: ClockWords = jobTexts.clock): string {
  const duration = formatDuration(clock.seconds, words);
  return clock.kind === 'left' ? words.left(duration) : words.elapsed(duration);
}
