import { describe, expect, it } from 'vitest';
import { convertAudioJob } from './convert-audio.ts';

describe('convert-audio', () => {
  it("names its result after the visitor's file, in the target's extension", () => {
    const parameters = convertAudioJob.parameters.parse({ targetFormat: 'flac' });
    expect(convertAudioJob.result(parameters, [{ name: 'song.wma', contentType: '' }])).toEqual({
      filename: 'song.flac',
      contentType: 'audio/flac',
    });
  });

  it('takes a bitrate for lossy targets only', () => {
    expect(
      convertAudioJob.parameters.safeParse({ targetFormat: 'mp3', bitrate: 128 }).success,
    ).toBe(true);
    const lossless = convertAudioJob.parameters.safeParse({ targetFormat: 'wav', bitrate: 128 });
    expect(lossless.error?.issues[0]?.message).toBe('WAV is lossless: it takes no bitrate');
    expect(convertAudioJob.parameters.safeParse({ targetFormat: 'mp3', bitrate: 8 }).success).toBe(
      false,
    );
    expect(convertAudioJob.parameters.safeParse({ targetFormat: 'aiff' }).success).toBe(false);
  });
});
