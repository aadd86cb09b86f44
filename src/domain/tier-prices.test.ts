import { describe, expect, it } from 'vitest';
import { tierPrices } from './tier-prices';

describe('tierPrices', () => {
  it('reads each entry naming a product with a numeric price, its breaks and rules', () => {
    const prices = tierPrices([
      {
        productID: 'milk',
        unitPrice: 2.5,
        unitPriceIncrements: [{ unitCountTrigger: 10, unitValue: 2.2 }],
        rules: [{ rule: 'QuantityInIncrements', value: 6 }],
      },
      { productID: 'bread', unitPrice: 4 },
    ]);
    expect(prices.get('milk')).toEqual({
      unitPrice: 2.5,
      unitPriceIncrements: [{ unitCountTrigger: 10, unitValue: 2.2 }],
      rules: [{ rule: 'QuantityInIncrements', value: 6 }],
    });
    expect(prices.get('bread')).toEqual({ unitPrice: 4, unitPriceIncrements: null, rules: null });
  });

  it('takes a price written as text for no price, as the order schema takes a line price', () => {
    const prices = tierPrices([{ productID: 'milk', unitPrice: '2.5' }]);
    expect(prices.has('milk')).toBe(false);
    expect(
      tierPrices([{ productID: 'milk', unitPrice: '2.5' }], { unpricedAt: 0 }).get('milk')?.unitPrice,
    ).toBe(0);
  });

  it('takes a price that is not finite for no price', () => {
    const prices = tierPrices([
      { productID: 'milk', unitPrice: Number.NaN },
      { productID: 'bread', unitPrice: Number.POSITIVE_INFINITY },
    ]);
    expect(prices.size).toBe(0);
  });

  it('keeps an unpriced entry at the given price, and leaves out entries naming no product', () => {
    const prices = tierPrices(
      [{ productID: 'milk' }, { unitPrice: 3 }, null, 'milk', { productID: 7, unitPrice: 1 }],
      { unpricedAt: 0 },
    );
    expect([...prices]).toEqual([['milk', { unitPrice: 0, unitPriceIncrements: null, rules: null }]]);
  });

  it('reads no prices from a tier without a list', () => {
    expect(tierPrices(undefined).size).toBe(0);
    expect(tierPrices(null).size).toBe(0);
    expect(tierPrices({ milk: 2 }).size).toBe(0);
  });
});
