import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { jobTypes, type JobType } from '../../src/shared/jobs/registry.ts';
import { projectRoot } from '../paths.ts';
import type { Processor } from './processor.ts';

/**
 * Where a type's processor lives: by convention, `server/workers/processors/<type>.ts`. Worker
 * threads run the TypeScript sources directly, also when the main thread runs the production
 * bundle, so the path is taken from the project root rather than from this file.
 */
function processorUrl(type: JobType): URL {
  return pathToFileURL(join(projectRoot, 'server', 'workers', 'processors', `${type}.ts`));
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
