import { useMessages } from '../../i18n/index.ts';
import { CodeToolScreen, type CodeToolConfig } from '../text-common/code-tool-screen.tsx';
import { GuideParagraphs } from '../text-common/guide-paragraphs.tsx';
import { indentChoices } from '../text-common/indent.ts';
import { formatHtml, loadHtmlFormatter } from './format-html.ts';
import { htmlFormatterMessages } from './messages.ts';

const config: CodeToolConfig = {
  language: 'HTML',
  action: 'Format',
  placeholder: '<ul><li><a href="/">Home</a></li><li><a href="/about">About</a></li></ul>',
  option: { values: indentChoices, initial: '2' },
  run: async (code, indent) => ({ output: await formatHtml(code, indent) }),
  preload: loadHtmlFormatter,
};

export default function HtmlFormatterScreen() {
  const text = useMessages(htmlFormatterMessages);
  return (
    <CodeToolScreen
      config={config}
      words={{
        failure: text.failure,
        outputLabel: text.outputLabel,
        guide: (
          <GuideParagraphs
            paragraphs={text.guide}
            parts={{ style: <code>&lt;style&gt;</code>, script: <code>&lt;script&gt;</code> }}
          />
        ),
      }}
    />
  );
}
