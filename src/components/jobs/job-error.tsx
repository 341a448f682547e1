import { CircleAlert } from 'lucide-react';
import { useLocaleValue } from '../../i18n/index.ts';
import type { JobRunnerState } from '../../lib/jobs/job-runner.ts';
import { shownJobMessage } from '../../lib/jobs/messages.ts';

/** Why the last run failed, next to the tool (the toast says it too). */
export function JobError({ state }: { state: JobRunnerState }) {
  // Shown again in the new language when it changes.
  useLocaleValue();
  if (state.phase !== 'failed' || !state.error) return null;
  return (
    <p className="flex items-start gap-2 rounded-lg border border-danger bg-danger-soft p-3 text-sm text-danger">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{shownJobMessage(state.error.message)}</span>
    </p>
  );
}
