import { DEFAULT_TIME_ZONE, instantFromWallTime, localDayOf } from './time-zone';

// Calendar days in a time zone (yyyy-MM-dd), apart from the order-date rules (order-dates.ts,
// which read schedules with the cron library) so a screen that only counts days loads no cron.

export { localDayOf };

/** A calendar day in the user's time zone, as yyyy-MM-dd. */
export type LocalDay = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The year, month and day of a yyyy-MM-dd day, or null when it is not one.
 * @example parseDay('2026-03-03') // { year: 2026, month: 3, day: 3 }
 */
export function parseDay(day: LocalDay): { year: number; month: number; day: number } | null {
  const match = DAY.exec(day);
  if (match === null) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/**
 * Midnight at the start of the day in the time zone, as an ISO instant (how orders store a due day).
 * @example dayStart('2026-03-03', 'Australia/Melbourne') // '2026-03-02T13:00:00.000Z'
 */
export function dayStart(day: LocalDay, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = parseDay(day);
  if (parts === null) throw new Error(`'${day}' is not a yyyy-MM-dd day`);
  return instantFromWallTime({ ...parts, hour: 0, minute: 0 }, timeZone).toISOString();
}

/**
 * The day `days` after the given one.
 * @example addDays('2026-02-27', 2) // '2026-03-01'
 */
export function addDays(day: LocalDay, days: number): LocalDay {
  const parts = parseDay(day);
  if (parts === null) throw new Error(`'${day}' is not a yyyy-MM-dd day`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days)).toISOString().slice(0, 10);
}

/**
 * Whether the day is a Saturday or a Sunday.
 * @example isWeekend('2026-03-07') // true
 */
export function isWeekend(day: LocalDay): boolean {
  const parts = parseDay(day);
  if (parts === null) return false;
  const weekday = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  return weekday === 0 || weekday === 6;
}
