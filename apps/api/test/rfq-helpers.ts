import { expect } from 'vitest';
import type { Project } from '@app/shared/schemas/projects';
import type { Rfq } from '@app/shared/schemas/rfqs';
import type { Supplier } from '@app/shared/schemas/suppliers';
import { uniqueEmail } from './factories.ts';
import type { TestApp } from './test-app.ts';
import type { OutgoingMail } from '../src/mail/transport.ts';

/** Test data for RFQ tests: a project, suppliers and a valid RFQ body. */
export async function createProject(t: TestApp, token: string): Promise<Project> {
  const response = await t.request({
    method: 'POST',
    url: '/api/projects/',
    token,
    payload: {
      name: 'Torre Norte',
      code: `TN-${Math.random().toString(36).slice(2, 8)}`,
      currency: 'MXN',
      tax_rate: '16',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Project>();
}

export async function createSupplier(
  t: TestApp,
  token: string,
  options: { email?: string; language?: 'es' | 'en'; name?: string } = {},
): Promise<Supplier> {
  const response = await t.request({
    method: 'POST',
    url: '/api/suppliers/',
    token,
    payload: {
      legal_name: options.name ?? `Proveedor ${Math.random().toString(36).slice(2, 6)}`,
      country: 'MX',
      emails: [options.email ?? uniqueEmail('supplier')],
      language: options.language ?? 'es',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Supplier>();
}

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export function rfqBody(projectId: number, supplierIds: number[], items = 2) {
  return {
    project_id: projectId,
    title: 'Acero y cemento nivel 3',
    due_at: inDays(5),
    need_by_date: '2030-01-15',
    items: Array.from({ length: items }, (_, i) => ({
      description: i === 0 ? 'Cemento gris CPC 30R bulto 50 kg' : `Varilla corrugada 3/8" #${i}`,
      quantity: i === 0 ? '400' : '1.5',
      unit: i === 0 ? 'bag' : 't',
      section: 'Estructura',
    })),
    supplier_ids: supplierIds,
  };
}

export async function createRfq(t: TestApp, token: string, body: object): Promise<Rfq> {
  const response = await t.request({ method: 'POST', url: '/api/rfqs/', token, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Rfq>();
}

/** Waits for the mail to `to` whose subject contains `subject`, and answers it. */
export async function waitForMail(t: TestApp, to: string, subject: string): Promise<OutgoingMail> {
  await expect
    .poll(() => t.sent.some((m) => m.to === to && m.subject.includes(subject)), { timeout: 10_000 })
    .toBe(true);
  return t.sent.filter((m) => m.to === to && m.subject.includes(subject)).at(-1) as OutgoingMail;
}
