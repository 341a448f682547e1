import { Images } from 'lucide-react';
import { useState } from 'react';
import type { ToastInput } from '../../lib/toast/toast-store.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import type { Category, Tool } from '../../catalogue/index.ts';
import { useJobRunner } from '../../lib/jobs/use-job-runner.ts';
import { jobRegistry } from '../../shared/jobs/registry.ts';
import { Button } from '../ui/button.tsx';
import { DownloadButton } from './download-button.tsx';
import { ChosenFile, FilePicker } from './file-picker.tsx';
import { JobStatus } from './job-status.tsx';
import { useJobToasts } from './use-job-toasts.ts';
import { useResultBlob } from './use-object-url.ts';
import { ZipPagePreviews } from './zip-page-previews.tsx';

const slot = jobRegistry['pdf-to-images'].inputs[0]!;

export interface PdfToImagesTexts {
  action: string;
  /** The button's text while converting, when it changes. */
  busyAction?: string;
  success: ToastInput;
  failure: (error: { code: string; message: string }) => ToastInput;
  /** A toast when the button is pressed with no file (the button is otherwise disabled). */
  noFile?: ToastInput;
  /** Rewords a refused file's message (shown inside the drop zone). */
  describeRejection?: (message: string) => string;
}

/**
 * PDF to images, as the PDF to Images page offers it: every page as a
 * PNG in one ZIP named after the PDF, each page previewable.
 */
export function PdfToImagesTool({
  tool,
  category,
  storageKey,
  texts,
  inTab = false,
}: {
  tool: Tool;
  category: Category;
  storageKey: string;
  texts: PdfToImagesTexts;
  /** In a tab: leaving the tab clears it, its job included. */
  inTab?: boolean;
}) {
  const [file, setFile] = useState<File>();
  const { runner, state } = useJobRunner('pdf-to-images', storageKey, { abandonOnUnmount: inTab });
  const zip = useResultBlob(state.result?.url).blob;
  useJobToasts(
    state,
    { success: texts.success, failure: texts.failure },
    { tool, category, files: 1 },
  );

  const convert = () => {
    if (!file) {
      if (texts.noFile) toast({ variant: 'destructive', ...texts.noFile });
      return;
    }
    void runner.start([{ field: 'file', file }], {});
  };

  return (
    <div className="space-y-5">
      <FilePicker
        slot={slot}
        buttonLabel="Choose a PDF"
        toolSlug={tool.slug}
        disabled={runner.busy}
        describeRejection={texts.describeRejection}
        onFiles={([chosen]) => {
          runner.reset();
          setFile(chosen);
        }}
      />
      <ChosenFile file={file} />
      <Button
        size="lg"
        className="w-full sm:w-auto"
        disabled={runner.busy || (!file && !texts.noFile)}
        onClick={convert}
      >
        <Images aria-hidden="true" />
        {runner.busy && texts.busyAction ? texts.busyAction : texts.action}
      </Button>
      <JobStatus runner={runner} state={state} />
      {state.result && <DownloadButton result={state.result} label="Download Images as ZIP" />}
      <ZipPagePreviews zip={state.result ? zip : undefined} />
    </div>
  );
}
