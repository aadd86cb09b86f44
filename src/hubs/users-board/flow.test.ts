import { describe, expect, it } from 'vitest';
import { lastActivityText, roleOptions, USER_FILTERS, userSearchTexts, type UserFacts } from './flow';

const sam: UserFacts = {
  name: 'Sam Lee',
  userName: 'sam@acme.com.au',
  roles: ['Driver'],
  isAdmin: false,
  lastActivity: null,
};
const ada: UserFacts = {
  name: 'Ada Park',
  userName: 'ada@acme.com.au',
  roles: [],
  isAdmin: true,
  lastActivity: 1,
};

describe('the users board', () => {
  it('filters all users, the admins, and those who did something', () => {
    const kept = (label: string) =>
      [sam, ada]
        .filter((card) => USER_FILTERS.find((filter) => filter.label === label)?.keep(card))
        .map((card) => card.name);
    expect(USER_FILTERS.map((filter) => filter.label)).toEqual(['All', 'Admins', 'Active']);
    expect(kept('All')).toEqual(['Sam Lee', 'Ada Park']);
    expect(kept('Admins')).toEqual(['Ada Park']);
    expect(kept('Active')).toEqual(['Ada Park']);
  });

  it('finds a user by name, sign-in or role', () => {
    expect(userSearchTexts(sam)).toEqual(['Sam Lee', 'sam@acme.com.au', 'Driver']);
  });

  it("shows the last activity in the company's time zone, a dash when there is none", () => {
    expect(lastActivityText(null, 'Australia/Melbourne')).toBe('–');
    // 23:00 UTC on the 26th is 10:00 on the 27th in Melbourne.
    expect(lastActivityText(Date.parse('2026-11-26T23:00:00Z'), 'Australia/Melbourne')).toBe(
      '27 Nov 2026 10:00 AM',
    );
  });

  it('offers the active roles by name to an invitation', () => {
    expect(
      roleOptions([
        { id: 'r1', roleName: 'Driver' },
        { id: 'r2', roleName: 'Old', isInactive: true },
        { id: 'r3', roleName: null },
      ]),
    ).toEqual([
      { value: 'r1', label: 'Driver' },
      { value: 'r3', label: 'r3' },
    ]);
  });
});
