import {
  toStructured,
  type StructuredSchedule,
  type WeekdayOption,
  type WeekOfMonth,
} from './schedule-editor';

/**
 * Schedule expressions in words for lists and read-only views ("Mondays at 6:00 AM"). It reads
 * the expression the way the structured cron editor does, so whatever the editor can build has
 * a description; anything it shows raw (special expressions, invalid text) stays raw here too.
 * Times are the expression's own clock (the 12-hour clock with AM/PM the editor uses).
 */

const WEEKDAY_NAMES: Readonly<Record<Exclude<WeekdayOption, 'Always'>, string>> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

const WEEK_ORDINALS: Readonly<Record<WeekOfMonth, string>> = {
  '1-7': '1st',
  '8-14': '2nd',
  '15-21': '3rd',
  '22-28': '4th',
  '29-31': '5th',
};

/** @example clockTime({ hour: 6, minute: 5, meridiem: 'AM' }) // '6:05 AM' */
function clockTime(schedule: Pick<StructuredSchedule, 'hour' | 'minute' | 'meridiem'>): string {
  return `${schedule.hour}:${String(schedule.minute).padStart(2, '0')} ${schedule.meridiem}`;
}

function days(schedule: StructuredSchedule): string {
  const { weekday, weekOfMonth } = schedule;
  if (weekday === 'Always') return weekOfMonth === null ? 'Every day' : `Days ${weekOfMonth} of the month`;
  const name = WEEKDAY_NAMES[weekday];
  return weekOfMonth === null ? `${name}s` : `${WEEK_ORDINALS[weekOfMonth]} ${name} of the month`;
}

function leadTime(hours: number | null): string {
  if (hours === null) return '';
  const shown = Math.round(hours * 100) / 100;
  return `, lead time ${shown} ${shown === 1 ? 'hour' : 'hours'}`;
}

/**
 * A schedule expression in words; special or invalid expressions are given back as they are,
 * and an empty value is empty.
 * @example describeSchedule('0 6 * * 1') // 'Mondays at 6:00 AM'
 * @example describeSchedule('30 14 8-14 * 2 1440') // '2nd Tuesday of the month at 2:30 PM, lead time 24 hours'
 * @example describeSchedule('0 0 * * *') // 'Every day at 12:00 AM'
 * @example describeSchedule('0 9 * 1-6 *') // '0 9 * 1-6 *'
 */
export function describeSchedule(expression: string | null | undefined): string {
  const text = expression?.trim() ?? '';
  if (text === '') return '';
  const model = toStructured(text);
  if (model.kind === 'special') return text;
  return `${days(model)} at ${clockTime(model)}${leadTime(model.leadTimeHours)}`;
}
