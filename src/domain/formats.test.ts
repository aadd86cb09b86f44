import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DATE_FORMAT,
  DATE_LOCALE,
  EMPTY_DATE,
  TIME_FORMAT,
  TOKEN_EXPIRY_FORMAT,
  formatDate,
  formatInZone,
  formatTime,
  formatTokenExpiry,
  isEmptyDate,
} from './formats';

describe('format constants', () => {
  it('match the spec', () => {
    expect(DATE_LOCALE).toBe('en-AU');
    expect(DATE_FORMAT).toBe('dd LLL yyyy');
    expect(TIME_FORMAT).toBe('hh:mm a');
    expect(TOKEN_EXPIRY_FORMAT).toBe('d/MM/yyyy h:mm:ss a');
    expect(EMPTY_DATE).toBe('0001-01-01T00:00:00Z');
  });
});

describe('isEmptyDate', () => {
  it('is true for the marker and for missing values', () => {
    expect(isEmptyDate(EMPTY_DATE)).toBe(true);
    expect(isEmptyDate(new Date(EMPTY_DATE))).toBe(true);
    expect(isEmptyDate(null)).toBe(true);
    expect(isEmptyDate(undefined)).toBe(true);
    expect(isEmptyDate('')).toBe(true);
    expect(isEmptyDate('   ')).toBe(true);
  });

  it('accepts the marker as the server spells it without a zone or with milliseconds', () => {
    expect(isEmptyDate('0001-01-01T00:00:00')).toBe(true);
    expect(isEmptyDate('0001-01-01T00:00:00.000Z')).toBe(true);
    expect(isEmptyDate('0001-01-01T00:00:00+00:00')).toBe(true);
  });

  it('is false for real dates, including the first minute after the marker', () => {
    expect(isEmptyDate('2026-09-05T23:07:09Z')).toBe(false);
    expect(isEmptyDate(new Date('2026-09-05T23:07:09Z'))).toBe(false);
    expect(isEmptyDate(new Date(Date.parse(EMPTY_DATE) + 60_000))).toBe(false);
  });
});

describe('formatDate', () => {
  it('formats as dd LLL yyyy in Melbourne by default', () => {
    // 23:07 UTC on the 5th is already the 6th in Melbourne.
    expect(formatDate('2026-09-05T23:07:09Z')).toBe('06 Sep 2026');
    expect(formatDate(new Date('2026-09-05T23:07:09Z'))).toBe('06 Sep 2026');
  });

  it('formats in the given time zone', () => {
    expect(formatDate('2026-09-05T23:07:09Z', 'UTC')).toBe('05 Sep 2026');
    expect(formatDate('2026-09-05T15:30:00Z', 'Australia/Perth')).toBe('05 Sep 2026');
    expect(formatDate('2026-09-05T16:30:00Z', 'Australia/Perth')).toBe('06 Sep 2026');
  });

  it('rolls the date over exactly at Melbourne midnight, in summer (+11) and winter (+10)', () => {
    expect(formatDate('2026-01-14T12:59:00Z')).toBe('14 Jan 2026');
    expect(formatDate('2026-01-14T13:00:00Z')).toBe('15 Jan 2026');
    expect(formatDate('2026-07-14T13:59:00Z')).toBe('14 Jul 2026');
    expect(formatDate('2026-07-14T14:00:00Z')).toBe('15 Jul 2026');
  });

  it('returns an empty string for empty or unreadable dates', () => {
    expect(formatDate(EMPTY_DATE)).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatTime', () => {
  it('formats as hh:mm a with a zero-padded 12-hour clock', () => {
    expect(formatTime('2026-09-05T23:07:09Z')).toBe('09:07 AM');
    expect(formatTime('2026-09-05T14:00:00Z')).toBe('12:00 AM');
    expect(formatTime('2026-09-06T02:00:00Z')).toBe('12:00 PM');
    expect(formatTime('2026-09-06T09:45:00Z')).toBe('07:45 PM');
  });

  it('follows daylight saving in Melbourne', () => {
    expect(formatTime('2026-01-05T22:00:00Z')).toBe('09:00 AM');
    expect(formatTime('2026-07-05T22:00:00Z')).toBe('08:00 AM');
  });

  it('returns an empty string for the empty date', () => {
    expect(formatTime(EMPTY_DATE)).toBe('');
  });
});

describe('formatTokenExpiry', () => {
  it('formats as d/MM/yyyy h:mm:ss a without padding the day or hour', () => {
    expect(formatTokenExpiry('2026-09-05T23:07:09Z')).toBe('6/09/2026 9:07:09 AM');
    expect(formatTokenExpiry('2026-12-11T02:05:03Z')).toBe('11/12/2026 1:05:03 PM');
    expect(formatTokenExpiry('2026-12-11T02:05:03Z', 'UTC')).toBe('11/12/2026 2:05:03 AM');
  });

  it('returns an empty string for the empty date', () => {
    expect(formatTokenExpiry(EMPTY_DATE)).toBe('');
  });
});

describe('formatInZone', () => {
  it('falls back to Melbourne for an unknown zone rather than throwing', () => {
    expect(formatInZone('2026-09-05T23:07:09Z', 'yyyy-MM-dd HH:mm', 'Nowhere/Special')).toBe(
      '2026-09-06 09:07',
    );
  });

  it('never throws and is empty only for missing dates', () => {
    const instant = fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(
        instant,
        fc.constantFrom('Australia/Melbourne', 'UTC', 'Pacific/Auckland'),
        (date, zone) => {
          expect(formatDate(date, zone)).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
          expect(formatTime(date.toISOString(), zone)).toMatch(/^(0\d|1[0-2]):[0-5]\d (AM|PM)$/);
        },
      ),
    );
  });
});
