import { describe, expect, it } from 'vitest';
import { levelsOf, proposeBalancing, type ThresholdRecord } from './balance-state';

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
