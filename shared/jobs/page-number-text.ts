/** The text number-pdf-pages draws on each page, from its template (`Page {n} of {total}`). */

export const pageNumberDigits = ['latin', 'devanagari'] as const;
export type PageNumberDigits = (typeof pageNumberDigits)[number];

const DEVANAGARI_ZERO = 0x0966;

/** `123` in the chosen digits: `१२३` in Devanagari. */
export function writtenNumber(value: number, digits: PageNumberDigits): string {
  const latin = String(value);
  if (digits === 'latin') return latin;
  return latin.replace(/\d/g, (digit) => String.fromCodePoint(DEVANAGARI_ZERO + Number(digit)));
}

/** The template with `{n}` (this page's number) and `{total}` (the last page's number) filled in. */
export function pageNumberText(
  template: string,
  values: { n: number; total: number; digits: PageNumberDigits },
): string {
  return template
    .replaceAll('{n}', writtenNumber(values.n, values.digits))
    .replaceAll('{total}', writtenNumber(values.total, values.digits));
}
