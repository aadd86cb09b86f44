import { localDay } from '../pick-pack-settings';

/** What the warehouse day of a consignment is read from. */
type Dated = { readonly dueDate?: string | null };

/**
 * The days that have consignments to work at a location, earliest first (by due date in the zone).
 * @example workDays([{ dueDate: '2026-03-03T20:00:00Z' }], 'Australia/Melbourne') // ['2026-03-04']
 */
export function workDays(consignments: readonly Dated[], timeZone: string): string[] {
  const days = new Set<string>();
  for (const consignment of consignments) {
    if (typeof consignment.dueDate === 'string' && consignment.dueDate !== '')
      days.add(localDay(consignment.dueDate, timeZone));
  }
  return [...days].sort();
}

/** Whether a consignment is due on the day (yyyy-mm-dd in the zone). */
export function dueOn(consignment: Dated, day: string, timeZone: string): boolean {
  return (
    typeof consignment.dueDate === 'string' &&
    consignment.dueDate !== '' &&
    localDay(consignment.dueDate, timeZone) === day
  );
}
