import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

async function start() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
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
  // The CLI finds the server that holds the embedded database here (docs/decisions.md §7).
  if (!config.databaseUrl) writeFileSync(serverFile, JSON.stringify({ port, pid: process.pid }));
  const where = config.databaseUrl
    ? 'PostgreSQL'
    : `the embedded database in ${join(config.dataDir, 'pglite')}`;
  const mail = config.smtpUrl
    ? 'SMTP'
    : `the development outbox in ${join(config.dataDir, 'outbox')}`;
  process.stdout.write(
    `\nCotiza is running at http://localhost:${port} (data: ${where}; mail: ${mail})\n\n`,
  );
}

start().catch((error: unknown) => {
  process.stderr.write(
    `Cotiza could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
