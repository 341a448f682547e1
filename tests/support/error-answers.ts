import { TRPCClientError } from '@trpc/client';
import { expect } from 'vitest';
import type { AppRouter } from '../../server/trpc/router.ts';

/** The JSON body of every refused REST request. */
export interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

/** Expects a REST answer to be this error: status, code, message (exact or matched) and field. */
export async function expectError(
  response: Response,
  status: number,
  code: string,
  message: string | RegExp,
  field?: string,
) {
  const body = (await response.json()) as ErrorBody;
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body.error.code).toBe(code);
  if (typeof message === 'string') expect(body.error.message).toBe(message);
  else expect(body.error.message).toMatch(message);
  if (field) expect(body.error.field).toBe(field);
}

/** The error a tRPC call rejected with, expecting it to reject. */
export async function trpcError(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCClientError);
  return error as TRPCClientError<AppRouter>;
}
