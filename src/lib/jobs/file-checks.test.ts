import { describe, expect, it } from 'vitest';
import { fileKinds } from '../../../shared/jobs/file-kinds.ts';
import { jobRegistry } from '../../../shared/jobs/job-types.ts';
import { looksLikeKind, selectFiles } from './file-checks.ts';

const MB = 1024 * 1024;
const file = (name: string, size = 1000, type = '') => ({ name, size, type });
const single = jobRegistry['remove-bg'].inputs[0]!;
const multiple = jobRegistry['images-to-gif'].inputs[0]!;

describe('looksLikeKind', () => {
  it('accepts a listed declared type or extension', () => {
    expect(looksLikeKind(file('a.JPG'), fileKinds.image)).toBe(true);
    expect(looksLikeKind(file('noext', 1, 'image/webp'), fileKinds.image)).toBe(true);
    expect(looksLikeKind(file('a.gif', 1, 'image/gif'), fileKinds.image)).toBe(true);
    // Chromium on Linux declares no type for a phone photo: its extension is enough.
    expect(looksLikeKind(file('IMG_0042.HEIC', 1, ''), fileKinds.image)).toBe(true);
    expect(looksLikeKind(file('notes.txt', 1, 'text/plain'), fileKinds.image)).toBe(false);
    expect(looksLikeKind(file('a.pdf', 1, 'application/pdf'), fileKinds.pdf)).toBe(true);
    expect(looksLikeKind(file('notes.doc'), fileKinds.word)).toBe(true);
  });
});

describe('selectFiles', () => {
  it('takes one file in a single slot', () => {
    expect(selectFiles([file('a.png'), file('b.png')], single)).toEqual({
      accepted: [file('a.png')],
    });
  });

  it('refuses unlisted types and oversized files with the fixed messages, first one only', () => {
    expect(selectFiles([file('a.txt')], single)).toEqual({
      accepted: [],
      error: 'Invalid file type. Please check supported formats.',
    });
    expect(selectFiles([file('a.png', 10 * MB + 1), file('b.txt')], single)).toEqual({
      accepted: [],
      error: 'File too large. Maximum size is 10MB',
    });
    expect(selectFiles([file('a.png', 10 * MB)], single).accepted).toHaveLength(1);
    expect(
      selectFiles([file('a.png', 51 * MB)], jobRegistry['convert-image'].inputs[0]!).error,
    ).toBe('File too large. Maximum size is 50MB');
  });

  it('trims a multiple selection to the remaining places and says so', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => file(`f${i}.png`));
    const result = selectFiles(twelve, multiple);
    expect(result.accepted).toHaveLength(10);
    expect(result.error).toBe('Too many files. Maximum 10 files allowed.');
    const later = selectFiles(twelve.slice(0, 3), multiple, 8);
    expect(later.accepted.map((f) => f.name)).toEqual(['f0.png', 'f1.png']);
    expect(later.error).toBe('Too many files. Maximum 10 files allowed.');
  });

  it('keeps the good files of a mixed drop', () => {
    const result = selectFiles(
      [file('a.png'), file('b.txt', 1, 'text/plain'), file('c.webp')],
      multiple,
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['a.png', 'c.webp']);
    expect(result.error).toBe('Invalid file type. Please check supported formats.');
  });

  it('treats an empty file as a failed upload', () => {
    expect(selectFiles([file('a.png', 0)], single)).toEqual({
      accepted: [],
      error: 'File upload failed',
    });
  });
});
