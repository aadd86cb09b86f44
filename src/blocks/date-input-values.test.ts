import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromDateInputValue,
  fromDateTimeInputValue,
  toDateInputValue,
  toDateTimeInputValue,
} from './date-input-values';

const zone = 'Australia/Melbourne';

describe('date input values', () => {
  it('shows stored instants as the day and time in the user time zone', () => {
    expect(toDateInputValue('2026-09-05T23:07:09Z', zone)).toBe('2026-09-06');
    expect(toDateTimeInputValue('2026-09-05T23:07:09Z', zone)).toBe('2026-09-06T09:07');
    expect(toDateInputValue('2026-09-05T23:07:09Z', 'Australia/Perth')).toBe('2026-09-06');
  });

  it('shows the empty-date marker and missing dates as blank', () => {
    expect(toDateInputValue('0001-01-01T00:00:00Z', zone)).toBe('');
    expect(toDateTimeInputValue(null, zone)).toBe('');
  });

  it('reads typed values in the user time zone; blank or bad text is null', () => {
    expect(fromDateInputValue('2026-09-06', zone)).toBe('2026-09-05T14:00:00.000Z');
    expect(fromDateTimeInputValue('2026-09-06T09:07', zone)).toBe('2026-09-05T23:07:00.000Z');
    expect(fromDateInputValue('', zone)).toBeNull();
    expect(fromDateTimeInputValue('06/09/2026', zone)).toBeNull();
  });

  it('a datetime shown and read back shows the same text, across daylight-saving changes', () => {
    const minutes = fc.integer({ min: 0, max: 60 * 24 * 365 * 3 });
    fc.assert(
      fc.property(minutes, (offset) => {
        const instant = new Date(Date.UTC(2025, 0, 1) + offset * 60_000).toISOString();
        const text = toDateTimeInputValue(instant, zone);
        const back = fromDateTimeInputValue(text, zone);
        expect(toDateTimeInputValue(back, zone)).toBe(text);
      }),
      { numRuns: 200 },
    );
  });
});
