import { CodeToolScreen, type CodeToolConfig } from '../text-common/code-tool-screen.tsx';
import { indentOptions } from '../text-common/indent.ts';
import { formatCss, loadCssFormatter } from './format-css.ts';

const config: CodeToolConfig = {
  language: 'CSS',
  action: 'Format',
  failure: 'Failed to format CSS',
  outputLabel: 'Formatted CSS',
  placeholder: '.card{color:#333;padding:8px 16px}\n.card:hover{color:#000}',
  option: { label: 'Indentation', options: indentOptions, initial: '2' },
  run: async (code, indent) => ({ output: await formatCss(code, indent) }),
  preload: loadCssFormatter,
  guide: (
    <>
      <p>Paste CSS, choose the indentation and press Format.</p>
      <p>
        Each rule and declaration goes on its own line, with consistent spacing and quotes. The
        meaning of your CSS does not change.
      </p>
      <p>
        Broken CSS is not guessed at: the error names the line and column to fix. Formatting happens
        in your browser with Prettier.
      </p>
    </>
  ),
};

export default function CssFormatterScreen() {
  return <CodeToolScreen config={config} />;
}
