import { VolumeX } from 'lucide-react';
import { AudioToolsFrame } from '../audio-processing/audio-tools-frame.tsx';
import { FileOrUrlPanel } from '../audio-processing/file-or-url-panel.tsx';
import { audioMessages } from '../audio-processing/messages.ts';
import { useAudioToasts } from '../audio-processing/toasts.ts';
import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { removeAudioJob } from '../../../shared/jobs/types/remove-audio.ts';
import { removeAudioUrlJob } from '../../../shared/jobs/types/remove-audio-url.ts';

/** Remove Audio from Video: the picture of a video file or a video link, without its sound. */
export default function RemoveAudioScreen({ tool, category }: ToolScreenProps) {
  const text = useMessages(audioMessages);
  const audioToasts = useAudioToasts();
  return (
    <AudioToolsFrame current={tool.slug}>
      <FileOrUrlPanel
        tool={tool}
        category={category}
        fileType={removeAudioJob.type}
        urlType={removeAudioUrlJob.type}
        texts={{
          action: text.fileOrUrl.remove,
          icon: <VolumeX aria-hidden="true" />,
          success: audioToasts.processed,
          result: 'video',
          downloadLabel: text.downloadVideo,
        }}
      />
    </AudioToolsFrame>
  );
}
