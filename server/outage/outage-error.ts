import { AppError } from '../http/errors.ts';

/** The engines the scaled shape depends on, by the name readiness and refusals give them. */
export type Dependency = 'database' | 'storage';

const dependencyOf = Symbol('outage dependency');

/** Marks an error as the sign that `dependency` does not answer (the S3 client marks its own). */
export function markOutage<T>(error: T, dependency: Dependency): T {
  if (error && typeof error === 'object') {
    Object.defineProperty(error, dependencyOf, { value: dependency, configurable: true });
  }
  return error;
}

/** PostgreSQL's codes for a connection lost, a server going down or starting, or full. */
const databaseCodes = /^(08...|57P0[123]|53300)$/;
/** A socket that could not be opened, was cut or went silent. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres says these in words only. */
const databaseMessages =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed/i;

function ownOutage(error: object): Dependency | undefined {
  const marked = (error as { [dependencyOf]?: Dependency })[dependencyOf];
  if (marked) return marked;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (databaseCodes.test(code) || networkCodes.has(code))) {
    // Every S3 failure was marked by the client (s3-health.ts): an unmarked one is the database's.
    return 'database';
  }
  if (typeof message === 'string' && databaseMessages.test(message)) return 'database';
  return undefined;
}

/**
 * Which engine's outage an error shows, if any: the error or one of its causes (drizzle wraps the
 * driver's error as its cause) is marked, or is a lost or refused connection.
 */
export function outageOf(error: unknown): Dependency | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if (current instanceof AppError) return undefined;
    const found = ownOutage(current);
    if (found) return found;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const messages: Record<Dependency, string> = {
  database:
    'We cannot take new work right now: our database is not answering. Please try again in a minute.',
  storage:
    'We cannot take files right now: our file storage is not answering. Please try again in a minute.',
};

/** The 503 a visitor gets while `dependency` is down: a code, a plain message and Retry-After. */
export function unavailable(dependency: Dependency): AppError {
  return new AppError(503, `${dependency}_unavailable`, messages[dependency], {
    headers: { 'retry-after': '30' },
  });
}

/** The 503 for an engine's outage, or undefined for any other error. */
export function asUnavailable(error: unknown): AppError | undefined {
  const dependency = outageOf(error);
  return dependency ? unavailable(dependency) : undefined;
}
