import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyTethers, tetheredQuantity, type ProductTetherFactor } from './product-tethers';

const crate: ProductTetherFactor = {
  triggeringProductID: 'bottle',
  tetheredProductID: 'crate',
  factor: 12,
  quantity: 1,
};

describe('tetheredQuantity', () => {
  it('is the ceiling of trigger / factor times the tethered quantity', () => {
    expect(tetheredQuantity(12, crate)).toBe(1);
    expect(tetheredQuantity(13, crate)).toBe(2);
    expect(tetheredQuantity(1, crate)).toBe(1);
    expect(tetheredQuantity(25, { ...crate, quantity: 3 })).toBe(9);
  });

  it('does not round up exact multiples because of float noise', () => {
    expect(tetheredQuantity(1.1, { ...crate, factor: 0.1 })).toBe(11);
    expect(tetheredQuantity(0.3, { ...crate, factor: 0.1 })).toBe(3);
  });

  it('is 0 for a non-positive factor, tethered quantity or trigger quantity', () => {
    expect(tetheredQuantity(10, { ...crate, factor: 0 })).toBe(0);
    expect(tetheredQuantity(10, { ...crate, factor: -2 })).toBe(0);
    expect(tetheredQuantity(10, { ...crate, quantity: 0 })).toBe(0);
    expect(tetheredQuantity(0, crate)).toBe(0);
    expect(tetheredQuantity(-5, crate)).toBe(0);
  });

  it('is the smallest multiple of the tethered quantity covering trigger / factor × quantity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 50 }),
        (trigger, factor, quantity) => {
          const result = tetheredQuantity(trigger, { ...crate, factor, quantity });
          expect(result % quantity).toBe(0);
          expect(result).toBeGreaterThanOrEqual((trigger / factor) * quantity);
          expect(result - quantity).toBeLessThan((trigger / factor) * quantity);
        },
      ),
    );
  });
});

describe('applyTethers', () => {
  const lid: ProductTetherFactor = {
    triggeringProductID: 'cup',
    tetheredProductID: 'lid',
    factor: 1,
    quantity: 1,
  };

  it('gives the tethered quantities for the triggering products', () => {
    const result = applyTethers(
      [
        { productID: 'bottle', quantity: 30 },
        { productID: 'cup', quantity: 5 },
        { productID: 'bread', quantity: 4 },
      ],
      [crate, lid],
    );
    expect(result).toEqual([
      { productID: 'crate', quantity: 3 },
      { productID: 'lid', quantity: 5 },
    ]);
  });

  it('sums lines of the same product before taking the ceiling', () => {
    const lines = [
      { productID: 'bottle', quantity: 6 },
      { productID: 'bottle', quantity: 6 },
    ];
    expect(applyTethers(lines, [crate])).toEqual([{ productID: 'crate', quantity: 1 }]);
  });

  it('adds up several tethers onto the same product', () => {
    const crateForCans: ProductTetherFactor = {
      triggeringProductID: 'can',
      tetheredProductID: 'crate',
      factor: 24,
      quantity: 1,
    };
    const lines = [
      { productID: 'bottle', quantity: 12 },
      { productID: 'can', quantity: 48 },
    ];
    expect(applyTethers(lines, [crate, crateForCans])).toEqual([{ productID: 'crate', quantity: 3 }]);
  });

  it('leaves out tethers whose trigger is absent or zero, and does not chain', () => {
    const crateToPallet: ProductTetherFactor = {
      triggeringProductID: 'crate',
      tetheredProductID: 'pallet',
      factor: 40,
      quantity: 1,
    };
    expect(applyTethers([{ productID: 'bottle', quantity: 0 }], [crate])).toEqual([]);
    expect(applyTethers([{ productID: 'bottle', quantity: 12 }], [crate, crateToPallet])).toEqual([
      { productID: 'crate', quantity: 1 },
    ]);
  });
});
