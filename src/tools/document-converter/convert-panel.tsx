import type { ReactNode } from 'react';
import { useState } from 'react';
import { DownloadButton } from '../../components/jobs/download-button.tsx';
import { ChosenFile, FilePicker } from '../../components/jobs/file-picker.tsx';
import { JobStatus } from '../../components/jobs/job-status.tsx';
import { useJobToasts } from '../../components/jobs/use-job-toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { useJobRunner } from '../../lib/jobs/use-job-runner.ts';
import { jobRegistry } from '../../shared/jobs/registry.ts';
import type { ToolScreenProps } from '../registry.ts';

/** One direction of the Document Converter: a file in, the converted file to download. */
export function ConvertPanel({
  tool,
  category,
  type,
  texts,
}: ToolScreenProps & {
  type: 'word-to-pdf' | 'pdf-to-word';
  texts: { choose: string; action: string; icon: ReactNode; download: string; note: ReactNode };
}) {
  const [file, setFile] = useState<File>();
  const { runner, state } = useJobRunner(type, `document-converter:${type}`, {
    abandonOnUnmount: true,
  });
  useJobToasts(
    state,
    {
      success: { title: 'Document converted successfully!' },
      failure: () => ({
        title: 'Conversion failed',
        description: 'Please try again with a different document.',
      }),
    },
    { tool, category, files: 1 },
  );
  return (
    <div className="space-y-5">
      <FilePicker
        slot={jobRegistry[type].inputs[0]!}
        buttonLabel={texts.choose}
        toolSlug={tool.slug}
        disabled={runner.busy}
        onFiles={([chosen]) => {
          runner.reset();
          setFile(chosen);
        }}
      />
      <ChosenFile file={file} />
      <p className="text-sm text-muted">{texts.note}</p>
      <Button
        size="lg"
        className="w-full sm:w-auto"
        disabled={!file || runner.busy}
        onClick={() => file && void runner.start([{ field: 'file', file }], {})}
      >
        {texts.icon}
        {texts.action}
      </Button>
      <JobStatus runner={runner} state={state} />
      {state.result && <DownloadButton result={state.result} label={texts.download} />}
    </div>
  );
}
