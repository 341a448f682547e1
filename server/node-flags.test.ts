import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags.ts';
import { projectRoot } from './paths.ts';

describe('server V8 flags', () => {
  it('are the ones package.json starts the production server with', () => {
    const manifest = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.serve).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} dist-server/main.mjs`);
  });

  it('are accepted by this Node', async () => {
    const { spawnSync } = await import('node:child_process');
    const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', 'process.exit(0)'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
