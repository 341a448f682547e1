import { LockOpen } from 'lucide-react';
import { useState } from 'react';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useMessages } from '../../i18n/index.ts';
import { useRetentionLabel } from '../../lib/retention.tsx';
import { MAX_PDF_PASSWORD } from '../../../shared/jobs/pdf-password.ts';
import { unlockPdfJob } from '../../../shared/jobs/types/unlock-pdf.ts';
import { CheckboxField } from '../text-common/checkbox-field.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { unlockPdfMessages } from './messages.ts';

/** Unlock PDF: qpdf removes the encryption of a PDF with the password the visitor knows. */
export default function UnlockPdfScreen({ tool, category }: ToolScreenProps) {
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const t = useMessages(unlockPdfMessages);
  const period = useRetentionLabel();
  const job = useSingleFileJob(unlockPdfJob.type, {
    tool,
    category,
    toasts: {
      success: { title: t.toasts.done },
      failure: (error) => ({
        title: t.toasts.failed,
        description: error.message || t.toasts.failedHint,
      }),
    },
  });
  const problem = password.length > MAX_PDF_PASSWORD ? t.tooLong : undefined;
  return (
    <ToolLayout
      aside={
        <GuideCard title={t.guide.title}>
          <p>{t.guide.how}</p>
          <p>{t.guide.own}</p>
          <p>{t.guide.secret}</p>
          <p>{t.guide.deleted(period)}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SingleFileJobFrame
          job={job}
          chooseLabel={t.choosePdf}
          action={{ label: t.action, icon: <LockOpen aria-hidden="true" /> }}
          parameters={password.length > 0 && !problem ? { password } : undefined}
          preview={
            job.state.result && (
              <p className="text-sm text-ink" role="status">
                {t.done}
              </p>
            )
          }
          download={job.file ? t.download : undefined}
        >
          <Field label={t.password} error={problem} className="sm:max-w-sm">
            <Input
              type={shown ? 'text' : 'password'}
              autoComplete="off"
              value={password}
              disabled={job.busy}
              onChange={(event) => job.edit(() => setPassword(event.target.value))}
            />
          </Field>
          <CheckboxField label={t.show} checked={shown} onChange={setShown} />
        </SingleFileJobFrame>
      </ToolPanel>
    </ToolLayout>
  );
}
