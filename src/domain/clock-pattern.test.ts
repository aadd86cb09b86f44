import fc from 'fast-check';
import { formatInTimeZone } from 'date-fns-tz';
import { enAU } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { formatClock } from './clock-pattern';
import { zonedClock } from './time-zone';

// The patterns the product writes dates with (src/domain/formats.ts, the screens, the documents).
const PATTERNS = [
  'dd LLL yyyy',
  'hh:mm a',
  'd/MM/yyyy h:mm:ss a',
  'dd LLL yyyy hh:mm a',
  'd MMM h:mm a',
  'yyyy-MM-dd',
  'yyyy-MM-dd HH:mm',
  "yyyy-MM-dd'T'HH:mm",
  "yyyy-MM-dd'T'HH:mm:ss",
  'd LLL',
  'EEEE dd LLL hh:mm a',
  'EEE hh:mm a',
  'EEE dd LLL yyyy hh:mm a',
  'MMMM yy',
];
const ZONES = ['Australia/Melbourne', 'Australia/Perth', 'Australia/Lord_Howe', 'Pacific/Chatham', 'UTC'];

describe('formatClock', () => {
  it('writes a clock reading as date-fns-tz wrote it in en-AU, for every pattern the product uses', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2060-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...PATTERNS),
        fc.constantFrom(...ZONES),
        (instant, pattern, zone) => {
          expect(formatClock(zonedClock(instant, zone), pattern)).toBe(
            formatInTimeZone(instant, zone, pattern, { locale: enAU }),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads midnight and noon as 12 AM and 12 PM', () => {
    const clock = { year: 2026, month: 9, day: 6, hour: 0, minute: 5, second: 0 };
    expect(formatClock(clock, 'h:mm a')).toBe('12:05 AM');
    expect(formatClock({ ...clock, hour: 12 }, 'hh:mm a')).toBe('12:05 PM');
  });

  it("keeps quoted text and writes '' as a quote", () => {
    const clock = { year: 2026, month: 9, day: 6, hour: 9, minute: 7, second: 0 };
    expect(formatClock(clock, "d 'of' LLLL, h 'o''clock'")).toBe("6 of September, 9 o'clock");
  });

  it('refuses a letter it does not know, as date-fns does', () => {
    const clock = { year: 2026, month: 9, day: 6, hour: 9, minute: 7, second: 0 };
    expect(() => formatClock(clock, 'dd Q yyyy')).toThrow(RangeError);
  });
});
