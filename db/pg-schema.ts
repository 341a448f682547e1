import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import type { StoredFile } from './schema.ts';

/**
 * The PostgreSQL twin of `schema.ts` (the scaled shape): the same tables, columns and JavaScript
 * names, so every query is written once. Timestamps are milliseconds since the epoch (bigint).
 */

const millis = (name: string) => bigint(name, { mode: 'number' });

export const visitors = pgTable(
  'visitors',
  {
    id: text('id').primaryKey(),
    firstSeenAt: millis('first_seen_at').notNull(),
    lastSeenAt: millis('last_seen_at').notNull(),
  },
  (table) => [index('visitors_last_seen_idx').on(table.lastSeenAt)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    toolSlug: text('tool_slug'),
    status: text('status', { enum: ['pending', 'processing', 'completed', 'failed'] }).notNull(),
    progress: integer('progress').notNull().default(0),
    stage: text('stage'),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    inputFiles: jsonb('input_files').$type<StoredFile[]>().notNull(),
    resultKey: text('result_key'),
    resultName: text('result_name'),
    resultType: text('result_type'),
    resultSize: millis('result_size'),
    attempts: integer('attempts').notNull().default(0),
    visitorId: text('visitor_id'),
    createdAt: millis('created_at').notNull(),
    startedAt: millis('started_at'),
    finishedAt: millis('finished_at'),
    expiresAt: millis('expires_at').notNull(),
    filesDeletedAt: millis('files_deleted_at'),
    /** A running job's worker renews this; past it, the job is run again or failed (recovery.ts). */
    leaseUntil: millis('lease_until'),
    /** The network address's cap key (a keyed hash, never the address), while the job is active. */
    clientAddress: text('client_address'),
  },
  (table) => [
    index('jobs_status_idx').on(table.status),
    index('jobs_created_idx').on(table.createdAt),
    index('jobs_expires_idx').on(table.expiresAt),
    index('jobs_visitor_idx').on(table.visitorId),
    index('jobs_client_address_idx').on(table.clientAddress),
  ],
);

export const toolUsage = pgTable(
  'tool_usage',
  {
    day: text('day').notNull(),
    toolSlug: text('tool_slug').notNull(),
    kind: text('kind', { enum: ['use', 'conversion'] }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.toolSlug, table.kind] })],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  subject: text('subject', {
    enum: ['support', 'feature', 'billing', 'partnership', 'other'],
  }).notNull(),
  message: text('message').notNull(),
  visitorId: text('visitor_id'),
  createdAt: millis('created_at').notNull(),
  deliveredAt: millis('delivered_at'),
  deliveryError: text('delivery_error'),
});
