import { parseClockTime } from './progress.ts';

export interface VideoStreamInfo {
  index: number;
  codec: string;
  width: number;
  height: number;
  /** Frames a second, when known. */
  frameRate: number | null;
}

export interface AudioStreamInfo {
  index: number;
  codec: string;
  sampleRate: number | null;
  channels: number | null;
}

export interface MediaInfo {
  /** ffmpeg's name of the container, for example `mov,mp4,m4a,3gp,3g2,mj2` or `mp3`. */
  formatName: string;
  /** Length in seconds, or null when the container does not say. */
  durationSeconds: number | null;
  /** The first real video stream (cover pictures of audio files are not video). */
  video: VideoStreamInfo | null;
  /** The first audio stream. */
  audio: AudioStreamInfo | null;
  videoStreams: number;
  audioStreams: number;
}

function finiteNumber(value: unknown): number | null {
  const number = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

function frameRate(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const [top, bottom] = text.split('/').map(Number);
  if (top === undefined || !Number.isFinite(top)) return null;
  if (bottom === undefined) return top > 0 ? top : null;
  return bottom > 0 && top > 0 ? top / bottom : null;
}

interface ProbeStream {
  index?: number;
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  sample_rate?: string;
  channels?: number;
  duration?: string;
  disposition?: { attached_pic?: number };
}

interface ProbeJson {
  streams?: ProbeStream[];
  format?: { format_name?: string; duration?: string };
}

/** Reads the JSON of `ffprobe -print_format json -show_format -show_streams`. */
export function parseFfprobeJson(text: string): MediaInfo | null {
  let json: ProbeJson;
  try {
    json = JSON.parse(text) as ProbeJson;
  } catch {
    return null;
  }
  if (!json.format) return null;
  const streams = json.streams ?? [];
  const videos = streams.filter(
    (stream) => stream.codec_type === 'video' && stream.disposition?.attached_pic !== 1,
  );
  const audios = streams.filter((stream) => stream.codec_type === 'audio');
  const firstVideo = videos[0];
  const firstAudio = audios[0];
  const streamDurations = streams
    .map((stream) => finiteNumber(stream.duration))
    .filter((value): value is number => value !== null);
  const duration =
    finiteNumber(json.format.duration) ??
    (streamDurations.length > 0 ? Math.max(...streamDurations) : null);
  return {
    formatName: json.format.format_name ?? 'unknown',
    durationSeconds: duration,
    video: firstVideo
      ? {
          index: firstVideo.index ?? 0,
          codec: firstVideo.codec_name ?? 'unknown',
          width: firstVideo.width ?? 0,
          height: firstVideo.height ?? 0,
          frameRate: frameRate(firstVideo.avg_frame_rate) ?? frameRate(firstVideo.r_frame_rate),
        }
      : null,
    audio: firstAudio
      ? {
          index: firstAudio.index ?? 0,
          codec: firstAudio.codec_name ?? 'unknown',
          sampleRate: finiteNumber(firstAudio.sample_rate),
          channels: firstAudio.channels ?? null,
        }
      : null,
    videoStreams: videos.length,
    audioStreams: audios.length,
  };
}

/**
 * Reads what `ffmpeg -i file` prints about its input, for an ffmpeg without ffprobe (the npm
 * build): `Input #0, mp3, from ...`, `Duration: 00:00:03.00, ...` and `Stream #0:1(und): Audio: ...`.
 */
export function parseFfmpegInputBanner(stderr: string): MediaInfo | null {
  const input = /^Input #0, (.+?), from /m.exec(stderr);
  if (!input?.[1]) return null;
  const durationText = /^\s*Duration: ([^,]+),/m.exec(stderr)?.[1];
  const durationSeconds = durationText ? parseClockTime(durationText) : null;
  let video: VideoStreamInfo | null = null;
  let audio: AudioStreamInfo | null = null;
  let videoStreams = 0;
  let audioStreams = 0;
  const streamPattern = /^\s*Stream #0:(\d+)[^:]*: (Video|Audio): ([^\n]*)$/gm;
  for (const match of stderr.matchAll(streamPattern)) {
    const index = Number(match[1]);
    const details = match[3] ?? '';
    const codec = /^(\w+)/.exec(details)?.[1] ?? 'unknown';
    if (match[2] === 'Video') {
      if (/\(attached pic\)/.test(details)) continue;
      videoStreams++;
      if (!video) {
        const size = /, (\d{2,5})x(\d{2,5})[\s,]/.exec(details);
        const fps = /, ([\d.]+) fps/.exec(details);
        video = {
          index,
          codec,
          width: size ? Number(size[1]) : 0,
          height: size ? Number(size[2]) : 0,
          frameRate: fps ? Number(fps[1]) : null,
        };
      }
    } else {
      audioStreams++;
      if (!audio) {
        const rate = /, (\d+) Hz/.exec(details);
        const layout = /Hz, ([^,]+)/.exec(details)?.[1]?.trim();
        const channels =
          layout === 'mono' ? 1 : layout === 'stereo' ? 2 : layout ? channelsOf(layout) : null;
        audio = { index, codec, sampleRate: rate ? Number(rate[1]) : null, channels };
      }
    }
  }
  return {
    formatName: input[1],
    durationSeconds: durationSeconds !== null && durationSeconds >= 0 ? durationSeconds : null,
    video,
    audio,
    videoStreams,
    audioStreams,
  };
}

function channelsOf(layout: string): number | null {
  const surround = /^(\d)\.(\d)/.exec(layout);
  if (surround) return Number(surround[1]) + Number(surround[2]);
  const count = /^(\d+) channels/.exec(layout);
  return count ? Number(count[1]) : null;
}
