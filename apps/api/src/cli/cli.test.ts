import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const API_DIR = join(import.meta.dirname, '..', '..');
const TSX = join(API_DIR, '..', '..', 'node_modules', '.bin', 'tsx');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function runCli(
  env: NodeJS.ProcessEnv,
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, ['src/cli/main.ts', ...args], { cwd: API_DIR, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * The account executive's CLI on the embedded database: with the product running it goes through
 * the server (only one process may open the data directory); with nothing running it opens the
 * directory itself.
 */
describe('npm run cli', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cotiza-cli-'));
  let server: ChildProcess | undefined;
  const baseEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    DATABASE_URL: '',
    SMTP_URL: '',
  };

  afterAll(() => {
    server?.kill('SIGTERM');
  });

  it('creates staff, lists and approves registrations while the product runs, then works with it stopped', async () => {
    const port = await freePort();
    const env = { ...baseEnv, PORT: String(port), HOST: '127.0.0.1' };
    server = spawn(TSX, ['src/server.ts'], { cwd: API_DIR, env });
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect
      .poll(() => output, { timeout: 60_000, interval: 200 })
      .toContain('Cotiza is running');

    const base = `http://127.0.0.1:${port}/api`;
    const register = await fetch(`${base}/stakeholders/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'cli-owner@example.com',
        password: 'Ladrillo#Rojo2026',
        first_name: 'Carla',
        last_name: 'Client',
        phone_number: '+5215512345678',
        registration_type: 'company',
        subtype: 'architect',
        company_name: 'Taller Client',
      }),
    });
    expect(register.status).toBe(201);

    const staff = await runCli(env, 'create-staff', 'ae@cotiza.test', 'Ejecutivo#Cuenta2026');
    expect(staff.code).toBe(0);
    expect(staff.stdout).toContain('ae@cotiza.test');
    expect(staff.stderr).toContain(`through the running server on port ${port}`);
    const signIn = await fetch(`${base}/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ae@cotiza.test', password: 'Ejecutivo#Cuenta2026' }),
    });
    expect(signIn.status).toBe(200);

    const pending = await runCli(env, 'list-pending');
    expect(pending.stdout).toContain('cli-owner@example.com');
    expect(pending.stdout).toContain('Taller Client');

    const approve = await runCli(env, 'approve', 'cli-owner@example.com');
    expect(approve.code).toBe(0);
    // The running server delivers the activation mail to the development outbox.
    await expect
      .poll(
        () =>
          readdirSync(join(dataDir, 'outbox'))
            .map((f) => readFileSync(join(dataDir, 'outbox', f), 'utf8'))
            .join('\n'),
        { timeout: 10_000 },
      )
      .toMatch(/users\/activate\//);

    const twice = await runCli(env, 'approve', 'cli-owner@example.com');
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('not waiting for approval');

    server.kill('SIGTERM');
    await new Promise((resolve) => server?.once('exit', resolve));
    server = undefined;

    const offline = await runCli(env, 'list-pending');
    expect(offline.code).toBe(0);
    expect(offline.stdout).toContain('No registrations are waiting for approval.');
    expect(offline.stderr).toContain('opening the database directly');
  }, 180_000);

  it('lists every command, reading and comparing quotes included, on --help', async () => {
    const result = await runCli(baseEnv, '--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('quotes read <file>… --out <dir>');
    expect(result.stdout).toContain('quotes compare --request <request.json> --quotes <dir>');
    expect(result.stdout).toContain('approve <email>');
  });

  it('prints its usage for an unknown command', async () => {
    const result = await runCli(baseEnv, 'explode');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('create-staff <email> <password>');
  });
});
