import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories.ts';
import { startSmtpServer } from '../../test/mail-catcher.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { listOutbox } from './outbox.repository.ts';
import { createSmtpTransport } from './transport.ts';

const registration = (email: string) => ({
  email,
  password: 'Ladrillo#Rojo2026',
  first_name: 'Ana',
  last_name: 'Ruiz',
  phone_number: '+5215512345678',
  registration_type: 'provider',
  subtype: 'distributor',
  company_name: 'Aceros del Norte',
});

describe('the mail outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ smtp: true });
  });
  afterAll(() => t.close());

  it('keeps the mail while the SMTP server refuses it, and sends it when the server is back', async () => {
    t.smtp!.setRefusing(true);
    const email = uniqueEmail('outage');
    const response = await t.request({
      method: 'POST',
      url: '/api/stakeholders/register/',
      payload: registration(email),
    });
    // The registration succeeds although the mail server is down.
    expect(response.statusCode).toBe(201);

    await expect
      .poll(
        async () =>
          (await listOutbox(t.database.db)).find((m) => m.text.includes(email))?.attempts ?? 0,
        { timeout: 5000 },
      )
      .toBeGreaterThanOrEqual(2);
    const waiting = (await listOutbox(t.database.db)).find((m) => m.text.includes(email));
    expect(waiting).toMatchObject({ status: 'pending', recipient: 'executive@cotiza.test' });
    expect(waiting?.lastError).toBeTruthy();

    t.smtp!.setRefusing(false);
    const mail = await t.smtp!.waitFor('executive@cotiza.test');
    expect(mail.text).toContain(email);
    await expect
      .poll(
        async () => (await listOutbox(t.database.db)).find((m) => m.text.includes(email))?.status,
        { timeout: 5000 },
      )
      .toBe('sent');
  });
});

describe('the mail outbox with no SMTP server listening at all', () => {
  it('keeps the mail while the connection is refused and delivers it once a server listens', async () => {
    // Find a free port, then leave it closed: connections to it are refused.
    const probe = await startSmtpServer();
    const port = probe.port;
    await probe.close();
    const t = await createTestApp({
      mailTransport: createSmtpTransport(`smtp://127.0.0.1:${port}`, { ignoreTls: true }),
    });
    try {
      const email = uniqueEmail('down');
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/stakeholders/register/',
            payload: registration(email),
          })
        ).statusCode,
      ).toBe(201);
      await expect
        .poll(async () => (await listOutbox(t.database.db))[0]?.lastError ?? '', { timeout: 5000 })
        .toMatch(/ECONNREFUSED|connect/i);
      const server = await startSmtpServer({ port });
      try {
        const mail = await server.waitFor('executive@cotiza.test', 10_000);
        expect(mail.text).toContain(email);
      } finally {
        await server.close();
      }
    } finally {
      await t.close();
    }
  });
});
