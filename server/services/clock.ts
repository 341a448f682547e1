/** The server's local calendar day of a moment, as YYYY-MM-DD. */
export function localDay(at: number): string {
  const date = new Date(at);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Milliseconds of the server's last local midnight before (or at) a moment. */
export function localMidnight(at: number): number {
  const date = new Date(at);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** Milliseconds of the local midnight that starts the day `days` calendar days before a moment. */
export function localMidnightDaysBefore(at: number, days: number): number {
  const date = new Date(at);
  date.setHours(0, 0, 0, 0);
  // setDate keeps local midnight across a daylight-saving change, where subtracting 24 h would not.
  date.setDate(date.getDate() - days);
  return date.getTime();
}
