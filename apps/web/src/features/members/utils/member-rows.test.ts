import { describe, expect, it } from 'vitest';
import { buildInvitation, buildMember } from '#web/testing/app-handlers.ts';
import {
  filterRows,
  getRowPermissions,
  sortRows,
  toMemberRows,
  type MemberRow,
  type RowLabels,
  type SortColumn,
} from './member-rows';

const labels: RowLabels = {
  role: (role) =>
    ({ OWNER: 'Owner', ADMIN: 'Administrator', STAFF: 'Staff', BUYER: 'Buyer' })[role],
  status: (status) => ({ active: 'Active', inactive: 'Inactive', pending: 'Pending' })[status],
};

const entries = [
  buildMember({
    id: 1,
    userId: 1,
    email: 'owner@acme.test',
    firstName: 'Olga',
    lastName: 'Ruiz',
    role: 'OWNER',
    lastLogin: '2026-11-20T09:00:00Z',
  }),
  buildMember({
    id: 2,
    userId: 2,
    email: 'Bruno@acme.test',
    firstName: 'bruno',
    lastName: 'Díaz',
    role: 'STAFF',
    isActive: false,
    lastLogin: '2026-10-01T09:00:00Z',
  }),
  buildMember({
    id: 3,
    userId: 3,
    email: 'carla@acme.test',
    firstName: 'Carla',
    lastName: 'Zapata',
    role: 'ADMIN',
    lastLogin: null,
  }),
  buildInvitation(4, 'dana@acme.test', 'ADMIN'),
];
const rows = toMemberRows(entries, 3);
const emails = (list: MemberRow[]) => list.map((row) => row.email);

describe('member rows', () => {
  it.each<[SortColumn, string[]]>([
    ['email', ['Bruno@acme.test', 'carla@acme.test', 'dana@acme.test', 'owner@acme.test']],
    ['fullName', ['dana@acme.test', 'Bruno@acme.test', 'carla@acme.test', 'owner@acme.test']],
    ['role', ['carla@acme.test', 'dana@acme.test', 'owner@acme.test', 'Bruno@acme.test']],
    ['status', ['carla@acme.test', 'owner@acme.test', 'Bruno@acme.test', 'dana@acme.test']],
    ['lastLogin', ['carla@acme.test', 'dana@acme.test', 'Bruno@acme.test', 'owner@acme.test']],
  ])('sorts by %s ascending and descending, without regard to case', (column, ascending) => {
    expect(emails(sortRows(rows, { column, direction: 'asc' }, labels, 'en'))).toEqual(ascending);
    const descending = emails(sortRows(rows, { column, direction: 'desc' }, labels, 'en'));
    // Ties (same key) keep email order in both directions; here only keys that differ reverse.
    if (column === 'email' || column === 'fullName') {
      expect(descending).toEqual([...ascending].reverse());
    } else {
      expect(descending[0]).toBe(ascending.at(-1));
    }
  });

  it('searches email or full name without regard to case', () => {
    expect(emails(filterRows(rows, 'BRUNO'))).toEqual(['Bruno@acme.test']);
    expect(emails(filterRows(rows, 'zapata'))).toEqual(['carla@acme.test']);
    expect(emails(filterRows(rows, 'ACME.test'))).toHaveLength(4);
    expect(emails(filterRows(rows, '  '))).toHaveLength(4);
    expect(filterRows(rows, 'nobody')).toEqual([]);
  });

  it('offers role and status changes only on accepted non-owners other than oneself', () => {
    const [owner, other, self, pending] = rows as [MemberRow, MemberRow, MemberRow, MemberRow];
    expect(getRowPermissions(owner, true)).toEqual({
      canEditRole: false,
      canToggle: false,
      canResend: false,
      canDelete: false,
    });
    expect(getRowPermissions(other, true)).toEqual({
      canEditRole: true,
      canToggle: true,
      canResend: false,
      canDelete: false,
    });
    expect(getRowPermissions(self, true)).toEqual({
      canEditRole: false,
      canToggle: false,
      canResend: false,
      canDelete: false,
    });
    expect(getRowPermissions(pending, true)).toEqual({
      canEditRole: true,
      canToggle: false,
      canResend: true,
      canDelete: true,
    });
    expect(getRowPermissions(other, false)).toEqual({
      canEditRole: false,
      canToggle: false,
      canResend: false,
      canDelete: false,
    });
    expect(getRowPermissions(pending, false)).toEqual({
      canEditRole: false,
      canToggle: false,
      canResend: false,
      canDelete: false,
    });
  });

  it('sorts and filters 2,000 rows without a visible pause', () => {
    const many = toMemberRows(
      Array.from({ length: 2000 }, (_, index) =>
        index % 3 === 0
          ? buildInvitation(index, `invite${index}@acme.test`)
          : buildMember({
              id: index,
              userId: index,
              email: `user${index}@acme.test`,
              firstName: `Name${index}`,
              lastLogin: index % 5 ? `2026-0${(index % 9) + 1}-01T00:00:00Z` : null,
            }),
      ),
      1,
    );
    // What one click or keystroke costs; a pause starts to show past about 100 ms.
    const timings: number[] = [];
    for (const column of ['email', 'fullName', 'role', 'status', 'lastLogin'] as const) {
      const started = performance.now();
      sortRows(many, { column, direction: 'desc' }, labels, 'en');
      timings.push(performance.now() - started);
    }
    const started = performance.now();
    filterRows(many, 'NAME1');
    timings.push(performance.now() - started);
    expect(Math.max(...timings)).toBeLessThan(100);
  });
});
