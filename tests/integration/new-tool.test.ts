import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const copied = ['shared', 'src', 'server', 'db', 'scripts', 'tests', 'bench'];

/**
 * The generator in a copy of the tree: a browser tool and a job type written by it typecheck and
 * pass their tests at once, and the lists that gather tools and types take them in.
 */
describe('npm run new:tool and new:job', { timeout: 600_000 }, () => {
  let tree: string;
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, {
      cwd: tree,
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });

  beforeAll(() => {
    tree = mkdtempSync(join(tmpdir(), 'toolbox-new-tool-'));
    for (const folder of copied) {
      cpSync(join(root, folder), join(tree, folder), {
        recursive: true,
        filter: (path) => !path.includes(`${join('src', 'tools')}/node_modules`),
      });
    }
    for (const file of [
      'package.json',
      'tsconfig.json',
      'vite.config.ts',
      '.prettierrc.json',
      '.prettierignore',
    ]) {
      if (existsSync(join(root, file))) cpSync(join(root, file), join(tree, file));
    }
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
    run('npm', ['run', '-s', 'new:job', '--', 'flatten-pdf', '--category', 'document-tools']);
    run('npm', ['run', '-s', 'new:tool', '--', 'reverse-text', '--category', 'text-utility-tools']);
  }, 600_000);

  afterAll(() => {
    if (tree) rmSync(tree, { recursive: true, force: true });
  });

  it('lists the new type and its processor, and catalogues both tools', () => {
    expect(readFileSync(join(tree, 'shared/jobs/job-types.ts'), 'utf8')).toContain(
      'flattenPdfJob,',
    );
    expect(readFileSync(join(tree, 'server/processing/load-processor.ts'), 'utf8')).toContain(
      "[flattenPdfJob.type]: () => import('./pdf/flatten-pdf.ts')",
    );
    const catalogue = readFileSync(join(tree, 'shared/catalogue/categories.ts'), 'utf8');
    expect(catalogue).toContain("slug: 'flatten-pdf'");
    expect(catalogue).toContain("slug: 'reverse-text'");
    expect(existsSync(join(tree, 'src/tools/reverse-text/screen.tsx'))).toBe(true);
  });

  it('leaves a tree that typechecks', () => {
    expect(() => run('npx', ['tsc', '--noEmit'])).not.toThrow();
  });

  it('leaves tests that pass: the new ones and those that read every type and tool', () => {
    const output = run('npx', [
      'vitest',
      'run',
      '--project',
      'unit',
      'shared/jobs',
      'server/processing/load-processor.test.ts',
      'server/openapi',
      'shared/catalogue',
      'src/tools/catalogue.test.ts',
      'shared/i18n/ne-catalogue.test.ts',
      'src/tools/reverse-text',
    ]);
    expect(output).toMatch(/Tests\s+\S*\d+ passed/);
    expect(output).toContain('flatten-pdf');
  });
});
