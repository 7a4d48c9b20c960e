import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPair } from '@app/shared/schemas/auth';
import { createCompany, createStaff, PASSWORD, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('profile, language and password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ smtp: true });
  });
  afterAll(() => t.close());

  async function owner(type: 'provider' | 'company' | 'retail' = 'company') {
    const company = await createCompany(t, { type });
    return { company, tokens: await signIn(t, company.ownerEmail) };
  }

  const profileUpdate = (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Olga',
    last_name: 'Owner',
    phone_number: '0034612345678',
    language: 'es',
    ...overrides,
  });

  it('answers the profile with the user type of the company', async () => {
    for (const [type, userType] of [
      ['provider', 'Provider User'],
      ['company', 'Company User'],
      ['retail', 'Retail User'],
    ] as const) {
      const { tokens } = await owner(type);
      const response = await t.request({
        method: 'GET',
        url: '/api/users/profile/',
        token: tokens.access,
      });
      expect(response.json()).toMatchObject({
        user_type: userType,
        first_name: 'Olga',
        avatar: null,
      });
    }
  });

  it('answers the id of the current user on /users/me/', async () => {
    const { company, tokens } = await owner();
    const response = await t.request({
      method: 'GET',
      url: '/api/users/me/',
      token: tokens.access,
    });
    expect(response.json()).toEqual({ id: company.ownerId });
  });

  it('saves the profile and keeps the avatar when none is sent', async () => {
    const { tokens } = await owner();
    const withAvatar = await t.request({
      method: 'PUT',
      url: '/api/users/profile/',
      token: tokens.access,
      payload: profileUpdate({ avatar: `data:image/png;base64,${PNG_1PX}` }),
    });
    expect(withAvatar.statusCode).toBe(200);
    const without = await t.request({
      method: 'PUT',
      url: '/api/users/profile/',
      token: tokens.access,
      payload: profileUpdate({ first_name: 'Olivia' }),
    });
    const saved = withAvatar.json<{ avatar: string }>().avatar;
    expect(saved).toMatch(/^data:image\/png;base64,/);
    expect(without.json()).toMatchObject({
      first_name: 'Olivia',
      language: 'es',
      phone_number: '0034612345678',
      avatar: saved,
    });
  });

  it('stores an avatar encoded anew: what rides after the image bytes and its metadata are gone', async () => {
    const { tokens } = await owner();
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#3a6' },
    })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'GPS 19.4326,-99.1332' } } })
      .toBuffer();
    const smuggled = Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]);
    const response = await t.request({
      method: 'PUT',
      url: '/api/users/profile/',
      token: tokens.access,
      payload: profileUpdate({ avatar: `data:image/png;base64,${smuggled.toString('base64')}` }),
    });
    expect(response.statusCode).toBe(200);
    const stored = Buffer.from(response.json<{ avatar: string }>().avatar.split(',')[1]!, 'base64');
    expect(stored.toString('latin1')).not.toContain('<script>');
    expect(stored.toString('latin1')).not.toContain('GPS 19.4326');
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 8, height: 8 });
  });

  it('refuses an avatar whose bytes are not the image it claims, or that is too large', async () => {
    const { tokens } = await owner();
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>').toString('base64');
    // The shape of the data URL is the schema's check; the bytes are the image check's.
    for (const [avatar, code] of [
      [`data:image/png;base64,${fake}`, 'invalid_image'],
      [`data:image/gif;base64,${PNG_1PX}`, 'validation_failed'],
      ['https://example.com/a.png', 'validation_failed'],
    ]) {
      const response = await t.request({
        method: 'PUT',
        url: '/api/users/profile/',
        token: tokens.access,
        payload: profileUpdate({ avatar }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        avatar: ['The avatar must be a PNG, JPEG or WebP image.'],
        error_code: code,
      });
    }
    const big = Buffer.concat([
      Buffer.from(PNG_1PX, 'base64'),
      Buffer.alloc(2 * 1024 * 1024),
    ]).toString('base64');
    const response = await t.request({
      method: 'PUT',
      url: '/api/users/profile/?language=es',
      token: tokens.access,
      payload: profileUpdate({ avatar: `data:image/png;base64,${big}` }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      avatar: ['El avatar debe pesar 2 MB o menos.'],
      error_code: 'invalid_image',
    });
  });

  it('refuses a bad phone number and an over-long name with the fields named', async () => {
    const { tokens } = await owner();
    const response = await t.request({
      method: 'PUT',
      url: '/api/users/profile/',
      token: tokens.access,
      payload: profileUpdate({ phone_number: '+0612345678', first_name: 'x'.repeat(151) }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      phone_number: ['Enter a valid phone number.'],
      first_name: ['This value is too long.'],
      error_code: 'validation_failed',
    });
  });

  it('keeps the language chosen with /users/set-user-language/ and answers in it', async () => {
    const { tokens } = await owner();
    const response = await t.request({
      method: 'POST',
      url: '/api/users/set-user-language/',
      token: tokens.access,
      payload: { language: 'es' },
    });
    expect(response.json()).toEqual({ message: 'Idioma guardado.' });
    const profile = await t.request({
      method: 'GET',
      url: '/api/users/profile/',
      token: tokens.access,
    });
    expect(profile.json()).toMatchObject({ language: 'es' });
    const bad = await t.request({
      method: 'POST',
      url: '/api/users/set-user-language/',
      token: tokens.access,
      payload: { language: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const { company, tokens } = await owner();
    const other = await signIn(t, company.ownerEmail);
    const response = await t.request({
      method: 'POST',
      url: '/api/users/change-password/',
      token: tokens.access,
      payload: { current_password: PASSWORD, new_password: 'Viga#Acero2027' },
    });
    expect(response.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/users/profile/', token: other.access }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/users/profile/', token: tokens.access }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/token/',
          payload: { email: company.ownerEmail, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/token/',
          payload: { email: company.ownerEmail, password: 'Viga#Acero2027' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong current password with an error text, and a weak new one under its field', async () => {
    const { tokens } = await owner();
    const wrong = await t.request({
      method: 'POST',
      url: '/api/users/change-password/?language=es',
      token: tokens.access,
      payload: { current_password: 'Nope#12345', new_password: 'Viga#Acero2027' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'La contraseña actual no es correcta.',
      error_code: 'current_password_wrong',
    });
    const weak = await t.request({
      method: 'POST',
      url: '/api/users/change-password/',
      token: tokens.access,
      payload: { current_password: PASSWORD, new_password: 'qwerty123' },
    });
    expect(weak.json()).toEqual({
      new_password: ['This password is too common.'],
      error_code: 'weak_password',
    });
  });

  it('resets a forgotten password from the mailed link, once, and ends every session', async () => {
    const { company, tokens } = await owner();
    const request = await t.request({
      method: 'POST',
      url: '/api/users/password-reset/?language=es',
      payload: { email: company.ownerEmail },
    });
    expect(request.json()).toEqual({
      message:
        'Si existe una cuenta con este correo, te hemos enviado un enlace para restablecer la contraseña.',
    });
    const mail = await t.smtp!.waitFor(company.ownerEmail);
    expect(mail.subject).toBe('Reset your Cotiza password');
    const [, uid, token] =
      /http:\/\/cotiza\.test\/reset-password\/([^/\s]+)\/([^/\s]+)/.exec(mail.text) ?? [];
    expect(uid).toBeTruthy();
    const confirm = (password: string) =>
      t.request({
        method: 'POST',
        url: `/api/users/password-reset-confirm/${uid}/${token}/`,
        payload: { new_password: password },
      });
    expect((await confirm('1234567890')).statusCode).toBe(400);
    const done = await confirm('Cimbra#Madera2028');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Your password has been reset. You can now sign in.' });
    expect((await confirm('Otra#Clave20299')).json()).toEqual({
      error: 'The password reset link is invalid or has expired.',
      error_code: 'reset_link_invalid',
    });
    expect(
      (await t.request({ method: 'GET', url: '/api/users/profile/', token: tokens.access }))
        .statusCode,
    ).toBe(401);
    const tokensAfter = await t.request({
      method: 'POST',
      url: '/api/token/',
      payload: { email: company.ownerEmail, password: 'Cimbra#Madera2028' },
    });
    expect(tokensAfter.json<TokenPair>().access).toBeTruthy();
  });

  it('takes one of five confirmations of one reset link sent at once, and refuses the other four', async () => {
    const { company } = await owner();
    await t.request({
      method: 'POST',
      url: '/api/users/password-reset/',
      payload: { email: company.ownerEmail },
    });
    const mail = await t.smtp!.waitFor(company.ownerEmail);
    const [, uid, token] =
      /http:\/\/cotiza\.test\/reset-password\/([^/\s]+)\/([^/\s]+)/.exec(mail.text) ?? [];
    const passwords = [1, 2, 3, 4, 5].map((n) => `Cimbra#Madera${2030 + n}`);
    const answers = await Promise.all(
      passwords.map((password) =>
        t.request({
          method: 'POST',
          url: `/api/users/password-reset-confirm/${uid}/${token}/`,
          payload: { new_password: password },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    const taken = passwords[answers.findIndex((a) => a.statusCode === 200)];
    for (const password of passwords) {
      const signIn = await t.request({
        method: 'POST',
        url: '/api/token/',
        payload: { email: company.ownerEmail, password },
      });
      expect(signIn.statusCode, password).toBe(password === taken ? 200 : 401);
    }
  });

  it('answers a reset request for an unknown email exactly as for a known one, and mails nothing', async () => {
    const before = t.smtp!.received.length;
    const response = await t.request({
      method: 'POST',
      url: '/api/users/password-reset/',
      payload: { email: 'ghost@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'If an account exists for this email, we have sent a link to reset the password.',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.smtp!.received.length).toBe(before);
  });

  it('gives an account executive a profile without a company', async () => {
    const staff = await createStaff(t);
    const tokens = await signIn(t, staff.email);
    const response = await t.request({
      method: 'GET',
      url: '/api/users/profile/',
      token: tokens.access,
    });
    expect(response.json()).toMatchObject({ is_staff: true, user_type: null, role: null });
  });
});
