/** `percent` (0-100) of one step, as a share of the whole bar between `from` and `to`. */
export function partOf(percent: number, from: number, to: number): number {
  const clamped = Math.max(0, Math.min(100, percent));
  return Math.round((from + ((to - from) * clamped) / 100) * 10) / 10;
}

function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return value >= 10 ? value.toFixed(0) : value.toFixed(1);
}

/** The stage shown while a URL's file arrives: 'Downloading: 3.2 of 45 MB'. */
export function downloadStage(received: number, total: number | null): string {
  return total
    ? `Downloading: ${megabytes(received)} of ${megabytes(total)} MB`
    : `Downloading: ${megabytes(received)} MB`;
}
