import { describe, expect, it } from 'vitest';
import { dataUrlToBlob } from './download.ts';

describe('dataUrlToBlob', () => {
  it('turns a base64 data URL into the same bytes with its type', async () => {
    const blob = dataUrlToBlob('data:image/png;base64,iVBORw0KGgo=');
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ]);
  });
});
