import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobDefinition, jobRegistry, jobTypes } from './job-types.ts';

const moduleFiles = readdirSync(new URL('./types/', import.meta.url))
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => name.slice(0, -'.ts'.length))
  .sort();

describe('the job types', () => {
  it('are exactly the modules in ./types, each named after its file', async () => {
    expect([...jobTypes].sort()).toEqual(moduleFiles);
    for (const file of moduleFiles) {
      const module = (await import(`./types/${file}.ts`)) as Record<string, { type?: string }>;
      const exported = Object.values(module).filter((value) => value?.type !== undefined);
      expect(exported.map((definition) => definition.type)).toEqual([file]);
      expect(jobRegistry[file as keyof typeof jobRegistry]).toBe(exported[0]);
    }
  });

  it.each(jobTypes)('%s is complete', (type) => {
    const definition = jobDefinition(type);
    expect(definition.type).toBe(type);
    expect(definition.title).not.toBe('');
    expect(definition.toolSlug).toMatch(/^[a-z0-9-]+$/);
    expect(['image', 'pdf', 'media', 'office', 'web']).toContain(definition.medium);
    expect(definition.parameters).toBeInstanceOf(z.ZodType);
    expect(definition.timeLimitSeconds).toBeGreaterThan(0);
    for (const slot of definition.inputs) {
      expect(slot.min).toBeGreaterThanOrEqual(1);
      expect(slot.max).toBeGreaterThanOrEqual(slot.min);
      expect(slot.maxBytes).toBeGreaterThan(0);
    }
    const inputs = definition.inputs.map((slot) => ({
      name: 'holiday.x',
      contentType: slot.kind.detected[0] ?? 'application/octet-stream',
    }));
    const parameters = definition.parameters.safeParse({});
    if (parameters.success) {
      const result = definition.result(parameters.data, inputs);
      expect(result.filename).toMatch(/\.[a-z0-9]+$/);
      expect(result.contentType).toMatch(/^[a-z]+\/[\w.+-]+$/);
    }
  });
});
