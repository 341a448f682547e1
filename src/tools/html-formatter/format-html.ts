import { prettierIndent } from '../text-common/indent.ts';

/** prettier with the HTML parser, plus CSS and JavaScript for <style> and <script> blocks. */
export function loadHtmlFormatter() {
  return Promise.all([
    import('prettier/standalone'),
    import('prettier/plugins/html'),
    import('prettier/plugins/postcss'),
    import('prettier/plugins/babel'),
    import('prettier/plugins/estree'),
  ]);
}

export async function formatHtml(code: string, indent: string): Promise<string> {
  const [prettier, ...plugins] = await loadHtmlFormatter();
  return prettier.format(code, { parser: 'html', plugins, ...prettierIndent(indent) });
}
