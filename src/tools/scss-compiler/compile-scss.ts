export type ScssStyle = 'expanded' | 'compressed';

export interface ScssResult {
  css: string;
  /** Warnings sass printed (deprecations, @warn), with their line. */
  warnings: string[];
}

/** sass (Dart Sass compiled to JavaScript) is large: it is fetched only on this page. */
export function loadSass() {
  return import('sass');
}

/**
 * Compiles SCSS text. There is no file system in the browser, so `@use` and `@import` of other
 * files fail with sass's own message; the built-in modules (`sass:math`...) work.
 */
export async function compileScss(code: string, style: string): Promise<ScssResult> {
  const sass = await loadSass();
  const warnings: string[] = [];
  const result = sass.compileString(code, {
    syntax: 'scss',
    style: style === 'compressed' ? 'compressed' : 'expanded',
    logger: {
      warn(message, options) {
        // A deprecation carries a span; an @warn only a stack such as '- 2:3  root stylesheet'.
        const line = options.span
          ? options.span.start.line + 1
          : Number(/^- (\d+):\d+/.exec(options.stack ?? '')?.[1] ?? NaN);
        const first = message.split('\n')[0] ?? message;
        warnings.push(Number.isNaN(line) ? first : `${first} (line ${line})`);
      },
      debug(message, options) {
        warnings.push(`@debug: ${message} (line ${options.span.start.line + 1})`);
      },
    },
  });
  return { css: result.css, warnings };
}
