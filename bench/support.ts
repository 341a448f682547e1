import { chromium, type Browser } from 'playwright-core';
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
