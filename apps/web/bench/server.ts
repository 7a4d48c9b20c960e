import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const API_DIR = join(import.meta.dirname, '..', '..', 'api');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type WebServer = { origin: string; stop: () => Promise<void> };

/**
 * Starts the product as `npm start` does (production mode, the embedded database in a fresh
 * folder), serving the web build in `distDir`: the pages are measured as a user gets them.
 */
export async function startWebServer(distDir: string): Promise<WebServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cotiza-web-bench-'));
  const port = await freePort();
  // Production refuses to start without a mail transport (docs/product-rules.md § Mail).
  // The pages measured here send no mail: a loopback port nobody listens on keeps any mail queued.
  const smtpUrl = `smtp://127.0.0.1:${await freePort()}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SECRET_KEY: randomBytes(32).toString('base64url'),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: distDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtpUrl,
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (!output.includes('Cotiza is running')) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin: `http://127.0.0.1:${port}`, stop };
}
