/** How a result's size compares with the original's: '75% smaller', '3% larger', 'the same size'. */
export function sizeChange(before: number, after: number): string {
  if (before <= 0) return '';
  const percent = Math.round((100 * (before - after)) / before);
  if (percent > 0) return `${percent}% smaller`;
  if (percent < 0) return `${-percent}% larger`;
  return 'about the same size';
}
