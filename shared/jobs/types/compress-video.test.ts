import { describe, expect, it } from 'vitest';
import { compressVideoJob } from './compress-video.ts';

describe('compress-video', () => {
  it("names its result after the visitor's file", () => {
    const parameters = compressVideoJob.parameters.parse({});
    const result = compressVideoJob.result(parameters, [{ name: 'holiday.mov', contentType: '' }]);
    expect(result).toEqual({ filename: 'holiday-compressed.mp4', contentType: 'video/mp4' });
  });

  it('takes a target size or a quality, not both', () => {
    expect(compressVideoJob.parameters.parse({ targetSizeMB: 8 })).toEqual({
      targetSizeMB: 8,
      maxHeight: '1080',
    });
    expect(compressVideoJob.parameters.safeParse({ targetSizeMB: 8, quality: 'low' }).success).toBe(
      false,
    );
    expect(compressVideoJob.parameters.safeParse({ targetSizeMB: 0.5 }).success).toBe(false);
    expect(compressVideoJob.parameters.safeParse({ maxHeight: '360' }).success).toBe(false);
  });
});
