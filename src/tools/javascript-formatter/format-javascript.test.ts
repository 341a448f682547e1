import { describe, expect, it } from 'vitest';
import { describeCodeError } from '../text-common/code-error.ts';
import { formatJavaScript } from './format-javascript.ts';

describe('formatJavaScript', () => {
  it('formats modern JavaScript', async () => {
    expect(await formatJavaScript('const a={b:1,c:[1,2]}\nlet f=x=>x*2', '2')).toBe(
      'const a = { b: 1, c: [1, 2] };\nlet f = (x) => x * 2;\n',
    );
  });

  it('formats JSX', async () => {
    expect(await formatJavaScript('const el=<div className="a">{x}</div>', '2')).toBe(
      'const el = <div className="a">{x}</div>;\n',
    );
  });

  it('indents blocks with the chosen width', async () => {
    expect(await formatJavaScript('if(a){b()}', '4')).toBe('if (a) {\n    b();\n}\n');
  });

  it('rejects a syntax error with its line and column', async () => {
    const error = await formatJavaScript('let ok = 1;\nconst a = ;', '2').catch((e: unknown) => e);
    expect(describeCodeError(error)).toEqual({ message: 'Unexpected token', line: 2, column: 11 });
  });
});
