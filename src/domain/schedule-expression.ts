/**
 * Schedule expressions (spec doc 2, section 5): five cron fields
 * `minute hour day-of-month month weekday` plus an optional sixth field, the
 * lead time in minutes. Each field is a single value or a left-right range
 * `a-b`; the five cron fields may also be `*`. Day-of-month is used for
 * week-of-month ranges, so `0 9 8-14 * 2` is 9:00 AM on the second Tuesday.
 */

/** One cron field: every value, one value, or an inclusive range. */
export type CronField =
  { kind: 'any' } | { kind: 'value'; value: number } | { kind: 'range'; from: number; to: number };

/** The lead-time field never takes `*`. */
export type LeadTimeField = Exclude<CronField, { kind: 'any' }>;

export type ScheduleExpression = {
  minute: CronField;
  hour: CronField;
  dayOfMonth: CronField;
  month: CronField;
  /** 0–6 for Sunday–Saturday; 7 is accepted as Sunday, as in standard cron. */
  weekday: CronField;
  /** Minutes before each occurrence; null when the sixth field is absent. */
  leadTime: LeadTimeField | null;
};

export type ScheduleExpressionResult = { ok: true; value: ScheduleExpression } | { ok: false; error: string };

/** Day-of-month ranges that stand for the 1st to 5th week of a month. */
export const WEEK_OF_MONTH_RANGES: readonly { readonly from: number; readonly to: number }[] = [
  { from: 1, to: 7 },
  { from: 8, to: 14 },
  { from: 15, to: 21 },
  { from: 22, to: 28 },
  { from: 29, to: 31 },
];

const NUMBER = /^\d+$/;
const RANGE = /^(\d+)-(\d+)$/;

type Parsed<T> = { ok: true; field: T } | { ok: false; error: string };

function parseBounded(
  text: string,
  label: string,
  min: number,
  max: number,
  shape: string,
): Parsed<LeadTimeField> {
  const inBounds = (value: number): boolean => Number.isSafeInteger(value) && value >= min && value <= max;
  const invalid = { ok: false as const, error: `${label} '${text}' ${shape}` };
  if (NUMBER.test(text)) {
    const value = Number(text);
    return inBounds(value) ? { ok: true, field: { kind: 'value', value } } : invalid;
  }
  const range = RANGE.exec(text);
  if (range == null) return invalid;
  const from = Number(range[1]);
  const to = Number(range[2]);
  if (!inBounds(from) || !inBounds(to)) return invalid;
  if (from > to) return { ok: false, error: `${label} range '${text}' must not start after it ends` };
  return { ok: true, field: { kind: 'range', from, to } };
}

function parseCronField(
  text: string | undefined,
  label: string,
  min: number,
  max: number,
): Parsed<CronField> {
  if (text === '*') return { ok: true, field: { kind: 'any' } };
  return parseBounded(
    text ?? '',
    label,
    min,
    max,
    `must be *, a value from ${min} to ${max}, or a range a-b`,
  );
}

function parseLeadTime(text: string | undefined): Parsed<LeadTimeField | null> {
  if (text === undefined) return { ok: true, field: null };
  return parseBounded(
    text,
    'Lead time',
    0,
    Number.MAX_SAFE_INTEGER,
    'must be a whole number of minutes or a range a-b',
  );
}

/**
 * Parses and validates a schedule expression. Never throws: bad input gives `{ ok: false, error }`.
 * @example parseScheduleExpression('0 9 8-14 * 2 1440') // ok, leadTime { kind: 'value', value: 1440 }
 * @example parseScheduleExpression('0 25 * * 1') // { ok: false, error: "Hour '25' must be *, a value from 0 to 23, or a range a-b" }
 */
export function parseScheduleExpression(text: string): ScheduleExpressionResult {
  const parts = text
    .trim()
    .split(/\s+/)
    .filter((part) => part !== '');
  if (parts.length !== 5 && parts.length !== 6) {
    return {
      ok: false,
      error: `Schedule needs 5 fields (minute hour day-of-month month weekday) and an optional lead time, but has ${parts.length}`,
    };
  }
  const minute = parseCronField(parts[0], 'Minute', 0, 59);
  if (!minute.ok) return minute;
  const hour = parseCronField(parts[1], 'Hour', 0, 23);
  if (!hour.ok) return hour;
  const dayOfMonth = parseCronField(parts[2], 'Day of month', 1, 31);
  if (!dayOfMonth.ok) return dayOfMonth;
  const month = parseCronField(parts[3], 'Month', 1, 12);
  if (!month.ok) return month;
  const weekday = parseCronField(parts[4], 'Weekday', 0, 7);
  if (!weekday.ok) return weekday;
  const leadTime = parseLeadTime(parts[5]);
  if (!leadTime.ok) return leadTime;
  return {
    ok: true,
    value: {
      minute: minute.field,
      hour: hour.field,
      dayOfMonth: dayOfMonth.field,
      month: month.field,
      weekday: weekday.field,
      leadTime: leadTime.field,
    },
  };
}

/**
 * True when `text` is a valid schedule expression.
 * @example isValidScheduleExpression('0 0 * * 1') // true
 */
export function isValidScheduleExpression(text: string): boolean {
  return parseScheduleExpression(text).ok;
}

/**
 * Writes one field back as text.
 * @example formatCronField({ kind: 'range', from: 8, to: 14 }) // '8-14'
 */
export function formatCronField(field: CronField): string {
  switch (field.kind) {
    case 'any':
      return '*';
    case 'value':
      return String(field.value);
    case 'range':
      return `${field.from}-${field.to}`;
  }
}

/**
 * The five cron fields only, single-space separated; this is what a cron
 * library sees, since a sixth field would be read as seconds.
 * @example // for the parsed value of '0 9 8-14 * 2 60'
 * cronPatternOf(expression) // '0 9 8-14 * 2'
 */
export function cronPatternOf(expression: ScheduleExpression): string {
  return [expression.minute, expression.hour, expression.dayOfMonth, expression.month, expression.weekday]
    .map(formatCronField)
    .join(' ');
}

/**
 * Canonical text of an expression: single spaces, no leading zeros, lead time last.
 * @example // for the parsed value of '00  9 * * 2   60'
 * formatScheduleExpression(expression) // '0 9 * * 2 60'
 */
export function formatScheduleExpression(expression: ScheduleExpression): string {
  const pattern = cronPatternOf(expression);
  return expression.leadTime == null ? pattern : `${pattern} ${formatCronField(expression.leadTime)}`;
}

/**
 * Lead time in minutes as `{ left, right }` (equal for a single value), or null when absent.
 * @example // for the parsed value of '0 9 * * 2 60-120'
 * leadTimeOf(expression) // { left: 60, right: 120 }
 */
export function leadTimeOf(expression: ScheduleExpression): { left: number; right: number } | null {
  const lead = expression.leadTime;
  if (lead == null) return null;
  return lead.kind === 'value'
    ? { left: lead.value, right: lead.value }
    : { left: lead.from, right: lead.to };
}
