import type { ReactNode } from 'react';
import type { JobParametersInput, JobType } from '../../../shared/jobs/job-types.ts';
import { jobRegistry } from '../../../shared/jobs/job-types.ts';
import { toast, type ToastInput } from '../../lib/toast/toast-store.ts';
import { Button } from '../ui/button.tsx';
import { DownloadButton } from './download-button.tsx';
import { ChosenFile, FilePicker } from './file-picker.tsx';
import { JobStatus } from './job-status.tsx';
import type { SingleFileJob } from './use-single-file-job.ts';

export interface SingleFileJobFrameProps<T extends JobType> {
  job: SingleFileJob<T>;
  /** The picker's button: 'Choose a PDF'. The kinds and size it takes are the job input's. */
  chooseLabel: string;
  /** Rewords a refused file's message (shown inside the drop zone). */
  describeRejection?: (message: string) => string;
  /** Called after a new file is taken, to clear what the screen knew of the old one. */
  onFile?: (file: File) => void;
  /** Shown after the chosen file's name and size: its length, its pixels. */
  fileDetail?: ReactNode;
  /** The screen's option fields, between the chosen file and the start button. */
  children?: ReactNode;
  action: { label: string; icon: ReactNode; busyLabel?: string };
  /** The job's parameters; undefined while the options are not valid (the button is disabled). */
  parameters: JobParametersInput<T> | undefined;
  /** With no file, pressing the button shows this toast (without it, the button is disabled). */
  noFileToast?: ToastInput;
  /** Under the job's progress: the result's preview (the screen decides when it shows). */
  preview?: ReactNode;
  /** The download button's label, shown with a result; undefined for none (yet). */
  download?: string;
}

/**
 * The frame of a screen that runs one server job on one file: the file picker, the screen's
 * options, the start button, the job's progress and error, its preview and its download.
 */
export function SingleFileJobFrame<T extends JobType>({
  job,
  chooseLabel,
  describeRejection,
  onFile,
  fileDetail,
  children,
  action,
  parameters,
  noFileToast,
  preview,
  download,
}: SingleFileJobFrameProps<T>) {
  const slot = jobRegistry[job.type].inputs[0]!;
  const start = () => {
    if (!job.file) {
      if (noFileToast) toast({ variant: 'destructive', ...noFileToast });
      return;
    }
    if (parameters) void job.runner.start([{ field: slot.field, file: job.file }], parameters);
  };
  return (
    <div className="space-y-5">
      <FilePicker
        slot={slot}
        buttonLabel={chooseLabel}
        toolSlug={job.toolSlug}
        disabled={job.busy}
        describeRejection={describeRejection}
        onFiles={([chosen]) => {
          if (!chosen) return;
          job.choose(chosen);
          onFile?.(chosen);
        }}
      />
      <ChosenFile file={job.file}>{fileDetail}</ChosenFile>
      {children}
      <Button
        size="lg"
        className="w-full sm:w-auto"
        disabled={job.busy || !parameters || (!job.file && !noFileToast)}
        onClick={start}
      >
        {action.icon}
        {job.busy && action.busyLabel ? action.busyLabel : action.label}
      </Button>
      <JobStatus runner={job.runner} state={job.state} />
      {preview}
      {job.state.result && download && (
        <DownloadButton result={job.state.result} label={download} />
      )}
    </div>
  );
}
