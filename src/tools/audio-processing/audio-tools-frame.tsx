import type { ReactNode } from 'react';
import { SiblingToolNav } from '../../components/sibling-tool-nav.tsx';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { useMessages } from '../../i18n/index.ts';
import { useRetentionLabel } from '../../lib/retention.tsx';
import { addAudioJob } from '../../../shared/jobs/types/add-audio.ts';
import { extractAudioJob } from '../../../shared/jobs/types/extract-audio.ts';
import { removeAudioJob } from '../../../shared/jobs/types/remove-audio.ts';
import { trimAudioJob } from '../../../shared/jobs/types/trim-audio.ts';
import { audioMessages } from './messages.ts';

/** The four tools, each by its job type's tool and the key of its tab's words. */
const audioTools = [
  { job: trimAudioJob, words: 'trim' },
  { job: extractAudioJob, words: 'extract' },
  { job: addAudioJob, words: 'add' },
  { job: removeAudioJob, words: 'remove' },
] as const;

/**
 * The frame of the four audio tools: links between them drawn as tabs (each its own route, so the
 * address and the heading follow), the tool's panel, and one guide for all four. Following a link
 * mounts the other tool afresh, so a job still running in the tool left is cancelled.
 */
export function AudioToolsFrame({
  current,
  children,
}: {
  /** The slug of the tool shown. */
  current: string;
  children: ReactNode;
}) {
  const { nav, guide } = useMessages(audioMessages);
  const period = useRetentionLabel();
  return (
    <ToolLayout
      aside={
        <GuideCard title={guide.title}>
          <p>{guide.trim}</p>
          <p>{guide.extract}</p>
          <p>{guide.add}</p>
          <p>{guide.remove}</p>
          <p>{guide.limits(period)}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SiblingToolNav
          label={nav.label}
          tools={audioTools.map(({ job, words }) => ({ slug: job.toolSlug, label: nav[words] }))}
          current={current}
        />
        <div className="mt-4">{children}</div>
      </ToolPanel>
    </ToolLayout>
  );
}
