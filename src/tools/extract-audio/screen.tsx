import { AudioLines } from 'lucide-react';
import { AudioToolsFrame } from '../audio-processing/audio-tools-frame.tsx';
import { FileOrUrlPanel } from '../audio-processing/file-or-url-panel.tsx';
import { audioToasts } from '../audio-processing/toasts.ts';
import type { ToolScreenProps } from '../registry.ts';

/** Extract Audio: the sound of a video file or a video link, as an MP3. */
export default function ExtractAudioScreen({ tool, category }: ToolScreenProps) {
  return (
    <AudioToolsFrame current="extract-audio">
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
    </AudioToolsFrame>
  );
}
