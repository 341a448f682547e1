import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with marked-up parts: `{name}` places `parts.name` (a code sample, a
 * word in another language), so each language orders the sentence its own way.
 */
export function richText(template: string, parts: Readonly<Record<string, ReactNode>>): ReactNode {
  return template.split(/\{(\w+)\}/).map((piece, index) =>
    // Odd pieces are the names between braces.
    index % 2 === 1 ? <Fragment key={index}>{parts[piece] ?? `{${piece}}`}</Fragment> : piece,
  );
}
