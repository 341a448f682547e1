import * as postcss from 'prettier/plugins/postcss';
import * as prettier from 'prettier/standalone';
import { compileString } from 'sass';
import { describe, expect, it } from 'vitest';
import { describeCodeError, formatCodeError } from './code-error.ts';

async function prettierError(code: string): Promise<unknown> {
  try {
    await prettier.format(code, { parser: 'css', plugins: [postcss] });
  } catch (error) {
    return error;
  }
  throw new Error('expected a parse error');
}

describe('describeCodeError', () => {
  it('reads a prettier error without its code frame', async () => {
    const detail = describeCodeError(await prettierError('a { color: red; }\n.b {{ '));
    expect(detail).toEqual({ message: 'Unclosed block', line: 2, column: 5 });
    expect(formatCodeError(detail)).toBe('Unclosed block (line 2, column 5)');
  });

  it('reads a sass exception, turning its 0-based span into lines from 1', () => {
    let error: unknown;
    try {
      compileString('.a {\n  color: $nope;\n}');
    } catch (caught) {
      error = caught;
    }
    expect(describeCodeError(error)).toEqual({
      message: 'Undefined variable.',
      line: 2,
      column: 10,
    });
  });

  it("drops the PHP parser's 'on line N' and its column 0", () => {
    const detail = describeCodeError({
      message: "Parse Error : syntax error, unexpected '$x' on line 3\n> 3 | $x = ;",
      loc: { start: { line: 3, column: 0 } },
    });
    expect(formatCodeError(detail)).toBe("Parse Error : syntax error, unexpected '$x' (line 3)");
  });

  it('keeps a message without a place as it is', () => {
    expect(formatCodeError(describeCodeError(new Error('Boom')))).toBe('Boom');
    expect(formatCodeError(describeCodeError('text'))).toBe('text');
  });
});
