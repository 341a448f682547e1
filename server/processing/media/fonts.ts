import { isExecutableFile, findExecutable } from '../../process/find-executable.ts';
import { runProcess } from '../../process/run-process.ts';
import { existsSync } from 'node:fs';

/** Bold sans-serif fonts of Debian's font packages, best first. */
export const overlayFontCandidates = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', // fonts-dejavu-core (ffmpeg depends on it)
  '/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf', // fonts-liberation2
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf', // fonts-liberation
  '/usr/share/fonts/truetype/crosextra/Carlito-Bold.ttf', // fonts-crosextra-carlito
  '/usr/share/fonts/truetype/freefont/FreeSansBold.ttf',
  '/System/Library/Fonts/Supplemental/Arial Bold.ttf',
];

let found: Promise<string | null> | undefined;

/**
 * A bold sans-serif TrueType font for text drawn on GIFs: a known Debian path, else what
 * fontconfig's `fc-match` gives, else null (the caller then refuses a text overlay clearly).
 */
export function findOverlayFont(): Promise<string | null> {
  found ??= (async () => {
    const known = overlayFontCandidates.find((path) => existsSync(path));
    if (known) return known;
    const fcMatch = findExecutable('fc-match');
    if (!fcMatch || !isExecutableFile(fcMatch)) return null;
    try {
      const result = await runProcess(fcMatch, ['-f', '%{file}', 'sans-serif:bold'], {
        timeoutMs: 10_000,
      });
      const path = result.stdout.trim();
      return result.exitCode === 0 && /\.(ttf|otf)$/i.test(path) && existsSync(path) ? path : null;
    } catch {
      return null;
    }
  })();
  return found;
}
