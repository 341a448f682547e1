import { describe, expect, it } from 'vitest';
import type { JobRow } from '../../db/schema.ts';
import { countDown, estimateSecondsLeft, jobUpdate, jobView } from './view.ts';

const base: JobRow = {
  id: 'abcdefghijklmnopqrstuv',
  type: 'crop-image',
  toolSlug: 'crop-image',
  status: 'pending',
  progress: 0,
  stage: null,
  parameters: {},
  errorCode: null,
  errorMessage: null,
  inputFiles: [],
  resultKey: null,
  resultName: null,
  resultType: null,
  resultSize: null,
  attempts: 0,
  visitorId: null,
  createdAt: Date.UTC(2025, 0, 1, 12, 0, 0),
  startedAt: null,
  finishedAt: null,
  expiresAt: Date.UTC(2025, 0, 1, 13, 0, 0),
  filesDeletedAt: null,
  leaseUntil: null,
  clientAddress: null,
};

describe('estimateSecondsLeft', () => {
  it('projects the pace so far onto what is left', () => {
    expect(estimateSecondsLeft(25, 10_000)).toBe(30);
    expect(estimateSecondsLeft(50, 4_000)).toBe(4);
  });
  it('gives no estimate before there is a pace or once done', () => {
    expect(estimateSecondsLeft(0, 10_000)).toBeUndefined();
    expect(estimateSecondsLeft(0.5, 10_000)).toBeUndefined();
    expect(estimateSecondsLeft(10, 100)).toBeUndefined();
    expect(estimateSecondsLeft(100, 10_000)).toBeUndefined();
  });
});

describe('countDown', () => {
  it('counts an estimate down and drops it once its time has passed', () => {
    expect(countDown(10, 3_000)).toBe(7);
    expect(countDown(10, 9_400)).toBe(1);
    expect(countDown(10, 9_600)).toBeUndefined();
    expect(countDown(10, 60_000)).toBeUndefined();
  });
});

describe('jobView', () => {
  it('shows a pending job with its place in line', () => {
    const view = jobView(base, {
      progress: 0,
      stage: undefined,
      queuePosition: 3,
      etaSeconds: undefined,
    });
    expect(view).toEqual({
      id: base.id,
      type: 'crop-image',
      status: 'pending',
      queuePosition: 3,
      stage: 'Waiting in the queue',
      createdAt: '2025-01-01T12:00:00.000Z',
      expiresAt: '2025-01-01T13:00:00.000Z',
    });
  });

  it('shows live progress of a running job over the stored one', () => {
    const view = jobView(
      { ...base, status: 'processing', progress: 10, stage: 'Starting' },
      { progress: 42, stage: 'Rendering page 3 of 7', queuePosition: undefined, etaSeconds: 5 },
    );
    expect(view).toMatchObject({ progress: 42, stage: 'Rendering page 3 of 7', etaSeconds: 5 });
    expect(view.queuePosition).toBeUndefined();
  });

  it('offers the result only while its file is kept', () => {
    const done = {
      ...base,
      status: 'completed' as const,
      resultKey: '0123456789abcdef0123456789abcdef',
      resultName: 'cropped-image.png',
      resultType: 'image/png',
      resultSize: 1234,
      finishedAt: Date.UTC(2025, 0, 1, 12, 0, 5),
    };
    expect(jobView(done).result).toEqual({
      filename: 'cropped-image.png',
      size: 1234,
      contentType: 'image/png',
    });
    expect(
      jobView({ ...done, resultKey: null, filesDeletedAt: Date.now() }).result,
    ).toBeUndefined();
  });

  it('shows why a job failed', () => {
    const view = jobView({
      ...base,
      status: 'failed',
      errorCode: 'cancelled',
      errorMessage: 'The job was cancelled.',
    });
    expect(view.error).toEqual({ code: 'cancelled', message: 'The job was cancelled.' });
    expect(jobUpdate(view)).toEqual({
      status: 'failed',
      progress: 0,
      error: { code: 'cancelled', message: 'The job was cancelled.' },
    });
  });
});
