import type { MirrorRow } from '../../data/mirror-row';
import { formatDate, formatTime } from '../../domain/formats';

/** What the board's filters and card lines read of a user's card. */
export type UserFacts = {
  name: string;
  userName: string;
  roles: readonly string[];
  isAdmin: boolean;
  /** When the user last did something (epoch ms), or null. */
  lastActivity: number | null;
};

/** A named filter of the board; the first shows everything. */
export type UserFilter = { label: string; keep: (card: UserFacts) => boolean };

export const USER_FILTERS: readonly UserFilter[] = [
  { label: 'All', keep: () => true },
  { label: 'Admins', keep: (card) => card.isAdmin },
  { label: 'Active', keep: (card) => card.lastActivity !== null },
];

/**
 * What the Find box matches a user by: name, sign-in and role names.
 * @example userSearchTexts({ name: 'Sam Lee', userName: 'sam@acme.com.au', roles: ['Driver'], isAdmin: false, lastActivity: null }) // ['Sam Lee', 'sam@acme.com.au', 'Driver']
 */
export function userSearchTexts(card: UserFacts): string[] {
  return [card.name, card.userName, ...card.roles];
}

/**
 * The card's "Last activity" words: the day and time in the company's zone, or a dash.
 * @example lastActivityText(null, 'Australia/Melbourne') // '–'
 */
export function lastActivityText(lastActivity: number | null, timeZone: string): string {
  if (lastActivity === null) return '–';
  const on = new Date(lastActivity);
  return `${formatDate(on, timeZone)} ${formatTime(on, timeZone)}`;
}

/** A role as the invite dialog offers it. */
export type RoleOption = { value: string; label: string };

/**
 * The roles an invitation may give: the active ones, by name (the id when a role has none).
 * @example roleOptions([{ id: 'r1', roleName: 'Driver' }]) // [{ value: 'r1', label: 'Driver' }]
 */
export function roleOptions(
  roles: readonly Pick<MirrorRow<'roles'>, 'id' | 'roleName' | 'isInactive'>[],
): RoleOption[] {
  return roles
    .filter((role) => role.isInactive !== true)
    .map((role) => ({ value: role.id, label: role.roleName ?? role.id }));
}
