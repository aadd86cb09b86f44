import { describe, expect, it } from 'vitest';
import { acceptProblem, levelsOf, proposeBalancing, type ThresholdRecord } from './balance-state';

const rule = (fields: Partial<ThresholdRecord> & { id: string; productID: string; locationID: string }): ThresholdRecord => ({
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
        rule({ id: 't-oj', productID: 'oj', locationID: 'wh', lowerThreshold: 60, upperThreshold: 180, minimumOrderAmount: 30, orderIncrement: 6 }),
        rule({ id: 't-cola', productID: 'cola', locationID: 'wh', lowerThreshold: 240 }),
      ],
      levels,
      ['wh', 'cold'],
    );
    expect(proposals).toEqual([
      { key: 't-oj', productID: 'oj', locationID: 'wh', level: 42, lowerThreshold: 60, quantity: 138, kind: 'purchase', fromLocationID: null },
      { key: 't-milk', productID: 'milk', locationID: 'wh', level: 27, lowerThreshold: 36, quantity: 117, kind: 'transfer', fromLocationID: 'cold' },
    ]);
  });

  it('never empties another location below its own lower threshold', () => {
    const proposals = proposeBalancing(
      [rule({ id: 't-milk', productID: 'milk', locationID: 'wh' }), rule({ id: 't-milk-cold', productID: 'milk', locationID: 'cold', lowerThreshold: 250 })],
      levels,
      ['wh', 'cold'],
    );
    expect(proposals).toEqual([expect.objectContaining({ key: 't-milk', kind: 'purchase' })]);
  });
});

describe('acceptProblem', () => {
  const oj = rule({ id: 't-oj', productID: 'oj', locationID: 'wh', lowerThreshold: 60, upperThreshold: 180, minimumOrderAmount: 30, orderIncrement: 6 });

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
