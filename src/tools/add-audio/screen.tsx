import { AddAudioPanel } from '../audio-processing/add-audio-panel.tsx';
import { AudioToolsFrame } from '../audio-processing/audio-tools-frame.tsx';
import type { ToolScreenProps } from '../registry.ts';

/** Add Audio to Video: a video and an audio file in, the video with that sound out. */
export default function AddAudioScreen({ tool, category }: ToolScreenProps) {
  return (
    <AudioToolsFrame current={tool.slug}>
      <AddAudioPanel tool={tool} category={category} />
    </AudioToolsFrame>
  );
}
