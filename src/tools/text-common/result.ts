/** The answer of a conversion that can fail with a message for the visitor. */
export type TextResult = { ok: true; value: string } | { ok: false; error: string };

export const success = (value: string): TextResult => ({ ok: true, value });
export const failure = (error: string): TextResult => ({ ok: false, error });
