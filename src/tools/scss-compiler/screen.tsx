import type { SelectOption } from '../../components/ui/native-select.tsx';
import { CodeToolScreen, type CodeToolConfig } from '../text-common/code-tool-screen.tsx';
import { compileScss, loadSass } from './compile-scss.ts';

const styles: readonly SelectOption[] = [
  { value: 'expanded', label: 'Expanded (readable)' },
  { value: 'compressed', label: 'Compressed (minified)' },
];

const config: CodeToolConfig = {
  language: 'SCSS',
  action: 'Compile',
  failure: 'Failed to compile SCSS',
  outputLabel: 'Compiled CSS',
  placeholder:
    '$brand: #1d4ed8;\n\n.button {\n  color: $brand;\n  &:hover { color: darken($brand, 10%); }\n}',
  option: { label: 'Output style', options: styles, initial: 'expanded' },
  run: async (code, style) => {
    const result = await compileScss(code, style);
    return { output: result.css, notes: result.warnings };
  },
  preload: loadSass,
  guide: (
    <>
      <p>Paste SCSS, choose the output style and press Compile.</p>
      <p>
        Variables, nesting, mixins, functions and the built-in modules (<code>sass:math</code>,{' '}
        <code>sass:color</code>...) all work. Other files cannot be imported, since your code never
        leaves this page.
      </p>
      <p>
        Errors name the line and column; deprecation warnings are listed under the result. Compiled
        in your browser with Dart Sass.
      </p>
    </>
  ),
};

export default function ScssCompilerScreen() {
  return <CodeToolScreen config={config} />;
}
