import type { VideoTarget } from '../../../shared/jobs/types/convert-video.ts';

/**
 * The codecs (ffprobe's names) each container holds as every common player expects: streams of
 * these are copied as they are, anything else is encoded.
 */
const fits: Record<VideoTarget, { video: readonly string[]; audio: readonly string[] }> = {
  mp4: { video: ['h264', 'hevc'], audio: ['aac', 'mp3'] },
  mov: { video: ['h264', 'hevc'], audio: ['aac', 'mp3'] },
  mkv: {
    video: ['h264', 'hevc', 'vp8', 'vp9', 'av1'],
    audio: ['aac', 'mp3', 'opus', 'vorbis', 'flac', 'ac3'],
  },
  webm: { video: ['vp8', 'vp9', 'av1'], audio: ['opus', 'vorbis'] },
};

export function videoFits(target: VideoTarget, codec: string): boolean {
  return fits[target].video.includes(codec);
}

export function audioFits(target: VideoTarget, codec: string): boolean {
  return fits[target].audio.includes(codec);
}

/** The muxer of each target, with what it needs (the index first for MP4 and MOV). */
export const muxerArguments: Record<VideoTarget, string[]> = {
  mp4: ['-movflags', '+faststart', '-f', 'mp4'],
  mov: ['-movflags', '+faststart', '-f', 'mov'],
  mkv: ['-f', 'matroska'],
  webm: ['-f', 'webm'],
};

/** Video encoding for a stream that does not fit: VP9 for WebM (fast settings), H.264 elsewhere. */
export function videoEncodeArguments(target: VideoTarget): string[] {
  const codec =
    target === 'webm'
      ? [
          '-c:v',
          'libvpx-vp9',
          '-deadline',
          'realtime',
          '-cpu-used',
          '8',
          '-row-mt',
          '1',
          '-b:v',
          '0',
          '-crf',
          '33',
        ]
      : ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23'];
  // yuv420p needs even sizes.
  return [...codec, '-pix_fmt', 'yuv420p', '-vf', 'scale=trunc(iw/2)*2:trunc(ih/2)*2'];
}

export function audioEncodeArguments(target: VideoTarget): string[] {
  return target === 'webm' ? ['-c:a', 'libopus', '-b:a', '128k'] : ['-c:a', 'aac', '-b:a', '192k'];
}
