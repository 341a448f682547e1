/** One CSS declaration: property and value. */
export type Declaration = readonly [property: string, value: string];

/** A CSS rule as the tools print it: two-space indent, one declaration a line, a final newline. */
export function cssRule(selector: string, declarations: readonly Declaration[]): string {
  const body = declarations.map(([property, value]) => `  ${property}: ${value};`).join('\n');
  return `${selector} {\n${body}\n}\n`;
}

/** A length in pixels; zero is written bare, as CSS allows. */
export function px(value: number): string {
  return value === 0 ? '0' : `${value}px`;
}

/**
 * Declarations as a React style object ('box-shadow' becomes boxShadow), so a live preview shows
 * exactly the declarations the generated CSS holds.
 */
export function styleFromDeclarations(
  declarations: readonly Declaration[],
): Record<string, string> {
  const style: Record<string, string> = {};
  for (const [property, value] of declarations) {
    const key = property.startsWith('--')
      ? property
      : property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    style[key] = value;
  }
  return style;
}
