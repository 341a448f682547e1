import type { ReactNode } from 'react';
import { richText } from '../../i18n/index.ts';

/** A guide's paragraphs from its messages, in order; `{name}` places `parts.name` (code samples). */
export function GuideParagraphs({
  paragraphs,
  parts = {},
}: {
  paragraphs: Readonly<Record<string, string>>;
  parts?: Readonly<Record<string, ReactNode>>;
}) {
  return (
    <>
      {Object.values(paragraphs).map((paragraph, index) => (
        <p key={index}>{richText(paragraph, parts)}</p>
      ))}
    </>
  );
}
