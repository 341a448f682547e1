import { useEffect, useState } from 'react';
import { jobSettings } from '../../lib/jobs/job-settings.ts';
import type { JobType } from '../../shared/jobs/registry.ts';

export type AvailableJobTypes =
  | { settled: false }
  /** `types` is missing when the server could not say: then nothing is left out. */
  | { settled: true; types?: ReadonlySet<JobType> };

/** The job types this server runs (a type whose program is not installed answers 501). */
export function useAvailableJobTypes(): AvailableJobTypes {
  const [available, setAvailable] = useState<AvailableJobTypes>({ settled: false });
  useEffect(() => {
    let current = true;
    jobSettings().then(
      ({ availableTypes }) =>
        current && setAvailable({ settled: true, types: new Set(availableTypes) }),
      () => current && setAvailable({ settled: true }),
    );
    return () => {
      current = false;
    };
  }, []);
  return available;
}
