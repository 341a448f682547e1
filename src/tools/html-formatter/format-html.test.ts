import { describe, expect, it } from 'vitest';
import { describeCodeError } from '../text-common/code-error.ts';
import { formatHtml } from './format-html.ts';

describe('formatHtml', () => {
  it('indents nested elements', async () => {
    expect(await formatHtml('<ul><li>a</li><li>b</li></ul>', '2')).toBe(
      '<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n',
    );
  });

  it('formats CSS inside a style element', async () => {
    expect(await formatHtml('<style>a{color:red}</style>', '2')).toBe(
      '<style>\n  a {\n    color: red;\n  }\n</style>\n',
    );
  });

  it('rejects a closing tag that does not match, naming its line', async () => {
    const error = await formatHtml('<div>\n<span></div>', '2').catch((e: unknown) => e);
    const detail = describeCodeError(error);
    expect(detail.message).toMatch(/^Unexpected closing tag "div"/);
    expect(detail.message).not.toMatch(/https?:/);
    expect(detail).toMatchObject({ line: 2, column: 7 });
  });
});
