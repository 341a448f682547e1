import { prettierIndent } from '../text-common/indent.ts';

/** prettier with the Babel parser (modern JavaScript and JSX), fetched only on this page. */
export function loadJavaScriptFormatter() {
  return Promise.all([
    import('prettier/standalone'),
    import('prettier/plugins/babel'),
    import('prettier/plugins/estree'),
  ]);
}

export async function formatJavaScript(code: string, indent: string): Promise<string> {
  const [prettier, ...plugins] = await loadJavaScriptFormatter();
  return prettier.format(code, { parser: 'babel', plugins, ...prettierIndent(indent) });
}
