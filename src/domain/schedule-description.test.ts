import { describe, expect, it } from 'vitest';
import { describeSchedule } from './schedule-description';

describe('describeSchedule', () => {
  it('names the weekday and the time on the 12-hour clock', () => {
    expect(describeSchedule('0 6 * * 1')).toBe('Mondays at 6:00 AM');
    expect(describeSchedule('5 13 * * 0')).toBe('Sundays at 1:05 PM');
    expect(describeSchedule('30 12 * * 6')).toBe('Saturdays at 12:30 PM');
  });

  it('says every day for any weekday, and 12 AM for midnight', () => {
    expect(describeSchedule('0 0 * * *')).toBe('Every day at 12:00 AM');
  });

  it('names the week of the month', () => {
    expect(describeSchedule('0 9 8-14 * 2')).toBe('2nd Tuesday of the month at 9:00 AM');
    expect(describeSchedule('0 9 29-31 * 5')).toBe('5th Friday of the month at 9:00 AM');
    expect(describeSchedule('0 9 1-7 * *')).toBe('Days 1-7 of the month at 9:00 AM');
  });

  it('adds the lead time in hours', () => {
    expect(describeSchedule('30 14 8-14 * 2 1440')).toBe(
      '2nd Tuesday of the month at 2:30 PM, lead time 24 hours',
    );
    expect(describeSchedule('0 6 * * 1 60')).toBe('Mondays at 6:00 AM, lead time 1 hour');
    expect(describeSchedule('0 6 * * 1 90')).toBe('Mondays at 6:00 AM, lead time 1.5 hours');
  });

  it('gives special and invalid expressions back raw, and nothing for nothing', () => {
    expect(describeSchedule('0 9 * 1-6 *')).toBe('0 9 * 1-6 *');
    expect(describeSchedule('0 25 * * 1')).toBe('0 25 * * 1');
    expect(describeSchedule('  ')).toBe('');
    expect(describeSchedule(null)).toBe('');
    expect(describeSchedule(undefined)).toBe('');
  });
});
