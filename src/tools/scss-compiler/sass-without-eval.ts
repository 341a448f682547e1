import { runInNewContext } from 'node:vm';
import type { Plugin } from 'vite';

/**
 * Dart Sass's JavaScript build makes ten small helpers with `new self.Function("args", "body")`,
 * string evaluation that the site's Content-Security-Policy forbids (no 'unsafe-eval'), so sass
 * cannot even load in the page (sass/dart-sass#1035). Each call has constant strings, so it is
 * rewritten at build time into the same function written as code: `(function(args){body})`.
 */
const FUNCTION_CALL =
  /new self\.Function\(\s*("(?:[^"\\]|\\.)*")\s*,\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\s*\)/g;

/** Reads a JavaScript string literal (build time, in Node). */
const literal = (source: string): string => runInNewContext(source) as string;

export function removeFunctionConstructor(code: string): string {
  const rewritten = code.replace(
    FUNCTION_CALL,
    (_, params: string, body: string) => `(function(${literal(params)}){${literal(body)}\n})`,
  );
  if (rewritten.includes('self.Function(')) {
    // A sass release wrote it differently: fail the build rather than ship a compiler that cannot load.
    throw new Error(
      'sass.dart.js still calls the Function constructor: update sass-without-eval.ts',
    );
  }
  return rewritten;
}

export function sassWithoutEval(): Plugin {
  return {
    name: 'sass-without-eval',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith('/node_modules/sass/sass.dart.js')) return null;
      return { code: removeFunctionConstructor(code), map: null };
    },
  };
}
