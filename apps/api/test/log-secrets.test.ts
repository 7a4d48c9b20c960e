import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeError } from '../src/lib/log-serializers.ts';
import { createCompany, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Whoever reads the server log must not be able to sign in as anyone or use their mail links
 * (docs/product-rules.md § Security): a journey through every secret-bearing URL, then a grep.
 */
describe('secrets in the server log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ logStream: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  async function mailTo(email: string, subjectPart: RegExp): Promise<string> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const mail = t.sent.find((m) => m.to === email && subjectPart.test(m.subject));
      if (mail) return mail.text;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no mail to ${email}`);
  }

  it('keeps every token and mailed link of a journey out of the log', async () => {
    const secrets: string[] = [];
    const company = await createCompany(t);
    const tokens = await signIn(t, company.ownerEmail);
    secrets.push(tokens.access, tokens.refresh);
    await t.request({ method: 'GET', url: '/api/users/profile/', token: tokens.access });
    await t.request({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: tokens.refresh },
    });

    // Google sign-in lands on the web page with the token pair in its query.
    await t.request({
      method: 'GET',
      url: `/google-callback?tokens=${encodeURIComponent(JSON.stringify(tokens))}`,
    });

    // Password reset: the web page and the API call both carry the link's token.
    await t.request({
      method: 'POST',
      url: '/api/users/password-reset/',
      payload: { email: company.ownerEmail },
    });
    const [, uid, resetToken] =
      /\/reset-password\/([^/\s]+)\/([^/\s]+)/.exec(await mailTo(company.ownerEmail, /reset/i)) ??
      [];
    expect(resetToken).toBeTruthy();
    secrets.push(resetToken!);
    await t.request({ method: 'GET', url: `/reset-password/${uid}/${resetToken}` });
    await t.request({
      method: 'POST',
      url: `/api/users/password-reset-confirm/${uid}/${resetToken}/`,
      payload: { new_password: 'Cimbra#Madera2028' },
    });

    // Activation links have the same shape as reset links.
    const activationToken = 'cb1q2w-3e4r5t6y7u8i9o0p1a2s3d4f5g6h';
    secrets.push(activationToken);
    await t.request({ method: 'GET', url: `/api/users/activate/MTI/${activationToken}/` });
    await t.request({ method: 'GET', url: `/users/activate/MTI/${activationToken}` });

    // An invitation: the mailed page carries its token in the path.
    const owner = (await signIn(t, company.ownerEmail, 'Cimbra#Madera2028')).access;
    secrets.push(owner);
    const invitee = `invitee-${Date.now()}@cotiza.test`;
    const invite = await t.request({
      method: 'POST',
      url: '/api/users/invites/',
      token: owner,
      payload: { email: invitee, role: 'ADMIN' },
    });
    expect(invite.statusCode).toBe(201);
    const invitation = /\/accept-invitation\/([A-Za-z0-9_-]+)/.exec(
      await mailTo(invitee, /./),
    )?.[1];
    expect(invitation).toBeTruthy();
    secrets.push(invitation!);
    await t.request({ method: 'GET', url: `/accept-invitation/${invitation}` });

    const log = lines.join('');
    expect(log).toContain('/api/users/password-reset-confirm/');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toContain(encodeURIComponent(JSON.stringify(tokens)));
  });

  it('logs a failed query without its bound parameters', () => {
    const hash = 'pbkdf2_sha256$600000$salt$c2VjcmV0LWhhc2g=';
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password") values ($1, $2)',
      ['ana@cotiza.test', hash],
      Object.assign(new Error('null value in column "name"'), {
        code: '23502',
        detail: `Failing row contains (1, ana@cotiza.test, ${hash}).`,
      }),
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('insert into');
    expect(logged).not.toContain(hash);
    expect(logged).not.toContain('ana@cotiza.test');
  });
});
