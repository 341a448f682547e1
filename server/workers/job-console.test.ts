import { afterEach, describe, expect, it } from 'vitest';
import { installJobConsole, jobLogLine, setJobContext } from './job-console.ts';

afterEach(() => setJobContext(undefined));

describe('the job console of a worker', () => {
  it("writes one JSON line with the job's id and type, without the visitor's file names", () => {
    setJobContext({ jobId: 'job-1', type: 'merge-pdf', inputs: [{ name: 'Tax return.pdf' }] });
    const line = jobLogLine(40, 'Warning: bad font in Tax return.pdf\nsecond line');
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toContain('\n');
    expect(JSON.parse(line)).toMatchObject({
      level: 40,
      jobId: 'job-1',
      type: 'merge-pdf',
      msg: 'Warning: bad font in [file name]\nsecond line',
    });
  });

  it('carries no job between jobs, and takes over console.*', () => {
    const lines: string[] = [];
    const saved = { ...console };
    try {
      installJobConsole((line) => lines.push(line));
      console.warn('Warning: %s', 'no job');
    } finally {
      Object.assign(console, saved);
    }
    const parsed = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(parsed).toMatchObject({ level: 40, msg: 'Warning: no job' });
    expect(parsed).not.toHaveProperty('jobId');
  });
});
