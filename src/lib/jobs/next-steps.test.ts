import { describe, expect, it } from 'vitest';
import { limits } from '../../../shared/jobs/limits.ts';
import type { JobType } from '../../../shared/jobs/job-types.ts';
import { MAX_NEXT_STEPS, nextSteps } from './next-steps.ts';

const id = 'AAAAAAAAAAAAAAAAAAAAAA';
const after = (type: JobType, contentType: string, size = 50_000) =>
  nextSteps({ id, type, result: { contentType, size } }).map((step) => step.type);

describe('next steps after a result', () => {
  it('offers an image result to compress, resize, remove its background and convert', () => {
    expect(after('crop-image', 'image/png')).toEqual([
      'compress-image',
      'resize-image',
      'remove-bg',
      'convert-image',
    ]);
  });

  it('never offers the tool that just ran', () => {
    expect(after('convert-image', 'image/webp')).not.toContain('convert-image');
    expect(after('compress-image', 'image/jpeg')).not.toContain('compress-image');
    expect(after('compress-image', 'image/jpeg')).toContain('convert-image');
    expect(after('trim-audio', 'audio/mpeg')).toEqual(['convert-audio', 'normalize-audio']);
  });

  it('offers a PDF to images, to Word, to compress and to split', () => {
    expect(after('word-to-pdf', 'application/pdf')).toEqual([
      'pdf-to-images',
      'pdf-to-word',
      'compress-pdf',
      'split-pdf',
    ]);
    // Merge needs two PDFs or more: one result is not enough.
    expect(after('compress-pdf', 'application/pdf')).not.toContain('merge-pdf');
  });

  it('offers a Word result to PDF, a video to GIF, audio and its video tools, an audio to its tools', () => {
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect(after('pdf-to-word', docx)).toEqual(['word-to-pdf']);
    expect(after('remove-audio', 'video/mp4')).toEqual([
      'video-to-gif',
      'extract-audio',
      'compress-video',
      'convert-video',
    ]);
    expect(after('extract-audio', 'audio/mpeg')).toEqual([
      'trim-audio',
      'convert-audio',
      'normalize-audio',
    ]);
  });

  it('offers nothing for a ZIP, which no tool takes', () => {
    expect(after('pdf-to-images', 'application/zip')).toEqual([]);
  });

  it('offers the image tools for a GIF, which they read (its first frame)', () => {
    expect(after('video-to-gif', 'image/gif')).toContain('compress-image');
  });

  it('leaves out a tool whose size limit the result exceeds', () => {
    const big = limits.image + 1;
    expect(after('remove-audio', 'video/mp4', limits.videoForGif + 1)).not.toContain(
      'video-to-gif',
    );
    expect(after('crop-image', 'image/png', big)).not.toContain('compress-image');
  });

  it('gives each a link to the tool page that carries the job id', () => {
    const [first] = nextSteps({
      id,
      type: 'convert-image',
      result: { contentType: 'image/webp', size: 1000 },
    });
    expect(first).toMatchObject({
      name: 'Image Compressor',
      href: `/tools/image-tools/compress-image?from=${id}`,
    });
  });

  it('offers at most a few, and only types this server runs', () => {
    expect(after('shape-transform', 'image/png').length).toBeLessThanOrEqual(MAX_NEXT_STEPS);
    const only = nextSteps(
      { id, type: 'crop-image', result: { contentType: 'image/png', size: 10 } },
      new Set<JobType>(['resize-image']),
    );
    expect(only.map((s) => s.type)).toEqual(['resize-image']);
  });
});
