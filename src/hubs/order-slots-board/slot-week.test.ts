import { describe, expect, it } from 'vitest';
import { slotWeek, weekStart } from './slot-week';

const ZONE = 'Australia/Melbourne';
// Thursday 26 November 2026, 10:00 AM in Melbourne (AEDT, UTC+11).
const NOW = new Date('2026-11-25T23:00:00Z').getTime();
const slots = [
  { id: 'am', slotName: 'Weekday Morning', cronExpression: '0 7 * * 1-5', orderLeadHours: 14, isOn: true },
  { id: 'pm', slotName: 'Weekday Afternoon', cronExpression: '0 14 * * 1-5', orderLeadHours: 20, isOn: true },
  { id: 'gone', slotName: 'Old', cronExpression: '0 9 * * *', isInactive: true },
];
const agreements = [
  {
    id: 'agr-cafe',
    buyerID: 'comp-cafe',
    buyer: { companyName: 'Sydney Road Cafe' },
    orderSlotIDs: ['am', 'pm'],
  },
  {
    id: 'agr-bistro',
    buyerID: 'comp-bistro',
    buyer: { companyName: 'Acland Street Bistro' },
    orderSlotIDs: ['am'],
  },
];
const order = (id: string, slot: string, dueDate: string, extra: Record<string, unknown> = {}) => ({
  id,
  customerOrderNumber: id.slice(3),
  orderSlotID: slot,
  supplyAgreementID: 'agr-cafe',
  dueDate,
  amountTotal: 100.1,
  ...extra,
});

describe('the order slot week', () => {
  it('starts on Monday', () => {
    expect(weekStart('2026-11-26')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
  });

  const week = slotWeek(
    {
      slots,
      agreements,
      orders: [
        order('co-1', 'am', '2026-11-26T20:00:00Z'), // Fri 27 Nov 7:00 AM
        order('co-2', 'am', '2026-11-26T20:00:00Z', {
          supplyAgreementID: 'agr-bistro',
          amountTotal: 50,
          isConfirmed: true,
        }),
        order('co-3', 'pm', '2026-11-25T03:00:00Z', { isConfirmed: true, isDispatched: true }), // Wed 25 Nov 2:00 PM
        order('co-4', 'am', '2026-11-28T20:00:00Z'), // Sun 29 Nov: an adjusted run
        order('co-5', 'am', '2026-12-01T20:00:00Z'), // next week
        order('co-6', 'am', '2026-11-26T20:00:00Z', { isInactive: true }),
        { id: 'co-7', dueDate: '2026-11-26T20:00:00Z', amountTotal: 10 }, // not in a slot
      ],
    },
    { weekStart: '2026-11-23', now: NOW, timeZone: ZONE },
  );

  it('lays out the active slots by name over Monday to Sunday, running on weekdays', () => {
    expect(week.days).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(week.rows.map((row) => row.slotName)).toEqual(['Weekday Afternoon', 'Weekday Morning']);
    const morning = week.rows[1]!;
    expect(morning.cells.map((cell) => cell !== null)).toEqual([true, true, true, true, true, false, true]);
    expect(morning.customers).toEqual(['Acland Street Bistro', 'Sydney Road Cafe']);
  });

  it('gives each run its delivery time and the cut-off its lead hours set, open until the cut-off', () => {
    const morning = week.rows[1]!;
    expect(morning.cells[4]).toMatchObject({
      deliverBy: '2026-11-26T20:00:00.000Z',
      orderBy: '2026-11-26T06:00:00.000Z',
      phase: 'open',
    });
    // Thursday's run: delivered at 7:00 AM, before now.
    expect(morning.cells[3]?.phase).toBe('past');
    // Thursday afternoon: delivered at 2:00 PM, ordered by 6:00 PM the day before.
    expect(week.rows[0]!.cells[3]).toMatchObject({ orderBy: '2026-11-25T07:00:00.000Z', phase: 'closed' });
  });

  it('puts the orders in their run, by customer, with their status and the run total', () => {
    const friday = week.rows[1]!.cells[4]!;
    expect(friday.orders.map((placed) => [placed.customer, placed.status])).toEqual([
      ['Acland Street Bistro', 'confirmed'],
      ['Sydney Road Cafe', 'unconfirmed'],
    ]);
    expect(friday.amountTotal).toBe(150.1);
    expect(week.rows[0]!.cells[2]!.orders[0]).toMatchObject({ id: 'co-3', status: 'dispatched' });
    expect(week.rows[1]!.cells[6]!.orders.map((placed) => placed.id)).toEqual(['co-4']);
  });

  it('adds up the week', () => {
    expect(week.totals).toEqual({ orders: 4, amountTotal: 350.3, openRuns: 3 });
  });
});
