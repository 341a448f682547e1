import { describe, expect, it } from 'vitest';
import { jobDefinition, type JobType } from './job-types.ts';
import {
  nameStem,
  namedAfterInput,
  renamed,
  uniqueNames,
  type ResultInput,
} from './result-names.ts';

describe('result names', () => {
  it('keeps the stem and swaps the extension', () => {
    expect(renamed('holiday.jpg', 'webp', 'compressed')).toBe('holiday.webp');
    expect(renamed('my.trip.2024.PNG', 'jpg', 'compressed')).toBe('my.trip.2024.jpg');
    expect(renamed('noextension', 'png', 'compressed')).toBe('noextension.png');
  });

  it('falls back when nothing safe is left of the name', () => {
    expect(renamed('.jpg', 'png', 'resized')).toBe('.jpg.png');
    expect(renamed('???.jpg', 'png', 'resized')).toBe('resized.png');
    expect(nameStem('folder/inner\\photo.jpeg')).toBe('photo');
  });

  it('numbers clashing names, ignoring case, without taking a name another entry has', () => {
    expect(uniqueNames(['a.webp', 'A.webp', 'a-2.webp', 'b.webp', 'a.webp'])).toEqual([
      'a.webp',
      'A-3.webp',
      'a-2.webp',
      'b.webp',
      'a-4.webp',
    ]);
    expect(uniqueNames(['x.png', 'y.png'])).toEqual(['x.png', 'y.png']);
  });
});

describe('the name of each result', () => {
  const input = (name: string, contentType: string): ResultInput => ({ name, contentType });
  const photo = input('holiday.jpg', 'image/jpeg');
  const video = input('clip.mp4', 'video/mp4');
  const pdf = input('report.pdf', 'application/pdf');

  /** The types of the first releases; each newer type's module has a test of its own names. */
  const cases: Partial<Record<JobType, [Record<string, unknown>, ResultInput[], string]>> = {
    'remove-bg': [{}, [photo], 'holiday-no-background.png'],
    'crop-image': [{ ratio: 'square' }, [photo], 'holiday-cropped.png'],
    'shape-transform': [{ shape: 'circle' }, [photo], 'holiday-circle.png'],
    'images-to-gif': [{}, [photo, input('b.png', 'image/png')], 'created.gif'],
    'convert-image': [{ targetFormat: 'webp' }, [photo], 'holiday.webp'],
    'compress-image': [{ format: 'keep' }, [photo], 'holiday.jpg'],
    'resize-image': [{ percentage: 50 }, [photo], 'holiday.jpg'],
    'images-to-pdf': [{}, [photo, input('b.png', 'image/png')], 'created.pdf'],
    'pdf-to-images': [{}, [pdf], 'report-pages.zip'],
    'trim-audio': [{ start: 0, end: 5 }, [input('song.mp3', 'audio/mpeg')], 'song-trimmed.mp3'],
    'extract-audio': [{}, [video], 'clip.mp3'],
    'extract-audio-url': [{ url: 'https://example.org/a.mp4' }, [], 'processed-audio.mp3'],
    'add-audio': [{}, [video, input('song.mp3', 'audio/mpeg')], 'processed-video.mp4'],
    'remove-audio': [{}, [video], 'clip-no-audio.mp4'],
    'remove-audio-url': [{ url: 'https://example.org/a.mp4' }, [], 'processed-video.mp4'],
    'download-video': [{ url: 'https://example.org/a.mp4' }, [], 'downloaded-video.mp4'],
    'word-to-pdf': [{}, [input('report.docx', 'application/zip')], 'report.pdf'],
    'pdf-to-word': [{}, [pdf], 'report.docx'],
    'video-to-gif': [{ start: 0, end: 2 }, [video], 'clip.gif'],
    'merge-pdf': [{}, [pdf, input('b.pdf', 'application/pdf')], 'merged.pdf'],
    // Split and compress are named by their processors from the outcome (report-pages.zip,
    // report-compressed.pdf); the registry's name is the fallback.
    'split-pdf': [{ mode: 'every', every: 1 }, [pdf], 'split-pages.zip'],
    'compress-pdf': [{}, [pdf], 'compressed.pdf'],
    'rotate-pdf': [{ angle: 90 }, [pdf], 'report-rotated.pdf'],
    'organize-pdf': [{ pages: '2,1' }, [pdf], 'report-organized.pdf'],
    'number-pdf-pages': [{}, [pdf], 'report-numbered.pdf'],
    'watermark-pdf': [{ text: 'Draft' }, [pdf], 'report-watermarked.pdf'],
    'ocr-pdf': [{}, [input('scan.jpg', 'image/jpeg')], 'scan-ocr.pdf'],
    'protect-pdf': [{ password: 'x' }, [pdf], 'report-protected.pdf'],
    'unlock-pdf': [{ password: 'x' }, [pdf], 'report-unlocked.pdf'],
    'pdf-to-pdfa': [{}, [pdf], 'report-pdfa.pdf'],
  };

  it.each(Object.entries(cases))('names the result of %s', (type, [parameters, inputs, name]) => {
    const definition = jobDefinition(type as JobType);
    expect(definition.result(parameters as never, inputs).filename).toBe(name);
  });

  it('falls back to the fixed name when nothing safe is left of the visitor’s name', () => {
    expect(
      jobDefinition('remove-bg').result({} as never, [input('???.jpg', 'image/jpeg')]),
    ).toEqual({ filename: 'background-removed.png', contentType: 'image/png' });
    expect(jobDefinition('word-to-pdf').result({} as never, [input('.docx', 'x')]).filename).toBe(
      '.docx.pdf',
    );
    expect(namedAfterInput([], (stem) => stem, 'fixed')).toBe('fixed');
  });
});
