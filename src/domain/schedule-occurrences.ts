import { Cron } from 'croner';
import { cronPatternOf, leadTimeOf, parseScheduleExpression } from './schedule-expression';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from './time-zone';

/** How many upcoming matches a schedule preview lists (spec doc 2, section 9). */
export const SCHEDULE_PREVIEW_COUNT = 15;

/**
 * One upcoming run of a schedule. Lead times are minutes before `at`;
 * `leadDateLeft` (from the lead field's single value, or the left end of its
 * range) is the order-by / cut-off instant, `leadDateRight` the instant for
 * the right end. Both dates are null when the expression has no lead field.
 */
export type ScheduleOccurrence = {
  at: Date;
  leadTimeLeft: number;
  leadTimeRight: number;
  leadDateLeft: Date | null;
  leadDateRight: Date | null;
};

export type ScheduleOccurrencesResult =
  { ok: true; value: ScheduleOccurrence[] } | { ok: false; error: string };

export type NextOccurrencesOptions = {
  /** How many to list; defaults to SCHEDULE_PREVIEW_COUNT. */
  count?: number;
  /** The user's IANA time zone; defaults to Australia/Melbourne. */
  timeZone?: string;
};

const MINUTE_MS = 60_000;

/**
 * Subtracts lead minutes from an instant.
 * @example minusMinutes(new Date('2026-01-13T22:00:00Z'), 60).toISOString() // '2026-01-13T21:00:00.000Z'
 */
export function minusMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() - minutes * MINUTE_MS);
}

/**
 * Builds an occurrence at `at` with the given lead window (null for none).
 * @example occurrenceAt(at, { left: 60, right: 60 }).leadDateLeft // one hour before `at`
 */
export function occurrenceAt(at: Date, lead: { left: number; right: number } | null): ScheduleOccurrence {
  if (lead == null) return { at, leadTimeLeft: 0, leadTimeRight: 0, leadDateLeft: null, leadDateRight: null };
  return {
    at,
    leadTimeLeft: lead.left,
    leadTimeRight: lead.right,
    leadDateLeft: minusMinutes(at, lead.left),
    leadDateRight: minusMinutes(at, lead.right),
  };
}

/**
 * The next matches of a schedule expression strictly after `from`, read in
 * the user's time zone. Day-of-month and weekday must both match (AND), so a
 * day-of-month range picks a week of the month: `0 9 8-14 * 2` is the second
 * Tuesday. A fixed time skipped by a daylight-saving gap runs at the first
 * valid minute after it; a time repeated by the overlap runs once.
 * @example nextOccurrences('0 9 8-14 * 2 60', new Date('2026-01-01T00:00:00Z'), { count: 1 })
 * // ok: [{ at: 2026-01-12T22:00Z (Tue 13 Jan 9:00 AM AEDT), leadDateLeft: 2026-01-12T21:00Z, ... }]
 */
export function nextOccurrences(
  expression: string,
  from: Date,
  options: NextOccurrencesOptions = {},
): ScheduleOccurrencesResult {
  const { count = SCHEDULE_PREVIEW_COUNT, timeZone = DEFAULT_TIME_ZONE } = options;
  const parsed = parseScheduleExpression(expression);
  if (!parsed.ok) return parsed;
  if (!isValidTimeZone(timeZone)) return { ok: false, error: `Unknown time zone '${timeZone}'` };
  if (Number.isNaN(from.getTime())) return { ok: false, error: 'Start date is not a valid date' };
  const wanted = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  if (wanted === 0) return { ok: true, value: [] };

  // Croner reads a sixth field as seconds, so only the five cron fields go in.
  const pattern = cronPatternOf(parsed.value);
  let runs: Date[];
  try {
    runs = new Cron(pattern, { timezone: timeZone, domAndDow: true, mode: '5-part' }).nextRuns(wanted, from);
  } catch (error) {
    return {
      ok: false,
      error: error instanceof Error ? error.message : `Schedule '${pattern}' could not be read`,
    };
  }
  const lead = leadTimeOf(parsed.value);
  return { ok: true, value: runs.map((at) => occurrenceAt(at, lead)) };
}
