import { describe, expect, it } from 'vitest';
import { describeCodeError } from '../text-common/code-error.ts';
import { compileScss } from './compile-scss.ts';

describe('compileScss', () => {
  it('compiles variables and nesting, expanded or compressed', async () => {
    const scss = '$c: red;\n.a { .b { color: $c; } &:hover { color: blue; } }';
    expect((await compileScss(scss, 'expanded')).css).toBe(
      '.a .b {\n  color: red;\n}\n.a:hover {\n  color: blue;\n}',
    );
    expect((await compileScss(scss, 'compressed')).css).toBe(
      '.a .b{color:red}.a:hover{color:blue}',
    );
  });

  it('offers the built-in modules', async () => {
    const result = await compileScss('@use "sass:math";\n.a { width: math.div(10px, 4); }', 'x');
    expect(result.css).toBe('.a {\n  width: 2.5px;\n}');
  });

  it('collects warnings with their line instead of printing them', async () => {
    const result = await compileScss('.a {\n  @warn "careful";\n  color: red;\n}', 'expanded');
    expect(result.warnings).toEqual(['careful (line 2)']);
  });

  it('rejects an undefined variable with its line and column', async () => {
    const error = await compileScss('.a {\n  color: $nope;\n}', 'expanded').catch(
      (e: unknown) => e,
    );
    expect(describeCodeError(error)).toEqual({
      message: 'Undefined variable.',
      line: 2,
      column: 10,
    });
  });

  it('says an imported file cannot be found (there is no file system here)', async () => {
    const error = await compileScss('@use "theme";', 'expanded').catch((e: unknown) => e);
    expect(describeCodeError(error).message).toBe("Can't find stylesheet to import.");
  });
});

describe('compileScss deprecations', () => {
  it('keeps the first sentence of a deprecation warning and its line', async () => {
    const result = await compileScss('.a {\n  color: red;\n  width: (10px/2);\n}', 'expanded');
    expect(result.warnings).toEqual([
      'Using / for division outside of calc() is deprecated and will be removed in Dart Sass 2.0.0. (line 3)',
    ]);
  });
});
