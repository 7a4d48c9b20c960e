import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteAddress, QuoteDetail, QuoteList } from '@app/shared/schemas/quotes';
import { createCompany, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const CSV = readFileSync(
  join(import.meta.dirname, '../../test/fixtures/cotizacion-ferreteria.csv'),
);

describe('quotes by e-mail', () => {
  let t: TestApp;
  let owner: string;
  let address: string;
  let send: (message: SendMailOptions) => Promise<unknown>;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        IN_PROCESS_WORKER: 'true',
        INBOUND_SMTP_PORT: '0',
        INBOUND_MAIL_DOMAIN: 'cotiza.test',
      },
    });
    await t.app.ready();
    const company = await createCompany(t, { type: 'company' });
    owner = (await signIn(t, company.ownerEmail)).access;
    address = (
      await t.request({ method: 'GET', url: '/api/quotes/address/', token: owner })
    ).json<QuoteAddress>().address as string;
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: t.app.inboundMail.port ?? 0,
      secure: false,
      ignoreTLS: true,
    });
    send = (message) => transport.sendMail({ from: 'ventas@proveedor.test', ...message });
  });
  afterAll(() => t.close());

  async function quotesOf(): Promise<QuoteList['quotes']> {
    return (await t.request({ method: 'GET', url: '/api/quotes/', token: owner })).json<QuoteList>()
      .quotes;
  }

  it('shows the company one stable quote address on its own domain', async () => {
    expect(address).toMatch(/^q-[a-z0-9]+@cotiza\.test$/);
    const again = await t.request({ method: 'GET', url: '/api/quotes/address/', token: owner });
    expect(again.json<QuoteAddress>().address).toBe(address);
  });

  it('files a forwarded quote’s attachment as a quote of the company and reads it', async () => {
    await send({
      to: address,
      subject: 'RV: Cotización COT 34337',
      text: 'Les reenvío la cotización del proveedor.',
      attachments: [{ filename: 'cotizacion.csv', content: CSV }],
    });
    const [filed] = await quotesOf();
    expect(filed).toMatchObject({ origin: 'email', file_name: 'cotizacion.csv' });
    let quote: QuoteDetail | undefined;
    for (let i = 0; i < 200; i++) {
      quote = (
        await t.request({ method: 'GET', url: `/api/quotes/${filed?.id}/`, token: owner })
      ).json<QuoteDetail>();
      if (quote.status === 'to_review') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(quote).toMatchObject({
      status: 'to_review',
      quote_number: 'COT 34337',
      total: '321510.32',
    });
  });

  it('files a mail with no attachment whole, for its body', async () => {
    await send({
      to: address,
      subject: 'Cotización arena',
      text: 'Buen día. Les cotizamos 20 m3 de arena de río a $480.00 c/u, importe $9,600.00. Total: $9,600.00',
    });
    expect((await quotesOf())[0]).toMatchObject({
      origin: 'email',
      file_name: 'Cotización arena.eml',
    });
  });

  it('refuses mail for an address that is no company’s', async () => {
    const before = (await quotesOf()).length;
    await expect(send({ to: 'q-nobody123@cotiza.test', subject: 'x', text: 'x' })).rejects.toThrow(
      /550/,
    );
    await expect(send({ to: 'someone@elsewhere.test', subject: 'x', text: 'x' })).rejects.toThrow(
      /550/,
    );
    expect((await quotesOf()).length).toBe(before);
  });
});
