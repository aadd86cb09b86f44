import {
  WEEK_OF_MONTH_RANGES,
  formatScheduleExpression,
  parseScheduleExpression,
  type CronField,
  type ScheduleExpression,
} from './schedule-expression';

/**
 * The structured cron editor (spec doc 2, sections 4 and 9): a time of day on
 * a 12-hour clock, a weekday, an optional week of the month and an optional
 * lead time in hours. Anything else is "special" and is shown raw.
 */

/** The expression the editor resets to, before any lead time is added. */
export const DEFAULT_SCHEDULE_EXPRESSION = '0 0 * * 1';

export type WeekdayOption = 'Always' | 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat' | 'Sun';
/** Weekday choices in the order the editor lists them. */
export const WEEKDAY_OPTIONS: readonly WeekdayOption[] = [
  'Always',
  'Mon',
  'Tue',
  'Wed',
  'Thu',
  'Fri',
  'Sat',
  'Sun',
];

export type Meridiem = 'AM' | 'PM';
export const MERIDIEM_OPTIONS: readonly Meridiem[] = ['AM', 'PM'];
/** Clock hours in the order the editor lists them: 12 first, as on a clock face. */
export const HOUR_OPTIONS: readonly number[] = [12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

export type WeekOfMonth = '1-7' | '8-14' | '15-21' | '22-28' | '29-31';
/** Week-of-month choices; a schedule without one runs every week. */
export const WEEK_OF_MONTH_OPTIONS: readonly WeekOfMonth[] = ['1-7', '8-14', '15-21', '22-28', '29-31'];

export type StructuredSchedule = {
  kind: 'structured';
  minute: number;
  /** 12 or 1–11. */
  hour: number;
  meridiem: Meridiem;
  weekday: WeekdayOption;
  /** null means every week. */
  weekOfMonth: WeekOfMonth | null;
  /** null means no lead-time field. */
  leadTimeHours: number | null;
};

export type SpecialSchedule = { kind: 'special'; raw: string };

export type ScheduleEditorModel = StructuredSchedule | SpecialSchedule;

// Cron weekday numbers: Sunday is 0.
const CRON_WEEKDAYS: readonly WeekdayOption[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * Sort rank of a weekday option: 0 for Always, 1–7 for Sun–Sat, 8 for anything else.
 * @example weekdayRank('Sun') // 1
 * @example weekdayRank('Sat') // 7
 */
export function weekdayRank(option: string): number {
  if (option === 'Always') return 0;
  const index = CRON_WEEKDAYS.findIndex((day) => day === option);
  return index === -1 ? 8 : index + 1;
}

/**
 * 24-hour clock hour for a 12-hour clock choice; 12 AM is midnight (0), 12 PM is noon (12).
 * @example to24Hour(12, 'AM') // 0
 * @example to24Hour(1, 'PM') // 13
 */
export function to24Hour(hour: number, meridiem: Meridiem): number {
  const base = hour % 12;
  return meridiem === 'PM' ? base + 12 : base;
}

/**
 * 12-hour clock choice for a 24-hour clock hour.
 * @example to12Hour(0) // { hour: 12, meridiem: 'AM' }
 * @example to12Hour(15) // { hour: 3, meridiem: 'PM' }
 */
export function to12Hour(hour24: number): { hour: number; meridiem: Meridiem } {
  const hour = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return { hour, meridiem: hour24 >= 12 ? 'PM' : 'AM' };
}

/**
 * Lead time as stored (minutes) from the hours the user enters: hours × 60,
 * rounded to a whole minute; negative or non-numeric input counts as 0.
 * @example leadTimeMinutesFromHours(24) // 1440
 */
export function leadTimeMinutesFromHours(hours: number): number {
  if (!Number.isFinite(hours) || hours <= 0) return 0;
  return Math.round(hours * 60);
}

/**
 * Lead time in hours, as the editor shows it, from stored minutes.
 * @example leadTimeHoursFromMinutes(90) // 1.5
 */
export function leadTimeHoursFromMinutes(minutes: number): number {
  return minutes / 60;
}

function singleValue(field: CronField): number | null {
  return field.kind === 'value' ? field.value : null;
}

function weekOfMonthOf(field: CronField): WeekOfMonth | null | undefined {
  if (field.kind === 'any') return null;
  if (field.kind !== 'range') return undefined;
  const index = WEEK_OF_MONTH_RANGES.findIndex((range) => range.from === field.from && range.to === field.to);
  return WEEK_OF_MONTH_OPTIONS[index];
}

function weekdayOf(field: CronField): WeekdayOption | undefined {
  if (field.kind === 'any') return 'Always';
  // 7 (an alternative Sunday) and ranges stay special so the text round-trips.
  return field.kind === 'value' ? CRON_WEEKDAYS[field.value] : undefined;
}

function structuredFrom(expression: ScheduleExpression): StructuredSchedule | null {
  const minute = singleValue(expression.minute);
  const hour24 = singleValue(expression.hour);
  const weekOfMonth = weekOfMonthOf(expression.dayOfMonth);
  const weekday = weekdayOf(expression.weekday);
  const lead = expression.leadTime;
  if (minute == null || hour24 == null || weekOfMonth === undefined || weekday === undefined) return null;
  if (expression.month.kind !== 'any' || (lead != null && lead.kind !== 'value')) return null;
  return {
    kind: 'structured',
    minute,
    ...to12Hour(hour24),
    weekday,
    weekOfMonth,
    leadTimeHours: lead == null ? null : leadTimeHoursFromMinutes(lead.value),
  };
}

/**
 * Reads an expression into the editor model; anything the structured choices
 * cannot express (ranges of hours, months, lists, invalid text…) is special.
 * @example toStructured('30 14 8-14 * 2 1440')
 * // { kind: 'structured', minute: 30, hour: 2, meridiem: 'PM', weekday: 'Tue', weekOfMonth: '8-14', leadTimeHours: 24 }
 * @example toStructured('0 9 * 1-6 *') // { kind: 'special', raw: '0 9 * 1-6 *' }
 */
export function toStructured(expression: string): ScheduleEditorModel {
  const parsed = parseScheduleExpression(expression);
  const structured = parsed.ok ? structuredFrom(parsed.value) : null;
  return structured ?? { kind: 'special', raw: expression };
}

/**
 * Builds the expression text from the editor model (special models give back their raw text).
 * @example fromStructured({ kind: 'structured', minute: 0, hour: 12, meridiem: 'AM', weekday: 'Mon', weekOfMonth: null, leadTimeHours: null })
 * // '0 0 * * 1'
 */
export function fromStructured(model: ScheduleEditorModel): string {
  if (model.kind === 'special') return model.raw;
  const weekOfMonth = model.weekOfMonth == null ? null : WEEK_OF_MONTH_OPTIONS.indexOf(model.weekOfMonth);
  const range = weekOfMonth == null ? undefined : WEEK_OF_MONTH_RANGES[weekOfMonth];
  const weekdayIndex = CRON_WEEKDAYS.indexOf(model.weekday);
  return formatScheduleExpression({
    minute: { kind: 'value', value: model.minute },
    hour: { kind: 'value', value: to24Hour(model.hour, model.meridiem) },
    dayOfMonth: range == null ? { kind: 'any' } : { kind: 'range', from: range.from, to: range.to },
    month: { kind: 'any' },
    weekday: weekdayIndex === -1 ? { kind: 'any' } : { kind: 'value', value: weekdayIndex },
    leadTime:
      model.leadTimeHours == null
        ? null
        : { kind: 'value', value: leadTimeMinutesFromHours(model.leadTimeHours) },
  });
}

/**
 * The editor's Reset: the default expression, plus the lead-time field when one is given (in minutes).
 * @example resetExpression() // '0 0 * * 1'
 * @example resetExpression(1440) // '0 0 * * 1 1440'
 */
export function resetExpression(leadTimeMinutes?: number | null): string {
  if (leadTimeMinutes == null || !Number.isFinite(leadTimeMinutes)) return DEFAULT_SCHEDULE_EXPRESSION;
  return `${DEFAULT_SCHEDULE_EXPRESSION} ${Math.max(0, Math.round(leadTimeMinutes))}`;
}
