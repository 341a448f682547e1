import { mkdirSync, readFileSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { locations } from './locations.ts';

const SHUTDOWN_GRACE_MS = 30_000;

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
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('requests still running after the grace period; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => {
        app.log.info('shut down cleanly');
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
