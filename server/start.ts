import { mkdirSync, readFileSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { locations } from './locations.ts';

/** After the grace, how long handing back jobs and closing connections may take before exit(1). */
const SHUTDOWN_MARGIN_MS = 15_000;

function packageVersion(): string {
  const text = readFileSync(locations.packageJson, 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}

async function main() {
  const config = loadConfig(process.env, packageVersion());
  mkdirSync(config.dataDir, { recursive: true });
  const { app } = await buildApp(config);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    const startedAt = Date.now();
    const graceMs = config.shutdownGraceMs;
    app.log.info(
      { signal, graceMs },
      'shutting down: no new connections or jobs, finishing answers and jobs in flight',
    );
    // Answers still running at the end of the grace (a slow upload) are cut; tus resumes them.
    const cut = setTimeout(() => {
      app.log.warn('answers still running at the end of the shutdown grace: closing them');
      app.server.closeAllConnections();
    }, graceMs);
    cut.unref();
    const force = setTimeout(() => {
      app.log.error('still closing after the shutdown grace; exiting');
      process.exit(1);
    }, graceMs + SHUTDOWN_MARGIN_MS);
    force.unref();
    app.close().then(
      () => {
        app.log.info({ ms: Date.now() - startedAt }, 'shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, dataDir: config.dataDir, startupMs: Math.round(performance.now()) },
    'server ready',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
