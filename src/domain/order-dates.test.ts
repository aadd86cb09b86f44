import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayStart,
  dueDayProblem,
  dueDayRule,
  dueDayWarning,
  earliestDueDay,
  isBeforeCutOff,
  isWeekend,
  localDayOf,
  openCutOff,
  upcomingOrderSlots,
} from './order-dates';

// Wednesday 4 March 2026, 10:00 AM in Melbourne (AEDT, UTC+11).
const WED_10AM = new Date('2026-03-03T23:00:00Z');
const FRI_10AM = new Date('2026-03-05T23:00:00Z');
const demo = { orderLeadHours: 24, requireLeadTime: true, isAvailableWeekends: false };

describe('order due dates', () => {
  it('reads days in the time zone, not the machine', () => {
    expect(localDayOf(WED_10AM)).toBe('2026-03-04');
    expect(dayStart('2026-03-04')).toBe('2026-03-03T13:00:00.000Z');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(isWeekend('2026-03-07')).toBe(true);
    expect(isWeekend('2026-03-06')).toBe(false);
  });

  it('puts the earliest due day after the lead time, past a weekend unless weekends are open', () => {
    expect(earliestDueDay(WED_10AM, demo)).toBe('2026-03-05');
    expect(earliestDueDay(FRI_10AM, demo)).toBe('2026-03-09');
    expect(earliestDueDay(FRI_10AM, { ...demo, isAvailableWeekends: true })).toBe('2026-03-07');
    expect(earliestDueDay(WED_10AM, {})).toBe('2026-03-04');
  });

  it('refuses weekends and days inside a required lead time', () => {
    expect(dueDayProblem('2026-03-07', WED_10AM, demo)).toBe('No deliveries on weekends');
    expect(dueDayProblem('2026-03-04', WED_10AM, demo)).toBe(
      "Orders need 24 hours' notice: the earliest is 05 Mar 2026",
    );
    expect(dueDayProblem('2026-03-05', WED_10AM, demo)).toBeNull();
    expect(dueDayProblem('2026-03-07', WED_10AM, { ...demo, isAvailableWeekends: true })).toBeNull();
  });

  it('refuses a day already past in the zone, whatever the terms', () => {
    expect(dueDayProblem('2026-03-03', WED_10AM, {})).toBe('That day has passed');
    expect(dueDayProblem('2026-03-04', WED_10AM, {})).toBeNull();
    // 10 AM Wednesday in Melbourne is 7 AM Wednesday in Perth: Tuesday has passed there too.
    expect(dueDayProblem('2026-03-03', WED_10AM, {}, 'Australia/Perth')).toBe('That day has passed');
  });

  it('only warns about short notice when the lead time is not required', () => {
    const relaxed = { ...demo, requireLeadTime: false };
    expect(dueDayProblem('2026-03-04', WED_10AM, relaxed)).toBeNull();
    expect(dueDayWarning('2026-03-04', WED_10AM, relaxed)).toBe("Less than 24 hours' notice");
    expect(dueDayWarning('2026-03-05', WED_10AM, relaxed)).toBeNull();
    expect(dueDayWarning('2026-03-04', WED_10AM, demo)).toBeNull();
  });

  it("closes each ordering day at the seller's Daily Cut-Off Time instead of midnight", () => {
    const WED_6PM = new Date('2026-03-04T07:00:00Z');
    // No lead time: today's orders close at 5 PM today.
    expect(openCutOff('2026-03-04', { orderCutOffTime: '17:00' })).toBe('2026-03-04T06:00:00.000Z');
    expect(dueDayProblem('2026-03-04', WED_10AM, { orderCutOffTime: '17:00' })).toBeNull();
    expect(dueDayRule('2026-03-04', WED_6PM, { orderCutOffTime: '17:00' })).toEqual({
      rule: 'cutOff',
      message: 'orders for it closed at the 5:00 PM cut-off on 04 Mar 2026',
    });
    expect(dueDayProblem('2026-03-04', WED_6PM, {})).toBeNull();
    // A required 24 hours: Thursday's orders close at 5 PM Wednesday (not midnight), so after it Friday is the first day.
    expect(openCutOff('2026-03-05', { ...demo, orderCutOffTime: '17:00' })).toBe('2026-03-04T06:00:00.000Z');
    expect(earliestDueDay(WED_10AM, { ...demo, orderCutOffTime: '17:00' })).toBe('2026-03-05');
    expect(earliestDueDay(WED_6PM, demo)).toBe('2026-03-05');
    expect(earliestDueDay(WED_6PM, { ...demo, orderCutOffTime: '17:00' })).toBe('2026-03-06');
    // A lead time ending mid-day: the last 5 PM at or before it.
    expect(
      openCutOff('2026-03-05', { orderLeadHours: 14, requireLeadTime: true, orderCutOffTime: '17:00' }),
    ).toBe('2026-03-04T06:00:00.000Z');
    // An unreadable time is no cut-off.
    expect(openCutOff('2026-03-04', { orderCutOffTime: 'soon' })).toBe('2026-03-04T13:00:00.000Z');
  });
});

describe('order slots', () => {
  const morning = {
    id: 'slot-am',
    slotName: 'Morning',
    cronExpression: '0 7 * * 1-5',
    orderLeadHours: 12,
    isOn: true,
  };
  it('offers only slots whose cut-off has not passed, soonest first', () => {
    const slots = upcomingOrderSlots([morning], WED_10AM, { count: 3 });
    // Thu 7 AM has its cut-off Wed 7 PM (still ahead); Wed 7 AM is gone.
    expect(slots.map((slot) => slot.deliverBy)).toEqual([
      '2026-03-04T20:00:00.000Z',
      '2026-03-05T20:00:00.000Z',
      '2026-03-08T20:00:00.000Z',
    ]);
    expect(slots[0]).toMatchObject({
      orderSlotID: 'slot-am',
      slotName: 'Morning',
      orderBy: '2026-03-04T08:00:00.000Z',
    });
  });

  it('drops a slot once its cut-off passes and skips slots turned off', () => {
    const late = new Date('2026-03-04T08:30:00Z'); // Wed 7:30 PM, past Thursday's cut-off
    expect(upcomingOrderSlots([morning], late, { count: 1 })[0]?.deliverBy).toBe('2026-03-05T20:00:00.000Z');
    expect(upcomingOrderSlots([{ ...morning, isOn: false }], WED_10AM)).toEqual([]);
  });

  it('uses the schedule lead field as the cut-off when there is one', () => {
    const slot = { ...morning, cronExpression: '0 7 * * 1-5 60', orderLeadHours: null };
    expect(upcomingOrderSlots([slot], WED_10AM, { count: 1 })[0]?.orderBy).toBe('2026-03-04T19:00:00.000Z');
  });

  it('tells whether a cut-off has passed', () => {
    expect(isBeforeCutOff('2026-03-04T00:00:00Z', WED_10AM)).toBe(true);
    expect(isBeforeCutOff('2026-03-03T00:00:00Z', WED_10AM)).toBe(false);
    expect(isBeforeCutOff(null, WED_10AM)).toBe(true);
  });
});
