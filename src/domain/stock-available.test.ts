import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availableStock, committedUnits, stockFigures } from './stock-available';

describe('available stock', () => {
  it('is on hand less committed, below zero when more is promised than is on the shelf', () => {
    expect(availableStock(84, 24)).toBe(60);
    expect(availableStock(10, 12)).toBe(-2);
    expect(stockFigures({ inStock: 84, onRequest: 24 })).toEqual({
      onHand: 84,
      committed: 24,
      available: 60,
    });
    expect(stockFigures(null)).toEqual({ onHand: 0, committed: 0, available: 0 });
  });

  it('commits what a line ordered less what is picked, and nothing once the consignment is picked', () => {
    expect(committedUnits(24, 0, true)).toBe(24);
    expect(committedUnits(24, 10, true)).toBe(14);
    expect(committedUnits(24, 30, true)).toBe(0);
    expect(committedUnits(24, 10, false)).toBe(0);
  });

  it('never rises when more of a line is picked', () => {
    fc.assert(
      fc.property(
        fc.nat(500),
        fc.nat(100),
        fc.nat(100),
        fc.integer({ min: 1, max: 100 }),
        (onHand, ordered, picked, more) => {
          const before = availableStock(onHand, committedUnits(ordered, picked, true));
          const after = availableStock(onHand - more, committedUnits(ordered, picked + more, true));
          expect(after).toBeLessThanOrEqual(before);
          // It falls by exactly what was picked beyond the order.
          expect(before - after).toBe(Math.max(0, picked + more - Math.max(ordered, picked)));
        },
      ),
    );
  });
});
