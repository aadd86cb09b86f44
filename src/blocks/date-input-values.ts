import { formatInZone, isEmptyDate, type DateInput } from '../domain/formats';
import { instantFromWallTime, localDayOf } from '../domain/time-zone';

/**
 * Conversions between stored ISO instants and the text of browser date and datetime-local
 * inputs, read and written in the user's time zone (not the device's).
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** @example toDateInputValue('2026-09-05T23:07:09Z', 'Australia/Melbourne') // '2026-09-06' */
export function toDateInputValue(value: DateInput, timeZone: string): string {
  const date = isEmptyDate(value) ? null : new Date(value as string | Date);
  return date === null || Number.isNaN(date.getTime()) ? '' : localDayOf(date, timeZone);
}

/** @example toDateTimeInputValue('2026-09-05T23:07:09Z', 'Australia/Melbourne') // '2026-09-06T09:07' */
export function toDateTimeInputValue(value: DateInput, timeZone: string): string {
  return isEmptyDate(value) ? '' : formatInZone(value, "yyyy-MM-dd'T'HH:mm", timeZone);
}

/**
 * The instant of midnight that day in the user's time zone; null for blank or bad text.
 * @example fromDateInputValue('2026-09-06', 'Australia/Melbourne') // '2026-09-05T14:00:00.000Z'
 */
export function fromDateInputValue(text: string, timeZone: string): string | null {
  const match = DAY.exec(text.trim());
  if (match === null) return null;
  const wall = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]), hour: 0, minute: 0 };
  return instantFromWallTime(wall, timeZone).toISOString();
}

/**
 * The instant a datetime-local text names in the user's time zone; null for blank or bad text.
 * @example fromDateTimeInputValue('2026-09-06T09:07', 'Australia/Melbourne') // '2026-09-05T23:07:00.000Z'
 */
export function fromDateTimeInputValue(text: string, timeZone: string): string | null {
  const match = DAY_TIME.exec(text.trim());
  if (match === null) return null;
  const wall = {
    year: Number(match[1]),
    month: Number(match[2]),
    day: Number(match[3]),
    hour: Number(match[4]),
    minute: Number(match[5]),
  };
  return instantFromWallTime(wall, timeZone).toISOString();
}
