import { useMessages } from '../../i18n/index.ts';
import { CodeToolScreen, type CodeToolConfig } from '../text-common/code-tool-screen.tsx';
import { GuideParagraphs } from '../text-common/guide-paragraphs.tsx';
import { indentChoices } from '../text-common/indent.ts';
import { formatPhp, loadPhpFormatter } from './format-php.ts';
import { phpFormatterMessages } from './messages.ts';

const config: CodeToolConfig = {
  language: 'PHP',
  action: 'Format',
  placeholder: '<?php\nfunction greet($name){if($name){return "Hello $name";}return "Hello";}',
  option: { values: indentChoices, initial: '4' },
  run: async (code, indent) => ({ output: await formatPhp(code, indent) }),
  preload: loadPhpFormatter,
};

export default function PhpFormatterScreen() {
  const text = useMessages(phpFormatterMessages);
  return (
    <CodeToolScreen
      config={config}
      words={{
        failure: text.failure,
        outputLabel: text.outputLabel,
        guide: <GuideParagraphs paragraphs={text.guide} parts={{ php: <code>&lt;?php</code> }} />,
      }}
    />
  );
}
