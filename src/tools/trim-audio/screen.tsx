import { AudioToolsFrame } from '../audio-processing/audio-tools-frame.tsx';
import { TrimAudioPanel } from '../audio-processing/trim-audio-panel.tsx';
import type { ToolScreenProps } from '../registry.ts';

/** Trim Audio: the piece of an audio file between two times, as an MP3. */
export default function TrimAudioScreen({ tool, category }: ToolScreenProps) {
  return (
    <AudioToolsFrame current={tool.slug}>
      <TrimAudioPanel tool={tool} category={category} />
    </AudioToolsFrame>
  );
}
