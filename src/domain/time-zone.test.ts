import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_TIME_ZONE,
  instantFromWallTime,
  isValidTimeZone,
  localDayOf,
  resolveTimeZone,
  utcOffsetMinutes,
  zonedWallTime,
  type WallTime,
} from './time-zone';

const wall = (year: number, month: number, day: number, hour: number, minute: number): WallTime => ({
  year,
  month,
  day,
  hour,
  minute,
});

describe('time zone basics', () => {
  it('defaults to Melbourne', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Australia/Melbourne');
  });

  it('recognises real zones and rejects blanks and unknown names', () => {
    expect(isValidTimeZone('Australia/Perth')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(null)).toBe(false);
    expect(isValidTimeZone(undefined)).toBe(false);
  });

  it('falls back to Melbourne for a missing or unknown zone', () => {
    expect(resolveTimeZone('Australia/Perth')).toBe('Australia/Perth');
    expect(resolveTimeZone('Mars/Olympus_Mons')).toBe(DEFAULT_TIME_ZONE);
    expect(resolveTimeZone(undefined)).toBe(DEFAULT_TIME_ZONE);
  });
});

describe('Melbourne offsets', () => {
  it('is +11 in summer and +10 in winter', () => {
    expect(utcOffsetMinutes(new Date('2026-01-15T00:00:00Z'))).toBe(11 * 60);
    expect(utcOffsetMinutes(new Date('2026-07-15T00:00:00Z'))).toBe(10 * 60);
  });

  it('switches to +11 at 2:00 AEST on the first Sunday in October', () => {
    // 2026-10-04 is the first Sunday; 02:00 AEST = 2026-10-03T16:00Z.
    expect(utcOffsetMinutes(new Date('2026-10-03T15:59:00Z'))).toBe(600);
    expect(utcOffsetMinutes(new Date('2026-10-03T16:00:00Z'))).toBe(660);
    expect(zonedWallTime(new Date('2026-10-03T15:59:00Z'))).toEqual(wall(2026, 10, 4, 1, 59));
    expect(zonedWallTime(new Date('2026-10-03T16:00:00Z'))).toEqual(wall(2026, 10, 4, 3, 0));
  });

  it('switches back to +10 at 3:00 AEDT on the first Sunday in April', () => {
    // 2026-04-05 is the first Sunday; 03:00 AEDT = 2026-04-04T16:00Z.
    expect(utcOffsetMinutes(new Date('2026-04-04T15:59:00Z'))).toBe(660);
    expect(utcOffsetMinutes(new Date('2026-04-04T16:00:00Z'))).toBe(600);
    expect(zonedWallTime(new Date('2026-04-04T15:59:00Z'))).toEqual(wall(2026, 4, 5, 2, 59));
    expect(zonedWallTime(new Date('2026-04-04T16:00:00Z'))).toEqual(wall(2026, 4, 5, 2, 0));
  });
});

describe('zonedWallTime', () => {
  it('reads the clock in the requested zone, not the host zone', () => {
    const instant = new Date('2026-01-05T22:00:00Z');
    expect(zonedWallTime(instant)).toEqual(wall(2026, 1, 6, 9, 0));
    expect(zonedWallTime(instant, 'Australia/Perth')).toEqual(wall(2026, 1, 6, 6, 0));
    expect(zonedWallTime(instant, 'UTC')).toEqual(wall(2026, 1, 5, 22, 0));
  });
});

describe('instantFromWallTime', () => {
  it('uses the summer offset in January and the winter offset in July', () => {
    expect(instantFromWallTime(wall(2026, 1, 6, 9, 0)).toISOString()).toBe('2026-01-05T22:00:00.000Z');
    expect(instantFromWallTime(wall(2026, 7, 7, 9, 0)).toISOString()).toBe('2026-07-06T23:00:00.000Z');
  });

  it('moves a wall time inside the October gap forward by an hour', () => {
    expect(instantFromWallTime(wall(2026, 10, 4, 2, 30)).toISOString()).toBe('2026-10-03T16:30:00.000Z');
    expect(zonedWallTime(instantFromWallTime(wall(2026, 10, 4, 2, 30)))).toEqual(wall(2026, 10, 4, 3, 30));
  });

  it('keeps the minutes either side of the October gap exact', () => {
    expect(instantFromWallTime(wall(2026, 10, 4, 1, 59)).toISOString()).toBe('2026-10-03T15:59:00.000Z');
    expect(instantFromWallTime(wall(2026, 10, 4, 3, 0)).toISOString()).toBe('2026-10-03T16:00:00.000Z');
  });

  it('resolves a repeated April wall time to its first (daylight) occurrence', () => {
    expect(instantFromWallTime(wall(2026, 4, 5, 2, 30)).toISOString()).toBe('2026-04-04T15:30:00.000Z');
    expect(instantFromWallTime(wall(2026, 4, 5, 3, 0)).toISOString()).toBe('2026-04-04T17:00:00.000Z');
  });

  it('carries fields past their range over as the calendar does', () => {
    expect(instantFromWallTime(wall(2026, 3, 4, 24, 0)).toISOString()).toBe('2026-03-04T13:00:00.000Z');
    expect(instantFromWallTime(wall(2026, 3, 4, 9, 60)).toISOString()).toBe('2026-03-03T23:00:00.000Z');
    expect(instantFromWallTime(wall(2026, 2, 30, 0, 0)).toISOString()).toBe('2026-03-01T13:00:00.000Z');
  });

  it('honours another zone', () => {
    expect(instantFromWallTime(wall(2026, 3, 1, 12, 0), 'UTC').toISOString()).toBe(
      '2026-03-01T12:00:00.000Z',
    );
    expect(instantFromWallTime(wall(2026, 3, 1, 12, 0), 'Asia/Kolkata').toISOString()).toBe(
      '2026-03-01T06:30:00.000Z',
    );
  });

  const zones = ['Australia/Melbourne', 'Australia/Lord_Howe', 'America/New_York', 'Asia/Kolkata', 'UTC'];
  const wholeMinute = fc
    .integer({ min: Date.UTC(2000, 0, 1) / 60_000, max: Date.UTC(2040, 0, 1) / 60_000 })
    .map((minutes) => new Date(minutes * 60_000));

  it('round-trips every instant except the second pass through a repeated hour', () => {
    fc.assert(
      fc.property(wholeMinute, fc.constantFrom(...zones), (instant, zone) => {
        const back = instantFromWallTime(zonedWallTime(instant, zone), zone);
        expect(zonedWallTime(back, zone)).toEqual(zonedWallTime(instant, zone));
        const earlierBy = instant.getTime() - back.getTime();
        // Only an overlap can map back earlier, and then by exactly the DST shift.
        expect(earlierBy).toBe((utcOffsetMinutes(back, zone) - utcOffsetMinutes(instant, zone)) * 60_000);
        expect(earlierBy).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('gives back the requested wall time unless it falls in a spring-forward gap', () => {
    const wallTimes = fc.record({
      year: fc.integer({ min: 2000, max: 2040 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
    });
    fc.assert(
      fc.property(wallTimes, fc.constantFrom(...zones), (requested, zone) => {
        const instant = instantFromWallTime(requested, zone);
        const shown = zonedWallTime(instant, zone);
        const naive = (w: WallTime): number => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
        const movedMinutes = (naive(shown) - naive(requested)) / 60_000;
        // Any move is a gap: forward by exactly how far the clock jumped just before.
        const jump =
          utcOffsetMinutes(instant, zone) -
          utcOffsetMinutes(new Date(instant.getTime() - 3 * 3_600_000), zone);
        expect([0, jump]).toContain(movedMinutes);
        expect(movedMinutes).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('localDayOf', () => {
  const day = (iso: string, zone?: string) => localDayOf(new Date(iso), zone);

  it('turns the day at local midnight, not at UTC midnight', () => {
    // Melbourne summer (+11): local midnight of 3 March is 2 March 13:00Z.
    expect(day('2026-03-02T12:59:59.999Z')).toBe('2026-03-02');
    expect(day('2026-03-02T13:00:00Z')).toBe('2026-03-03');
    expect(day('2026-03-02T23:59:59Z', 'UTC')).toBe('2026-03-02');
    expect(day('2026-03-03T00:00:00Z', 'UTC')).toBe('2026-03-03');
  });

  it('keeps the first Sunday of October in Melbourne whole across the spring-forward gap', () => {
    // 2026-10-04: local midnight is +10 (2026-10-03T14:00Z); the next midnight is +11 (10-04T13:00Z).
    expect(day('2026-10-03T13:59:59Z')).toBe('2026-10-03');
    expect(day('2026-10-03T14:00:00Z')).toBe('2026-10-04');
    expect(day('2026-10-03T16:00:00Z')).toBe('2026-10-04');
    expect(day('2026-10-04T12:59:59Z')).toBe('2026-10-04');
    expect(day('2026-10-04T13:00:00Z')).toBe('2026-10-05');
  });

  it('keeps the first Sunday of April in Melbourne whole across the fall-back overlap', () => {
    // 2026-04-05: local midnight is +11 (2026-04-04T13:00Z); the next midnight is +10 (04-05T14:00Z).
    expect(day('2026-04-04T12:59:59Z')).toBe('2026-04-04');
    expect(day('2026-04-04T13:00:00Z')).toBe('2026-04-05');
    expect(day('2026-04-04T16:30:00Z')).toBe('2026-04-05');
    expect(day('2026-04-05T13:59:59Z')).toBe('2026-04-05');
    expect(day('2026-04-05T14:00:00Z')).toBe('2026-04-06');
  });

  it('uses +8 all year in Perth, which has no daylight saving', () => {
    expect(day('2026-01-15T15:59:59Z', 'Australia/Perth')).toBe('2026-01-15');
    expect(day('2026-01-15T16:00:00Z', 'Australia/Perth')).toBe('2026-01-16');
    expect(day('2026-10-03T15:59:59Z', 'Australia/Perth')).toBe('2026-10-03');
    expect(day('2026-10-03T16:00:00Z', 'Australia/Perth')).toBe('2026-10-04');
    expect(utcOffsetMinutes(new Date('2026-01-15T00:00:00Z'), 'Australia/Perth')).toBe(480);
    expect(utcOffsetMinutes(new Date('2026-07-15T00:00:00Z'), 'Australia/Perth')).toBe(480);
  });

  it('falls back to Melbourne for an unknown zone', () => {
    expect(day('2026-03-02T13:00:00Z', 'Mars/Olympus_Mons')).toBe('2026-03-03');
  });

  it('is the day whose local midnight starts it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom('Australia/Melbourne', 'Australia/Perth', 'Australia/Lord_Howe', 'America/New_York'),
        (ms, zone) => {
          const local = localDayOf(new Date(ms), zone);
          const [year, month, dayOfMonth] = local.split('-').map(Number) as [number, number, number];
          const midnight = instantFromWallTime({ year, month, day: dayOfMonth, hour: 0, minute: 0 }, zone);
          expect(midnight.getTime()).toBeLessThanOrEqual(ms);
          expect(localDayOf(midnight, zone)).toBe(local);
        },
      ),
    );
  });
});
