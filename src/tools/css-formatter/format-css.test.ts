import { describe, expect, it } from 'vitest';
import { describeCodeError } from '../text-common/code-error.ts';
import { formatCss } from './format-css.ts';

describe('formatCss', () => {
  it('puts each declaration on its own line with the chosen indentation', async () => {
    const css = 'a{color:red;background:blue}';
    expect(await formatCss(css, '2')).toBe('a {\n  color: red;\n  background: blue;\n}\n');
    expect(await formatCss(css, '4')).toBe('a {\n    color: red;\n    background: blue;\n}\n');
    expect(await formatCss(css, 'tab')).toBe('a {\n\tcolor: red;\n\tbackground: blue;\n}\n');
  });

  it('rejects broken CSS with the line and column of the problem', async () => {
    const error = await formatCss('a { color: red; }\n.b {{ ', '2').catch((e: unknown) => e);
    expect(describeCodeError(error)).toMatchObject({ message: 'Unclosed block', line: 2 });
  });
});
