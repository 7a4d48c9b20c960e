import { describe, expect, it } from 'vitest';
import { ACTIONS, can } from '../src/lib/permissions.ts';
import type { Actor } from '../src/plugins/auth.ts';
import { CALLS, describeMatrix } from './purchasing-permissions.matrix.ts';

// The other half of the calls is in purchasing-permissions-2.test.ts.
describeMatrix(
  'purchasing permissions: every call × every caller (1 of 2)',
  CALLS.filter((_, index) => index % 2 === 0),
);

describe('can(actor, action) for purchasing and the inbox', () => {
  const actor = (overrides: Partial<Actor>): Actor => ({
    userId: 1,
    sessionId: 's',
    email: 'a@b.test',
    firstName: 'A',
    lastName: 'B',
    language: 'en',
    isStaff: false,
    role: 'OWNER',
    stakeholderId: 1,
    stakeholderType: 'company',
    stakeholderName: 'C',
    ...overrides,
  });
  const purchasing = ACTIONS.filter((a) => /^(projects|suppliers|rfqs|quotes|fx_rates)\./.test(a));
  const selling = ACTIONS.filter((a) => a.startsWith('inbox.'));
  const allowed = (who: Actor) => [...purchasing, ...selling].filter((a) => can(who, a));

  it('lets every buyer role and retail users buy, every provider role answer, and nobody both', () => {
    for (const role of ['OWNER', 'ADMIN', 'BUYER'] as const) {
      expect(allowed(actor({ role }))).toEqual(purchasing);
    }
    expect(allowed(actor({ stakeholderType: 'retail' }))).toEqual(purchasing);
    for (const role of ['OWNER', 'ADMIN', 'STAFF'] as const) {
      expect(allowed(actor({ role, stakeholderType: 'provider' }))).toEqual(selling);
    }
    expect(
      allowed(actor({ isStaff: true, role: null, stakeholderId: null, stakeholderType: null })),
    ).toEqual([]);
  });
});
