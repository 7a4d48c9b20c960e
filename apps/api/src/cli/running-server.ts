import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The running server's address, when one has the embedded database open (it writes server.json). */
export function readRunningServer(dataDir: string): { port: number; pid: number } | undefined {
  try {
    const info = JSON.parse(readFileSync(join(dataDir, 'server.json'), 'utf8')) as {
      port: number;
      pid: number;
    };
    process.kill(info.pid, 0);
    return info;
  } catch {
    return undefined;
  }
}
