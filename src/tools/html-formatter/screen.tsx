import { CodeToolScreen, type CodeToolConfig } from '../text-common/code-tool-screen.tsx';
import { indentOptions } from '../text-common/indent.ts';
import { formatHtml, loadHtmlFormatter } from './format-html.ts';

const config: CodeToolConfig = {
  language: 'HTML',
  action: 'Format',
  failure: 'Failed to format HTML',
  outputLabel: 'Formatted HTML',
  placeholder: '<ul><li><a href="/">Home</a></li><li><a href="/about">About</a></li></ul>',
  option: { label: 'Indentation', options: indentOptions, initial: '2' },
  run: async (code, indent) => ({ output: await formatHtml(code, indent) }),
  preload: loadHtmlFormatter,
  guide: (
    <>
      <p>Paste HTML, choose the indentation and press Format.</p>
      <p>
        Nested elements are indented, long attribute lists are wrapped, and CSS in{' '}
        <code>&lt;style&gt;</code> and JavaScript in <code>&lt;script&gt;</code> are formatted too.
      </p>
      <p>
        A closing tag that does not match is reported with its line, so you can fix the markup.
        Formatting happens in your browser with Prettier.
      </p>
    </>
  ),
};

export default function HtmlFormatterScreen() {
  return <CodeToolScreen config={config} />;
}
