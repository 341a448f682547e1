import { describe, expect, it } from 'vitest';
import { parseFfmpegInputBanner, parseFfprobeJson } from './probe-parse.ts';

// Shaped as ffprobe 5.1 prints them (fields trimmed).
const ffprobeJson = JSON.stringify({
  streams: [
    {
      index: 0,
      codec_name: 'h264',
      codec_type: 'video',
      width: 320,
      height: 240,
      avg_frame_rate: '25/1',
      r_frame_rate: '25/1',
      duration: '3.000000',
      disposition: { attached_pic: 0 },
    },
    {
      index: 1,
      codec_name: 'aac',
      codec_type: 'audio',
      sample_rate: '44100',
      channels: 1,
      duration: '3.000000',
      disposition: { attached_pic: 0 },
    },
  ],
  format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '3.000000' },
});

const mp3WithCover = JSON.stringify({
  streams: [
    { index: 0, codec_name: 'mp3', codec_type: 'audio', sample_rate: '48000', channels: 2 },
    {
      index: 1,
      codec_name: 'mjpeg',
      codec_type: 'video',
      width: 300,
      height: 300,
      disposition: { attached_pic: 1 },
    },
  ],
  format: { format_name: 'mp3', duration: '182.4' },
});

// As the 2018 static build inside @ffmpeg-installer prints its input.
const banner = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'file:/tmp/a.mp4':
  Metadata:
    major_brand     : isom
  Duration: 00:00:03.00, start: 0.000000, bitrate: 353 kb/s
    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 320x240 [SAR 1:1 DAR 4:3], 272 kb/s, 25 fps, 25 tbr, 12800 tbn, 50 tbc (default)
    Metadata:
      handler_name    : VideoHandler
    Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, mono, fltp, 69 kb/s (default)
At least one output file must be specified`;

const coverBanner = `Input #0, mp3, from 'file:/tmp/song.mp3':
  Duration: 00:03:02.40, start: 0.025057, bitrate: 320 kb/s
    Stream #0:0: Audio: mp3, 48000 Hz, stereo, fltp, 320 kb/s
    Stream #0:1: Video: mjpeg (Baseline), yuvj420p(pc, bt470bg/unknown/unknown), 300x300, 90k tbr, 90k tbn, 90k tbc (attached pic)`;

describe('parseFfprobeJson', () => {
  it('reads the container, length and first video and audio streams', () => {
    expect(parseFfprobeJson(ffprobeJson)).toEqual({
      formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
      durationSeconds: 3,
      video: { index: 0, codec: 'h264', width: 320, height: 240, frameRate: 25 },
      audio: { index: 1, codec: 'aac', sampleRate: 44100, channels: 1 },
      videoStreams: 1,
      audioStreams: 1,
    });
  });

  it("does not count an audio file's cover picture as video", () => {
    const info = parseFfprobeJson(mp3WithCover);
    expect(info?.video).toBeNull();
    expect(info?.videoStreams).toBe(0);
    expect(info?.durationSeconds).toBe(182.4);
  });

  it('returns null for output that is not ffprobe JSON', () => {
    expect(parseFfprobeJson('{\n\n}')).toBeNull();
    expect(parseFfprobeJson('not json')).toBeNull();
  });
});

describe('parseFfmpegInputBanner', () => {
  it('reads what ffmpeg -i prints when there is no ffprobe', () => {
    expect(parseFfmpegInputBanner(banner)).toEqual({
      formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
      durationSeconds: 3,
      video: { index: 0, codec: 'h264', width: 320, height: 240, frameRate: 25 },
      audio: { index: 1, codec: 'aac', sampleRate: 44100, channels: 1 },
      videoStreams: 1,
      audioStreams: 1,
    });
  });

  it('skips cover pictures and reads stereo', () => {
    const info = parseFfmpegInputBanner(coverBanner);
    expect(info?.video).toBeNull();
    expect(info?.audio).toEqual({ index: 0, codec: 'mp3', sampleRate: 48000, channels: 2 });
    expect(info?.durationSeconds).toBeCloseTo(182.4);
  });

  it('returns null when ffmpeg could not open the input', () => {
    expect(
      parseFfmpegInputBanner('file:/tmp/x.mp4: Invalid data found when processing input'),
    ).toBeNull();
  });

  it('leaves the length unknown when ffmpeg prints N/A', () => {
    const info = parseFfmpegInputBanner(
      `Input #0, matroska,webm, from 'x':\n  Duration: N/A, start: 0.000000, bitrate: N/A\n    Stream #0:0: Audio: opus, 48000 Hz, stereo, fltp`,
    );
    expect(info?.durationSeconds).toBeNull();
    expect(info?.audio?.channels).toBe(2);
  });
});
