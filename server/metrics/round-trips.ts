import { Counter, type Registry } from 'prom-client';

/** Round trips of this process so far, by statement (PostgreSQL) and by operation (S3). */
const postgres = new Map<string, number>();
const s3 = new Map<string, number>();
let countingPostgres = false;

const MAX_NAME = 60;

/**
 * A statement's short name: its first word and the first table it names (`select jobs`,
 * `with pgboss.job`), or the server function it calls (`pg_notify`). Never its values: every
 * query of the server passes those as parameters, so the text holds only our own words.
 */
export function statementName(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim().toLowerCase();
  const call = /\bpg_(?:notify|(?:try_)?advisory_(?:xact_)?(?:un)?lock)\b/.exec(flat);
  if (call) return call[0];
  const verb = /^[a-z]+/.exec(flat)?.[0] ?? 'other';
  const table = /\b(?:from|into|update|join)\s+((?:"?[a-z_][\w$]*"?\.)?"?[a-z_][\w$]*"?)/.exec(
    flat,
  )?.[1];
  return (table ? `${verb} ${table.replaceAll('"', '')}` : verb).slice(0, MAX_NAME);
}

function add(counts: Map<string, number>, name: string): void {
  counts.set(name, (counts.get(name) ?? 0) + 1);
}

/** Counts one S3 request, by its command's name (`GetObject`, `UploadPart`...). */
export function countS3Request(commandName: string | undefined): void {
  add(s3, (commandName ?? 'unknown').replace(/Command$/, '').slice(0, MAX_NAME));
}

/**
 * From now on every query of every node-postgres client of this process is counted (pools,
 * LISTEN and lock sessions, and pg-boss's own pool alike), by statement name. Once per process.
 */
export async function countPostgresQueries(): Promise<void> {
  if (countingPostgres) return;
  countingPostgres = true;
  const { default: pg } = await import('pg');
  type Query = (this: unknown, ...args: unknown[]) => unknown;
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [query] = args;
    const text =
      typeof query === 'string' ? query : (query as { text?: unknown } | undefined)?.text;
    add(postgres, typeof text === 'string' ? statementName(text) : 'other');
    return original.apply(this, args);
  };
}

/**
 * The counts as two counters of the registry: `toolbox_postgres_queries_total{statement}` and
 * `toolbox_s3_requests_total{operation}`. They are the process's: two servers in one process
 * (tests) report the same counts.
 */
export function registerRoundTrips(registry: Registry): void {
  const counter = (name: string, help: string, label: string, counts: Map<string, number>) =>
    new Counter({
      name,
      help,
      labelNames: [label],
      registers: [registry],
      collect() {
        this.reset();
        for (const [value, n] of counts) this.inc({ [label]: value }, n);
      },
    });
  counter(
    'toolbox_postgres_queries_total',
    'Queries sent to PostgreSQL (each a round trip), by statement: verb and first table.',
    'statement',
    postgres,
  );
  counter(
    'toolbox_s3_requests_total',
    'Requests sent to the S3 object store (each a round trip), by operation.',
    'operation',
    s3,
  );
}
