/**
 * The forms of the visitor's file names a log line must not carry: each name and its stem (tools
 * name their outputs after it), longest first so a name goes before its stem.
 */
export function fileNameForms(names: readonly string[]): string[] {
  return [...new Set(names.flatMap((name) => [name, name.replace(/\.[^.]*$/, '')]))]
    .filter((name) => name.length >= 3)
    .sort((a, b) => b.length - a.length);
}

/** `text` with every form of the names replaced: a tool's output or a stack, fit for a log line. */
export function withoutFileNames(text: string, forms: readonly string[]): string {
  let clean = text;
  for (const form of forms) clean = clean.replaceAll(form, '[file name]');
  return clean;
}

/** The parameters a visitor may have put something private in (a URL's token, a password). */
export function privateParameters(parameters: unknown): string[] {
  if (typeof parameters !== 'object' || parameters === null) return [];
  return Object.entries(parameters)
    .filter(([key, value]) => /url|password|token|secret/i.test(key) && typeof value === 'string')
    .map(([, value]) => value as string);
}
