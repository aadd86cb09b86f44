import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GST_RATE,
  checkLineRules,
  checkQuantityInIncrements,
  effectiveTaxType,
  hasLineRule,
  itemsToSave,
  lineAmount,
  lineTax,
  orderTotals,
  priceLine,
  tieredUnitPrice,
  type OrderLineInput,
} from './order-pricing';

const tiers = [
  { unitCountTrigger: 10, unitValue: 4 },
  { unitCountTrigger: 50, unitValue: 3 },
  { unitCountTrigger: 100, unitValue: 2.5 },
];

describe('tieredUnitPrice', () => {
  it('falls back to the base unit price below the first trigger', () => {
    expect(tieredUnitPrice({ quantity: 9, unitPrice: 5, unitPriceIncrements: tiers })).toBe(5);
  });

  it('applies a tier when the trigger equals the quantity', () => {
    expect(tieredUnitPrice({ quantity: 10, unitPrice: 5, unitPriceIncrements: tiers })).toBe(4);
    expect(tieredUnitPrice({ quantity: 50, unitPrice: 5, unitPriceIncrements: tiers })).toBe(3);
  });

  it('uses the largest trigger not above the quantity', () => {
    expect(tieredUnitPrice({ quantity: 99, unitPrice: 5, unitPriceIncrements: tiers })).toBe(3);
    expect(tieredUnitPrice({ quantity: 1000, unitPrice: 5, unitPriceIncrements: tiers })).toBe(2.5);
  });

  it('does not depend on the order the tiers are listed in', () => {
    const reversed = [...tiers].reverse();
    expect(tieredUnitPrice({ quantity: 60, unitPrice: 5, unitPriceIncrements: reversed })).toBe(3);
  });

  it('lets the later entry win when two tiers share a trigger', () => {
    const tied = [
      { unitCountTrigger: 10, unitValue: 4 },
      { unitCountTrigger: 10, unitValue: 3.5 },
    ];
    expect(tieredUnitPrice({ quantity: 12, unitPrice: 5, unitPriceIncrements: tied })).toBe(3.5);
  });

  it('treats a missing base price as 0', () => {
    expect(tieredUnitPrice({ quantity: 1 })).toBe(0);
    expect(tieredUnitPrice({ quantity: 1, unitPrice: null })).toBe(0);
  });
});

describe('lineAmount', () => {
  it('is quantity times the tiered unit price, rounded to 2 decimals', () => {
    expect(lineAmount({ quantity: 3, unitPrice: 1.115 })).toBe(3.35);
    expect(lineAmount({ quantity: 10, unitPrice: 5, unitPriceIncrements: tiers })).toBe(40);
  });

  it('ignores the discount field', () => {
    expect(lineAmount({ quantity: 2, unitPrice: 10, discount: 5 })).toBe(20);
  });

  it('is 0 for quantity 0', () => {
    expect(lineAmount({ quantity: 0, unitPrice: 9.99 })).toBe(0);
  });
});

describe('lineTax', () => {
  it('is 10% of the line amount on GST lines', () => {
    expect(GST_RATE).toBe(0.1);
    expect(lineTax({ quantity: 2, unitPrice: 5, taxType: 'GST' })).toBe(1);
    expect(lineTax({ quantity: 1, unitPrice: 0.05, taxType: 'GST' })).toBe(0.01);
  });

  it('is 0 on lines without GST', () => {
    expect(lineTax({ quantity: 2, unitPrice: 5 })).toBe(0);
    expect(lineTax({ quantity: 2, unitPrice: 5, taxType: null })).toBe(0);
    expect(lineTax({ quantity: 2, unitPrice: 5, taxType: '' })).toBe(0);
  });

  it("uses the product's tax type only when the line has none set", () => {
    const product = { taxType: 'GST' as const };
    expect(effectiveTaxType({ quantity: 1, product })).toBe('GST');
    expect(lineTax({ quantity: 1, unitPrice: 10, product })).toBe(1);
    expect(lineTax({ quantity: 1, unitPrice: 10, taxType: null, product })).toBe(0);
  });
});

describe('priceLine', () => {
  it('keeps the line fields and adds applied price, amount and tax', () => {
    const line = { id: 'a', quantity: 10, unitPrice: 5, unitPriceIncrements: tiers, taxType: 'GST' as const };
    const priced = priceLine(line);
    expect(priced.id).toBe('a');
    expect(priced.unitPrice).toBe(5);
    expect(priced.appliedUnitPrice).toBe(4);
    expect(priced.amountTotal).toBe(40);
    expect(priced.taxTotal).toBe(4);
  });
});

const lineArb: fc.Arbitrary<OrderLineInput> = fc.record({
  quantity: fc.integer({ min: 0, max: 500 }),
  unitPrice: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
  taxType: fc.constantFrom<OrderLineInput['taxType']>('GST', null, ''),
  unitPriceIncrements: fc.array(
    fc.record({
      unitCountTrigger: fc.integer({ min: 0, max: 200 }),
      unitValue: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
    }),
    { maxLength: 4 },
  ),
});

describe('orderTotals', () => {
  it('sums a small order', () => {
    const totals = orderTotals([
      { quantity: 2, unitPrice: 5, taxType: 'GST' },
      { quantity: 1, unitPrice: 3.5 },
    ]);
    expect(totals).toEqual({ subTotal: 13.5, taxTotal: 1, amountTotal: 14.5 });
  });

  it('is all zeros for no lines', () => {
    expect(orderTotals([])).toEqual({ subTotal: 0, taxTotal: 0, amountTotal: 0 });
  });

  it('equals the sums of line amounts and taxes', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 10 }), (lines) => {
        const totals = orderTotals(lines);
        const cents = (value: number) => Math.round(value * 100);
        const sub = lines.reduce((sum, line) => sum + cents(lineAmount(line)), 0);
        const tax = lines.reduce((sum, line) => sum + cents(lineTax(line)), 0);
        expect(cents(totals.subTotal)).toBe(sub);
        expect(cents(totals.taxTotal)).toBe(tax);
        expect(cents(totals.amountTotal)).toBe(sub + tax);
      }),
    );
  });

  it('has no tax unless some line is GST', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 10 }), (lines) => {
        const untaxed = lines.map((line) => ({ ...line, taxType: null }));
        expect(orderTotals(untaxed).taxTotal).toBe(0);
      }),
    );
  });
});

describe('itemsToSave', () => {
  it('drops lines of quantity 0 and keeps the rest in order', () => {
    const lines = [
      { id: 'a', quantity: 0 },
      { id: 'b', quantity: 2 },
      { id: 'c', quantity: 0.5 },
      { id: 'd', quantity: 0 },
    ];
    expect(itemsToSave(lines).map((line) => line.id)).toEqual(['b', 'c']);
  });
});

describe('checkQuantityInIncrements', () => {
  it('accepts multiples of the increment, including 0', () => {
    expect(checkQuantityInIncrements(12, 6)).toBeNull();
    expect(checkQuantityInIncrements(6, 6)).toBeNull();
    expect(checkQuantityInIncrements(0, 6)).toBeNull();
    expect(checkQuantityInIncrements(0.3, 0.1)).toBeNull();
  });

  it('rejects other quantities with the quantity-dialog message', () => {
    expect(checkQuantityInIncrements(7, 6)).toBe('Must be in increments of 6');
    expect(checkQuantityInIncrements(5, 6)).toBe('Must be in increments of 6');
    expect(checkQuantityInIncrements(0.25, 0.5)).toBe('Must be in increments of 0.5');
  });

  it('imposes nothing without a positive increment', () => {
    expect(checkQuantityInIncrements(7, 0)).toBeNull();
    expect(checkQuantityInIncrements(7, -2)).toBeNull();
    expect(checkQuantityInIncrements(7, null)).toBeNull();
  });

  it('accepts exactly the integer multiples', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 50 }), fc.integer({ min: -100, max: 100 }), (increment, k) => {
        expect(checkQuantityInIncrements(increment * k, increment)).toBeNull();
        expect(checkQuantityInIncrements(increment * k + 1, increment)).toBe(
          `Must be in increments of ${increment}`,
        );
      }),
    );
  });
});

describe('checkLineRules', () => {
  it('applies QuantityInIncrements with the value on the rule', () => {
    const rules = [{ rule: 'QuantityInIncrements', value: 4 }];
    expect(checkLineRules({ quantity: 8, rules })).toEqual([]);
    expect(checkLineRules({ quantity: 9, rules })).toEqual(['Must be in increments of 4']);
  });

  it('uses the given increment for a bare rule name', () => {
    const line = { quantity: 9, rules: ['QuantityInIncrements'] };
    expect(hasLineRule(line, 'QuantityInIncrements')).toBe(true);
    expect(checkLineRules(line, { increment: 3 })).toEqual([]);
    expect(checkLineRules(line, { increment: 2 })).toEqual(['Must be in increments of 2']);
    expect(checkLineRules(line)).toEqual([]);
  });

  it('ignores lines without the rule', () => {
    expect(checkLineRules({ quantity: 9 }, { increment: 2 })).toEqual([]);
    expect(hasLineRule({ quantity: 9, rules: ['Other'] }, 'QuantityInIncrements')).toBe(false);
  });
});
