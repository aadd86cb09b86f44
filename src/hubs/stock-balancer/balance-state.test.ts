import { describe, expect, it } from 'vitest';
import {
  acceptProblem,
  levelsOf,
  proposeBalancing,
  stockOnTheWay,
  type ThresholdRecord,
} from './balance-state';

const rule = (
  fields: Partial<ThresholdRecord> & { id: string; productID: string; locationID: string },
): ThresholdRecord => ({
  lowerThreshold: 36,
  upperThreshold: 144,
  minimumOrderAmount: 36,
  orderIncrement: 9,
  ...fields,
});

describe('proposeBalancing', () => {
  const levels = levelsOf([
    { productID: 'milk', locationID: 'wh', available: 27 },
    { productID: 'milk', locationID: 'cold', available: 300 },
    { productID: 'oj', locationID: 'wh', available: 42 },
    { productID: 'oj', locationID: 'cold', available: 36 },
    { productID: 'cola', locationID: 'wh', available: 900 },
  ]);

  it('moves stock from a location with enough to spare, else buys, minimum and increment kept, worst first', () => {
    const proposals = proposeBalancing(
      [
        rule({ id: 't-milk', productID: 'milk', locationID: 'wh' }),
        rule({
          id: 't-oj',
          productID: 'oj',
          locationID: 'wh',
          lowerThreshold: 60,
          upperThreshold: 180,
          minimumOrderAmount: 30,
          orderIncrement: 6,
        }),
        rule({ id: 't-cola', productID: 'cola', locationID: 'wh', lowerThreshold: 240 }),
      ],
      levels,
      ['wh', 'cold'],
    );
    expect(proposals).toEqual([
      {
        key: 't-oj',
        productID: 'oj',
        locationID: 'wh',
        level: 42,
        onTheWay: 0,
        lowerThreshold: 60,
        quantity: 138,
        kind: 'purchase',
        fromLocationID: null,
        supplyLine: null,
      },
      {
        key: 't-milk',
        productID: 'milk',
        locationID: 'wh',
        level: 27,
        onTheWay: 0,
        lowerThreshold: 36,
        quantity: 117,
        kind: 'transfer',
        fromLocationID: 'cold',
        supplyLine: null,
      },
    ]);
  });

  it('follows the supply line that restocks a product at a location: moved from its place, bought from its supplier, or made (not proposed here)', () => {
    const thresholds = [
      rule({ id: 't-milk', productID: 'milk', locationID: 'wh' }),
      rule({ id: 't-oj', productID: 'oj', locationID: 'wh', lowerThreshold: 60 }),
      rule({ id: 't-cola', productID: 'cola', locationID: 'wh', lowerThreshold: 1000 }),
    ];
    const lines = [
      // Milk is bought in at the warehouse, though the cold store could spare it.
      { id: 'l-milk', productID: 'milk', destinationLocationID: 'wh', sellerID: 'dairy', isOn: true },
      // Orange juice comes from the yard, whatever the cold store holds.
      { id: 'l-oj', productID: 'oj', destinationLocationID: 'wh', departureLocationID: 'yard', isOn: true },
      // Cola is made in house: production's to restock.
      { id: 'l-cola', productID: 'cola', destinationLocationID: 'wh', isManufactured: true, isOn: true },
      // A line switched off restocks nothing.
      { id: 'l-oj-off', productID: 'oj', destinationLocationID: 'wh', sellerID: 'juicer', isOn: false },
    ];
    const proposals = proposeBalancing(thresholds, levels, ['wh', 'cold'], undefined, lines);
    expect(proposals.map((p) => [p.key, p.kind, p.fromLocationID, p.supplyLine?.id ?? null])).toEqual([
      ['t-oj', 'transfer', 'yard', 'l-oj'],
      ['t-milk', 'purchase', null, 'l-milk'],
    ]);
    // Without lines, milk moves from the cold store as before.
    expect(proposeBalancing(thresholds.slice(0, 1), levels, ['wh', 'cold'])[0]?.kind).toBe('transfer');
  });

  it('never empties another location below its own lower threshold', () => {
    const proposals = proposeBalancing(
      [
        rule({ id: 't-milk', productID: 'milk', locationID: 'wh' }),
        rule({ id: 't-milk-cold', productID: 'milk', locationID: 'cold', lowerThreshold: 250 }),
      ],
      levels,
      ['wh', 'cold'],
    );
    expect(proposals).toEqual([expect.objectContaining({ key: 't-milk', kind: 'purchase' })]);
  });
});

describe('proposeBalancing with stock on the way', () => {
  const levels = levelsOf([
    { productID: 'milk', locationID: 'wh', available: 27 },
    { productID: 'milk', locationID: 'cold', available: 300 },
  ]);
  const milk = rule({ id: 't-milk', productID: 'milk', locationID: 'wh' });

  it('proposes nothing more once an accepted transfer or purchase order is on its way, and again once it is cancelled', () => {
    const transfer = {
      id: 'c1',
      isTransfer: true,
      departureLocationID: 'cold',
      destinationLocationID: 'wh',
      consignmentOrderItems: [{ productID: 'milk', quantity: 117 }],
    };
    expect(proposeBalancing([milk], levels, ['wh', 'cold'], stockOnTheWay([], [transfer]))).toEqual([]);
    const order = { id: 'po1', locationID: 'wh', orderItems: [{ productID: 'milk', quantity: 117 }] };
    expect(proposeBalancing([milk], levels, ['wh', 'cold'], stockOnTheWay([order], []))).toEqual([]);
    expect(
      proposeBalancing(
        [milk],
        levels,
        ['wh', 'cold'],
        stockOnTheWay([{ ...order, isInactive: true }], [{ ...transfer, isInactive: true }]),
      ),
    ).toHaveLength(1);
  });

  it('proposes only the rest when what is on its way falls short, and shows it', () => {
    const order = { id: 'po1', locationID: 'wh', orderItems: [{ productID: 'milk', quantity: 5 }] };
    const byUnit = { ...milk, minimumOrderAmount: 0, orderIncrement: 1 };
    expect(proposeBalancing([byUnit], levels, ['wh', 'cold'])).toEqual([
      expect.objectContaining({ quantity: 117 }),
    ]);
    // 27 in stock and 5 coming: 32 is still under 36, so it tops up to 144 from 32.
    expect(proposeBalancing([byUnit], levels, ['wh', 'cold'], stockOnTheWay([order], []))).toEqual([
      expect.objectContaining({ level: 27, onTheWay: 5, quantity: 112, kind: 'transfer' }),
    ]);
  });

  it('counts a received order or an arrived transfer in the stock levels only, never twice', () => {
    const received = {
      id: 'po1',
      locationID: 'wh',
      receivedOn: '2026-11-25T00:00:00.000Z',
      orderItems: [{ productID: 'milk', quantity: 117 }],
    };
    const arrived = {
      id: 'c1',
      isTransfer: true,
      departureLocationID: 'cold',
      destinationLocationID: 'wh',
      performedOn: '2026-11-25T00:00:00.000Z',
      consignmentOrderItems: [{ productID: 'milk', quantity: 117 }],
    };
    expect(stockOnTheWay([received], [arrived]).inbound.size).toBe(0);
  });

  it('does not take from a location what an unpicked transfer already takes from it', () => {
    const out = {
      id: 'c2',
      isTransfer: true,
      departureLocationID: 'cold',
      destinationLocationID: 'shop',
      consignmentOrderItems: [{ productID: 'milk', quantity: 250 }],
    };
    // 300 at cold less 250 already leaving leaves 50: not enough for 117, so it is bought.
    expect(proposeBalancing([milk], levels, ['wh', 'cold'], stockOnTheWay([], [out]))).toEqual([
      expect.objectContaining({ kind: 'purchase' }),
    ]);
    // Once picked, the stock levels already show it gone: the transfer no longer counts as leaving.
    expect(stockOnTheWay([], [{ ...out, pickedOn: '2026-11-25T00:00:00.000Z' }]).outbound.size).toBe(0);
  });
});

describe('acceptProblem', () => {
  const oj = rule({
    id: 't-oj',
    productID: 'oj',
    locationID: 'wh',
    lowerThreshold: 60,
    upperThreshold: 180,
    minimumOrderAmount: 30,
    orderIncrement: 6,
  });

  it('keeps an edited purchase to the minimum order and its increments', () => {
    expect(acceptProblem({ kind: 'purchase' }, 138, oj)).toBeNull();
    expect(acceptProblem({ kind: 'purchase' }, 36, oj)).toBeNull();
    expect(acceptProblem({ kind: 'purchase' }, 24, oj)).toBe("The supplier's minimum order is 30");
    expect(acceptProblem({ kind: 'purchase' }, 40, oj)).toBe('Order 30 plus steps of 6 (30, 36, 42, …)');
  });

  it('lets a transfer move any whole number of units, but not none', () => {
    expect(acceptProblem({ kind: 'transfer' }, 40, oj)).toBeNull();
    expect(acceptProblem({ kind: 'transfer' }, 0, oj)).toBe('Enter a whole number above 0');
  });
});
