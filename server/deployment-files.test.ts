import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { settingNames } from './config.ts';
import { projectRoot } from './paths.ts';

/**
 * The compose files cannot run here (no container engine with compose): they are checked to
 * parse, to build from the Containerfile, and to name only settings the server knows. The README
 * names every setting too.
 */
const composeFiles = readdirSync(projectRoot).filter((name) => /^compose.*\.ya?ml$/.test(name));

interface ComposeFile {
  services: Record<
    string,
    {
      build?: { dockerfile?: string };
      image?: string;
      environment?: Record<string, unknown>;
      volumes?: string[];
    }
  >;
  volumes?: Record<string, unknown>;
}

describe('compose files', () => {
  it('exist', () => {
    expect(composeFiles).toContain('compose.yaml');
    expect(composeFiles).toContain('compose.scaled.yaml');
  });

  for (const file of composeFiles) {
    it(`${file} parses, builds from the Containerfile and names only known settings`, () => {
      // Compose reads YAML merge keys (`<<: *anchor`); so does this check.
      const compose = parse(readFileSync(join(projectRoot, file), 'utf8'), {
        merge: true,
      }) as ComposeFile;
      expect(Object.keys(compose.services).length).toBeGreaterThan(0);
      for (const [name, service] of Object.entries(compose.services)) {
        if (service.build) expect(service.build.dockerfile, name).toBe('Containerfile');
        // Only our own image's settings are ours to check (not PostgreSQL's or MinIO's).
        const ours = service.build !== undefined || service.image?.startsWith('everyday-tools');
        if (!ours) continue;
        for (const key of Object.keys(service.environment ?? {})) {
          expect(settingNames, `${file}: ${name}.environment.${key}`).toContain(key);
        }
        for (const volume of service.volumes ?? []) {
          const source = volume.split(':')[0] ?? '';
          if (!source.startsWith('.') && !source.startsWith('/')) {
            expect(compose.volumes ?? {}, `${file}: volume ${source}`).toHaveProperty([source]);
          }
        }
      }
    });
  }
});

describe('the README', () => {
  it('names every setting', () => {
    const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8');
    const missing = settingNames.filter((name) => !readme.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
