import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { journeyPointerSchema, weekdaysSchema } from './journey';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

describe('weekdaysSchema', () => {
  it.each(['Always', 'Mon', 'Mon,Tue', 'Sat,Sun', 'Mon, Wed'])('accepts %s', (value) =>
    expect(v.is(weekdaysSchema, value)).toBe(true),
  );

  it.each(['', 'always', 'Monday', 'Mon,', ',Mon', 'Mon,,Tue', 'Always,Mon', 'mon'])('rejects %s', (value) =>
    expect(v.is(weekdaysSchema, value)).toBe(false),
  );

  it('accepts any non-empty comma list of day names', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...DAYS), { minLength: 1, maxLength: 7 }), (days) => {
        expect(v.is(weekdaysSchema, days.join(','))).toBe(true);
      }),
    );
  });
});

describe('journeyPointerSchema', () => {
  it('rejects a pointer whose weekdays are not Always or a day list', () => {
    expect(v.is(journeyPointerSchema, { id: 'jp-1', weekdays: 'Weekdays' })).toBe(false);
    expect(v.is(journeyPointerSchema, { id: 'jp-1', weekdays: 'Always' })).toBe(true);
  });

  it('rejects a boundary point outside the globe', () => {
    expect(v.is(journeyPointerSchema, { id: 'jp-1', boundary: [{ lat: -37.8, lng: 144.9 }] })).toBe(true);
    expect(v.is(journeyPointerSchema, { id: 'jp-1', boundary: [{ lat: -137.8, lng: 144.9 }] })).toBe(false);
  });
});
