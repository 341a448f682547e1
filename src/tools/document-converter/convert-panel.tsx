import type { ReactNode } from 'react';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { documentMessages } from './messages.ts';
import type { pdfToWordJob } from '../../../shared/jobs/types/pdf-to-word.ts';
import type { wordToPdfJob } from '../../../shared/jobs/types/word-to-pdf.ts';

/** One direction of the Document Converter: a file in, the converted file to download. */
export function ConvertPanel({
  tool,
  category,
  type,
  texts,
}: ToolScreenProps & {
  type: typeof wordToPdfJob.type | typeof pdfToWordJob.type;
  texts: { choose: string; action: string; icon: ReactNode; download: string; note: ReactNode };
}) {
  const { toasts } = useMessages(documentMessages);
  const job = useSingleFileJob(type, {
    tool,
    category,
    storageKey: `document-converter:${type}`,
    abandonOnUnmount: true,
    toasts: {
      success: { title: toasts.converted },
      failure: () => ({
        title: toasts.failed,
        description: toasts.failedHint,
      }),
    },
  });
  return (
    <SingleFileJobFrame
      job={job}
      chooseLabel={texts.choose}
      action={{ label: texts.action, icon: texts.icon }}
      parameters={{}}
      download={texts.download}
    >
      <p className="text-sm text-muted">{texts.note}</p>
    </SingleFileJobFrame>
  );
}
