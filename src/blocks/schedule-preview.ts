import { FIELD_REQUIRED_MESSAGE } from '../domain/field-validation';
import { formatInZone } from '../domain/formats';
import {
  adjustOccurrence,
  applyAdjustments,
  parseAdjustments,
  type AdjustedOccurrence,
  type ScheduleAdjustment,
} from '../domain/schedule-adjustments';
import { leadTimeOf, parseScheduleExpression } from '../domain/schedule-expression';
import { resetExpression } from '../domain/schedule-editor';
import { nextOccurrences, type ScheduleOccurrence } from '../domain/schedule-occurrences';
import { instantFromWallTime } from '../domain/time-zone';

/** How an occurrence is written in previews, in the user's time zone. */
export const OCCURRENCE_FORMAT = 'EEE dd LLL yyyy hh:mm a';

export type SchedulePreview = { ok: true; rows: AdjustedOccurrence[] } | { ok: false; error: string };

/**
 * The next 15 matches of a schedule in the user's time zone, with stored adjustments applied.
 * @example previewSchedule('0 9 * * 2', [], now, 'Australia/Melbourne') // { ok: true, rows: [15 Tuesdays] }
 */
export function previewSchedule(
  expression: string,
  adjustments: readonly string[],
  now: Date,
  timeZone: string,
): SchedulePreview {
  const result = nextOccurrences(expression, now, { timeZone });
  if (!result.ok) return result;
  return { ok: true, rows: applyAdjustments(result.value, parseAdjustments(adjustments)) };
}

/** @example occurrenceText(new Date('2026-01-12T22:00:00Z'), 'Australia/Melbourne') // 'Tue 13 Jan 2026 09:00 AM' */
export function occurrenceText(at: Date, timeZone: string): string {
  return formatInZone(at, OCCURRENCE_FORMAT, timeZone);
}

/**
 * The editor's Reset: the default '0 0 * * 1' keeping the current expression's lead time.
 * @example resetKeepingLeadTime('5 4 * 1-6 * 1440') // '0 0 * * 1 1440'
 */
export function resetKeepingLeadTime(expression: string): string {
  const parsed = parseScheduleExpression(expression);
  return resetExpression(parsed.ok ? (leadTimeOf(parsed.value)?.left ?? null) : null);
}

/** What the adjustment dialog collects: a date (yyyy-MM-dd) and a cut-off time (HH:mm). */
export type AdjustmentInput = { date: string; cutOffTime: string };

export type AdjustmentInputErrors = { date?: string; cutOffTime?: string };

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * Both an Adjustment Date and a Cut-Off Time are needed.
 * @example validateAdjustmentInput({ date: '', cutOffTime: '00:00' }) // { date: 'Field is required' }
 */
export function validateAdjustmentInput(input: AdjustmentInput): AdjustmentInputErrors {
  const errors: AdjustmentInputErrors = {};
  if (!DATE_PATTERN.test(input.date.trim())) errors.date = FIELD_REQUIRED_MESSAGE;
  if (!TIME_PATTERN.test(input.cutOffTime.trim())) errors.cutOffTime = FIELD_REQUIRED_MESSAGE;
  return errors;
}

/**
 * The adjustment moving an occurrence to the chosen date at the cut-off time, read in the
 * user's time zone; null when the input is incomplete.
 * @example adjustmentFromInput(run, { date: '2026-01-14', cutOffTime: '09:00' }, 'Australia/Melbourne')?.replacingDate
 * // '2026-01-13T22:00:00.000Z'
 */
export function adjustmentFromInput(
  occurrence: ScheduleOccurrence,
  input: AdjustmentInput,
  timeZone: string,
): ScheduleAdjustment | null {
  const date = DATE_PATTERN.exec(input.date.trim());
  const time = TIME_PATTERN.exec(input.cutOffTime.trim());
  if (date === null || time === null) return null;
  const wall = {
    year: Number(date[1]),
    month: Number(date[2]),
    day: Number(date[3]),
    hour: Number(time[1]),
    minute: Number(time[2]),
  };
  return adjustOccurrence(occurrence, instantFromWallTime(wall, timeZone));
}
