import { describe, expect, it } from 'vitest';
import { ffmpegFailure, mediaMessages, silentFailure, stderrSummary } from './ffmpeg-errors.ts';

describe('ffmpegFailure', () => {
  it('reads an unreadable container from the messages ffmpeg prints', () => {
    for (const stderr of [
      '[mov,mp4,m4a,3gp,3g2,mj2 @ 0x1] moov atom not found\n/tmp/x/in.mp4: Invalid data found when processing input',
      "[hls @ 0x1] Format not on whitelist 'mov,mp3'\nfile:/tmp/in.mp4: Invalid argument",
      '[matroska,webm @ 0x1] EBML header parsing failed',
    ]) {
      const error = ffmpegFailure(stderr, 'exited with 1');
      expect(error.code).toBe('unreadable_media');
      expect(error.status).toBe(422);
      expect(error.message).toBe(mediaMessages.unreadable);
    }
  });

  it('tells a missing audio or video track', () => {
    expect(ffmpegFailure("Stream map '0:a:0' matches no streams.", 'exited with 1').code).toBe(
      'no_audio',
    );
    expect(ffmpegFailure("Stream map '0:v:0' matches no streams.", 'exited with 1').code).toBe(
      'no_video',
    );
  });

  it('never shows ffmpeg output (it names server paths) in the message, only in the detail', () => {
    const error = ffmpegFailure(
      'Error while filtering: /srv/data/jobs/abc/input.mp4 Cannot allocate memory',
      'exited with 1',
    );
    expect(error.code).toBe('media_failed');
    expect(error.message).not.toContain('/srv');
    expect(error.detail).toContain('/srv/data/jobs/abc/input.mp4');
  });

  it('summarises the last lines of stderr', () => {
    expect(stderrSummary('a\n\n b \nc\nd', 2)).toBe('c | d');
  });
});

describe('silentFailure', () => {
  it('catches a truncated input that ffmpeg reads to its premature end without failing', () => {
    const error = silentFailure(
      '[mov,mp4,m4a,3gp,3g2,mj2 @ 0x1] stream 1, offset 0x102ba: partial file',
    );
    expect(error?.code).toBe('unreadable_media');
    expect(error?.message).toBe(mediaMessages.truncated);
    expect(silentFailure('')).toBeNull();
  });
});
