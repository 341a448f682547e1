import { prettierIndent } from '../text-common/indent.ts';

/** prettier and its CSS parser, fetched only when this page needs them. */
export function loadCssFormatter() {
  return Promise.all([import('prettier/standalone'), import('prettier/plugins/postcss')]);
}

export async function formatCss(code: string, indent: string): Promise<string> {
  const [prettier, postcss] = await loadCssFormatter();
  return prettier.format(code, { parser: 'css', plugins: [postcss], ...prettierIndent(indent) });
}
