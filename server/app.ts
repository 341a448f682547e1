import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import { openDatabase } from '../db/open.ts';
import { createToolDetector, typesMissingTools } from './capabilities.ts';
import { loadSharp } from './processing/media/load-sharp.ts';
import type { AppConfig } from './config.ts';
import { locations } from './locations.ts';
import { AppError, errorBody } from './http/errors.ts';
import { closeConnectionsAsResponsesEnd } from './http/close-finished-connections.ts';
import { guardConnections } from './http/connection-guard.ts';
import { cookieSecret } from './http/cookie-secret.ts';
import { securityPlugin } from './http/security.ts';
import { spaPlugin } from './http/spa.ts';
import { visitorPlugin } from './http/visitor.ts';
import { registerContactRoute } from './rest/contact.ts';
import { registerHealthRoute, type Capabilities } from './rest/health.ts';
import { registerJobRoutes } from './rest/jobs.ts';
import { registerMetricsRoutes } from './rest/metrics.ts';
import { registerReadyRoute } from './rest/ready.ts';
import { registerOpenApiRoutes } from './openapi/routes.ts';
import { JobService } from './jobs/service.ts';
import { measureHttp } from './metrics/http-metrics.ts';
import { listenForMetrics } from './metrics/listener.ts';
import { AppMetrics } from './metrics/metrics.ts';
import { countPostgresQueries } from './metrics/round-trips.ts';
import { stopLeftoverProcesses } from './process/leftover-processes.ts';
import { createCluster } from './cluster/index.ts';
import { asUnavailable } from './outage/outage-error.ts';
import { createStorage } from './storage/create.ts';
import { createTusServer, registerUploadRoutes } from './uploads/tus.ts';
import { WorkerPool } from './workers/pool.ts';
import type { AppServices } from './services/app-services.ts';
import { createContactService } from './services/contact.ts';
import { loadBsCalendar } from './services/bs-calendar.ts';
import { createCurrencyRates } from './services/currency-rates.ts';
import { createMailer } from './services/mailer.ts';
import { VisitorTracker } from './services/visitors.ts';
import { createContextFactory, errorHeaders } from './trpc/init.ts';
import { appRouter, type AppRouter } from './trpc/router.ts';
import { setVideoToolsLimit } from '../shared/jobs/limits.ts';

export interface BuiltApp {
  app: FastifyInstance;
  services: AppServices;
}

const compressibleTypes =
  /^(application\/(json|xml|javascript|manifest\+json)|text\/(html|plain|css|xml|javascript)|image\/svg\+xml)/;

/** A hop count as proxy-addr takes it: the first `hops` addresses from the socket inward. */
function fastifyTrustProxy(setting: AppConfig['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Builds the whole server without listening, so tests can use it on any port. */
export async function buildApp(config: AppConfig): Promise<BuiltApp> {
  // First: a bad calendar file stops the start before anything is opened.
  const bsCalendar = loadBsCalendar(config.bsCalendarFile);
  setVideoToolsLimit(config.jobs.videoToolsMaxBytes);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // The role tells apart the lines of a job's web and worker processes.
      base: { pid: process.pid, hostname: hostname(), role: config.role },
      // Never a secret in a line, whatever an object logged one day holds.
      redact: {
        paths: [
          'password',
          '*.password',
          '*.*.password',
          'token',
          '*.token',
          'req.headers.cookie',
          'req.headers.authorization',
          'headers.cookie',
          'headers.authorization',
        ],
        censor: '[redacted]',
      },
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: () => randomUUID(),
    // One structured line per request comes from the onResponse hook below instead.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 5000 },
    // A request that reaches a closing process on a connection it still holds is answered as
    // usual (with `Connection: close`), not refused with 503: the process works until it exits.
    return503OnClosing: false,
  });

  // With metrics on, round trips to PostgreSQL are counted from the first query.
  if (config.metrics && config.databaseUrl) await countPostgresQueries();
  const database = await openDatabase({
    url: config.databaseUrl,
    file: config.databaseFile,
    sqliteMigrations: locations.migrations,
    pgMigrations: locations.pgMigrations,
  });
  const https = config.publicUrl.startsWith('https:');
  const storage = await createStorage(config);
  // Each worker thread keeps its own LibreOffice profile here; none is in use before the start.
  const officeProfileDir = join(config.dataDir, 'office');
  const leftovers = await stopLeftoverProcesses([officeProfileDir, join(config.dataDir, 'work')]);
  if (leftovers.length > 0) {
    app.log.warn({ pids: leftovers }, 'stopped tools left running by an earlier run of the server');
  }
  await rm(officeProfileDir, { recursive: true, force: true });
  const cluster = await createCluster(config.databaseUrl, { log: app.log });
  const secret = await cookieSecret(config.cookieSecret, config.dataDir);
  const runsJobs = config.role !== 'web';
  const servesHttp = config.role !== 'worker';
  const tools = createToolDetector(config.tools, (found) => {
    jobs.markUnavailable(typesMissingTools(found));
    app.log.info({ tools: found.capabilities }, 'external tools detected');
  });
  const pool = runsJobs ? new WorkerPool(config.workers, config.workerPool) : undefined;
  let workersUp = pool === undefined;
  const metrics = new AppMetrics({
    activeJobs: () => jobs.activeCounts(),
    processMetrics: config.metrics !== undefined,
    onReadError: (error) => app.log.warn({ err: error }, 'metrics: could not count the jobs'),
  });
  const jobs: JobService = new JobService({
    database,
    storage,
    cluster,
    pool,
    settings: config.jobs,
    log: app.log,
    secret,
    tools: async () => {
      const found = await tools.detect();
      return {
        ffmpeg: found.ffmpeg,
        libreOffice: found.libreOffice,
        ytDlp: found.ytDlp,
        ghostscript: found.ghostscript,
        qpdf: found.qpdf,
        ocrmypdf: found.ocrmypdf,
      };
    },
    processorSettings: { allowedUrlHosts: config.allowedUrlHosts, officeProfileDir },
    allowedUrlHosts: config.allowedUrlHosts,
    metrics,
    shutdownGraceMs: config.shutdownGraceMs,
  });

  await app.register(fastifyRateLimit, { global: false });
  const services: AppServices = {
    config,
    database,
    visitors: new VisitorTracker(database),
    storage,
    jobs,
    metrics,
    contact: createContactService(
      database,
      createMailer(config.smtp),
      config.supportEmail,
      app.log,
    ),
    currencyRates: createCurrencyRates({ ...config.currencyRates, log: app.log }),
    bsCalendar,
    rateLimiters: {
      contact: app.createRateLimit({
        max: config.rateLimits.contact.max,
        timeWindow: config.rateLimits.contact.windowMs,
      }),
      usage: app.createRateLimit({
        max: config.rateLimits.usage.max,
        timeWindow: config.rateLimits.usage.windowMs,
      }),
    },
  };
  const capabilities = (): Capabilities => ({
    database: database.dialect,
    email: config.smtp ? 'smtp' : 'off',
    storage: storage.kind,
    role: config.role,
    workers: runsJobs ? config.workers : 0,
    jobTypes: [...jobs.available],
    // ffmpeg, ffprobe, ytDlp, libreOffice and wordToPdf, once detected (a second after the start).
    tools: tools.found ? 'detected' : 'detecting',
    ...tools.found?.capabilities,
  });

  guardConnections(app, {
    bodyTimeoutMs: config.bodyTimeoutMs,
    connectionsPerAddress: config.connectionsPerAddress,
    trustedProxies: Array.isArray(config.trustProxy) ? config.trustProxy : [],
  });
  closeConnectionsAsResponsesEnd(app);
  measureHttp(app, metrics);

  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === 'incomplete_body') {
        request.log.info({ url: request.url.split('?')[0] }, 'the client hung up mid-request');
      }
      return reply.code(error.status).headers(error.headers).send(error.toBody());
    }
    const outage = asUnavailable(error);
    if (outage) {
      request.log.warn({ err: error }, 'refused: an engine does not answer');
      return reply.code(outage.status).headers(outage.headers).send(outage.toBody());
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send(errorBody('rate_limited', error.message));
    }
    if (status >= 400 && status < 500) {
      const code =
        status === 413 ? 'too_large' : status === 415 ? 'unsupported_type' : 'invalid_input';
      return reply.code(status).send(errorBody(code, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send(errorBody('internal_error', 'Something went wrong on our side. Please try again.'));
  });

  await app.register(securityPlugin, { https });
  await app.register(fastifyCompress, { customTypes: compressibleTypes, threshold: 1024 });
  registerHealthRoute(app, config.version, capabilities);
  registerReadyRoute(app, {
    database: () => database.ping(),
    storage: () => storage.check(),
    queue: () => {
      if (!jobs.accepting) throw new Error('the job queue is closing');
      if (!workersUp) throw new Error('the workers are starting');
      cluster.check();
    },
  });
  // A worker process answers only its health and readiness (for its container or supervisor).
  const startAndStopWithTheServer = async () => {
    await jobs.start();
    if (config.metrics) {
      const listener = await listenForMetrics(metrics.registry, config.metrics, (error) =>
        app.log.error({ err: error }, 'metrics: the scrape failed'),
      );
      app.addHook('onClose', () => listener.close());
    }
    // Once listening, in the background, so the first requests are answered at once: the workers
    // start and the external programs are probed (a job that comes first starts or awaits them).
    app.addHook('onListen', (done) => {
      setImmediate(() => {
        loadSharp()
          .then(() => pool?.started())
          .then(
            () => {
              workersUp = true;
            },
            (error: unknown) => {
              // A shutdown during the start stops the workers it was waiting for.
              if (jobs.accepting) app.log.error({ err: error }, 'the workers did not start');
            },
          );
        void tools.detect();
      });
      done();
    });
    // First step of a shutdown, before the listener closes: no more jobs taken from the queue, and
    // progress streams ended so their clients connect again to another web process.
    app.addHook('preClose', async () => {
      jobs.closeStreams();
      await jobs.stopTaking();
    });
    app.addHook('onClose', async () => {
      await jobs.close();
      await services.contact.idle();
      await cluster.close();
      await database.close();
    });
  };
  if (!servesHttp) {
    await startAndStopWithTheServer();
    return { app, services };
  }
  await app.register(visitorPlugin, {
    tracker: services.visitors,
    secureCookie: https,
    secret,
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/api/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: createContextFactory(services),
      responseMeta: ({ errors }) => ({ headers: errorHeaders(errors) }),
      onError({ error, path }) {
        metrics.refused(
          error.cause instanceof AppError
            ? error.cause.code
            : error.code === 'BAD_REQUEST'
              ? 'invalid_input'
              : error.code.toLowerCase(),
        );
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          app.log.error({ err: error, path }, 'tRPC procedure failed');
        }
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  registerMetricsRoutes(app, services);
  registerOpenApiRoutes(app, config.version);
  registerContactRoute(app, services);
  await registerUploadRoutes(
    app,
    createTusServer({ storage, trustProxy: config.trustProxy !== false, locker: cluster.locker }),
    metrics,
  );
  await registerJobRoutes(app, jobs);
  await app.register(spaPlugin, {
    staticDir: config.staticDir,
    publicUrl: config.publicUrl,
    retentionSeconds: config.jobs.retentionMs / 1000,
    socialLinks: config.socialLinks,
    firstPaint: config.firstPaint,
    firstPaintSources: { currencyRates: () => services.currencyRates.current() },
  });

  await startAndStopWithTheServer();

  return { app, services };
}
