import { describe, expect, it } from 'vitest';
import {
  agreementTerms,
  cutOffTime,
  lateChangeRefusal,
  nextAcceptable,
  orderCutOff,
  orderingPolicyRefusal,
  slotDelivery,
  type OrderingPolicy,
} from './ordering-policy';
import { rulesForProduct } from './ordering-rules-groups';

// Melbourne is UTC+11 in late 2026.
const MON_455PM = new Date('2026-11-30T05:55:00.000Z');
const MON_520PM = new Date('2026-11-30T06:20:00.000Z');
const morning = {
  id: 'slot-am',
  slotName: 'Morning',
  cronExpression: '0 7 * * 1-5',
  orderLeadHours: 14,
  isOn: true,
};
const slotted: OrderingPolicy = {
  sellerName: 'Wholesaler',
  timeZone: 'Australia/Melbourne',
  isCustomerOrderingEnabled: true,
  isSlotted: true,
  isRequiredPickup: false,
  slots: [morning],
};
const open: OrderingPolicy = {
  ...slotted,
  isSlotted: false,
  slots: [],
  orderLeadHours: 48,
  requireLeadTime: true,
  isAvailableWeekends: false,
};
const tuesdayMorning = { orderSlotID: 'slot-am', dueDate: '2026-11-30T20:00:00.000Z' };

describe('the seller’s ordering policy', () => {
  it('finds a slot’s delivery at the due date and its cut-off, in the seller’s zone', () => {
    expect(slotDelivery(morning, tuesdayMorning.dueDate, 'Australia/Melbourne')).toEqual({
      orderBy: '2026-11-30T06:00:00.000Z',
      deliverBy: tuesdayMorning.dueDate,
    });
    expect(slotDelivery(morning, '2026-11-30T21:00:00.000Z', 'Australia/Melbourne')).toBeNull();
    // The same cron read in Perth delivers three hours later: the zone matters.
    expect(slotDelivery(morning, tuesdayMorning.dueDate, 'Australia/Perth')).toBeNull();
    expect(cutOffTime('2026-11-30T06:00:00.000Z', 'Australia/Melbourne')).toBe('5:00 PM');
    expect(cutOffTime('2026-11-30T06:00:00.000Z', 'Australia/Perth')).toBe('2:00 PM');
  });

  it('takes a slot before its cut-off and refuses it after, offering the next slot', () => {
    expect(orderingPolicyRefusal(tuesdayMorning, slotted, MON_455PM)).toBeNull();
    const late = orderingPolicyRefusal(tuesdayMorning, slotted, MON_520PM);
    expect(late).toMatchObject({
      rule: 'cutOff',
      cutOff: '2026-11-30T06:00:00.000Z',
      nextSlot: {
        orderSlotID: 'slot-am',
        dueDate: '2026-12-01T20:00:00.000Z',
        orderBy: '2026-12-01T06:00:00.000Z',
      },
    });
    expect(late?.message).toMatch(
      /^Not accepted: ordered after the 5:00 PM cut-off \(Melbourne time\) of Morning/,
    );
    expect(orderingPolicyRefusal({ dueDate: tuesdayMorning.dueDate }, slotted, MON_455PM)?.rule).toBe('slot');
  });

  it('checks only what a change changes: an unchanged date is not checked again', () => {
    expect(orderingPolicyRefusal(tuesdayMorning, slotted, MON_520PM, tuesdayMorning)).toBeNull();
    expect(
      orderingPolicyRefusal(
        { ...tuesdayMorning, isRequestPickup: false },
        { ...slotted, isRequiredPickup: true },
        MON_455PM,
        tuesdayMorning,
      )?.rule,
    ).toBe('pickup');
    expect(
      orderingPolicyRefusal(tuesdayMorning, { ...slotted, isCustomerOrderingEnabled: false }, MON_455PM),
    ).toMatchObject({ rule: 'orderingOff', nextSlot: null });
  });

  it('refuses open days that have passed, fall on a closed weekend or inside a required lead time', () => {
    const mon10am = new Date('2026-11-29T23:00:00.000Z');
    expect(orderingPolicyRefusal({ dueDate: '2026-11-30T13:00:00.000Z' }, open, mon10am)?.rule).toBe(
      'leadTime',
    );
    expect(orderingPolicyRefusal({ dueDate: '2026-12-04T13:00:00.000Z' }, open, mon10am)?.rule).toBe(
      'weekend',
    );
    expect(
      orderingPolicyRefusal(
        { dueDate: '2026-11-20T13:00:00.000Z' },
        { ...open, requireLeadTime: false },
        mon10am,
      )?.rule,
    ).toBe('pastDate');
    expect(orderingPolicyRefusal({ dueDate: '2026-12-01T13:00:00.000Z' }, open, mon10am)).toBeNull();
    expect(nextAcceptable(open, mon10am)).toMatchObject({
      dueDate: '2026-12-01T13:00:00.000Z',
      orderSlotID: null,
    });
  });

  it('closes the buyer’s changes of lines and date, and cancelling, once the order’s cut-off passed', () => {
    const stored = {
      ...tuesdayMorning,
      orderItems: [{ productID: 'bread', quantity: 2 }],
      purchaseOrderNumber: 'A-1',
    };
    expect(orderCutOff(stored, slotted)).toBe('2026-11-30T06:00:00.000Z');
    expect(
      lateChangeRefusal(
        stored,
        { ...stored, orderItems: [{ productID: 'bread', quantity: 3 }] },
        slotted,
        MON_455PM,
      ),
    ).toBeNull();
    expect(
      lateChangeRefusal(
        stored,
        { ...stored, orderItems: [{ productID: 'bread', quantity: 3 }] },
        slotted,
        MON_520PM,
      )?.rule,
    ).toBe('cutOff');
    expect(
      lateChangeRefusal(stored, { ...stored, purchaseOrderNumber: 'A-2' }, slotted, MON_520PM),
    ).toBeNull();
    expect(lateChangeRefusal(stored, null, slotted, MON_520PM)?.message).toMatch(
      /ask Wholesaler to cancel it/,
    );
  });

  it('takes the seller’s settings where the agreement leaves a term unset', () => {
    expect(agreementTerms({}, { defaultOrderLeadHours: 24, isAvailableWeekends: true })).toMatchObject({
      orderLeadHours: 24,
      isAvailableWeekends: true,
      isCustomerOrderingEnabled: true,
    });
    expect(
      agreementTerms({ isCustomerOrderingEnabled: false }, { isCustomerOrderingEnabled: true })
        .isCustomerOrderingEnabled,
    ).toBe(false);
    expect(agreementTerms({}, { isCustomerOrderingEnabled: false }).isCustomerOrderingEnabled).toBe(false);
    expect(agreementTerms({}, { orderCutOffTime: '17:00' }).orderCutOffTime).toBe('17:00');
  });
});

describe('ordering rules groups', () => {
  const dairy = { productTags: 'Dairy, Chilled', rules: [{ rule: 'QuantityInIncrements', value: 6 }] };
  it('adds a group’s rules to the products carrying one of its tags, and a global group’s to every product', () => {
    expect(rulesForProduct(null, 'dairy', [dairy])).toEqual([{ rule: 'QuantityInIncrements', value: 6 }]);
    expect(rulesForProduct(null, 'Bakery', [dairy])).toBeNull();
    expect(
      rulesForProduct([{ rule: 'QuantityInIncrements', value: 2 }], 'Bakery', [
        { isGlobal: true, rules: ['QuantityInIncrements'] },
      ]),
    ).toEqual([{ rule: 'QuantityInIncrements', value: 2 }, 'QuantityInIncrements']);
    expect(rulesForProduct(null, 'Dairy', [{ ...dairy, isInactive: true }])).toBeNull();
  });
});
