import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tests/support/chromium.ts';

export { chromiumPath };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** Prints one measured figure as an aligned line: name, value, unit, and an optional note. */
export function report(name: string, value: number | string, unit = '', note = ''): void {
  const shown = typeof value === 'number' ? value.toFixed(value < 10 ? 2 : 1) : value;
  console.log(
    `${name.padEnd(48)} ${String(shown).padStart(10)} ${unit.padEnd(6)} ${note}`.trimEnd(),
  );
}

/** The longest main-thread task seen on a page since the last reset, in ms. */
export interface LongTaskWatch {
  /** Starts a new measure. */
  reset(): Promise<void>;
  /** The longest task since the last reset; 0 when there was none (only tasks over 50 ms count). */
  longest(): Promise<number>;
}

/**
 * Watches the page's main thread with PerformanceObserver 'longtask' (the browser reports tasks
 * over 50 ms). The watch ends when the page navigates.
 */
export async function watchLongTasks(page: Page): Promise<LongTaskWatch> {
  await page.evaluate(() => {
    const state = window as unknown as { benchLongestTask: number };
    state.benchLongestTask = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        state.benchLongestTask = Math.max(state.benchLongestTask, entry.duration);
    }).observe({ type: 'longtask' });
  });
  return {
    reset: () =>
      page.evaluate(() => {
        (window as unknown as { benchLongestTask: number }).benchLongestTask = 0;
      }),
    longest: () =>
      page.evaluate(() => (window as unknown as { benchLongestTask: number }).benchLongestTask),
  };
}
