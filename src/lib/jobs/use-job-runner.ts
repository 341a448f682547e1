import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import type { JobType } from '../../../shared/jobs/job-types.ts';
import { JobRunner, type JobPhase, type JobRunnerState } from './job-runner.ts';

/**
 * A job runner for a screen, with its state. `storageKey` names the place (tool and tab) whose
 * job a reload should find again. `abandonOnUnmount` is for tabs: leaving the tab cancels its job.
 */
export function useJobRunner<T extends JobType>(
  type: T,
  storageKey: string,
  options: { abandonOnUnmount?: boolean } = {},
): { runner: JobRunner<T>; state: JobRunnerState } {
  const abandon = options.abandonOnUnmount ?? false;
  const [runner] = useState(() => new JobRunner(type, storageKey));
  const state = useSyncExternalStore(runner.subscribe, runner.getSnapshot, runner.getSnapshot);
  useEffect(() => {
    void runner.restore();
    return () => runner.dispose(abandon);
  }, [runner, abandon]);
  return { runner, state };
}

const busy = new Set(['uploading', 'starting', 'queued', 'processing']);
const ended = new Set(['completed', 'failed', 'cancelled']);

/**
 * Calls `onEnd` when a run this page watched ends (completed, failed or cancelled): for the
 * screen's toasts. A finished job found again after a reload ends nothing and calls nothing.
 */
export function useJobOutcome(state: JobRunnerState, onEnd: (state: JobRunnerState) => void): void {
  const previous = useRef<JobPhase>(state.phase);
  const report = useEffectEvent(onEnd);
  useEffect(() => {
    const before = previous.current;
    previous.current = state.phase;
    if (busy.has(before) && ended.has(state.phase)) report(state);
  }, [state]);
}
