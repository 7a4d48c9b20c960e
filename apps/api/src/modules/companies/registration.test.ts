import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPair } from '@app/shared/schemas/auth';
import { createStaff, signIn, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const PASSWORD = 'Ladrillo#Rojo2026';

function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('signup'),
    password: PASSWORD,
    first_name: 'Ana',
    last_name: 'Ruiz',
    phone_number: '+5215512345678',
    registration_type: 'company',
    subtype: 'contractor',
    company_name: 'Obras Ruiz',
    description: 'Obra civil y residencial',
    ...overrides,
  };
}

describe('sign-up, approval and activation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ smtp: true });
  });
  afterAll(() => t.close());

  const register = (payload: Record<string, unknown>, language = 'en') =>
    t.request({ method: 'POST', url: `/api/stakeholders/register/?language=${language}`, payload });

  it('registers an inactive owner, mails the account executives, and lets them sign in only after approval and activation', async () => {
    const payload = registration({ email: uniqueEmail('Mixed.Case').replace('mixed', 'MiXeD') });
    const response = await register(payload, 'es');
    expect(response.statusCode).toBe(201);
    const created = response.json<{ id: number; email: string }>();
    expect(created.email).toBe(String(payload.email).toLowerCase());

    const notice = await t.smtp!.waitFor('executive@cotiza.test');
    expect(notice.subject).toContain('Obras Ruiz');
    expect(notice.text).toContain(created.email);

    // The registrant is told at once, in the language they registered in, that it waits.
    const received = await t.smtp!.waitFor(created.email);
    expect(received.subject).toBe('Recibimos tu registro en Cotiza');
    expect(received.text).toContain('Obras Ruiz');
    expect(received.text).toContain('Hola Ana:');

    // Signing in before approval says so, but only to someone who knows the password.
    const early = await t.request({
      method: 'POST',
      url: '/api/token/?language=es',
      payload: { email: created.email, password: PASSWORD },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      error:
        'Tu registro está pendiente de aprobación por un ejecutivo de cuenta. Te enviaremos por correo un enlace para activar tu cuenta en cuanto sea aprobado.',
      error_code: 'awaiting_approval',
    });
    const earlyEnglish = await t.request({
      method: 'POST',
      url: '/api/token/',
      payload: { email: created.email, password: PASSWORD },
    });
    expect(earlyEnglish.json<{ error: string }>().error).toContain(
      'waiting for an account executive',
    );
    const wrongPassword = await t.request({
      method: 'POST',
      url: '/api/token/',
      payload: { email: created.email, password: 'Wrong#Password1' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      error: 'Invalid email or password.',
      error_code: 'invalid_credentials',
    });

    const staff = await createStaff(t);
    const staffTokens = await signIn(t, staff.email);
    const pending = await t.request({
      method: 'GET',
      url: '/api/backoffice/registrations/',
      token: staffTokens.access,
    });
    expect(pending.statusCode).toBe(200);
    const entry = pending
      .json<
        Array<{ id: number; email: string; company_name: string; type: string; subtype: string }>
      >()
      .find((p) => p.email === created.email);
    expect(entry).toMatchObject({
      company_name: 'Obras Ruiz',
      type: 'company',
      subtype: 'contractor',
    });

    const approve = await t.request({
      method: 'POST',
      url: `/api/backoffice/registrations/${created.id}/approve/`,
      token: staffTokens.access,
    });
    expect(approve.statusCode).toBe(200);
    const again = await t.request({
      method: 'POST',
      url: `/api/backoffice/registrations/${created.id}/approve/`,
      token: staffTokens.access,
    });
    expect(again.statusCode).toBe(400);

    // The activation mail is in the language the user registered in, and its link works once.
    const mail = await t.smtp!.waitFor(created.email, 10_000, 'Activa tu cuenta de Cotiza');
    expect(mail.text).toContain('Un ejecutivo de cuenta ha aprobado tu cuenta de Cotiza.');
    const link = /http:\/\/cotiza\.test\/users\/activate\/([^/\s]+)\/([^/\s]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    expect(mail.html).toContain(link![0]);
    const activation = await t.request({
      method: 'GET',
      url: `/api/users/activate/${link![1]}/${link![2]}/?language=es`,
    });
    expect(activation.statusCode).toBe(200);
    expect(activation.json()).toEqual({
      message: 'Tu cuenta ha sido activada. Ya puedes iniciar sesión.',
    });
    const reused = await t.request({
      method: 'GET',
      url: `/api/users/activate/${link![1]}/${link![2]}/`,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      error: 'Account activation failed. Please try again or contact support.',
      error_code: 'activation_failed',
    });

    const tokens = (
      await t.request({
        method: 'POST',
        url: '/api/token/',
        payload: { email: created.email, password: PASSWORD },
      })
    ).json<TokenPair>();
    const profile = await t.request({
      method: 'GET',
      url: '/api/users/profile/',
      token: tokens.access,
    });
    expect(profile.json()).toMatchObject({
      first_name: 'Ana',
      user_type: 'Company User',
      role: 'OWNER',
      language: 'es',
      is_staff: false,
    });
  });

  it('names a retail account after the person and ignores a company name', async () => {
    const payload = registration({
      registration_type: 'retail',
      subtype: undefined,
      company_name: undefined,
      first_name: 'Rita',
      last_name: 'López',
    });
    expect((await register(payload)).statusCode).toBe(201);
    const staff = await createStaff(t);
    const tokens = await signIn(t, staff.email);
    const pending = await t.request({
      method: 'GET',
      url: '/api/backoffice/registrations/',
      token: tokens.access,
    });
    expect(
      pending
        .json<Array<{ email: string; company_name: string; subtype: string | null }>>()
        .find((p) => p.email === payload.email),
    ).toMatchObject({ company_name: 'Rita López', subtype: null });
  });

  it('refuses an email that is taken, whatever its case, under the email field', async () => {
    const payload = registration();
    expect((await register(payload)).statusCode).toBe(201);
    const response = await register(
      { ...registration(), email: String(payload.email).toUpperCase() },
      'es',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: ['El correo electrónico ya está en uso'],
      error_code: 'email_in_use',
    });
  });

  it('tells whether an email is available', async () => {
    const payload = registration();
    await register(payload);
    const taken = await t.request({
      method: 'POST',
      url: '/api/stakeholders/check-email/',
      payload: { email: String(payload.email).toUpperCase() },
    });
    expect(taken.json()).toEqual({ available: false });
    const free = await t.request({
      method: 'POST',
      url: '/api/stakeholders/check-email/',
      payload: { email: uniqueEmail() },
    });
    expect(free.json()).toEqual({ available: true });
    const invalid = await t.request({
      method: 'POST',
      url: '/api/stakeholders/check-email/',
      payload: { email: 'nope' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      email: ['Invalid email format'],
      error_code: 'validation_failed',
    });
  });

  it.each([
    ['too short', 'Ab1!', 'The password must contain at least 8 characters.'],
    ['all digits', '1234567890', "The password can't be entirely numeric."],
    ['common', 'password123', 'This password is too common.'],
    [
      'too close to the name',
      'AnaRuiz2026!',
      'The password is too similar to your personal information.',
    ],
  ])('refuses a %s password with a message saying why', async (_label, password, message) => {
    const response = await register(registration({ password }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ password: string[] }>().password).toContain(message);
  });

  it('requires a subtype of the right type and a company name for providers and companies', async () => {
    const response = await register(
      registration({ registration_type: 'provider', subtype: 'architect', company_name: '' }),
      'es',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      subtype: ['Elige un tipo válido para esta cuenta.'],
      company_name: ['Este campo es obligatorio.'],
      error_code: 'validation_failed',
    });
  });

  it('refuses a bad phone number and an unknown registration type', async () => {
    const response = await register(
      registration({ phone_number: '0123456789', registration_type: 'alien' }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(
      expect.arrayContaining(['phone_number', 'registration_type']),
    );
  });

  it('refuses a password with a control character, saying so in Spanish and English', async () => {
    for (const [language, message] of [
      ['es', 'La contraseña no puede llevar saltos de línea ni tabuladores.'],
      ['en', "The password can't contain control characters (such as line breaks, tabs or NUL)."],
    ] as const) {
      const response = await register(
        registration({ password: 'Ladrillo\u0000Rojo#2026' }),
        language,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ password: [message] });
    }
  });

  it('writes nothing when the registration is refused', async () => {
    const payload = registration({ password: '1234567890' });
    await register(payload);
    const check = await t.request({
      method: 'POST',
      url: '/api/stakeholders/check-email/',
      payload: { email: payload.email },
    });
    expect(check.json()).toEqual({ available: true });
  });

  it('keeps the back office for account executives: others get 403, nobody signed out gets in', async () => {
    const payload = registration();
    const created = (await register(payload)).json<{ id: number }>();
    expect(
      (await t.request({ method: 'GET', url: '/api/backoffice/registrations/' })).statusCode,
    ).toBe(401);
    const staff = await createStaff(t);
    const staffTokens = await signIn(t, staff.email);
    await t.request({
      method: 'POST',
      url: `/api/backoffice/registrations/${created.id}/approve/`,
      token: staffTokens.access,
    });
    const mail = await t.smtp!.waitFor(
      String(payload.email),
      10_000,
      'Activate your Cotiza account',
    );
    const link = /activate\/([^/\s]+)\/([^/\s]+)/.exec(mail.text)!;
    await t.request({ method: 'GET', url: `/api/users/activate/${link[1]}/${link[2]}/` });
    const owner = (
      await t.request({
        method: 'POST',
        url: '/api/token/',
        payload: { email: payload.email, password: PASSWORD },
      })
    ).json<TokenPair>();
    const list = await t.request({
      method: 'GET',
      url: '/api/backoffice/registrations/?language=es',
      token: owner.access,
    });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({
      error: 'Solo los ejecutivos de cuenta pueden hacer esto.',
      error_code: 'staff_only',
    });
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/backoffice/registrations/${created.id}/approve/`,
          token: owner.access,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses a tampered or foreign activation link', async () => {
    for (const [uid, token] of [
      ['MQ', 'abc-def'],
      ['!!', 'x'],
      ['OTk5OTk', 'mzzzzz-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
    ]) {
      const response = await t.request({
        method: 'GET',
        url: `/api/users/activate/${uid}/${token}/`,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
