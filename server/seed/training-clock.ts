import { instantFromWallTime, resolveTimeZone, zonedWallTime } from '../../src/domain/time-zone';

/** Dates of the training data, all relative to the local calendar day of `today`. */
export type TrainingClock = {
  timeZone: string;
  /** Midnight at the start of today in the time zone. */
  startOfToday: Date;
  /**
   * ISO instant of a wall-clock time `days` after today (negative for the past).
   * @example clock.at(1, 7) // tomorrow 7:00 AM local, e.g. '2026-03-03T20:00:00.000Z'
   */
  at(days: number, hour?: number, minute?: number): string;
  /**
   * The local date `days` after today as yyMMdd, for batch codes.
   * @example clock.dateCode(-1) // '260301'
   */
  dateCode(days: number): string;
};

/**
 * Builds the clock of one training day. Only the local calendar date of `today`
 * matters, so reloading the demo later the same day gives identical data.
 * @example trainingClock(new Date('2026-03-02T23:00:00Z'), 'Australia/Melbourne').at(0, 9) // '2026-03-02T22:00:00.000Z'
 */
export function trainingClock(today: Date, timeZone: string): TrainingClock {
  const zone = resolveTimeZone(timeZone);
  const { year, month, day } = zonedWallTime(today, zone);
  const wallDate = (days: number): Date => new Date(Date.UTC(year, month - 1, day + days));
  // Zone conversions go through Intl and are slow; the dataset asks for the same few times again and again.
  const cache = new Map<string, Date>();
  const instant = (days: number, hour: number, minute: number): Date => {
    const key = `${days} ${hour} ${minute}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const date = wallDate(days);
    const found = instantFromWallTime(
      { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour, minute },
      zone,
    );
    cache.set(key, found);
    return found;
  };
  return {
    timeZone: zone,
    startOfToday: instant(0, 0, 0),
    at: (days, hour = 0, minute = 0) => instant(days, hour, minute).toISOString(),
    dateCode: (days) => wallDate(days).toISOString().slice(2, 10).replaceAll('-', ''),
  };
}
