import { AudioLines } from 'lucide-react';
import { AudioToolsFrame } from '../audio-processing/audio-tools-frame.tsx';
import { FileOrUrlPanel } from '../audio-processing/file-or-url-panel.tsx';
import { audioMessages } from '../audio-processing/messages.ts';
import { useAudioToasts } from '../audio-processing/toasts.ts';
import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { extractAudioJob } from '../../../shared/jobs/types/extract-audio.ts';
import { extractAudioUrlJob } from '../../../shared/jobs/types/extract-audio-url.ts';

/** Extract Audio: the sound of a video file or a video link, as an MP3. */
export default function ExtractAudioScreen({ tool, category }: ToolScreenProps) {
  const text = useMessages(audioMessages);
  const audioToasts = useAudioToasts();
  return (
    <AudioToolsFrame current={tool.slug}>
      <FileOrUrlPanel
        tool={tool}
        category={category}
        fileType={extractAudioJob.type}
        urlType={extractAudioUrlJob.type}
        texts={{
          action: text.fileOrUrl.extract,
          icon: <AudioLines aria-hidden="true" />,
          success: audioToasts.extracted,
          result: 'audio',
          downloadLabel: text.downloadAudio,
        }}
      />
    </AudioToolsFrame>
  );
}
