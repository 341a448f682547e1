import { useMessages } from '../../i18n/index.ts';
import { CodeToolScreen, type CodeToolConfig } from '../text-common/code-tool-screen.tsx';
import { GuideParagraphs } from '../text-common/guide-paragraphs.tsx';
import { indentChoices } from '../text-common/indent.ts';
import { formatCss, loadCssFormatter } from './format-css.ts';
import { cssFormatterMessages } from './messages.ts';

const config: CodeToolConfig = {
  language: 'CSS',
  action: 'Format',
  placeholder: '.card{color:#333;padding:8px 16px}\n.card:hover{color:#000}',
  option: { values: indentChoices, initial: '2' },
  run: async (code, indent) => ({ output: await formatCss(code, indent) }),
  preload: loadCssFormatter,
};

export default function CssFormatterScreen() {
  const text = useMessages(cssFormatterMessages);
  return (
    <CodeToolScreen
      config={config}
      words={{
        failure: text.failure,
        outputLabel: text.outputLabel,
        guide: <GuideParagraphs paragraphs={text.guide} />,
      }}
    />
  );
}
