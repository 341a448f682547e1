import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { jobTypes, type JobType } from '../../src/shared/jobs/registry.ts';
import type { Processor } from './processor.ts';

/** Where a type's processor lives: by convention, `processors/<type>.ts` beside this file. */
function processorUrl(type: JobType): URL {
  return new URL(`./processors/${type}.ts`, import.meta.url);
}

/** The job types this server can run: those whose processor file exists. */
export function availableJobTypes(): JobType[] {
  return jobTypes.filter((type) => existsSync(fileURLToPath(processorUrl(type))));
}

const loaded = new Map<JobType, Promise<Processor<JobType>>>();

/** Imports a type's processor once per worker thread. */
export function loadProcessor(type: JobType): Promise<Processor<JobType>> {
  let processor = loaded.get(type);
  if (!processor) {
    processor = import(processorUrl(type).href).then((module: { default?: Processor<JobType> }) => {
      if (!module.default || module.default.type !== type) {
        throw new Error(
          `processors/${type}.ts must default-export defineProcessor('${type}', ...)`,
        );
      }
      return module.default;
    });
    loaded.set(type, processor);
  }
  return processor;
}
