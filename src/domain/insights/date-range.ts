import { addDays } from '../../domain/order-dates';
import { instantFromWallTime, localDayOf, resolveTimeZone } from '../../domain/time-zone';
import { MAX_RANGE_DAYS } from './calendar-buckets';

/** A range of local days as the date inputs hold them (yyyy-MM-dd), first and last included. */
export type DayRange = { from: string; to: string };

/** The quick ranges offered beside the date inputs, in days back from today. */
export const RANGE_PRESETS: readonly { label: string; days: number }[] = [
  { label: '7 days', days: 7 },
  { label: '30 days', days: 30 },
  { label: '12 weeks', days: 84 },
];

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The last `days` local days up to and including today.
 * @example presetRange(7, Date.parse('2026-11-25T02:00:00Z'), 'Australia/Melbourne') // { from: '2026-11-19', to: '2026-11-25' }
 */
export function presetRange(days: number, now: number, timeZone: string): DayRange {
  const zone = resolveTimeZone(timeZone);
  const today = localDayOf(new Date(now), zone);
  return { from: addDays(today, 1 - days), to: today };
}

/**
 * Local midnight of a yyyy-MM-dd day in the time zone, as epoch ms; NaN for anything else.
 * @example dayStart('2026-11-25', 'Australia/Melbourne') // Date.parse('2026-11-24T13:00:00Z')
 */
export function dayStart(day: string, timeZone: string): number {
  const match = DAY_PATTERN.exec(day);
  if (match === null) return Number.NaN;
  const [, year, month, date] = match.map(Number);
  return instantFromWallTime(
    { year: year ?? 0, month: month ?? 1, day: date ?? 1, hour: 0, minute: 0 },
    resolveTimeZone(timeZone),
  ).getTime();
}

/**
 * The instants a range covers, putting a reversed range the right way round; null while an
 * input is empty or unreadable, or when the range is longer than a year.
 * @example rangeInstants({ from: '2026-11-01', to: '2026-11-07' }, 'Australia/Melbourne')?.from
 */
export function rangeInstants(range: DayRange, timeZone: string): { from: number; to: number } | null {
  const from = dayStart(range.from, timeZone);
  const to = dayStart(range.to, timeZone);
  if (Number.isNaN(from) || Number.isNaN(to)) return null;
  if (Math.abs(to - from) > MAX_RANGE_DAYS * 86_400_000) return null;
  return { from: Math.min(from, to), to: Math.max(from, to) };
}

/** Why a range cannot be shown, or null when it can. */
export function rangeProblem(range: DayRange, timeZone: string): string | null {
  if (Number.isNaN(dayStart(range.from, timeZone)) || Number.isNaN(dayStart(range.to, timeZone)))
    return 'Pick both dates.';
  return rangeInstants(range, timeZone) === null ? 'Pick a range of at most a year.' : null;
}
