import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import {
  budgetNames,
  budgetSettings,
  defaultBudgets,
  type Budgets,
} from '../shared/jobs/budgets.ts';
import { DEFAULT_RETENTION_SECONDS } from '../shared/retention.ts';
import { projectRoot } from './paths.ts';

const booleanFromText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * TRUST_PROXY: how many proxies stand in front (`1`), or their addresses and ranges
 * (`10.0.0.1,10.1.0.0/16`); `false` or `0` trusts none. "Trust everything" is refused: it lets any
 * client choose its own address with X-Forwarded-For.
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    const lower = value.toLowerCase();
    if (['false', 'no', '0', 'off'].includes(lower)) return false;
    if (/^\d+$/.test(lower)) return Number(lower);
    if (['true', 'yes', 'all', '*'].includes(lower)) {
      context.addIssue({
        code: 'custom',
        message:
          'give the number of proxies in front of the server (for example 1) or their addresses, not "true": trusting every X-Forwarded-For lets a client choose its own address',
      });
      return z.NEVER;
    }
    const addresses = lower
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    const address =
      /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]+)(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/;
    const wrong = addresses.find((item) => !address.test(item));
    if (wrong !== undefined || addresses.length === 0) {
      context.addIssue({
        code: 'custom',
        message: `expected a number of proxies or a list of addresses, got '${(wrong ?? value).slice(0, 40)}'`,
      });
      return z.NEVER;
    }
    return addresses;
  });

/** SOCIAL_LINKS: the site's own profile pages, comma-separated http(s) addresses, in order. */
const socialLinksSetting = z.string().transform((value, context): string[] => {
  const links = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const link of links) {
    if (!z.url({ protocol: /^https?$/ }).safeParse(link).success) {
      context.addIssue({
        code: 'custom',
        message: `expected http(s) addresses separated by commas, got '${link.slice(0, 60)}'`,
      });
      return z.NEVER;
    }
  }
  return links;
});

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean),
);

/**
 * Every setting the server reads from its environment, with its default. The README's table of
 * settings is written from this schema; keep them together.
 */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_FILE: z.string().min(1).optional(),
  /** postgres://user:password@host:port/database: the scaled shape's database, queue and events. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  /** all: one process does everything; web: HTTP only, jobs go to the queue; worker: runs jobs. */
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  STATIC_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serves Prometheus text at /metrics on this port, apart from the site; absent: no metrics. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The address the metrics listener binds; loopback unless a scraper elsewhere must reach it. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  TRUST_PROXY: trustProxySetting.default(false),
  /** Signs the visitor cookie; absent, a secret is made once and kept in the data folder. */
  COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** A request body that sends nothing for this long is cut off (slow clients cannot hold the site). */
  BODY_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(30),
  /** Open connections one network address may hold; 0 turns the limit off. */
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(64),
  /** Shown on the contact page and where contact messages are mailed; absent, neither happens. */
  SUPPORT_EMAIL: z.email().optional(),
  SOCIAL_LINKS: socialLinksSetting.default([]),
  /** 'on': pages are rendered on the server for their first paint (src/entry-server.tsx). */
  FIRST_PAINT: z.enum(['on', 'off']).default('on'),
  /** The postal address the contact page shows, its lines separated by ';'. */
  POSTAL_ADDRESS: z.string().trim().min(1).optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: booleanFromText.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().min(1).optional(),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  CONTACT_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  USAGE_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  USAGE_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  WORKERS: z.coerce.number().int().min(1).max(64).default(Math.max(1, cpus().length)),
  ALLOWED_URL_HOSTS: commaList.default([]),
  FFMPEG_PATH: z.string().min(1).optional(),
  SOFFICE_PATH: z.string().min(1).optional(),
  YTDLP_PATH: z.string().min(1).optional(),
  GS_PATH: z.string().min(1).optional(),
  QPDF_PATH: z.string().min(1).optional(),
  OCRMYPDF_PATH: z.string().min(1).optional(),
  /** The ECB's daily reference rates; 'off' keeps the rates bundled with the site. */
  CURRENCY_RATES_URL: z
    .union([z.literal('off'), z.url({ protocol: /^https?$/ })])
    .default('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'),
  CURRENCY_RATES_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  CURRENCY_RATES_REFRESH_MINUTES: z.coerce.number().min(0).max(10_080).default(360),
  /** A newer table of BS month lengths, JSON like shared/calendar/bs-calendar.json. */
  BS_CALENDAR_FILE: z.string().min(1).optional(),
  RETENTION_SECONDS: z.coerce.number().min(1).max(86_400).default(DEFAULT_RETENTION_SECONDS),
  SWEEP_INTERVAL_SECONDS: z.coerce.number().min(0.2).max(3600).default(60),
  UPLOAD_CHUNK_MB: z.coerce.number().min(1).max(50).default(32),
  /** The largest video compress-video and convert-video take, in MB (at most the 2048 default). */
  VIDEO_TOOLS_MAX_MB: z.coerce.number().min(1).max(2048).default(2048),
  JOB_QUEUE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(100),
  JOBS_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).default(5),
  JOBS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(10),
  RECORD_RETENTION_DAYS: z.coerce.number().min(1).max(3650).default(90),
  JOB_TIME_LIMIT_SECONDS: z.coerce.number().min(0.1).optional(),
  /** A running job's worker renews its lease this often (a third of it); past it, the job is run again or failed. */
  JOB_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  /**
   * On SIGTERM: how long answers in flight (web) and running jobs (worker) may take to finish;
   * jobs still running then are handed back to the line for another worker.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  /** Where jobs run: a worker process each (memory and time limited alone) or worker threads. */
  JOB_ISOLATION: z.enum(['process', 'thread']).default('process'),
  /** When set, every job type's memory limit (MB) in place of its own (registry memoryLimitMb). */
  JOB_MEMORY_LIMIT_MB: z.coerce.number().int().min(64).max(1_048_576).optional(),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFromText.default(true),
  /** Resource budgets (shared/jobs/budgets.ts); absent means the default there. */
  BUDGET_IMAGE_PIXELS: z.coerce.number().int().min(1).optional(),
  BUDGET_ANIMATION_FRAMES: z.coerce.number().int().min(1).optional(),
  BUDGET_PDF_PAGES: z.coerce.number().int().min(1).optional(),
  BUDGET_PDF_PAGE_PIXELS: z.coerce.number().int().min(1).optional(),
  BUDGET_PDF_IMAGE_PIXELS: z.coerce.number().int().min(1).optional(),
  BUDGET_ZIP_UNCOMPRESSED_BYTES: z.coerce.number().int().min(1).optional(),
  BUDGET_ZIP_RATIO: z.coerce.number().min(1).optional(),
  BUDGET_MEDIA_SECONDS: z.coerce.number().min(0.1).optional(),
  BUDGET_MEDIA_PIXELS: z.coerce.number().int().min(1).optional(),
});

/** Every setting's name, for checks that documents and deployment files name only real ones. */
export const settingNames: readonly string[] = Object.keys(environmentSchema.shape);

/** A tool path setting: absent means 'look on the PATH', `off` means 'do not use it'. */
function toolSetting(value: string | undefined): { enabled: boolean; path?: string } {
  if (value === undefined) return { enabled: true };
  if (value.toLowerCase() === 'off') return { enabled: false };
  return { enabled: true, path: value };
}

/** Each budget from its BUDGET_* setting, or its default. */
function resolveBudgetSettings(e: z.output<typeof environmentSchema>): Budgets {
  const values = e as unknown as Record<string, number | undefined>;
  return Object.fromEntries(
    budgetNames.map((name) => [name, values[budgetSettings[name]] ?? defaultBudgets[name]]),
  ) as unknown as Budgets;
}

export type Environment = z.input<typeof environmentSchema>;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseFile: string;
  /** PostgreSQL connection string; undefined for the SQLite file. */
  databaseUrl: string | undefined;
  role: 'all' | 'web' | 'worker';
  staticDir: string;
  logLevel: string;
  /** The Prometheus listener (METRICS_PORT, METRICS_HOST); undefined when metrics are off. */
  metrics: { port: number; host: string } | undefined;
  /** The proxies whose X-Forwarded-For is believed: none, a number of hops, or their addresses. */
  trustProxy: false | number | string[];
  /** The secret the visitor cookie is signed with (absent: made once, kept in the data folder). */
  cookieSecret: string | undefined;
  /** A request body idle this long is cut off. */
  bodyTimeoutMs: number;
  /** On SIGTERM, the time answers in flight and running jobs get to finish (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceMs: number;
  /** Open connections one address may hold (0: no limit). */
  connectionsPerAddress: number;
  /** The address the contact page shows and contact mails go to; none unless configured. */
  supportEmail: string | undefined;
  /** The site's own profile pages, shown in the footer; none unless configured. */
  socialLinks: string[];
  /** Pages rendered on the server for their first paint (src/entry-server.tsx). */
  firstPaint: boolean;
  /** The lines of the postal address shown on the contact page; empty unless configured. */
  postalAddress: string[];
  smtp?: {
    host: string;
    port: number;
    secure: boolean;
    user?: string;
    password?: string;
    from: string;
  };
  rateLimits: {
    contact: { max: number; windowMs: number };
    usage: { max: number; windowMs: number };
  };
  workers: number;
  /** How jobs run (JOB_ISOLATION) and the memory limit replacing each type's (JOB_MEMORY_LIMIT_MB). */
  workerPool: { isolation: 'process' | 'thread'; memoryLimitMb: number | undefined };
  allowedUrlHosts: string[];
  /**
   * External programs: ffmpeg (FFMPEG_PATH), LibreOffice (SOFFICE_PATH), yt-dlp (YTDLP_PATH),
   * Ghostscript (GS_PATH), qpdf (QPDF_PATH), OCRmyPDF (OCRMYPDF_PATH).
   */
  tools: {
    ffmpegPath?: string;
    libreOffice: { enabled: boolean; path?: string };
    ytDlp: { enabled: boolean; path?: string };
    ghostscript: { enabled: boolean; path?: string };
    qpdf: { enabled: boolean; path?: string };
    ocrmypdf: { enabled: boolean; path?: string };
  };
  currencyRates: { url: string | undefined; timeoutMs: number; refreshMs: number };
  /** The BS calendar table served to the date converter instead of the bundled one. */
  bsCalendarFile: string | undefined;
  jobs: {
    /** Inputs and results are deleted this long after a job is created (docs/product.md#retention). */
    retentionMs: number;
    /** Visitor rows unseen and finished job rows older than this are deleted (counts are kept). */
    recordRetentionMs: number;
    sweepIntervalMs: number;
    /** The chunk size the web client uploads with (at most 50 MiB, so a 100 MB proxy cap holds). */
    uploadChunkBytes: number;
    /** The largest video the video tools take (VIDEO_TOOLS_MAX_MB). */
    videoToolsMaxBytes: number;
    /** Jobs waiting for a worker before new ones get 429. */
    queueLimit: number;
    /** Jobs one visitor (a cookie the server signed) may have pending or processing at once. */
    perClient: number;
    /** Jobs one network address may have pending or processing at once, whatever its cookies. */
    perAddress: number;
    /** When set, caps every job type's time limit (seconds). */
    timeLimitCapSeconds: number | undefined;
    /** How long a running job stays its worker's without a renewal (JOB_LEASE_SECONDS). */
    leaseMs: number;
    /** The resource budgets, defaults overridden by the BUDGET_* settings. */
    budgets: Budgets;
  };
  storage:
    | { kind: 'local' }
    | {
        kind: 's3';
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  version: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the settings once at start; a wrong value stops the server with its name. */
export function loadConfig(
  environment: Record<string, string | undefined> = process.env,
  version = '0.0.0',
): AppConfig {
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.STORAGE === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration: S3_BUCKET is required when STORAGE is s3');
  }
  if (e.DATABASE_URL && !e.COOKIE_SECRET) {
    throw new ConfigError(
      'Invalid configuration: COOKIE_SECRET is required with DATABASE_URL (every process must sign and read the same visitor cookie)',
    );
  }
  if (e.ROLE !== 'all' && !e.DATABASE_URL) {
    throw new ConfigError(
      `Invalid configuration: ROLE=${e.ROLE} needs DATABASE_URL (web and worker processes share their jobs through PostgreSQL)`,
    );
  }
  if (e.SMTP_HOST && !e.SUPPORT_EMAIL) {
    throw new ConfigError(
      'Invalid configuration: SUPPORT_EMAIL is required when SMTP_HOST is set (contact messages are mailed to it)',
    );
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      `Invalid configuration: METRICS_PORT must differ from PORT (${e.PORT}): metrics have a listener of their own, apart from the site`,
    );
  }
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    databaseFile: e.DATABASE_FILE ? resolve(e.DATABASE_FILE) : resolve(dataDir, 'toolbox.sqlite'),
    databaseUrl: e.DATABASE_URL,
    role: e.ROLE,
    staticDir: e.STATIC_DIR ? resolve(e.STATIC_DIR) : join(projectRoot, 'dist'),
    logLevel: e.LOG_LEVEL,
    metrics:
      e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    trustProxy: e.TRUST_PROXY,
    cookieSecret: e.COOKIE_SECRET,
    bodyTimeoutMs: Math.round(e.BODY_TIMEOUT_SECONDS * 1000),
    shutdownGraceMs: Math.round(e.SHUTDOWN_GRACE_SECONDS * 1000),
    connectionsPerAddress: e.CONNECTIONS_PER_ADDRESS,
    supportEmail: e.SUPPORT_EMAIL,
    socialLinks: e.SOCIAL_LINKS,
    firstPaint: e.FIRST_PAINT === 'on',
    postalAddress: (e.POSTAL_ADDRESS ?? '')
      .split(';')
      .map((line) => line.trim())
      .filter(Boolean),
    smtp:
      e.SMTP_HOST && e.SUPPORT_EMAIL
        ? {
            host: e.SMTP_HOST,
            port: e.SMTP_PORT,
            secure: e.SMTP_SECURE,
            user: e.SMTP_USER,
            password: e.SMTP_PASSWORD,
            from: e.MAIL_FROM ?? e.SUPPORT_EMAIL,
          }
        : undefined,
    rateLimits: {
      contact: { max: e.CONTACT_RATE_LIMIT, windowMs: e.CONTACT_RATE_WINDOW_SECONDS * 1000 },
      usage: { max: e.USAGE_RATE_LIMIT, windowMs: e.USAGE_RATE_WINDOW_SECONDS * 1000 },
    },
    workers: e.WORKERS,
    workerPool: { isolation: e.JOB_ISOLATION, memoryLimitMb: e.JOB_MEMORY_LIMIT_MB },
    allowedUrlHosts: e.ALLOWED_URL_HOSTS,
    tools: {
      ...(e.FFMPEG_PATH ? { ffmpegPath: e.FFMPEG_PATH } : {}),
      libreOffice: toolSetting(e.SOFFICE_PATH),
      ytDlp: toolSetting(e.YTDLP_PATH),
      ghostscript: toolSetting(e.GS_PATH),
      qpdf: toolSetting(e.QPDF_PATH),
      ocrmypdf: toolSetting(e.OCRMYPDF_PATH),
    },
    currencyRates: {
      url: e.CURRENCY_RATES_URL === 'off' ? undefined : e.CURRENCY_RATES_URL,
      timeoutMs: e.CURRENCY_RATES_TIMEOUT_MS,
      refreshMs: e.CURRENCY_RATES_REFRESH_MINUTES * 60_000,
    },
    bsCalendarFile: e.BS_CALENDAR_FILE ? resolve(e.BS_CALENDAR_FILE) : undefined,
    jobs: {
      retentionMs: Math.round(e.RETENTION_SECONDS * 1000),
      recordRetentionMs: Math.round(e.RECORD_RETENTION_DAYS * 86_400_000),
      sweepIntervalMs: Math.round(e.SWEEP_INTERVAL_SECONDS * 1000),
      uploadChunkBytes: Math.round(e.UPLOAD_CHUNK_MB * 1024 * 1024),
      videoToolsMaxBytes: Math.round(e.VIDEO_TOOLS_MAX_MB * 1024 * 1024),
      queueLimit: e.JOB_QUEUE_LIMIT,
      perClient: e.JOBS_PER_CLIENT,
      perAddress: e.JOBS_PER_ADDRESS,
      timeLimitCapSeconds: e.JOB_TIME_LIMIT_SECONDS,
      leaseMs: Math.round(e.JOB_LEASE_SECONDS * 1000),
      budgets: resolveBudgetSettings(e),
    },
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET ?? '',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local' },
    version,
  };
}
