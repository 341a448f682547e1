import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { jobTypes, type JobType } from '../../src/shared/jobs/registry.ts';
import { locations } from '../locations.ts';
import type { Processor } from './processor.ts';

/**
 * Where a type's processor lives: by convention, `server/workers/processors/<type>.ts`, bundled
 * as `dist-server/processors/<type>.mjs` (see locations.ts).
 */
function processorUrl(type: JobType): URL {
  return pathToFileURL(locations.processor(type));
}

/** The job types this server can run: those whose processor file exists. */
export function availableJobTypes(): JobType[] {
  return jobTypes.filter((type) => existsSync(fileURLToPath(processorUrl(type))));
}

const loaded = new Map<JobType, Promise<Processor<JobType>>>();

/** Imports a type's processor once per worker (process or thread). */
export function loadProcessor(type: JobType): Promise<Processor<JobType>> {
  let processor = loaded.get(type);
  if (!processor) {
    processor = import(processorUrl(type).href).then((module: { default?: Processor<JobType> }) => {
      if (!module.default || module.default.type !== type) {
        throw new Error(`processors/${type} must default-export defineProcessor('${type}', ...)`);
      }
      return module.default;
    });
    loaded.set(type, processor);
  }
  return processor;
}
