import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jobDefinition, jobTypes } from '../../shared/jobs/job-types.ts';
import { loadProcessor } from './load-processor.ts';

// Importing a processor loads its libraries (pdf.js, docx, sharp): seconds on a busy machine.
describe('every job type has its processor', { timeout: 60_000 }, () => {
  it.each(jobTypes)(
    '%s: <medium>/<type>.ts, as its module says, is found and runs that type',
    async (type) => {
      const { medium } = jobDefinition(type);
      expect(existsSync(new URL(`./${medium}/${type}.ts`, import.meta.url))).toBe(true);
      const processor = await loadProcessor(type);
      expect(processor.type).toBe(type);
      expect(typeof processor.run).toBe('function');
    },
  );
});
