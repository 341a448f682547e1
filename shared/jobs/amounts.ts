/** Amounts as the refusal messages say them. */

/** A whole number with thousands separators: 1600000 is '1,600,000'. */
export function count(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** Pixels as megapixels for messages: 1,600 megapixels, 33.2 megapixels, 0.3 megapixels. */
export function megapixels(pixels: number): string {
  const mp = pixels / 1_000_000;
  if (mp >= 10) return `${count(mp)} megapixels`;
  const rounded = Math.round(mp * 10) / 10;
  return `${rounded === 0 ? '0.1' : String(rounded)} megapixels`;
}

/** Bytes as megabytes (1024 x 1024) for messages: '1,024 MB'. */
export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${mb >= 10 ? count(mb) : String(Math.round(mb * 10) / 10 || 0.1)} MB`;
}

/** A duration for messages: '3 seconds', '1 second', '2 hours 5 minutes'. */
export function duration(seconds: number): string {
  const plural = (n: number, unit: string) => `${count(n)} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 120) {
    const s = seconds < 10 ? Math.round(seconds * 10) / 10 : Math.round(seconds);
    return `${s === 1 ? '1' : s.toLocaleString('en-US')} second${s === 1 ? '' : 's'}`;
  }
  const minutes = Math.round(seconds / 60);
  if (minutes < 120) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${plural(hours, 'hour')} ${plural(rest, 'minute')}` : plural(hours, 'hour');
}

/** 'width × height pixels'. */
export function size(width: number, height: number, unit = 'pixels'): string {
  return `${count(width)} × ${count(height)} ${unit}`;
}

/** A file name for messages, quoted. */
export function quoted(name: string): string {
  return `"${name}"`;
}
