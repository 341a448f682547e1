import { and, asc, count, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import type { JobRow, NewJobRow, StoredFile } from '../../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { hasSealed, withoutSealed } from './secret-parameters.ts';

export type JobEnding = Partial<
  Pick<
    JobRow,
    | 'status'
    | 'errorCode'
    | 'errorMessage'
    | 'resultKey'
    | 'resultName'
    | 'resultType'
    | 'resultSize'
  >
>;

const activeStatuses = ['pending', 'processing'] as const;

/**
 * Every read and write of job rows. The database is the one truth every process shares: a
 * status changes only from the status the writer expects (pending to processing once, active to
 * finished once), so two processes can never both start or both end the same job.
 */
export class JobStore {
  private readonly database: DatabaseHandle;

  constructor(database: DatabaseHandle) {
    this.database = database;
  }

  private get t() {
    return this.database.tables.jobs;
  }

  async find(id: string): Promise<JobRow | undefined> {
    const [row] = await this.database.db.select().from(this.t).where(eq(this.t.id, id));
    return row;
  }

  /** The job's row; 404 when there is none. */
  async row(id: string): Promise<JobRow> {
    const row = await this.find(id);
    if (!row) throw new AppError(404, 'not_found', 'There is no job with this id.');
    return row;
  }

  async insert(values: NewJobRow): Promise<JobRow> {
    const [row] = await this.database.db.insert(this.t).values(values).returning();
    if (!row) throw new Error('the job was not stored');
    return row;
  }

  /** Takes a pending job for this process to run; undefined when it is not pending any more. */
  async claim(id: string, leaseMs: number, now = Date.now()): Promise<JobRow | undefined> {
    const [row] = await this.database.db
      .update(this.t)
      .set({
        status: 'processing',
        startedAt: now,
        progress: 0,
        stage: 'Starting',
        leaseUntil: now + leaseMs,
        attempts: sql`${this.t.attempts} + 1`,
      })
      .where(and(eq(this.t.id, id), eq(this.t.status, 'pending')))
      .returning();
    return row;
  }

  /** Keeps the running jobs of this process theirs for another lease. */
  async renewLeases(ids: readonly string[], leaseMs: number, now = Date.now()): Promise<void> {
    if (ids.length === 0) return;
    await this.database.db
      .update(this.t)
      .set({ leaseUntil: now + leaseMs })
      .where(and(inArray(this.t.id, [...ids]), eq(this.t.status, 'processing')));
  }

  async saveProgress(id: string, progress: number, stage: string | undefined): Promise<void> {
    await this.database.db
      .update(this.t)
      .set({ progress: Math.round(progress), stage: stage ?? null })
      .where(and(eq(this.t.id, id), eq(this.t.status, 'processing')));
  }

  /**
   * Ends a job that is in one of `from`; returns the ended row, or undefined when it had already
   * ended (another process cancelled it, or it finished first). Its sealed secret parameters go
   * with its end: no one needs them any more.
   */
  async end(
    id: string,
    values: JobEnding,
    from: readonly JobRow['status'][] = activeStatuses,
    now = Date.now(),
  ): Promise<JobRow | undefined> {
    const [row] = await this.database.db
      .update(this.t)
      .set({
        ...values,
        progress: values.status === 'completed' ? 100 : undefined,
        stage: null,
        finishedAt: now,
        leaseUntil: null,
        clientAddress: null,
      })
      .where(and(eq(this.t.id, id), inArray(this.t.status, [...from])))
      .returning();
    if (!row || !hasSealed(row.parameters)) return row;
    // Parameters never change after the insert, so writing them back without the seal is safe.
    const [forgotten] = await this.database.db
      .update(this.t)
      .set({ parameters: withoutSealed(row.parameters) })
      .where(eq(this.t.id, id))
      .returning();
    return forgotten ?? row;
  }

  /** Puts a running job back in line (a stop, or its worker lost); false when it had ended. */
  async requeue(id: string, options: { refundAttempt?: boolean } = {}): Promise<boolean> {
    const rows = await this.database.db
      .update(this.t)
      .set({
        status: 'pending',
        progress: 0,
        stage: null,
        startedAt: null,
        leaseUntil: null,
        ...(options.refundAttempt
          ? {
              attempts: sql`case when ${this.t.attempts} > 0 then ${this.t.attempts} - 1 else 0 end`,
            }
          : {}),
      })
      .where(and(eq(this.t.id, id), eq(this.t.status, 'processing')))
      .returning({ id: this.t.id });
    return rows.length > 0;
  }

  /**
   * Records that a job's files are gone: the row stays, without file keys, so from this moment a
   * download answers 410 and never a half-deleted file. Returns the keys to delete.
   */
  async forgetFiles(row: JobRow, now = Date.now()): Promise<string[]> {
    const keys = row.inputFiles.map((file: StoredFile) => file.key);
    if (row.resultKey) keys.push(row.resultKey);
    await this.database.db
      .update(this.t)
      .set({
        inputFiles: row.inputFiles.map(({ name, size, contentType, field }) => ({
          key: '',
          name,
          size,
          contentType,
          field,
        })),
        resultKey: null,
        filesDeletedAt: row.filesDeletedAt ?? now,
      })
      .where(eq(this.t.id, row.id));
    return keys.filter(Boolean);
  }

  /** The ids of the waiting jobs, first in line first (the order queuePosition counts in). */
  async waitingInOrder(): Promise<string[]> {
    const rows = await this.database.db
      .select({ id: this.t.id })
      .from(this.t)
      .where(eq(this.t.status, 'pending'))
      .orderBy(asc(this.t.createdAt), asc(this.t.id));
    return rows.map((row) => row.id);
  }

  /** Jobs waiting in line before this one, plus one; undefined when it is not waiting. */
  async queuePosition(row: JobRow): Promise<number | undefined> {
    if (row.status !== 'pending') return undefined;
    const [ahead] = await this.database.db
      .select({ n: count() })
      .from(this.t)
      .where(
        and(
          eq(this.t.status, 'pending'),
          or(
            lt(this.t.createdAt, row.createdAt),
            and(eq(this.t.createdAt, row.createdAt), lt(this.t.id, row.id)),
          ),
        ),
      );
    return Number(ahead?.n ?? 0) + 1;
  }

  /**
   * What admission counts, in one read: jobs waiting, and active jobs (waiting or running) of
   * the address and of the visitor when given (0 when not).
   */
  async capacityCounts(by: {
    clientAddress?: string | undefined;
    visitorId?: string | undefined;
  }): Promise<{ pending: number; address: number; visitor: number }> {
    const countWhere = (condition: SQL | undefined) =>
      condition
        ? sql`count(*) filter (where ${condition})`.mapWith(Number)
        : sql`0`.mapWith(Number);
    const [row] = await this.database.db
      .select({
        pending: countWhere(eq(this.t.status, 'pending')),
        address: countWhere(
          by.clientAddress === undefined ? undefined : eq(this.t.clientAddress, by.clientAddress),
        ),
        visitor: countWhere(
          by.visitorId === undefined ? undefined : eq(this.t.visitorId, by.visitorId),
        ),
      })
      .from(this.t)
      .where(inArray(this.t.status, [...activeStatuses]));
    return {
      pending: Number(row?.pending ?? 0),
      address: Number(row?.address ?? 0),
      visitor: Number(row?.visitor ?? 0),
    };
  }

  /** Waiting and running jobs of each type that has any (one grouped read, for the metrics). */
  async activeByType(): Promise<Partial<Record<string, { waiting: number; running: number }>>> {
    const rows = await this.database.db
      .select({ type: this.t.type, status: this.t.status, n: count() })
      .from(this.t)
      .where(inArray(this.t.status, [...activeStatuses]))
      .groupBy(this.t.type, this.t.status);
    const counts: Partial<Record<string, { waiting: number; running: number }>> = {};
    for (const row of rows) {
      const entry = (counts[row.type] ??= { waiting: 0, running: 0 });
      if (row.status === 'pending') entry.waiting = Number(row.n);
      else entry.running = Number(row.n);
    }
    return counts;
  }

  /** Waiting or running jobs, oldest first. */
  unfinished(): Promise<JobRow[]> {
    return this.database.db
      .select()
      .from(this.t)
      .where(inArray(this.t.status, [...activeStatuses]))
      .orderBy(asc(this.t.createdAt));
  }

  /** Running jobs whose worker stopped renewing their lease. */
  leaseExpired(now = Date.now()): Promise<JobRow[]> {
    return this.database.db
      .select()
      .from(this.t)
      .where(and(eq(this.t.status, 'processing'), lt(this.t.leaseUntil, now)));
  }

  /** Jobs past their time whose files are still there. */
  expiredWithFiles(now = Date.now()): Promise<JobRow[]> {
    return this.database.db
      .select()
      .from(this.t)
      .where(and(lte(this.t.expiresAt, now), isNull(this.t.filesDeletedAt)));
  }
}
