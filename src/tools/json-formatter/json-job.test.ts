import { describe, expect, it } from 'vitest';
import { runJsonRequest } from './json-job.ts';

describe('runJsonRequest', () => {
  it('answers a valid document with its output and line starts', () => {
    const response = runJsonRequest({ id: 3, mode: 'format', text: '{"a":[1,2]}' });
    expect(response).toMatchObject({
      id: 3,
      ok: true,
      output: '{\n  "a": [\n    1,\n    2\n  ]\n}',
    });
    if (response.ok) expect([...response.starts]).toEqual([0, 2, 11, 18, 24, 28]);
  });

  it('answers an invalid document with the error and the line around it', () => {
    const response = runJsonRequest({ id: 4, mode: 'minify', text: '[1,\n 2 3]' });
    expect(response).toMatchObject({
      id: 4,
      ok: false,
      error: { line: 2, column: 4 },
      excerpt: { text: ' 2 3]', caret: 3 },
    });
  });
});
