import { AudioLines, VolumeX } from 'lucide-react';
import { useState } from 'react';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { AddAudioPanel } from './add-audio-panel.tsx';
import { FileOrUrlPanel } from './file-or-url-panel.tsx';
import { audioToasts } from './toasts.ts';
import { TrimAudioPanel } from './trim-audio-panel.tsx';
import { RetentionPeriod } from '../../lib/retention.tsx';

const tabs = [
  { value: 'trim-audio', label: 'Trim Audio' },
  { value: 'extract-audio', label: 'Extract Audio' },
  { value: 'add-audio', label: 'Add Audio' },
  { value: 'remove-audio', label: 'Remove Audio' },
] as const;

type Tab = (typeof tabs)[number]['value'];

function tabOf(slug: string): Tab {
  return tabs.find((tab) => tab.value === slug)?.value ?? 'trim-audio';
}

/**
 * Audio Processing Tools, four tabs: Trim Audio, Extract Audio (a video file or URL), Add Audio
 * (a video and an audio file) and Remove Audio (a video file or URL). The route picks the first
 * tab. Switching tab starts afresh: the tab's panel is mounted anew, so its selections and results
 * are cleared, and a job still running in the tab left is cancelled.
 */
export default function AudioProcessingScreen({ tool, category }: ToolScreenProps) {
  const [tab, setTab] = useState<Tab>(() => tabOf(tool.slug));
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
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList aria-label="Audio tools" className="grid! grid-cols-2 sm:inline-flex!">
            {tabs.map((item) => (
              <TabsTrigger key={item.value} value={item.value}>
                {item.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="trim-audio">
            <TrimAudioPanel tool={tool} category={category} />
          </TabsContent>
          <TabsContent value="extract-audio">
            <FileOrUrlPanel
              tool={tool}
              category={category}
              fileType="extract-audio"
              urlType="extract-audio-url"
              texts={{
                action: 'Extract Audio',
                icon: <AudioLines aria-hidden="true" />,
                success: audioToasts.extracted,
                result: 'audio',
                downloadLabel: 'Download Audio',
              }}
            />
          </TabsContent>
          <TabsContent value="add-audio">
            <AddAudioPanel tool={tool} category={category} />
          </TabsContent>
          <TabsContent value="remove-audio">
            <FileOrUrlPanel
              tool={tool}
              category={category}
              fileType="remove-audio"
              urlType="remove-audio-url"
              texts={{
                action: 'Remove Audio',
                icon: <VolumeX aria-hidden="true" />,
                success: audioToasts.processed,
                result: 'video',
                downloadLabel: 'Download Video',
              }}
            />
          </TabsContent>
        </Tabs>
      </ToolPanel>
    </ToolLayout>
  );
}
