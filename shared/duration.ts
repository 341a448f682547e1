/**
 * A duration setting as the site's texts say it: "1 hour", "30 minutes", "2 days", in the largest
 * unit that says it exactly (after rounding up to a whole second, so a promise such as "deleted
 * within …" is never shorter than the setting).
 */
export function durationLabel(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const units: [number, string][] = [
    [86_400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ];
  const [size, name] = units.find(([unit]) => whole % unit === 0) ?? [1, 'second'];
  const count = whole / size;
  return `${count} ${name}${count === 1 ? '' : 's'}`;
}

const nepaliUnits: Readonly<Record<string, string>> = {
  day: 'दिन',
  hour: 'घण्टा',
  minute: 'मिनेट',
  second: 'सेकेन्ड',
};

/** durationLabel in Nepali: "1 घण्टा", "30 मिनेट" (Nepali nouns take no plural after a number). */
export function nepaliDurationLabel(seconds: number): string {
  const [count = '1', unit = 'second'] = durationLabel(seconds).split(' ');
  return `${count} ${nepaliUnits[unit.replace(/s$/, '')] ?? unit}`;
}
