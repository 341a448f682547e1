import type { ToolRef } from './types.ts';

/** What a tool takes in or gives out: the ground on which two tools are related. */
export type ToolKind =
  | 'image'
  | 'video'
  | 'audio'
  | 'pdf'
  | 'word'
  | 'text'
  | 'code'
  | 'colour'
  | 'measure'
  | 'date'
  | 'money';

/** Kinds of the tools of a category, unless the tool is listed below. */
const categoryKinds: Readonly<Record<string, readonly ToolKind[]>> = {
  'image-tools': ['image'],
  'video-tools': ['video'],
  'audio-tools': ['audio'],
  'document-tools': ['pdf'],
  'text-utility-tools': ['text'],
  'design-color-tools': ['colour', 'code'],
  'nepali-tools': ['measure'],
  'international-unit-tools': ['measure'],
  'conversion-tools': ['measure'],
};

/** Tools whose input or output differs from their category's (tool-kinds.test.ts checks each exists). */
export const toolKindOverrides: Readonly<Record<string, readonly ToolKind[]>> = {
  'images-to-pdf': ['image', 'pdf'],
  'pdf-to-images': ['pdf', 'image'],
  'image-to-gif': ['image'],
  'video-to-gif': ['video', 'image'],
  'extract-audio': ['video', 'audio'],
  'add-audio': ['video', 'audio'],
  'word-to-pdf': ['word', 'pdf'],
  'pdf-to-word': ['pdf', 'word'],
  'json-formatter': ['code'],
  'css-formatter': ['code'],
  'html-formatter': ['code'],
  'javascript-formatter': ['code'],
  'php-formatter': ['code'],
  'scss-compiler': ['code'],
  'regex-tester': ['code', 'text'],
  'image-color-extractor': ['image', 'colour'],
  'nepali-date-converter': ['date'],
  'nepali-season-converter': ['date'],
  'nepali-number-to-words': ['money', 'text'],
  'currency-converter': ['money', 'measure'],
  'timezone-converter': ['date'],
};

/** Kinds that sit close enough to suggest one for the other when little else is related. */
const families: readonly (readonly ToolKind[])[] = [
  ['image', 'video', 'audio'],
  ['pdf', 'word'],
  ['text', 'code'],
  ['measure', 'date', 'money'],
];

export function kindsOf(ref: ToolRef): readonly ToolKind[] {
  return toolKindOverrides[ref.tool.slug] ?? categoryKinds[ref.category.slug] ?? [];
}

export function familyOf(kind: ToolKind): readonly ToolKind[] {
  return families.find((family) => family.includes(kind)) ?? [kind];
}
