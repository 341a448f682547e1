/**
 * Noto Sans Devanagari, served by the site itself, for the screens that write Nepali: visitors
 * whose system has no Devanagari font would see empty boxes otherwise. Only the Devanagari
 * subset, and the browser fetches it only when such characters are on the page.
 */
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-500.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
import './devanagari.css';

const WEIGHTS = [400, 500, 600, 700];

/**
 * A screen's preload (src/tools/registry.ts): the Devanagari faces are fetched before the screen
 * first paints, so its Nepali text is not laid out twice (fallback, then this font).
 */
export function loadDevanagariFont(): Promise<unknown> {
  if (typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  return Promise.all(
    WEIGHTS.map((weight) => document.fonts.load(`${weight} 1em 'Noto Sans Devanagari'`, 'क')),
  );
}
