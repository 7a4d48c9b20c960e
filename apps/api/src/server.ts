import cluster from 'node:cluster';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { runPrimary } from './primary.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

function announce(config: Config, port: number): void {
  const where = config.databaseUrl
    ? 'PostgreSQL'
    : `the embedded database in ${join(config.dataDir, 'pglite')}`;
  const mail = config.smtpUrl
    ? 'SMTP'
    : `the development outbox in ${join(config.dataDir, 'outbox')}`;
  const processes = config.webConcurrency > 1 ? `; ${config.webConcurrency} API processes` : '';
  process.stdout.write(
    `\nCotiza is running at http://localhost:${port} (data: ${where}; mail: ${mail}${processes})\n\n`,
  );
}

/** One API process: the whole product on the port, alone or as one of the primary's processes. */
async function serve(config: Config): Promise<void> {
  const app = await buildApp({ config });
  if (config.exposeProcessId) {
    app.addHook('onRequest', (_request, reply, done) => {
      void reply.header('x-process-id', String(process.pid));
      done();
    });
  }
  const serverFile = join(config.dataDir, 'server.json');
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    if (!config.databaseUrl) rmSync(serverFile, { force: true });
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // The CLI finds the server that holds the embedded database here
  // (docs/decisions/007-cli-beside-a-running-server.md).
  if (!config.databaseUrl) writeFileSync(serverFile, JSON.stringify({ port, pid: process.pid }));
  if (cluster.isPrimary) announce(config, port);
}

function start(): Promise<void> {
  const config = readConfig();
  if (cluster.isPrimary && config.webConcurrencyRefused) {
    process.stderr.write(
      `One API process runs, not ${config.webConcurrencyRefused}: the embedded database can be opened by one process only (set DATABASE_URL to run several, see WEB_CONCURRENCY)\n`,
    );
  }
  if (cluster.isPrimary && config.webConcurrency > 1) {
    runPrimary({
      processes: config.webConcurrency,
      onAllListening: (port) => announce(config, port),
    });
    return Promise.resolve();
  }
  return serve(config);
}

start().catch((error: unknown) => {
  process.stderr.write(
    `Cotiza could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
