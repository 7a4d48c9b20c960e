import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { cliCommandSchema, runCliCommand } from './internal.service.ts';

const PASSWORD = 'Ejecutivo#Cuenta2026';

describe('create-staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function profileOf(email: string, password = PASSWORD) {
    const token = await t.request({
      method: 'POST',
      url: `/api${API_PATHS.token}`,
      payload: { email, password },
    });
    expect(token.statusCode).toBe(200);
    const profile = await t.request({
      method: 'GET',
      url: `/api${API_PATHS.profile}`,
      token: token.json<{ access: string }>().access,
    });
    return profile.json<{ first_name: string; last_name: string; is_staff: boolean }>();
  }

  it('gives the account executive the name the product greets them by', async () => {
    const command = cliCommandSchema.parse({
      command: 'create-staff',
      email: 'laura@cotiza.test',
      password: PASSWORD,
      first_name: 'Laura',
      last_name: 'Méndez Ruiz',
    });
    const result = await runCliCommand(t.app.ctx, command);
    expect(result).toEqual({
      ok: true,
      output: expect.stringContaining('laura@cotiza.test') as string,
    });
    expect(await profileOf('laura@cotiza.test')).toMatchObject({
      first_name: 'Laura',
      last_name: 'Méndez Ruiz',
      is_staff: true,
    });
  });

  it("accepts the README's example, names included", async () => {
    const readme = readFileSync(
      join(import.meta.dirname, '..', '..', '..', '..', '..', 'README.md'),
      'utf8',
    );
    const line = /npm run cli -- create-staff (\S+) '([^']+)' (\S+) (\S+)/.exec(readme);
    expect(line, 'the README shows create-staff with a quoted password and a name').not.toBeNull();
    const [, email = '', password = '', firstName, lastName] = line ?? [];
    const command = cliCommandSchema.parse({
      command: 'create-staff',
      email,
      password,
      first_name: firstName,
      last_name: lastName,
    });
    expect(await runCliCommand(t.app.ctx, command)).toMatchObject({ ok: true });
    const token = await t.request({
      method: 'POST',
      url: `/api${API_PATHS.token}`,
      payload: { email, password },
    });
    expect(token.statusCode).toBe(200);
  });

  it('falls back to the part of the email before the @ without a name', async () => {
    const command = cliCommandSchema.parse({
      command: 'create-staff',
      email: 'ejecutivo@cotiza.test',
      password: 'Revisa#Obras2026',
    });
    expect(await runCliCommand(t.app.ctx, command)).toMatchObject({ ok: true });
    expect(await profileOf('ejecutivo@cotiza.test', 'Revisa#Obras2026')).toMatchObject({
      first_name: 'ejecutivo',
      last_name: '',
    });
  });

  it('refuses a blank first name', () => {
    expect(
      cliCommandSchema.safeParse({
        command: 'create-staff',
        email: 'x@cotiza.test',
        password: PASSWORD,
        first_name: '  ',
      }).success,
    ).toBe(false);
  });
});
