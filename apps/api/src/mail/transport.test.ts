import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDevOutboxTransport } from './transport.ts';

describe('the development outbox', () => {
  let dir = '';
  afterEach(async () => {
    vi.restoreAllMocks();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('keeps the mail as a file and prints its link to the terminal, but never logs the token', async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    const lines: string[] = [];
    const log = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    const token = 'd4k9-7f3a1c2e5b8d0f6a9c3e1b7d5f2a8c4e';
    const link = `http://localhost:8000/users/activate/MTI/${token}`;
    const outbox = createDevOutboxTransport(dir, log);
    await outbox.send({
      from: 'Cotiza <no-reply@cotiza.test>',
      to: 'nueva@constructora.test',
      subject: 'Activa tu cuenta',
      text: `Activa tu cuenta: ${link}`,
      html: `<a href="${link}">Activar</a>`,
    });
    outbox.close();

    const [file] = await readdir(dir);
    const kept = await simpleParser(await readFile(join(dir, file!)));
    expect(kept.text).toContain(link);
    expect(printed.join('')).toContain(link);
    expect(lines.join('\n')).toContain('mail written to the development outbox');
    expect(lines.join('\n')).not.toContain(token);
  });
});
