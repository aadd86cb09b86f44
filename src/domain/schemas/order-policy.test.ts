import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { orderPolicySchema } from './order-policy';

describe('orderPolicySchema', () => {
  it('accepts the Slotted and Open arrangements only', () => {
    expect(v.is(orderPolicySchema, { orderingArrangement: 'Slotted' })).toBe(true);
    expect(v.is(orderPolicySchema, { orderingArrangement: 'Open' })).toBe(true);
    expect(v.is(orderPolicySchema, { orderingArrangement: 'slotted' })).toBe(false);
    expect(v.is(orderPolicySchema, {})).toBe(false);
  });

  it('needs both dates on each offered order slot', () => {
    const slot = { orderBy: '2025-03-02T12:00:00+11:00', deliverBy: '2025-03-03T07:00:00+11:00' };
    expect(v.is(orderPolicySchema, { orderingArrangement: 'Slotted', orderSlots: [slot] })).toBe(true);
    expect(
      v.is(orderPolicySchema, { orderingArrangement: 'Slotted', orderSlots: [{ orderBy: slot.orderBy }] }),
    ).toBe(false);
  });
});
