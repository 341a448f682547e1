import { CodeToolScreen, type CodeToolConfig } from '../text-common/code-tool-screen.tsx';
import { indentOptions } from '../text-common/indent.ts';
import { formatPhp, loadPhpFormatter } from './format-php.ts';

const config: CodeToolConfig = {
  language: 'PHP',
  action: 'Format',
  failure: 'Failed to format PHP',
  outputLabel: 'Formatted PHP',
  placeholder: '<?php\nfunction greet($name){if($name){return "Hello $name";}return "Hello";}',
  option: { label: 'Indentation', options: indentOptions, initial: '4' },
  run: async (code, indent) => ({ output: await formatPhp(code, indent) }),
  preload: loadPhpFormatter,
  guide: (
    <>
      <p>
        Paste PHP starting with <code>&lt;?php</code>, choose the indentation and press Format.
      </p>
      <p>
        The layout follows the PSR-12 style: braces, spacing and line breaks become consistent, the
        code does the same.
      </p>
      <p>
        A syntax error is reported with its line. Formatting happens in your browser with Prettier
        and its PHP plugin.
      </p>
    </>
  ),
};

export default function PhpFormatterScreen() {
  return <CodeToolScreen config={config} />;
}
