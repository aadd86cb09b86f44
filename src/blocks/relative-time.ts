import { formatDistance } from 'date-fns';
import { enAU } from 'date-fns/locale';
import { isEmptyDate, type DateInput } from '../domain/formats';

/**
 * "5 minutes ago" or "in 2 days" for a date relative to now; '' for an empty or unreadable date.
 * @example relativeTimeText('2026-01-01T00:00:00Z', new Date('2026-01-01T00:05:00Z')) // '5 minutes ago'
 */
export function relativeTimeText(value: DateInput, now: Date): string {
  if (isEmptyDate(value)) return '';
  const date = value instanceof Date ? value : new Date(value ?? '');
  if (Number.isNaN(date.getTime())) return '';
  return formatDistance(date, now, { addSuffix: true, locale: enAU });
}
