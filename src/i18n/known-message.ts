/**
 * The shown-language text of a message that pure code gave in English: pure functions (parsers,
 * validators) keep returning their English constants, and the screen looks the message up here.
 * A message that is not one of `english`'s is shown as it is.
 */
export function knownMessage<K extends string>(
  message: string,
  english: Readonly<Record<K, string>>,
  shown: Readonly<Record<K, string>>,
): string {
  const key = (Object.keys(english) as K[]).find((candidate) => english[candidate] === message);
  return key === undefined ? message : shown[key];
}
