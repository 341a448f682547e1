import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { asUnavailable, markOutage, outageOf } from './outage-error.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('outageOf', () => {
  it("names the database for a refused or lost connection and PostgreSQL's shutdown codes", () => {
    expect(outageOf(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(
      'database',
    );
    expect(outageOf(withCode('57P01', 'terminating connection due to administrator command'))).toBe(
      'database',
    );
    expect(outageOf(withCode('57P03', 'the database system is starting up'))).toBe('database');
    expect(outageOf(withCode('08006'))).toBe('database');
    expect(outageOf(new Error('Connection terminated unexpectedly'))).toBe('database');
    expect(outageOf(new Error('timeout exceeded when trying to connect'))).toBe('database');
  });

  it('looks through the causes a query builder wraps the driver error in', () => {
    const wrapped = new Error('Failed query: select 1', {
      cause: withCode('ECONNREFUSED'),
    });
    expect(outageOf(wrapped)).toBe('database');
  });

  it('names the storage for an error the S3 client marked, whatever its code', () => {
    expect(outageOf(markOutage(withCode('ECONNREFUSED'), 'storage'))).toBe('storage');
    expect(
      outageOf(markOutage(Object.assign(new Error('t'), { name: 'TimeoutError' }), 'storage')),
    ).toBe('storage');
  });

  it('names nothing for an error of the request or of our code', () => {
    expect(
      outageOf(new AppError(404, 'not_found', 'There is no job with this id.')),
    ).toBeUndefined();
    expect(outageOf(withCode('23505', 'duplicate key value'))).toBeUndefined();
    expect(outageOf(new TypeError('x is undefined'))).toBeUndefined();
    expect(outageOf(undefined)).toBeUndefined();
    expect(outageOf('text')).toBeUndefined();
  });
});

describe('asUnavailable', () => {
  it('answers an outage with a 503, its code, a plain message and Retry-After', () => {
    const database = asUnavailable(withCode('ECONNREFUSED'));
    expect(database?.status).toBe(503);
    expect(database?.toBody()).toEqual({
      error: {
        code: 'database_unavailable',
        message:
          'We cannot take new work right now: our database is not answering. Please try again in a minute.',
      },
    });
    expect(database?.headers['retry-after']).toBe('30');
    expect(asUnavailable(markOutage(new Error('t'), 'storage'))?.code).toBe('storage_unavailable');
    expect(asUnavailable(new Error('other'))).toBeUndefined();
  });
});
