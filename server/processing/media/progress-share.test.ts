import { describe, expect, it } from 'vitest';
import { downloadStage, partOf } from './progress-share.ts';

describe('partOf', () => {
  it('maps a step onto its share of the bar', () => {
    expect(partOf(0, 40, 100)).toBe(40);
    expect(partOf(50, 40, 100)).toBe(70);
    expect(partOf(100, 0, 40)).toBe(40);
    expect(partOf(33.333, 0, 100)).toBe(33.3);
  });
  it('keeps out-of-range steps inside the share', () => {
    expect(partOf(-5, 10, 20)).toBe(10);
    expect(partOf(150, 10, 20)).toBe(20);
  });
});

describe('downloadStage', () => {
  it('says how much has arrived, of how much when known', () => {
    expect(downloadStage(3.2 * 1024 * 1024, 45 * 1024 * 1024)).toBe('Downloading: 3.2 of 45 MB');
    expect(downloadStage(512 * 1024, null)).toBe('Downloading: 0.5 MB');
    expect(downloadStage(123.4 * 1024 * 1024, null)).toBe('Downloading: 123 MB');
  });
});
