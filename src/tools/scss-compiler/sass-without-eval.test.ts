import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { removeFunctionConstructor } from './sass-without-eval.ts';

const require = createRequire(import.meta.url);

describe('removeFunctionConstructor', () => {
  it('rewrites a Function constructor call into the same function as code', () => {
    expect(
      removeFunctionConstructor('x = new self.Function("value", "return typeof value");'),
    ).toBe('x = (function(value){return typeof value\n});');
    expect(removeFunctionConstructor(`f(new self.Function("", '  return "a\\'b";'))`)).toBe(
      `f((function(){  return "a'b";\n}))`,
    );
  });

  it('lets the real sass load and compile where string evaluation is forbidden, as under our CSP', () => {
    const source = readFileSync(join(dirname(require.resolve('sass')), 'sass.dart.js'), 'utf8');
    // The untouched build refuses to load without string evaluation...
    const strict = () =>
      createContext(
        {
          console,
          setTimeout,
          clearTimeout,
          queueMicrotask,
          URL,
          TextEncoder,
          TextDecoder,
          // As in a page: sass reads its base URI from it when it reports an error.
          location: new URL('http://localhost/tools/'),
        },
        { codeGeneration: { strings: false, wasm: true } },
      );
    const load = (code: string) => {
      const context = strict();
      runInContext('globalThis.self = globalThis;', context);
      runInContext(code, context);
      const exports: Record<string, unknown> = {};
      const library = runInContext('globalThis._cliPkgExports.pop()', context) as {
        load: (requires: unknown, exports: unknown) => void;
      };
      library.load({ immutable: require('immutable') }, exports);
      return exports as { compileString: (scss: string) => { css: string } };
    };
    expect(() => load(source).compileString('.a { .b { c: d } }')).toThrow(
      /Code generation from strings/,
    );
    // ...and the rewritten one works there.
    const sass = load(removeFunctionConstructor(source));
    expect(sass.compileString('$c: red;\n.a { .b { color: $c; } }').css).toBe(
      '.a .b {\n  color: red;\n}',
    );
    let message = '';
    try {
      sass.compileString('.a { color: $nope; }');
    } catch (error) {
      message = (error as { sassMessage: string }).sassMessage;
    }
    expect(message).toBe('Undefined variable.');
  });
});
