import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  WEEK_OF_MONTH_RANGES,
  cronPatternOf,
  formatCronField,
  formatScheduleExpression,
  isValidScheduleExpression,
  leadTimeOf,
  parseScheduleExpression,
  type ScheduleExpression,
} from './schedule-expression';

function parsed(text: string): ScheduleExpression {
  const result = parseScheduleExpression(text);
  if (!result.ok) throw new Error(`expected ${text} to parse: ${result.error}`);
  return result.value;
}

function errorOf(text: string): string {
  const result = parseScheduleExpression(text);
  if (result.ok) throw new Error(`expected ${text} to be rejected`);
  return result.error;
}

describe('parseScheduleExpression', () => {
  it('reads the five cron fields in order: minute hour day-of-month month weekday', () => {
    expect(parsed('5 9 8-14 3 2')).toEqual({
      minute: { kind: 'value', value: 5 },
      hour: { kind: 'value', value: 9 },
      dayOfMonth: { kind: 'range', from: 8, to: 14 },
      month: { kind: 'value', value: 3 },
      weekday: { kind: 'value', value: 2 },
      leadTime: null,
    });
  });

  it('reads * as every value', () => {
    expect(parsed('0 0 * * 1').dayOfMonth).toEqual({ kind: 'any' });
    expect(parsed('0 0 * * 1').month).toEqual({ kind: 'any' });
  });

  it('reads an optional sixth field as lead time in minutes, single or range', () => {
    expect(parsed('0 9 * * 2 1440').leadTime).toEqual({ kind: 'value', value: 1440 });
    expect(parsed('0 9 * * 2 0').leadTime).toEqual({ kind: 'value', value: 0 });
    expect(parsed('0 9 * * 2 60-120').leadTime).toEqual({ kind: 'range', from: 60, to: 120 });
  });

  it('accepts every value at the edges of each field', () => {
    expect(isValidScheduleExpression('0 0 1 1 0')).toBe(true);
    expect(isValidScheduleExpression('59 23 31 12 7')).toBe(true);
    expect(isValidScheduleExpression('0-59 0-23 1-31 1-12 0-7')).toBe(true);
    expect(isValidScheduleExpression('  0   9 *  * 2  ')).toBe(true);
  });

  it('rejects values one past the edges, naming the field', () => {
    expect(errorOf('60 9 * * 1')).toBe("Minute '60' must be *, a value from 0 to 59, or a range a-b");
    expect(errorOf('0 24 * * 1')).toBe("Hour '24' must be *, a value from 0 to 23, or a range a-b");
    expect(errorOf('0 9 0 * 1')).toBe("Day of month '0' must be *, a value from 1 to 31, or a range a-b");
    expect(errorOf('0 9 32 * 1')).toBe("Day of month '32' must be *, a value from 1 to 31, or a range a-b");
    expect(errorOf('0 9 * 0 1')).toBe("Month '0' must be *, a value from 1 to 12, or a range a-b");
    expect(errorOf('0 9 * 13 1')).toBe("Month '13' must be *, a value from 1 to 12, or a range a-b");
    expect(errorOf('0 9 * * 8')).toBe("Weekday '8' must be *, a value from 0 to 7, or a range a-b");
  });

  it('rejects a range that runs backwards but accepts a one-value range', () => {
    expect(errorOf('0 9 14-8 * 2')).toBe("Day of month range '14-8' must not start after it ends");
    expect(isValidScheduleExpression('0 9 8-8 * 2')).toBe(true);
  });

  it('rejects syntax outside single values, * and ranges', () => {
    for (const text of [
      '*/5 9 * * 1',
      '0 9,17 * * 1',
      '0 9 * * MON',
      '0 9 L * 1',
      '0 9 * * 1#2',
      '-1 9 * * 1',
      '0 9 1- * 1',
    ]) {
      expect(isValidScheduleExpression(text)).toBe(false);
    }
  });

  it('rejects * and other text in the lead-time field', () => {
    expect(errorOf('0 9 * * 2 *')).toBe("Lead time '*' must be a whole number of minutes or a range a-b");
    expect(errorOf('0 9 * * 2 1.5')).toBe("Lead time '1.5' must be a whole number of minutes or a range a-b");
    expect(errorOf('0 9 * * 2 120-60')).toBe("Lead time range '120-60' must not start after it ends");
  });

  it('needs five or six fields', () => {
    expect(errorOf('0 9 * *')).toBe(
      'Schedule needs 5 fields (minute hour day-of-month month weekday) and an optional lead time, but has 4',
    );
    expect(errorOf('0 9 * * 2 60 1')).toContain('but has 7');
    expect(errorOf('')).toContain('but has 0');
  });
});

describe('formatting', () => {
  it('writes fields back as *, a value or a-b', () => {
    expect(formatCronField({ kind: 'any' })).toBe('*');
    expect(formatCronField({ kind: 'value', value: 7 })).toBe('7');
    expect(formatCronField({ kind: 'range', from: 8, to: 14 })).toBe('8-14');
  });

  it('normalises spacing and leading zeros', () => {
    expect(formatScheduleExpression(parsed(' 00  09 * *   2 060 '))).toBe('0 9 * * 2 60');
  });

  it('gives a cron library only the five cron fields', () => {
    expect(cronPatternOf(parsed('0 9 8-14 * 2 60'))).toBe('0 9 8-14 * 2');
    expect(cronPatternOf(parsed('0 9 8-14 * 2'))).toBe('0 9 8-14 * 2');
  });

  it('reports the lead time as left and right minutes', () => {
    expect(leadTimeOf(parsed('0 9 * * 2'))).toBeNull();
    expect(leadTimeOf(parsed('0 9 * * 2 90'))).toEqual({ left: 90, right: 90 });
    expect(leadTimeOf(parsed('0 9 * * 2 60-120'))).toEqual({ left: 60, right: 120 });
  });

  it('lists the five week-of-month ranges', () => {
    expect(WEEK_OF_MONTH_RANGES.map((range) => `${range.from}-${range.to}`)).toEqual([
      '1-7',
      '8-14',
      '15-21',
      '22-28',
      '29-31',
    ]);
  });

  const field = (min: number, max: number) =>
    fc.oneof(
      fc.constant('*'),
      fc.integer({ min, max }).map(String),
      fc
        .tuple(fc.integer({ min, max }), fc.integer({ min, max }))
        .map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`),
    );
  const lead = fc.oneof(
    fc.integer({ min: 0, max: 100_000 }).map(String),
    fc.tuple(fc.nat(10_000), fc.nat(10_000)).map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`),
  );
  const canonicalExpression = fc
    .tuple(
      field(0, 59),
      field(0, 23),
      field(1, 31),
      field(1, 12),
      field(0, 7),
      fc.option(lead, { nil: undefined }),
    )
    .map((parts) => parts.filter((part) => part !== undefined).join(' '));

  it('round-trips every canonical expression through parse and format', () => {
    fc.assert(
      fc.property(canonicalExpression, (text) => {
        expect(formatScheduleExpression(parsed(text))).toBe(text);
      }),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof parseScheduleExpression(text).ok).toBe('boolean');
      }),
    );
  });
});
