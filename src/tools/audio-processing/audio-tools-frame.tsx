import type { ReactNode } from 'react';
import { SiblingToolNav } from '../../components/sibling-tool-nav.tsx';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { useMessages } from '../../i18n/index.ts';
import { useRetentionLabel } from '../../lib/retention.tsx';
import { audioMessages } from './messages.ts';

const audioTools = ['trim-audio', 'extract-audio', 'add-audio', 'remove-audio'] as const;

export type AudioToolSlug = (typeof audioTools)[number];

/**
 * The frame of the four audio tools: links between them drawn as tabs (each its own route, so the
 * address and the heading follow), the tool's panel, and one guide for all four. Following a link
 * mounts the other tool afresh, so a job still running in the tool left is cancelled.
 */
export function AudioToolsFrame({
  current,
  children,
}: {
  current: AudioToolSlug;
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
          tools={audioTools.map((slug) => ({ slug, label: nav[slug] }))}
          current={current}
        />
        <div className="mt-4">{children}</div>
      </ToolPanel>
    </ToolLayout>
  );
}
