import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { calendarItemSchema, scheduleAdjustmentSchema } from './schedule-adjustment';

describe('scheduleAdjustmentSchema', () => {
  it('allows no replacing date, which cancels the occurrence', () => {
    expect(
      v.is(scheduleAdjustmentSchema, {
        dateTrigger: '2025-04-25T00:00:00Z',
        replacingDate: null,
        isAdjusting: true,
      }),
    ).toBe(true);
  });

  it('takes the cut-off time as HH:mm from 00:00 to 23:59', () => {
    const at = (replacingTime: string) =>
      v.is(scheduleAdjustmentSchema, { dateTrigger: '2025-04-25', replacingTime });
    expect(at('00:00')).toBe(true);
    expect(at('23:59')).toBe(true);
    expect(at('24:00')).toBe(false);
    expect(at('6:30')).toBe(false);
  });
});

describe('calendarItemSchema', () => {
  it('needs orderBy and deliverBy dates', () => {
    expect(
      v.is(calendarItemSchema, { orderBy: '2025-04-20', deliverBy: '2025-04-22', isCancelled: true }),
    ).toBe(true);
    expect(v.is(calendarItemSchema, { orderBy: '2025-04-20' })).toBe(false);
  });
});
