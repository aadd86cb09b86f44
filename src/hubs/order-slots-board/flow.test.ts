import { describe, expect, it } from 'vitest';
import type { RecordOf } from '../../data/mirror-row';
import { boardReducer, initialBoardState } from './board-flow';
import { orderSlotsBoardFlow } from './flow';

const ZONE = 'Australia/Melbourne';
// Thursday 26 November 2026, 10:00 AM in Melbourne (AEDT, UTC+11).
const NOW = new Date('2026-11-25T23:00:00Z').getTime();
const slots: RecordOf<'order-slots'>[] = [
  { id: 'am', slotName: 'Weekday Morning', cronExpression: '0 7 * * 1-5', orderLeadHours: 14, isOn: true },
];
const agreements: RecordOf<'customers'>[] = [
  { id: 'agr-cafe', buyerID: 'comp-cafe', buyer: { companyName: 'Sydney Road Cafe' }, orderSlotIDs: ['am'] },
  {
    id: 'agr-bistro',
    buyerID: 'comp-bistro',
    buyer: { companyName: 'Acland Street Bistro' },
    orderSlotIDs: ['am'],
  },
];
// Friday 27 November, 7:00 AM in Melbourne.
const orders: RecordOf<'customer-orders'>[] = [
  {
    id: 'co-1',
    customerOrderNumber: '1',
    orderSlotID: 'am',
    supplyAgreementID: 'agr-cafe',
    dueDate: '2026-11-26T20:00:00.000Z',
    amountTotal: 100.1,
  },
];
const today = initialBoardState('2026-11-26');

describe('the order slot board flow', () => {
  it('waits for the slots', () => {
    const view = orderSlotsBoardFlow({
      slots: undefined,
      orders,
      agreements,
      state: today,
      now: NOW,
      timeZone: ZONE,
    });
    expect(view).toEqual({ week: undefined, days: [], opened: null, thisWeek: true });
  });

  it('lays the runs out by day, Monday first, today marked', () => {
    const view = orderSlotsBoardFlow({ slots, orders, agreements, state: today, now: NOW, timeZone: ZONE });
    expect(view.days.map((day) => [day.day, day.isToday, day.runs.length])).toEqual([
      ['2026-11-23', false, 1],
      ['2026-11-24', false, 1],
      ['2026-11-25', false, 1],
      ['2026-11-26', true, 1],
      ['2026-11-27', false, 1],
      ['2026-11-28', false, 0],
      ['2026-11-29', false, 0],
    ]);
    expect(view.days[4]?.runs[0]?.cell.orders.map((placed) => placed.customer)).toEqual(['Sydney Road Cafe']);
    expect(view.opened).toBeNull();
  });

  it('opens a run with the customers who have not ordered yet while it takes orders', () => {
    const state = boardReducer(today, { type: 'open', slotID: 'am', day: '2026-11-27' });
    const view = orderSlotsBoardFlow({ slots, orders, agreements, state, now: NOW, timeZone: ZONE });
    expect(view.opened?.cell.phase).toBe('open');
    expect(view.opened?.notOrderedYet).toEqual(['Acland Street Bistro']);
  });

  it('lists nobody as missing once the cut-off has passed', () => {
    const state = boardReducer(today, { type: 'open', slotID: 'am', day: '2026-11-26' });
    const view = orderSlotsBoardFlow({ slots, orders, agreements, state, now: NOW, timeZone: ZONE });
    expect(view.opened?.cell.phase).toBe('past');
    expect(view.opened?.notOrderedYet).toEqual([]);
  });

  it('is not on this week after moving on', () => {
    const state = boardReducer(today, { type: 'next-week' });
    expect(orderSlotsBoardFlow({ slots, orders, agreements, state, now: NOW, timeZone: ZONE }).thisWeek).toBe(
      false,
    );
  });
});
