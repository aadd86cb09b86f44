import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_SCHEDULE_EXPRESSION,
  HOUR_OPTIONS,
  MERIDIEM_OPTIONS,
  WEEKDAY_OPTIONS,
  WEEK_OF_MONTH_OPTIONS,
  fromStructured,
  leadTimeHoursFromMinutes,
  leadTimeMinutesFromHours,
  resetExpression,
  to12Hour,
  to24Hour,
  toStructured,
  weekdayRank,
  type StructuredSchedule,
} from './schedule-editor';

const structured = (overrides: Partial<StructuredSchedule> = {}): StructuredSchedule => ({
  kind: 'structured',
  minute: 0,
  hour: 12,
  meridiem: 'AM',
  weekday: 'Mon',
  weekOfMonth: null,
  leadTimeHours: null,
  ...overrides,
});

describe('editor options', () => {
  it('lists weekdays as Always then Mon to Sun', () => {
    expect(WEEKDAY_OPTIONS).toEqual(['Always', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('lists hours as 12 then 1 to 11, with AM and PM', () => {
    expect(HOUR_OPTIONS).toEqual([12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(MERIDIEM_OPTIONS).toEqual(['AM', 'PM']);
  });

  it('lists the five week-of-month ranges', () => {
    expect(WEEK_OF_MONTH_OPTIONS).toEqual(['1-7', '8-14', '15-21', '22-28', '29-31']);
  });

  it('ranks Always 0, Sun to Sat 1 to 7 and anything else 8', () => {
    expect(['Always', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map(weekdayRank)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7,
    ]);
    expect(weekdayRank('Mon,Tue')).toBe(8);
    expect(weekdayRank('')).toBe(8);
    expect(weekdayRank('sun')).toBe(8);
  });
});

describe('12-hour clock', () => {
  it('maps 12 AM to hour 0 and 12 PM to hour 12', () => {
    expect(to24Hour(12, 'AM')).toBe(0);
    expect(to24Hour(12, 'PM')).toBe(12);
    expect(to24Hour(1, 'AM')).toBe(1);
    expect(to24Hour(11, 'AM')).toBe(11);
    expect(to24Hour(1, 'PM')).toBe(13);
    expect(to24Hour(11, 'PM')).toBe(23);
  });

  it('maps every 24-hour hour back to the same clock choice', () => {
    expect(to12Hour(0)).toEqual({ hour: 12, meridiem: 'AM' });
    expect(to12Hour(11)).toEqual({ hour: 11, meridiem: 'AM' });
    expect(to12Hour(12)).toEqual({ hour: 12, meridiem: 'PM' });
    expect(to12Hour(23)).toEqual({ hour: 11, meridiem: 'PM' });
    for (let hour24 = 0; hour24 < 24; hour24 += 1) {
      const { hour, meridiem } = to12Hour(hour24);
      expect(HOUR_OPTIONS).toContain(hour);
      expect(to24Hour(hour, meridiem)).toBe(hour24);
    }
  });
});

describe('lead time', () => {
  it('stores hours as minutes (hours × 60)', () => {
    expect(leadTimeMinutesFromHours(24)).toBe(1440);
    expect(leadTimeMinutesFromHours(1.5)).toBe(90);
    expect(leadTimeMinutesFromHours(0)).toBe(0);
    expect(leadTimeMinutesFromHours(-2)).toBe(0);
    expect(leadTimeMinutesFromHours(Number.NaN)).toBe(0);
    expect(leadTimeHoursFromMinutes(1440)).toBe(24);
  });
});

describe('toStructured', () => {
  it('reads the default expression as 12:00 AM every Monday', () => {
    expect(toStructured(DEFAULT_SCHEDULE_EXPRESSION)).toEqual(structured());
  });

  it('reads time, weekday, week of month and lead time', () => {
    expect(toStructured('30 14 8-14 * 2 1440')).toEqual(
      structured({
        minute: 30,
        hour: 2,
        meridiem: 'PM',
        weekday: 'Tue',
        weekOfMonth: '8-14',
        leadTimeHours: 24,
      }),
    );
    expect(toStructured('5 12 * * *')).toEqual(
      structured({ minute: 5, hour: 12, meridiem: 'PM', weekday: 'Always' }),
    );
    expect(toStructured('0 9 29-31 * 0 0')).toEqual(
      structured({ hour: 9, weekday: 'Sun', weekOfMonth: '29-31', leadTimeHours: 0 }),
    );
  });

  it('marks anything outside the structured choices as special, keeping the raw text', () => {
    const special = [
      '* 9 * * 1', // every minute
      '0 9-17 * * 1', // hour range
      '0 9 * 3 1', // a month
      '0 9 15 * 1', // single day of month
      '0 9 5-11 * 1', // range that is not a week
      '0 9 * * 1-5', // weekday range
      '0 9 * * 7', // Sunday written as 7
      '0 9 * * 1 60-120', // lead-time range
      '0 25 * * 1', // invalid
      'every monday',
      '',
    ];
    for (const raw of special) expect(toStructured(raw)).toEqual({ kind: 'special', raw });
  });
});

describe('fromStructured', () => {
  it('builds the expression from the choices', () => {
    expect(fromStructured(structured())).toBe('0 0 * * 1');
    expect(fromStructured(structured({ hour: 12, meridiem: 'PM', weekday: 'Always' }))).toBe('0 12 * * *');
    expect(fromStructured(structured({ minute: 45, hour: 11, meridiem: 'PM', weekday: 'Sun' }))).toBe(
      '45 23 * * 0',
    );
    expect(fromStructured(structured({ weekday: 'Sat', weekOfMonth: '22-28', leadTimeHours: 2 }))).toBe(
      '0 0 22-28 * 6 120',
    );
  });

  it('gives back the raw text of a special model', () => {
    expect(fromStructured({ kind: 'special', raw: '0 9 * 1-6 *' })).toBe('0 9 * 1-6 *');
  });

  const structuredExpression = fc
    .tuple(
      fc.integer({ min: 0, max: 59 }),
      fc.integer({ min: 0, max: 23 }),
      fc.constantFrom('*', ...WEEK_OF_MONTH_OPTIONS),
      fc.constantFrom('*', '0', '1', '2', '3', '4', '5', '6'),
      fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: undefined }),
    )
    .map(([minute, hour, dayOfMonth, weekday, lead]) =>
      [minute, hour, dayOfMonth, '*', weekday, lead].filter((part) => part !== undefined).join(' '),
    );

  it('round-trips structured expressions: fromStructured(toStructured(x)) === x', () => {
    fc.assert(
      fc.property(structuredExpression, (expression) => {
        const model = toStructured(expression);
        expect(model.kind).toBe('structured');
        expect(fromStructured(model)).toBe(expression);
      }),
    );
  });

  it('round-trips any text through a special model unchanged', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const model = toStructured(text);
        fc.pre(model.kind === 'special');
        expect(fromStructured(model)).toBe(text);
      }),
    );
  });

  it('round-trips editor choices: toStructured(fromStructured(m)) equals m', () => {
    const model = fc.record({
      kind: fc.constant('structured' as const),
      minute: fc.integer({ min: 0, max: 59 }),
      hour: fc.constantFrom(...HOUR_OPTIONS),
      meridiem: fc.constantFrom(...MERIDIEM_OPTIONS),
      weekday: fc.constantFrom(...WEEKDAY_OPTIONS),
      weekOfMonth: fc.constantFrom(null, ...WEEK_OF_MONTH_OPTIONS),
      leadTimeHours: fc.option(fc.integer({ min: 0, max: 336 }), { nil: null }),
    });
    fc.assert(
      fc.property(model, (choices) => {
        expect(toStructured(fromStructured(choices))).toEqual(choices);
      }),
    );
  });
});

describe('resetExpression', () => {
  it('resets to 0 0 * * 1, keeping a lead time when there is one', () => {
    expect(DEFAULT_SCHEDULE_EXPRESSION).toBe('0 0 * * 1');
    expect(resetExpression()).toBe('0 0 * * 1');
    expect(resetExpression(null)).toBe('0 0 * * 1');
    expect(resetExpression(1440)).toBe('0 0 * * 1 1440');
    expect(resetExpression(0)).toBe('0 0 * * 1 0');
  });
});
