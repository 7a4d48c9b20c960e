import cluster from 'node:cluster';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';

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

/**
 * With WEB_CONCURRENCY above one (PostgreSQL only), this process migrates the database, then runs
 * that many API processes on the one port and starts again any that dies (docs/architecture.md
 * § Processes). SIGINT or SIGTERM stops them all gracefully.
 */
async function supervise(config: Config): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  await database.close();
  let closing = false;
  let listening = 0;
  for (let n = 0; n < config.webConcurrency; n++) cluster.fork();
  cluster.on('listening', () => {
    if (++listening === config.webConcurrency) announce(config, config.port);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (closing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    process.stderr.write(
      `API process ${worker.process.pid} ended (${signal ?? code}); starting another\n`,
    );
    setTimeout(() => cluster.fork(), 1000).unref();
  });
  const shutdown = () => {
    if (closing) return;
    closing = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

async function start() {
  const config = readConfig();
  if (cluster.isPrimary && config.webConcurrency > 1) return supervise(config);
  const app = await buildApp({ config });
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
  // The CLI finds the server that holds the embedded database here (decisions §2).
  if (!config.databaseUrl) writeFileSync(serverFile, JSON.stringify({ port, pid: process.pid }));
  if (cluster.isPrimary) announce(config, port);
}

start().catch((error: unknown) => {
  process.stderr.write(
    `Cotiza could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
