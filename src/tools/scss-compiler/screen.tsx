import { useMessages } from '../../i18n/index.ts';
import { CodeToolScreen, type CodeToolConfig } from '../text-common/code-tool-screen.tsx';
import { GuideParagraphs } from '../text-common/guide-paragraphs.tsx';
import { compileScss, loadSass } from './compile-scss.ts';
import { scssCompilerMessages } from './messages.ts';

const config: CodeToolConfig = {
  language: 'SCSS',
  action: 'Compile',
  placeholder:
    '$brand: #1d4ed8;\n\n.button {\n  color: $brand;\n  &:hover { color: darken($brand, 10%); }\n}',
  option: { values: ['expanded', 'compressed'], initial: 'expanded' },
  run: async (code, style) => {
    const result = await compileScss(code, style);
    return { output: result.css, notes: result.warnings };
  },
  preload: loadSass,
  preloadWhen: 'touched',
};

export default function ScssCompilerScreen() {
  const text = useMessages(scssCompilerMessages);
  return (
    <CodeToolScreen
      config={config}
      words={{
        failure: text.failure,
        outputLabel: text.outputLabel,
        option: text.option,
        guide: (
          <GuideParagraphs
            paragraphs={text.guide}
            parts={{ math: <code>sass:math</code>, color: <code>sass:color</code> }}
          />
        ),
      }}
    />
  );
}
