import { describe, expect, it } from 'vitest';
import { checkStock } from './stock-check';
import { standingDeparture, standingOrderDemand } from './standing-demand';

// Daily at 07:00 in Melbourne (20:00 UTC the day before, in summer).
const standing = {
  id: 'so-cafe',
  isOn: true,
  cronExpression: '0 7 * * *',
  sellerID: 'comp1',
  orderItems: [
    { productID: 'milk', quantity: 12 },
    { productID: null, description: 'Delivery', quantity: 1 },
  ],
  // The 27 Nov run is cancelled.
  adjustments: '2026-11-26T20:00:00.000Z,,0,0,true',
};
const window = {
  from: '2026-11-24T13:00:00.000Z',
  until: '2026-11-28T13:00:00.000Z',
  timeZone: 'Australia/Melbourne',
  departureOf: () => 'wh',
};

describe('standing orders as demand', () => {
  it("asks for the standing order's lines on each coming occurrence, cancelled ones left out", () => {
    expect(standingOrderDemand([standing], [], window)).toEqual([
      { productID: 'milk', quantity: 12, locationID: 'wh', dueDate: '2026-11-24T20:00:00.000Z' },
      { productID: 'milk', quantity: 12, locationID: 'wh', dueDate: '2026-11-25T20:00:00.000Z' },
      { productID: 'milk', quantity: 12, locationID: 'wh', dueDate: '2026-11-27T20:00:00.000Z' },
    ]);
  });

  it('counts an occurrence already made into an order through that order, and not at all once confirmed', () => {
    const made = (occurrence: string, fields: Record<string, unknown>) => ({
      standingOrderID: 'so-cafe',
      standingOrderSlotID: null,
      standingOrderOccurrence: occurrence,
      ...fields,
    });
    const orders = [
      made('2026-11-24T20:00:00.000Z', {
        isConfirmed: true,
        orderItems: [{ productID: 'milk', quantity: 12 }],
      }),
      made('2026-11-25T20:00:00.000Z', {
        isConfirmed: false,
        orderItems: [{ productID: 'milk', quantity: 20 }],
      }),
    ];
    expect(
      standingOrderDemand([standing], orders, window).map((line) => [line.dueDate, line.quantity]),
    ).toEqual([
      ['2026-11-25T20:00:00.000Z', 20],
      ['2026-11-27T20:00:00.000Z', 12],
    ]);
  });

  it('asks nothing of a standing order that is off or deleted', () => {
    expect(
      standingOrderDemand(
        [
          { ...standing, isOn: false },
          { ...standing, id: 'x', isInactive: true },
        ],
        [],
        window,
      ),
    ).toEqual([]);
  });

  it('puts the demand where the goods leave from, and shows the shortfall against stock', () => {
    expect(standingDeparture('wh', [{ id: 'a', locationName: 'Alpha' }])).toBe('wh');
    expect(
      standingDeparture(null, [
        { id: 'z', locationName: 'Zeta' },
        { id: 'a', locationName: 'Alpha' },
      ]),
    ).toBe('a');
    const rows = checkStock(
      standingOrderDemand([standing], [], window),
      new Map([['milk|wh', 30]]),
      window.from,
      window.until,
    );
    expect(rows).toEqual([{ productID: 'milk', locationID: 'wh', demand: 36, inStock: 30, balance: -6 }]);
  });
});
