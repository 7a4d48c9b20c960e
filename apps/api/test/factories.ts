import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RegistrationType, Role } from '@app/shared/constants/domain';
import type { TokenPair } from '@app/shared/schemas/auth';
import type { QuoteDetail, TypedQuoteInput } from '@app/shared/schemas/quotes';
import type { Rfq } from '@app/shared/schemas/rfqs';
import { invitations, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import type { OutgoingMail } from '../src/mail/transport.ts';
import { insertRegistration } from '../src/modules/companies/registration.repository.ts';
import type { TestApp } from './test-app.ts';

/** The password every factory user has; hashed once per file, since scrypt is slow on purpose. */
export const PASSWORD = 'Andamio#Cemento42';
let passwordHash: Promise<string> | undefined;
const hashed = () => (passwordHash ??= hashPassword(PASSWORD));

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export type Company = { id: number; ownerId: number; ownerEmail: string; type: RegistrationType };

/** A company (or retail account) whose owner is approved and active. */
export async function createCompany(
  t: TestApp,
  options: { type?: RegistrationType; name?: string; language?: 'en' | 'es' } = {},
): Promise<Company> {
  const type = options.type ?? 'company';
  const email = uniqueEmail('owner');
  const { stakeholder, owner } = await t.database.db.transaction((tx) =>
    hashed().then((passwordHash) =>
      insertRegistration(tx, {
        stakeholder: {
          name:
            options.name ??
            (type === 'retail' ? 'Rita Retail' : `Company ${randomBytes(3).toString('hex')}`),
          type,
          subtype: type === 'provider' ? 'distributor' : type === 'company' ? 'contractor' : null,
        },
        owner: {
          email,
          passwordHash,
          firstName: 'Olga',
          lastName: 'Owner',
          phoneNumber: '+5215512345678',
          language: options.language ?? 'en',
          isActive: true,
          approvedAt: new Date(),
        },
      }),
    ),
  );
  return { id: stakeholder.id, ownerId: owner.id, ownerEmail: owner.email, type };
}

/** An active member of a company with the given role, as if they had accepted an invitation. */
export async function createMember(
  t: TestApp,
  company: Company,
  role: Exclude<Role, 'OWNER'>,
  options: { isActive?: boolean; firstName?: string } = {},
): Promise<{ id: number; email: string; invitationId: number }> {
  const email = uniqueEmail(role.toLowerCase());
  const [user] = await t.database.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashed(),
      firstName: options.firstName ?? role.charAt(0) + role.slice(1).toLowerCase(),
      lastName: 'Member',
      stakeholderId: company.id,
      role,
      isActive: options.isActive ?? true,
      approvedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error('no user');
  const [entry] = await t.database.db
    .insert(invitations)
    .values({
      stakeholderId: company.id,
      email,
      role,
      isAccepted: true,
      acceptedUserId: user.id,
      invitedById: company.ownerId,
    })
    .returning();
  if (!entry) throw new Error('no invitation');
  return { id: user.id, email, invitationId: entry.id };
}

/** An account executive (staff user). */
export async function createStaff(t: TestApp): Promise<{ id: number; email: string }> {
  const email = uniqueEmail('staff');
  const [user] = await t.database.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashed(),
      firstName: 'Esteban',
      lastName: 'Executive',
      isActive: true,
      isStaff: true,
      approvedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error('no user');
  return { id: user.id, email };
}

export async function signIn(t: TestApp, email: string, password = PASSWORD): Promise<TokenPair> {
  const response = await t.request({
    method: 'POST',
    url: '/api/token/',
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<TokenPair>();
}

/**
 * Flips a user's active flag in the database and announces it, as every product path that writes
 * a user does (docs/decisions/017-session-cache.md § Session cache).
 */
export async function setActive(t: TestApp, userId: number, isActive: boolean): Promise<void> {
  await t.database.db.update(users).set({ isActive }).where(eq(users.id, userId));
  await t.app.ctx.actors.forget({ userId });
}

/*
 * Purchasing through the API, as the analytics, dashboard and price memory tests build it: an
 * answer through the mailed link, a typed quote and its confirmation, an award. Each throws with
 * the answer's status and body when the API refuses, so a broken step fails the test that took it.
 */

type Answered = { statusCode: number; body: string; json: <T>() => T };

function expectStatus(response: Answered, status: number, what: string): void {
  if (response.statusCode !== status)
    throw new Error(`${what}: ${response.statusCode} instead of ${status}: ${response.body}`);
}

/**
 * The latest mail to `to` whose subject contains `subject`, waited for up to 10 s. A plain loop,
 * not `expect.poll`, since `beforeAll` hooks call it too and `expect.poll` only runs in a test.
 */
export async function mailTo(t: TestApp, to: string, subject: string): Promise<OutgoingMail> {
  for (let tries = 0; tries < 100; tries += 1) {
    const mail = t.sent.filter((m) => m.to === to && m.subject.includes(subject)).at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} about ${subject}`);
}

/** The answer link's token from a mail. */
export function answerTokenOf(mail: OutgoingMail): string {
  const match = /\/rfq-answer\/([\w.-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no answer link in: ${mail.text}`);
  return match[1];
}

/** A supplier answers an RFQ through the link mailed to `email` (POST /rfq-answer/<token>/). */
export async function answerThroughLink(
  t: TestApp,
  email: string,
  rfq: Pick<Rfq, 'number'>,
  body: object,
): Promise<void> {
  const token = answerTokenOf(await mailTo(t, email, rfq.number));
  const response = await t.request({
    method: 'POST',
    url: `/api/rfq-answer/${token}/`,
    payload: body,
  });
  expectStatus(response, 200, `answer of ${email} to ${rfq.number}`);
}

/**
 * A supplier uploads a quote file through the link mailed to `email`; answers the quote once the
 * in-process worker has read it, as the buyer (`buyerToken`) sees it. The buyer's company must
 * have no other quote.
 */
export async function uploadThroughLink(
  t: TestApp,
  buyerToken: string,
  email: string,
  rfq: Pick<Rfq, 'number'>,
  file: { name: string; bytes: Buffer },
): Promise<QuoteDetail> {
  const token = answerTokenOf(await mailTo(t, email, rfq.number));
  const uploaded = await t.request({
    method: 'POST',
    url: `/api/rfq-answer/${token}/files/?file_name=${file.name}`,
    headers: { 'content-type': 'application/octet-stream' },
    payload: file.bytes,
  });
  expectStatus(uploaded, 200, `upload of ${email} to ${rfq.number}`);
  for (let tries = 0; tries < 300; tries++) {
    const list = await t.request({ method: 'GET', url: '/api/quotes/', token: buyerToken });
    expectStatus(list, 200, 'quotes list');
    const [quote] = list.json<{ quotes: { id: number; status: string }[] }>().quotes;
    if (quote && !['received', 'reading'].includes(quote.status)) {
      const detail = await t.request({
        method: 'GET',
        url: `/api/quotes/${quote.id}/`,
        token: buyerToken,
      });
      expectStatus(detail, 200, 'quote detail');
      return detail.json<QuoteDetail>();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the uploaded quote was never read');
}

/** A quote line typed in: description, quantity, unit code, unit price and line discount. */
export type TypedLine = {
  description: string;
  quantity: string;
  /** null: the line states no unit (the reader found none). */
  unit: string | null;
  price: string | null;
  pct?: string;
};

type TypedQuoteOptions = {
  rfqId: number | null;
  /** The project to file it on without an RFQ (or agreeing with the RFQ's). */
  projectId?: number | null;
  supplier: string;
  date: string | null;
  currency?: TypedQuoteInput['currency'];
  lines: TypedLine[];
};

/** The body of POST /quotes/typed/ for a quote of one supplier; MXN unless told. */
export function typedQuoteBody(options: TypedQuoteOptions): TypedQuoteInput {
  return {
    rfq_id: options.rfqId,
    ...(options.projectId === undefined ? {} : { project_id: options.projectId }),
    supplier_name: options.supplier,
    supplier_tax_id: null,
    quote_number: null,
    issue_date: options.date,
    valid_until: null,
    currency: options.currency ?? 'MXN',
    payment_terms: null,
    delivery_time: null,
    subtotal: null,
    freight: null,
    tax_amount: null,
    total: null,
    notes: null,
    lines: options.lines.map((line) => ({
      id: null,
      sku: null,
      description: line.description,
      brand: null,
      quantity: line.quantity,
      unit: line.unit as 'bag',
      unit_price: line.price,
      discount_pct: line.pct ?? null,
      line_total: null,
    })),
  };
}

/**
 * The body of PUT /quotes/:id/ that saves `quote`, at the version it was read, as one supplier's
 * lines with no dates and no totals (MXN unless told), and assigns it to the directory supplier.
 */
export function reviewedQuoteBody(
  quote: Pick<QuoteDetail, 'version' | 'quote_number'>,
  supplierId: number,
  options: Pick<TypedQuoteOptions, 'supplier' | 'currency' | 'lines'>,
) {
  const {
    rfq_id: _rfq,
    project_id: _project,
    ...fields
  } = typedQuoteBody({
    ...options,
    rfqId: null,
    date: null,
  });
  return {
    version: quote.version,
    ...fields,
    quote_number: quote.quote_number,
    supplier_id: supplierId,
  };
}

/** A quote typed in (POST /quotes/typed/), waiting for review; MXN unless told. */
export async function typeQuote(
  t: TestApp,
  token: string,
  options: TypedQuoteOptions,
): Promise<QuoteDetail> {
  const payload = typedQuoteBody(options);
  const response = await t.request({ method: 'POST', url: '/api/quotes/typed/', token, payload });
  expectStatus(response, 201, `typed quote of ${options.supplier}`);
  return response.json<QuoteDetail>();
}

/** Confirms a quote at the version it was read (POST /quotes/:id/confirm/). */
export async function confirmQuote(
  t: TestApp,
  token: string,
  quote: Pick<QuoteDetail, 'id' | 'version'>,
): Promise<QuoteDetail> {
  const response = await t.request({
    method: 'POST',
    url: `/api/quotes/${quote.id}/confirm/`,
    token,
    payload: { version: quote.version },
  });
  expectStatus(response, 200, `confirmation of quote ${quote.id}`);
  return response.json<QuoteDetail>();
}

/** Awards an RFQ (POST /rfqs/:id/award/), best supplier per item unless told. */
export async function awardRfq(
  t: TestApp,
  token: string,
  rfqId: number,
  payload: object = { strategy: 'best_per_item' },
): Promise<void> {
  const response = await t.request({
    method: 'POST',
    url: `/api/rfqs/${rfqId}/award/`,
    token,
    payload,
  });
  expectStatus(response, 200, `award of RFQ ${rfqId}`);
}
