import { formatInTimeZone } from 'date-fns-tz';
import { enAU } from 'date-fns/locale';
import { LOCALE } from './money';
import { DEFAULT_TIME_ZONE, resolveTimeZone } from './time-zone';

/** Locale for dates; the same as for money (spec doc 2, section 9). */
export const DATE_LOCALE = LOCALE;
/** date-fns pattern for a date, e.g. "06 Sep 2026". */
export const DATE_FORMAT = 'dd LLL yyyy';
/** date-fns pattern for a time of day, e.g. "09:07 AM". */
export const TIME_FORMAT = 'hh:mm a';
/** date-fns pattern for the session token expiry (spec doc 1, section 9), e.g. "6/09/2026 9:07:09 AM". */
export const TOKEN_EXPIRY_FORMAT = 'd/MM/yyyy h:mm:ss a';
/** The server's "no date" value. */
export const EMPTY_DATE = '0001-01-01T00:00:00Z';

/** A date as it arrives from the server or the clock. */
export type DateInput = string | Date | null | undefined;

// The server's minimum date can arrive with or without a zone suffix or
// milliseconds; year 1 is never a real business date, so the day prefix decides.
const EMPTY_DAY_PREFIX = '0001-01-01';
const EMPTY_DATE_MS = Date.parse(EMPTY_DATE);

/**
 * True for the empty-date marker and for a missing value (null, undefined, '').
 * @example isEmptyDate('0001-01-01T00:00:00Z') // true
 * @example isEmptyDate('2026-09-05T23:07:09Z') // false
 */
export function isEmptyDate(value: DateInput): boolean {
  if (value == null) return true;
  if (value instanceof Date) return value.getTime() === EMPTY_DATE_MS;
  const text = value.trim();
  return text === '' || text.startsWith(EMPTY_DAY_PREFIX);
}

function toValidDate(value: DateInput): Date | null {
  if (value == null || isEmptyDate(value)) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Formats `value` with a date-fns `pattern` in `timeZone` (en-AU).
 * Returns '' for an empty or unreadable date so a blank field never shows a bogus year 1.
 * @example formatInZone('2026-09-05T23:07:09Z', 'yyyy-MM-dd') // '2026-09-06'
 */
export function formatInZone(
  value: DateInput,
  pattern: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const date = toValidDate(value);
  if (date == null) return '';
  return formatInTimeZone(date, resolveTimeZone(timeZone), pattern, { locale: enAU });
}

/**
 * Date as "dd LLL yyyy" in the user's time zone.
 * @example formatDate('2026-09-05T23:07:09Z') // '06 Sep 2026'
 */
export function formatDate(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatInZone(value, DATE_FORMAT, timeZone);
}

/**
 * Time as "hh:mm a" in the user's time zone.
 * @example formatTime('2026-09-05T23:07:09Z') // '09:07 AM'
 */
export function formatTime(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatInZone(value, TIME_FORMAT, timeZone);
}

/**
 * Token expiry as "d/MM/yyyy h:mm:ss a" in the user's time zone.
 * @example formatTokenExpiry('2026-09-05T23:07:09Z') // '6/09/2026 9:07:09 AM'
 */
export function formatTokenExpiry(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatInZone(value, TOKEN_EXPIRY_FORMAT, timeZone);
}
