import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readZipPages } from './zip-pages.ts';

describe('readZipPages', () => {
  it('lists the PNG pages in page order', () => {
    const zip = zipSync({
      'page-010.png': new Uint8Array([1]),
      'page-002.png': new Uint8Array([2, 2]),
      'notes.txt': new Uint8Array([3]),
      'page-001.png': new Uint8Array([4, 4, 4]),
    });
    const pages = readZipPages(zip);
    expect(pages.map((p) => [p.name, p.number, p.blob.size])).toEqual([
      ['page-001.png', 1, 3],
      ['page-002.png', 2, 2],
      ['page-010.png', 10, 1],
    ]);
  });
});
