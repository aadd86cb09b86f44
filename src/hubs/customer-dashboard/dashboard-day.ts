import { DATE_FORMAT, formatInZone } from '../../domain/formats';

/**
 * A stored day or instant as the dashboard shows it, in the session's zone; nothing when absent.
 * @example dashboardDay('2026-11-27T00:00:00Z', 'Australia/Sydney') // '27 Nov 2026'
 */
export function dashboardDay(value: unknown, timeZone: string): string {
  return typeof value === 'string' && value !== '' ? formatInZone(value, DATE_FORMAT, timeZone) : '';
}
