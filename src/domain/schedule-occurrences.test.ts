import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatInTimeZone } from 'date-fns-tz';
import {
  SCHEDULE_PREVIEW_COUNT,
  minusMinutes,
  nextOccurrences,
  occurrenceAt,
  type NextOccurrencesOptions,
  type ScheduleOccurrence,
} from './schedule-occurrences';

const MELBOURNE = 'Australia/Melbourne';

function occurrences(
  expression: string,
  from: string,
  options: NextOccurrencesOptions = {},
): ScheduleOccurrence[] {
  const result = nextOccurrences(expression, new Date(from), options);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

const local = (date: Date, zone = MELBOURNE): string =>
  formatInTimeZone(date, zone, 'yyyy-MM-dd EEE HH:mm:ss xxx');

describe('nextOccurrences', () => {
  it('lists the next 15 by default', () => {
    expect(SCHEDULE_PREVIEW_COUNT).toBe(15);
    expect(occurrences('0 0 * * 1', '2026-01-01T00:00:00Z')).toHaveLength(15);
    expect(occurrences('0 0 * * 1', '2026-01-01T00:00:00Z', { count: 3 })).toHaveLength(3);
    expect(occurrences('0 0 * * 1', '2026-01-01T00:00:00Z', { count: 0 })).toEqual([]);
  });

  it('reads the time in Melbourne by default, following daylight saving', () => {
    const runs = occurrences('0 9 * * 2', '2026-03-25T00:00:00Z', { count: 3 });
    expect(runs.map((run) => run.at.toISOString())).toEqual([
      '2026-03-30T22:00:00.000Z', // Tue 31 Mar 09:00 +11
      '2026-04-06T23:00:00.000Z', // Tue 7 Apr 09:00 +10
      '2026-04-13T23:00:00.000Z',
    ]);
  });

  it('reads the time in the user time zone when given', () => {
    const [first] = occurrences('0 9 * * 2', '2026-03-25T00:00:00Z', {
      count: 1,
      timeZone: 'Australia/Perth',
    });
    expect(first?.at.toISOString()).toBe('2026-03-31T01:00:00.000Z');
  });

  it('combines day-of-month and weekday with AND: 8-14 and Tuesday is the second Tuesday', () => {
    const runs = occurrences('0 9 8-14 * 2', '2026-01-01T00:00:00Z', { count: 5 });
    expect(runs.map((run) => local(run.at))).toEqual([
      '2026-01-13 Tue 09:00:00 +11:00',
      '2026-02-10 Tue 09:00:00 +11:00',
      '2026-03-10 Tue 09:00:00 +11:00',
      '2026-04-14 Tue 09:00:00 +10:00',
      '2026-05-12 Tue 09:00:00 +10:00',
    ]);
  });

  it('uses a 29-31 range as the fifth week, skipping months without one', () => {
    const runs = occurrences('0 9 29-31 * 5', '2026-01-01T00:00:00Z', { count: 3 });
    // Fridays on the 29th-31st in 2026: 30 Jan, (none in Feb), 29 May.
    expect(runs.map((run) => local(run.at).slice(0, 14))).toEqual([
      '2026-01-30 Fri',
      '2026-05-29 Fri',
      '2026-07-31 Fri',
    ]);
  });

  it('starts strictly after `from`', () => {
    const at = '2026-01-12T22:00:00.000Z'; // Tue 13 Jan 09:00 Melbourne
    expect(occurrences('0 9 * * 2', at, { count: 1 })[0]?.at.toISOString()).toBe('2026-01-19T22:00:00.000Z');
    expect(occurrences('0 9 * * 2', '2026-01-12T21:59:59.999Z', { count: 1 })[0]?.at.toISOString()).toBe(at);
  });

  it('does not read the lead-time field as seconds', () => {
    const runs = occurrences('0 9 * * 2 30', '2026-01-01T00:00:00Z', { count: 2 });
    expect(runs.map((run) => local(run.at))).toEqual([
      '2026-01-06 Tue 09:00:00 +11:00',
      '2026-01-13 Tue 09:00:00 +11:00',
    ]);
  });

  it('carries the lead time: the cut-off is the occurrence minus the lead minutes', () => {
    const [run] = occurrences('0 9 * * 2 1440', '2026-01-01T00:00:00Z', { count: 1 });
    expect(run?.leadTimeLeft).toBe(1440);
    expect(run?.leadTimeRight).toBe(1440);
    expect(run?.leadDateLeft?.toISOString()).toBe('2026-01-04T22:00:00.000Z');
    expect(run?.leadDateRight?.toISOString()).toBe('2026-01-04T22:00:00.000Z');
  });

  it('carries both ends of a lead-time range', () => {
    const [run] = occurrences('0 9 * * 2 60-120', '2026-01-01T00:00:00Z', { count: 1 });
    expect(run?.leadDateLeft?.toISOString()).toBe('2026-01-05T21:00:00.000Z');
    expect(run?.leadDateRight?.toISOString()).toBe('2026-01-05T20:00:00.000Z');
  });

  it('has no lead dates without a lead field, and the occurrence itself with lead 0', () => {
    const [plain] = occurrences('0 9 * * 2', '2026-01-01T00:00:00Z', { count: 1 });
    expect(plain).toMatchObject({
      leadTimeLeft: 0,
      leadTimeRight: 0,
      leadDateLeft: null,
      leadDateRight: null,
    });
    const [zero] = occurrences('0 9 * * 2 0', '2026-01-01T00:00:00Z', { count: 1 });
    expect(zero?.leadDateLeft?.getTime()).toBe(zero?.at.getTime());
  });

  it('runs a time skipped by the October gap at 03:00 AEDT', () => {
    const runs = occurrences('30 2 * * *', '2026-10-02T12:00:00Z', { count: 3 });
    expect(runs.map((run) => local(run.at))).toEqual([
      '2026-10-03 Sat 02:30:00 +10:00',
      '2026-10-04 Sun 03:00:00 +11:00',
      '2026-10-05 Mon 02:30:00 +11:00',
    ]);
  });

  it('runs a time repeated by the April overlap only once', () => {
    const runs = occurrences('30 2 * * *', '2026-04-03T12:00:00Z', { count: 3 });
    expect(runs.map((run) => local(run.at))).toEqual([
      '2026-04-04 Sat 02:30:00 +11:00',
      '2026-04-05 Sun 02:30:00 +11:00',
      '2026-04-06 Mon 02:30:00 +10:00',
    ]);
  });

  it('gives an empty list for a date that never exists', () => {
    expect(occurrences('0 9 31 2 *', '2026-01-01T00:00:00Z')).toEqual([]);
  });

  it('reports a bad expression, time zone or start date instead of throwing', () => {
    expect(nextOccurrences('0 25 * * 1', new Date('2026-01-01T00:00:00Z'))).toEqual({
      ok: false,
      error: "Hour '25' must be *, a value from 0 to 23, or a range a-b",
    });
    expect(
      nextOccurrences('0 9 * * 1', new Date('2026-01-01T00:00:00Z'), { timeZone: 'Nowhere/Special' }),
    ).toEqual({
      ok: false,
      error: "Unknown time zone 'Nowhere/Special'",
    });
    expect(nextOccurrences('0 9 * * 1', new Date('nope')).ok).toBe(false);
  });

  it('lists one run a month for each week-of-month range 1-7 to 22-28, on that weekday, in order', () => {
    const ranges = ['1-7', '8-14', '15-21', '22-28'];
    fc.assert(
      fc.property(
        fc.constantFrom(...ranges),
        fc.integer({ min: 0, max: 6 }),
        // 2 AM is left out: on the October gap day the run moves to 03:00 (tested above).
        fc.integer({ min: 0, max: 23 }).filter((hour) => hour !== 2),
        fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2035, 0, 1) }),
        (range, weekday, hour, fromMs) => {
          const from = new Date(fromMs);
          const runs = occurrences(`15 ${hour} ${range} * ${weekday}`, from.toISOString(), { count: 4 });
          const [low = 0, high = 0] = range.split('-').map(Number);
          expect(runs).toHaveLength(4);
          let previous = from.getTime();
          const months: number[] = [];
          for (const run of runs) {
            expect(run.at.getTime()).toBeGreaterThan(previous);
            previous = run.at.getTime();
            const day = Number(formatInTimeZone(run.at, MELBOURNE, 'd'));
            expect(day).toBeGreaterThanOrEqual(low);
            expect(day).toBeLessThanOrEqual(high);
            expect(Number(formatInTimeZone(run.at, MELBOURNE, 'i')) % 7).toBe(weekday);
            expect(formatInTimeZone(run.at, MELBOURNE, 'mm')).toBe('15');
            months.push(
              Number(formatInTimeZone(run.at, MELBOURNE, 'yyyy')) * 12 +
                Number(formatInTimeZone(run.at, MELBOURNE, 'M')),
            );
          }
          expect(months.slice(1).map((month, index) => month - (months[index] ?? 0))).toEqual([1, 1, 1]);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('occurrence helpers', () => {
  it('subtracts minutes', () => {
    expect(minusMinutes(new Date('2026-01-13T22:00:00Z'), 90).toISOString()).toBe('2026-01-13T20:30:00.000Z');
  });

  it('builds an occurrence with or without a lead window', () => {
    const at = new Date('2026-01-13T22:00:00Z');
    expect(occurrenceAt(at, null)).toEqual({
      at,
      leadTimeLeft: 0,
      leadTimeRight: 0,
      leadDateLeft: null,
      leadDateRight: null,
    });
    expect(occurrenceAt(at, { left: 30, right: 60 })).toEqual({
      at,
      leadTimeLeft: 30,
      leadTimeRight: 60,
      leadDateLeft: new Date('2026-01-13T21:30:00Z'),
      leadDateRight: new Date('2026-01-13T21:00:00Z'),
    });
  });
});
