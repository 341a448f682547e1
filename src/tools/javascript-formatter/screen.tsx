import { useMessages } from '../../i18n/index.ts';
import { CodeToolScreen, type CodeToolConfig } from '../text-common/code-tool-screen.tsx';
import { GuideParagraphs } from '../text-common/guide-paragraphs.tsx';
import { indentChoices } from '../text-common/indent.ts';
import { formatJavaScript, loadJavaScriptFormatter } from './format-javascript.ts';
import { javaScriptFormatterMessages } from './messages.ts';

const config: CodeToolConfig = {
  language: 'JavaScript',
  action: 'Format',
  placeholder: 'const total=items.reduce((sum,item)=>{return sum+item.price*item.qty},0)',
  option: { values: indentChoices, initial: '2' },
  run: async (code, indent) => ({ output: await formatJavaScript(code, indent) }),
  preload: loadJavaScriptFormatter,
};

export default function JavaScriptFormatterScreen() {
  const text = useMessages(javaScriptFormatterMessages);
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
