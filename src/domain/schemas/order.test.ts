import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { orderItemSchema, orderRuleSchema, orderSchema } from './order';

describe('orderItemSchema', () => {
  it('needs a numeric quantity but not an id, so unsaved lines parse', () => {
    expect(v.is(orderItemSchema, { quantity: 0 })).toBe(true);
    expect(v.is(orderItemSchema, { productID: 'p1' })).toBe(false);
    expect(v.is(orderItemSchema, { quantity: '6' })).toBe(false);
  });

  it('requires both fields of a price tier', () => {
    expect(
      v.is(orderItemSchema, { quantity: 1, unitPriceIncrements: [{ unitCountTrigger: 10, unitValue: 2.5 }] }),
    ).toBe(true);
    expect(v.is(orderItemSchema, { quantity: 1, unitPriceIncrements: [{ unitCountTrigger: 10 }] })).toBe(
      false,
    );
  });
});

describe('orderRuleSchema', () => {
  it('takes a bare rule name or a rule with its value', () => {
    expect(v.is(orderRuleSchema, 'QuantityInIncrements')).toBe(true);
    expect(v.is(orderRuleSchema, { rule: 'QuantityInIncrements', value: 6 })).toBe(true);
    expect(v.is(orderRuleSchema, { value: 6 })).toBe(false);
    expect(v.is(orderRuleSchema, 6)).toBe(false);
  });
});

describe('orderSchema', () => {
  it('accepts order numbers as text or numbers', () => {
    expect(v.is(orderSchema, { id: 'o1', customerOrderNumber: 1042, purchaseOrderNumber: 'PO-1' })).toBe(
      true,
    );
    expect(v.is(orderSchema, { id: 'o1', customerOrderNumber: true })).toBe(false);
  });

  it('keeps tagsCSV as comma-separated text', () => {
    expect(v.is(orderSchema, { id: 'o1', tagsCSV: 'IgnoreDeliveryFee,Weekly' })).toBe(true);
    expect(v.is(orderSchema, { id: 'o1', tagsCSV: ['IgnoreDeliveryFee'] })).toBe(false);
  });
});
