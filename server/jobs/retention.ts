import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import type { JobRow } from '../../db/schema.ts';
import type { JobType } from '../../shared/jobs/job-types.ts';
import type { JobQueue } from '../cluster/job-queue.ts';
import type { AppConfig } from '../config.ts';
import { pruneRecords } from '../services/record-pruning.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { JobStore } from './job-store.ts';
import type { KeysInUse } from './keys-in-use.ts';
import { deleteOrphans } from './orphans.ts';

/** A job that was running at this many lost workers or crashes is failed instead of run again. */
export const MAX_ATTEMPTS = 2;

export interface RetentionOptions {
  database: DatabaseHandle;
  store: JobStore;
  storage: FileStorage;
  queue: JobQueue;
  keysInUse: KeysInUse;
  settings: AppConfig['jobs'];
  log: FastifyBaseLogger;
  /** Ends an active job from outside (expiry, a lost worker) and deletes its files. */
  endActive(id: string, code: 'expired' | 'interrupted'): Promise<void>;
  /** Deletes an ended job's files (the row says so first). */
  deleteFiles(row: JobRow): Promise<void>;
}

/**
 * What keeps the stored state honest over time, run by one process for the whole cluster: files
 * past their hour are deleted, jobs whose worker was lost run again or fail, files nobody owns
 * and old records go.
 */
export class Retention {
  private readonly o: RetentionOptions;

  constructor(options: RetentionOptions) {
    this.o = options;
  }

  /**
   * Jobs whose worker stopped renewing the lease (killed, machine lost): run again once, or
   * failed as 'interrupted' when they already ran out of attempts or their inputs are gone.
   */
  async recoverLostJobs(rows?: JobRow[]): Promise<void> {
    const lost = rows ?? (await this.o.store.leaseExpired());
    const now = Date.now();
    for (const row of lost) {
      const inputsThere = await Promise.all(
        row.inputFiles.map(
          async (file) => file.key !== '' && (await this.o.storage.size(file.key)) !== undefined,
        ),
      );
      const outOfAttempts = row.status === 'processing' && row.attempts >= MAX_ATTEMPTS;
      if (row.expiresAt <= now || outOfAttempts || inputsThere.includes(false)) {
        await this.o.endActive(row.id, 'interrupted');
        this.o.log.warn(
          { jobId: row.id, type: row.type },
          'job interrupted (its worker was lost): failed',
        );
        continue;
      }
      if (row.status === 'processing' && !(await this.o.store.requeue(row.id))) continue;
      await this.o.queue.send({ jobId: row.id, type: row.type as JobType });
      this.o.log.info(
        { jobId: row.id, type: row.type, attempts: row.attempts },
        'job interrupted (its worker was lost): queued again',
      );
    }
  }

  /**
   * Deletes what has outlived its time: files of jobs past `expiresAt` (running ones are stopped),
   * expired tus uploads, stored files no job names that are older than `orphanAgeMs`, and
   * records older than the record retention.
   */
  async sweep(orphanAgeMs = this.o.settings.retentionMs): Promise<void> {
    const now = Date.now();
    const expired = await this.o.store.expiredWithFiles(now);
    for (const row of expired) {
      if (row.status === 'pending' || row.status === 'processing') {
        await this.o.endActive(row.id, 'expired');
      } else {
        await this.o.deleteFiles(row);
      }
    }
    const uploadsDeleted = await this.o.storage.uploads.deleteExpired().catch((error: unknown) => {
      this.o.log.warn({ err: error }, 'could not delete expired uploads');
      return 0;
    });
    const orphans = await deleteOrphans(
      this.o.database,
      this.o.storage,
      this.o.keysInUse.snapshot(),
      orphanAgeMs,
    );
    const pruned = await pruneRecords(this.o.database, this.o.settings.recordRetentionMs, now);
    if (expired.length || uploadsDeleted || orphans || pruned.jobs || pruned.visitors) {
      this.o.log.info(
        { jobs: expired.length, uploads: uploadsDeleted, orphans, pruned },
        'deleted files past their time',
      );
    }
  }
}
