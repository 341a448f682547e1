import { Lock } from 'lucide-react';
import { useState } from 'react';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useMessages } from '../../i18n/index.ts';
import { useRetentionLabel } from '../../lib/retention.tsx';
import { MAX_PDF_PASSWORD } from '../../../shared/jobs/pdf-password.ts';
import { protectPdfJob } from '../../../shared/jobs/types/protect-pdf.ts';
import { CheckboxField } from '../text-common/checkbox-field.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { protectPdfMessages } from './messages.ts';

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f]/;

/** Protect PDF: qpdf encrypts it with AES-256 under the visitor's password, typed twice. */
export default function ProtectPdfScreen({ tool, category }: ToolScreenProps) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [shown, setShown] = useState(false);
  const t = useMessages(protectPdfMessages);
  const period = useRetentionLabel();
  const job = useSingleFileJob(protectPdfJob.type, {
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
  const problem =
    password.length > MAX_PDF_PASSWORD
      ? t.tooLong
      : controlCharacter.test(password)
        ? t.controlCharacters
        : undefined;
  const mismatch = repeat.length > 0 && repeat !== password ? t.mismatch : undefined;
  const ready = password.length > 0 && !problem && repeat === password;
  return (
    <ToolLayout
      aside={
        <GuideCard title={t.guide.title}>
          <p>{t.guide.how}</p>
          <p>{t.guide.keep}</p>
          <p>{t.guide.secret}</p>
          <p>{t.guide.deleted(period)}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SingleFileJobFrame
          job={job}
          chooseLabel={t.choosePdf}
          action={{ label: t.action, icon: <Lock aria-hidden="true" /> }}
          parameters={ready ? { password } : undefined}
          preview={
            job.state.result && (
              <p className="text-sm text-ink" role="status">
                {t.done}
              </p>
            )
          }
          download={job.file ? t.download : undefined}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t.password} hint={t.passwordHint} error={problem}>
              <Input
                type={shown ? 'text' : 'password'}
                autoComplete="new-password"
                value={password}
                disabled={job.busy}
                onChange={(event) => job.edit(() => setPassword(event.target.value))}
              />
            </Field>
            <Field label={t.repeat} error={mismatch}>
              <Input
                type={shown ? 'text' : 'password'}
                autoComplete="new-password"
                value={repeat}
                disabled={job.busy}
                onChange={(event) => job.edit(() => setRepeat(event.target.value))}
              />
            </Field>
          </div>
          <CheckboxField label={t.show} checked={shown} onChange={setShown} />
        </SingleFileJobFrame>
      </ToolPanel>
    </ToolLayout>
  );
}
