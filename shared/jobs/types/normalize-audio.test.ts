import { describe, expect, it } from 'vitest';
import { fileKinds } from '../file-kinds.ts';
import { normalizeAudioJob, sameFormatOut } from './normalize-audio.ts';

describe('normalize-audio', () => {
  it('gives back the format it was given, named after the file', () => {
    const parameters = normalizeAudioJob.parameters.parse({});
    expect(parameters).toEqual({ targetLufs: -16 });
    expect(
      normalizeAudioJob.result(parameters, [
        { name: 'talk.opus', contentType: 'audio/ogg; codecs=opus' },
      ]),
    ).toEqual({ filename: 'talk-normalized.opus', contentType: 'audio/ogg' });
    expect(
      normalizeAudioJob.result(parameters, [{ name: 'clip.mov', contentType: 'video/quicktime' }]),
    ).toEqual({ filename: 'clip-normalized.mov', contentType: 'video/quicktime' });
  });

  it('knows the format of every type it lets in', () => {
    for (const type of fileKinds.media.detected) expect(sameFormatOut[type], type).toBeDefined();
  });

  it('takes a loudness from -30 to -5 LUFS', () => {
    expect(normalizeAudioJob.parameters.safeParse({ targetLufs: -31 }).success).toBe(false);
    expect(normalizeAudioJob.parameters.safeParse({ targetLufs: -4 }).success).toBe(false);
    expect(normalizeAudioJob.parameters.safeParse({ targetLufs: -23 }).success).toBe(true);
  });
});
