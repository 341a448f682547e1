import { describe, expect, it } from 'vitest';
import { convertVideoJob } from './convert-video.ts';

describe('convert-video', () => {
  it("names its result after the visitor's file, in the target's extension", () => {
    const parameters = convertVideoJob.parameters.parse({ targetFormat: 'webm' });
    expect(convertVideoJob.result(parameters, [{ name: 'trip.mov', contentType: '' }])).toEqual({
      filename: 'trip.webm',
      contentType: 'video/webm',
    });
  });

  it('takes the four containers only', () => {
    expect(convertVideoJob.parameters.safeParse({ targetFormat: 'avi' }).success).toBe(false);
    expect(convertVideoJob.parameters.safeParse({}).success).toBe(false);
  });
});
