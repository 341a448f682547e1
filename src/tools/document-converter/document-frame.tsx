import type { ReactNode } from 'react';
import { SiblingToolNav } from '../../components/sibling-tool-nav.tsx';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { useMessages } from '../../i18n/index.ts';
import { useRetentionLabel } from '../../lib/retention.tsx';
import { pdfToWordJob } from '../../../shared/jobs/types/pdf-to-word.ts';
import { wordToPdfJob } from '../../../shared/jobs/types/word-to-pdf.ts';
import { documentMessages } from './messages.ts';

const directions = [
  { job: wordToPdfJob, words: 'wordToPdf' },
  { job: pdfToWordJob, words: 'pdfToWord' },
] as const;

/**
 * The frame of Word to PDF and PDF to Word: links between the two (each its own route, so the
 * address and the heading follow), the tool's panel, and one guide for both.
 */
export function DocumentFrame({
  current,
  children,
}: {
  /** The slug of the tool shown. */
  current: string;
  children: ReactNode;
}) {
  const { nav, guide } = useMessages(documentMessages);
  const period = useRetentionLabel();
  return (
    <ToolLayout
      aside={
        <GuideCard title={guide.title}>
          <p>{guide.wordToPdf}</p>
          <p>{guide.pdfToWord}</p>
          <p>{guide.limits(period)}</p>
          <p>{guide.password}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SiblingToolNav
          label={nav.label}
          tools={directions.map(({ job, words }) => ({ slug: job.toolSlug, label: nav[words] }))}
          current={current}
        />
        <div className="mt-4">{children}</div>
      </ToolPanel>
    </ToolLayout>
  );
}
