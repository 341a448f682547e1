/** A time estimate in words: 'about 5 s left', 'about 2 min left', 'almost done'. */
export function formatTimeLeft(seconds: number | undefined): string | undefined {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return undefined;
  if (seconds <= 1) return 'almost done';
  if (seconds < 60) return `about ${Math.round(seconds)} s left`;
  if (seconds < 3600) return `about ${Math.round(seconds / 60)} min left`;
  return `about ${Math.round(seconds / 3600)} h left`;
}

/** An ordinal place in line: 1st, 2nd, 3rd, 4th, 11th, 21st... */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${n % 10 > 3 ? 'th' : suffix}`;
}
