import { describe, expect, it } from 'vitest';
import {
  createProgressParser,
  parseClockTime,
  scaledListener,
  type MediaProgress,
} from './progress.ts';

function feed(expected: number | null, text: string): MediaProgress[] {
  const reports: MediaProgress[] = [];
  const push = createProgressParser(expected, (progress) => reports.push(progress));
  for (const line of text.trim().split('\n')) push(line);
  return reports;
}

const block = (outTimeUs: string, progress = 'continue', speed = '2.00x') =>
  `frame=10\nfps=25.0\nout_time_us=${outTimeUs}\nout_time_ms=${outTimeUs}\nout_time=00:00:00.000000\nspeed=${speed}\nprogress=${progress}`;

describe('parseClockTime', () => {
  it('reads ffmpeg clock times', () => {
    expect(parseClockTime('00:00:05.500000')).toBe(5.5);
    expect(parseClockTime('01:02:03.25')).toBe(3723.25);
    expect(parseClockTime('-00:00:00.040000')).toBeCloseTo(-0.04);
    expect(parseClockTime('N/A')).toBeNull();
  });
});

describe('createProgressParser', () => {
  it('turns out_time_us into a percent of the expected length, once per block', () => {
    const reports = feed(10, [block('2500000'), block('5000000')].join('\n'));
    expect(reports.map((report) => report.percent)).toEqual([25, 50]);
    expect(reports[1]).toMatchObject({ outTimeSeconds: 5, speed: 2 });
  });

  it('never goes down and reaches 100 only at the end', () => {
    const reports = feed(
      4,
      [
        block('3000000'),
        block('1000000'),
        block('N/A'),
        block('4000000'),
        block('4000000', 'end'),
      ].join('\n'),
    );
    const percents = reports.map((report) => report.percent);
    expect(percents).toEqual([75, 75, 75, 99.9, 100]);
  });

  it('reads out_time when the microsecond fields are missing', () => {
    const reports = feed(20, 'out_time=00:00:05.000000\nprogress=continue');
    expect(reports[0]?.percent).toBe(25);
  });

  it('reports every block even without a known length, so listeners hear it is alive', () => {
    const reports = feed(
      null,
      [block('1000000'), block('2000000'), block('2000000', 'end')].join('\n'),
    );
    expect(reports.map((report) => report.percent)).toEqual([0, 0, 100]);
    expect(reports[1]?.outTimeSeconds).toBe(2);
  });

  it('ignores lines that are not key=value', () => {
    expect(feed(10, 'garbage\n=x\nprogress=continue')).toHaveLength(1);
  });
});

describe('scaledListener', () => {
  it('maps one step onto its share of the whole job', () => {
    const seen: number[] = [];
    const listener = scaledListener((progress) => seen.push(progress.percent), 35, 100);
    listener?.({ percent: 0, outTimeSeconds: 0, speed: null });
    listener?.({ percent: 50, outTimeSeconds: 1, speed: null });
    listener?.({ percent: 100, outTimeSeconds: 2, speed: null });
    expect(seen).toEqual([35, 67.5, 100]);
    expect(scaledListener(undefined, 0, 50)).toBeUndefined();
  });
});
