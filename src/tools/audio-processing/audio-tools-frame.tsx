import type { ReactNode } from 'react';
import { SiblingToolNav } from '../../components/sibling-tool-nav.tsx';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { RetentionPeriod } from '../../lib/retention.tsx';

const audioTools = [
  { slug: 'trim-audio', label: 'Trim Audio' },
  { slug: 'extract-audio', label: 'Extract Audio' },
  { slug: 'add-audio', label: 'Add Audio' },
  { slug: 'remove-audio', label: 'Remove Audio' },
] as const;

export type AudioToolSlug = (typeof audioTools)[number]['slug'];

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
  return (
    <ToolLayout
      aside={
        <GuideCard title="About the audio tools">
          <p>Trim Audio: cut an MP3, WAV, M4A or OGG file (up to 100MB) to the part you need.</p>
          <p>Extract Audio: save the sound of a video file or a video link as an MP3.</p>
          <p>Add Audio: put an audio file under a video in place of its own sound.</p>
          <p>Remove Audio: keep the picture of a video and drop its sound.</p>
          <p>
            Videos may be up to 500MB, as MP4, MOV, AVI or WebM. Results are MP3 audio or MP4 video.
            Your files and the results are deleted from our server within <RetentionPeriod />.
          </p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SiblingToolNav label="Audio tools" tools={audioTools} current={current} />
        <div className="mt-4">{children}</div>
      </ToolPanel>
    </ToolLayout>
  );
}
