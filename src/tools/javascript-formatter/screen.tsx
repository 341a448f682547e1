import { CodeToolScreen, type CodeToolConfig } from '../text-common/code-tool-screen.tsx';
import { indentOptions } from '../text-common/indent.ts';
import { formatJavaScript, loadJavaScriptFormatter } from './format-javascript.ts';

const config: CodeToolConfig = {
  language: 'JavaScript',
  action: 'Format',
  failure: 'Failed to format JavaScript',
  outputLabel: 'Formatted JavaScript',
  placeholder: 'const total=items.reduce((sum,item)=>{return sum+item.price*item.qty},0)',
  option: { label: 'Indentation', options: indentOptions, initial: '2' },
  run: async (code, indent) => ({ output: await formatJavaScript(code, indent) }),
  preload: loadJavaScriptFormatter,
  guide: (
    <>
      <p>
        Paste JavaScript (modern syntax and JSX are fine), choose the indentation and press Format.
      </p>
      <p>
        Spacing, line breaks, semicolons and quotes become consistent; what the code does stays the
        same.
      </p>
      <p>
        A syntax error is reported with its line and column. Formatting happens in your browser with
        Prettier.
      </p>
    </>
  ),
};

export default function JavaScriptFormatterScreen() {
  return <CodeToolScreen config={config} />;
}
