import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderQuantityProblem, proposedQuantity } from './stock-replenishment';

describe('proposedQuantity', () => {
  const milk = { lowerThreshold: 90, upperThreshold: 360, minimumOrderAmount: 90, orderIncrement: 9 };

  it('proposes nothing at or above the lower threshold', () => {
    expect(proposedQuantity(90, milk)).toBe(0);
    expect(proposedQuantity(200, milk)).toBe(0);
  });

  it('fills up to the upper threshold in whole increments above the minimum', () => {
    expect(proposedQuantity(40, milk)).toBe(324);
    expect(proposedQuantity(89, { ...milk, upperThreshold: 100 })).toBe(90);
  });

  it('always respects the minimum and the increment', () => {
    const rule = fc.record({
      lowerThreshold: fc.integer({ min: 1, max: 500 }),
      upperThreshold: fc.integer({ min: 0, max: 1000 }),
      minimumOrderAmount: fc.integer({ min: 0, max: 200 }),
      orderIncrement: fc.integer({ min: 1, max: 50 }),
    });
    fc.assert(
      fc.property(rule, fc.integer({ min: -50, max: 600 }), (r, level) => {
        const quantity = proposedQuantity(level, r);
        const below = level < r.lowerThreshold;
        const inSteps =
          (quantity - r.minimumOrderAmount) % r.orderIncrement === 0 || quantity % r.orderIncrement === 0;
        const fills = level + quantity >= Math.max(r.upperThreshold, r.lowerThreshold);
        expect(below ? quantity >= r.minimumOrderAmount && inSteps && fills : quantity === 0).toBe(true);
      }),
    );
  });
});

describe('orderQuantityProblem', () => {
  const milk = { lowerThreshold: 36, upperThreshold: 144, minimumOrderAmount: 36, orderIncrement: 9 };

  it('takes the minimum and whole increments above it, nothing else', () => {
    expect([36, 45, 117].map((quantity) => orderQuantityProblem(quantity, milk))).toEqual([null, null, null]);
    expect(orderQuantityProblem(27, milk)).toBe("The supplier's minimum order is 36");
    expect(orderQuantityProblem(40, milk)).toBe('Order 36 plus steps of 9 (36, 45, 54, …)');
    expect(orderQuantityProblem(0, milk)).toBe('Enter a whole number above 0');
    expect(orderQuantityProblem(2.5, { ...milk, minimumOrderAmount: null, orderIncrement: null })).toBe(
      'Enter a whole number above 0',
    );
    expect(orderQuantityProblem(14, { ...milk, minimumOrderAmount: null, orderIncrement: 6 })).toBe(
      'Order in steps of 6 (6, 12, 18, …)',
    );
    expect(orderQuantityProblem(7, { ...milk, minimumOrderAmount: null, orderIncrement: null })).toBeNull();
  });

  it('accepts every quantity the balancer proposes', () => {
    const rule = fc.record({
      lowerThreshold: fc.integer({ min: 1, max: 500 }),
      upperThreshold: fc.integer({ min: 0, max: 1000 }),
      minimumOrderAmount: fc.option(fc.integer({ min: 0, max: 200 })),
      orderIncrement: fc.option(fc.integer({ min: 1, max: 50 })),
    });
    fc.assert(
      fc.property(rule, fc.integer({ min: -50, max: 499 }), (r, level) => {
        fc.pre(level < r.lowerThreshold);
        expect(orderQuantityProblem(proposedQuantity(level, r), r)).toBeNull();
      }),
    );
  });
});
