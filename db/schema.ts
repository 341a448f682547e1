import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Timestamps are milliseconds since the epoch (UTC). */

export const visitors = sqliteTable(
  'visitors',
  {
    /** A random anonymous id kept in a cookie: no personal data. */
    id: text('id').primaryKey(),
    firstSeenAt: integer('first_seen_at').notNull(),
    lastSeenAt: integer('last_seen_at').notNull(),
  },
  (table) => [index('visitors_last_seen_idx').on(table.lastSeenAt)],
);

export interface StoredFile {
  /** The storage key (never a path built from user input). */
  key: string;
  /** The visitor's file name, for display and result naming only. */
  name: string;
  size: number;
  contentType: string;
  /** The input slot it came in ('file', 'images', 'audio'); the job's registry entry names them. */
  field?: string;
}

export const jobs = sqliteTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    toolSlug: text('tool_slug'),
    status: text('status', { enum: ['pending', 'processing', 'completed', 'failed'] }).notNull(),
    progress: integer('progress').notNull().default(0),
    stage: text('stage'),
    parameters: text('parameters', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    inputFiles: text('input_files', { mode: 'json' }).$type<StoredFile[]>().notNull(),
    resultKey: text('result_key'),
    resultName: text('result_name'),
    resultType: text('result_type'),
    resultSize: integer('result_size'),
    attempts: integer('attempts').notNull().default(0),
    visitorId: text('visitor_id'),
    createdAt: integer('created_at').notNull(),
    startedAt: integer('started_at'),
    finishedAt: integer('finished_at'),
    /** When the job's files are (or were) deleted; the row stays for the metrics. */
    expiresAt: integer('expires_at').notNull(),
    filesDeletedAt: integer('files_deleted_at'),
    /** A running job's worker renews this; past it, the job is run again or failed (recovery.ts). */
    leaseUntil: integer('lease_until'),
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

/** Uses and conversions of tools, counted per local day; browser tools report through usage.track. */
export const toolUsage = sqliteTable(
  'tool_usage',
  {
    /** Local calendar day of the server, YYYY-MM-DD. */
    day: text('day').notNull(),
    toolSlug: text('tool_slug').notNull(),
    kind: text('kind', { enum: ['use', 'conversion'] }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.toolSlug, table.kind] })],
);

export const contactMessages = sqliteTable('contact_messages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  subject: text('subject', {
    enum: ['support', 'feature', 'billing', 'partnership', 'other'],
  }).notNull(),
  message: text('message').notNull(),
  visitorId: text('visitor_id'),
  createdAt: integer('created_at').notNull(),
  /** Set once the message was handed to the SMTP server. */
  deliveredAt: integer('delivered_at'),
  deliveryError: text('delivery_error'),
});

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
