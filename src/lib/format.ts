/**
 * Metric display (docs/product.md#honest-figures): 1,000 or more as K with one decimal, 1,000,000
 * or more as M; smaller numbers as whole numbers.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) {
    const thousands = (value / 1_000).toFixed(1);
    // 999,950 rounds to 1000.0K: show it as 1.0M instead.
    if (Math.abs(Number(thousands)) >= 1000) return `${(value / 1_000_000).toFixed(1)}M`;
    return `${thousands}K`;
  }
  return String(Math.round(value));
}

/** Average processing time: one decimal plus 's'. */
export function formatSeconds(value: number): string {
  return `${(Number.isFinite(value) ? value : 0).toFixed(1)}s`;
}

/** Bytes as a short human size: 512 B, 1.5 KB, 20.0 MB. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
