import pino from 'pino';
import { API_BASE } from '@app/shared/api/paths';
import { createAppContext } from '../app-context.ts';
import { loadConfig, type Config } from '../config.ts';
import { createJwt } from '../lib/jwt.ts';
import {
  INTERNAL_CLI_PATH,
  cliCommandSchema,
  runCliCommand,
  type CliCommand,
  type CliResult,
} from '../modules/internal/internal.service.ts';
import { readRunningServer } from './running-server.ts';

const USAGE = `Usage:
  npm run cli -- create-staff <email> <password> [first name] [last name]
                                                   create an account executive
  npm run cli -- list-pending                      list registrations waiting for approval
  npm run cli -- approve <email>                   approve one and mail its activation link
  npm run cli -- quotes read <file>… --out <dir>   read supplier quotes (PDF, photo, XLSX, CSV,
                                                   e-mail) into <dir>/<name>.pred.json, no server
  npm run cli -- quotes compare --request <request.json> --quotes <dir> --out <file>
                                                   compare the read quotes of one request, levelled
  npm run cli -- --help                            this list`;

async function runThroughServer(
  config: Config,
  port: number,
  command: CliCommand,
): Promise<CliResult> {
  const token = await createJwt(config.secretKey).sign('cli', { sub: 'cli' }, 60);
  const response = await fetch(`http://127.0.0.1:${port}${API_BASE}${INTERNAL_CLI_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(command),
  });
  if (!response.ok)
    throw new Error(`The running server answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as CliResult;
}

async function runDirectly(config: Config, command: CliCommand): Promise<CliResult> {
  const ctx = await createAppContext(config, { log: pino({ level: 'warn' }) });
  try {
    const result = await runCliCommand(ctx, command);
    // Deliver what the command wrote now; anything that fails stays in the outbox for the server.
    await ctx.mail.flush().catch(() => 0);
    return result;
  } finally {
    await ctx.close();
  }
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  // Reading quotes needs no server and no database (docs/measurements/reader.md § Quote reader).
  if (name === 'quotes' && args[0] === 'compare')
    return (await import('@app/comparison/cli')).runCompareCli(args.slice(1));
  if (name === 'quotes') return (await import('@app/quote-reader/cli')).runQuotesCli(args);
  const parsed = cliCommandSchema.safeParse(
    name === 'create-staff'
      ? {
          command: name,
          email: args[0],
          password: args[1],
          first_name: args[2],
          last_name: args.slice(3).join(' ') || undefined,
        }
      : name === 'approve'
        ? { command: name, email: args[0] }
        : { command: name },
  );
  if (!parsed.success) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const server = config.databaseUrl ? undefined : readRunningServer(config.dataDir);
  process.stderr.write(
    server
      ? `(through the running server on port ${server.port})\n`
      : '(opening the database directly)\n',
  );
  const result = server
    ? await runThroughServer(config, server.port, parsed.data)
    : await runDirectly(config, parsed.data);
  (result.ok ? process.stdout : process.stderr).write(`${result.output}\n`);
  return result.ok ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
