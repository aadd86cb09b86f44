import { describe, expect, it } from 'vitest';
import { addDays, dayStart } from '../order-dates';
import { orderingPolicyRefusal } from '../ordering-policy';
import {
  agreementSlots,
  buildOrderContext,
  catalogueFor,
  defaultDueDate,
  deliveryLocations,
  isOfferedDueDay,
  lastOrderLines,
  offeredDueDays,
  orderingPolicyFor,
  policyOf,
  usualProducts,
  withSellerTerms,
} from './order-context';

const customer = {
  id: 'agr-1',
  buyerID: 'cafe',
  sellerID: 'me',
  priceTierID: 'tier-volume',
  locationID: 'loc-cafe',
  orderingArrangement: 'Slotted',
  orderLeadHours: 24,
  requireLeadTime: true,
  orderSlotIDs: ['slot-am'],
};
const products = [
  { id: 'milk', productName: 'Milk', taxType: null, isSold: true, isAcquired: true, companyAccountID: 'me' },
  { id: 'cola', productName: 'Cola', taxType: 'GST', isSold: true, companyAccountID: 'me' },
  { id: 'gone', productName: 'Gone', isInactive: true },
];
const priceTiers = [
  {
    id: 'tier-standard',
    isDefault: true,
    productPrices: [
      { productID: 'milk', unitPrice: 3.4 },
      { productID: 'cola', unitPrice: 1.2, rules: [{ rule: 'QuantityInIncrements', value: 24 }] },
    ],
  },
  {
    id: 'tier-volume',
    productPrices: [
      {
        productID: 'milk',
        unitPrice: 3.23,
        unitPriceIncrements: [{ unitCountTrigger: 36, unitValue: 3.04 }],
      },
    ],
  },
];
const orders = [
  {
    id: 'o1',
    supplyAgreementID: 'agr-1',
    dueDate: '2026-03-01',
    orderItems: [
      { productID: 'milk', quantity: 18, unitPrice: 3 },
      { productID: 'crate', quantity: 2, isTethered: true },
    ],
  },
  {
    id: 'o2',
    supplyAgreementID: 'agr-1',
    dueDate: '2026-03-02',
    orderItems: [
      { productID: 'milk', quantity: 24, unitPrice: 3.1 },
      { productID: 'cola', quantity: 48 },
      { productID: null, quantity: 1, automaticLineItemID: 'fee' },
    ],
  },
  {
    id: 'o3',
    supplyAgreementID: 'agr-2',
    dueDate: '2026-03-03',
    orderItems: [{ productID: 'cola', quantity: 24 }],
  },
];
const sources = {
  kind: 'customer' as const,
  agreement: customer,
  products,
  priceTiers,
  tethers: [
    {
      id: 't1',
      triggeringProductID: 'milk',
      tetheredProductID: 'crate',
      factor: 9,
      quantity: 1,
      companyAccountID: 'me',
    },
    {
      id: 't2',
      triggeringProductID: 'milk',
      tetheredProductID: 'x',
      factor: 1,
      quantity: 1,
      companyAccountID: 'someone-else',
    },
  ],
  automaticLineItems: [{ id: 'fee', lineItemName: 'Delivery Fee', lineValue: 15, companyAccountID: 'me' }],
  locations: [
    { id: 'loc-other', companyAccountID: 'cafe', lat: -37.8, lng: 145 },
    { id: 'loc-cafe', companyAccountID: 'cafe', lat: -37.79, lng: 144.97 },
    { id: 'loc-me', companyAccountID: 'me' },
  ],
  orders,
  companyID: 'me',
};

describe('order context', () => {
  it('prices the catalogue at the agreement tier, the default tier where it has none, with the tier rules', () => {
    const context = buildOrderContext(sources);
    expect([...context.products.keys()]).toEqual(['milk', 'cola']);
    expect(context.products.get('milk')).toMatchObject({
      unitPrice: 3.23,
      unitPriceIncrements: [{ unitCountTrigger: 36, unitValue: 3.04 }],
    });
    expect(context.products.get('cola')).toMatchObject({
      unitPrice: 1.2,
      rules: [{ rule: 'QuantityInIncrements', value: 24 }],
    });
    expect(context.tethers).toEqual([
      { triggeringProductID: 'milk', tetheredProductID: 'crate', factor: 9, quantity: 1 },
    ]);
    expect(context.definitions.map((definition) => definition.id)).toEqual(['fee']);
  });

  it('buys at the last price paid, without automatic lines of its own', () => {
    const context = buildOrderContext({
      ...sources,
      kind: 'purchase',
      agreement: { id: 'agr-1', buyerID: 'me', sellerID: 'dairy' },
    });
    expect(context.products.get('milk')?.unitPrice).toBe(3.1);
    expect(context.definitions).toEqual([]);
    expect(context.tethers).toEqual([]);
  });

  it('buys from a seller on Bulktrade at the prices of its catalogue for the company, with its tethers and automatic lines', () => {
    const supplier = { id: 'sup-comp1', buyerID: 'me', sellerID: 'comp1', orderLeadHours: 2 };
    const catalogue = {
      id: 'comp1',
      orderLeadHours: 24,
      orderingArrangement: 'Slotted',
      orderSlotIDs: ['slot-am'],
      products: [
        {
          id: 'milk',
          productName: 'Milk 2L',
          unitPrice: 2.5,
          unitPriceIncrements: [{ unitCountTrigger: 36, unitValue: 2.3 }],
          rules: [{ rule: 'QuantityInIncrements', value: 3 }],
        },
        { id: 'crate', productName: 'Crate', unitPrice: 0 },
      ],
      tethers: [{ id: 't', triggeringProductID: 'milk', tetheredProductID: 'crate', factor: 9, quantity: 1 }],
      automaticLineItems: [
        { id: 'fee', lineItemName: 'Delivery Fee', lineValue: 15, lineValueType: 'Fixed' },
      ],
    };
    expect(catalogueFor('purchase', supplier, [{ id: 'other' }, catalogue])).toBe(catalogue);
    expect(catalogueFor('purchase', { id: 'sup-outside', sellerID: null }, [catalogue])).toBeNull();
    expect(catalogueFor('customer', supplier, [catalogue])).toBeNull();
    // The seller's terms bind the order, not the buyer's copy of the agreement.
    expect(policyOf(withSellerTerms(supplier, catalogue))).toMatchObject({
      orderLeadHours: 24,
      isSlotted: true,
      orderSlotIDs: ['slot-am'],
    });
    // The buyer's own products and last prices play no part.
    const context = buildOrderContext({ ...sources, kind: 'purchase', agreement: supplier, catalogue });
    expect([...context.products.values()].map((product) => [product.id, product.unitPrice])).toEqual([
      ['milk', 2.5],
      ['crate', 0],
    ]);
    expect(context.products.get('milk')).toMatchObject({
      unitPriceIncrements: [{ unitCountTrigger: 36, unitValue: 2.3 }],
      rules: [{ rule: 'QuantityInIncrements', value: 3 }],
    });
    expect(context.tethers).toEqual([
      { triggeringProductID: 'milk', tetheredProductID: 'crate', factor: 9, quantity: 1 },
    ]);
    expect(context.definitions.map((definition) => definition.id)).toEqual(['fee']);
    // The seller prices it: its pricing tags are its own (the editor keeps them as loaded).
    expect(context.sellerPrices).toBe(true);
    expect(
      buildOrderContext({ ...sources, kind: 'purchase', agreement: { id: 'sup-outside', sellerID: null } })
        .sellerPrices,
    ).toBeUndefined();
  });

  it('delivers to the buyer locations, the agreement default first', () => {
    expect(deliveryLocations(sources).map((row) => row.id)).toEqual(['loc-cafe', 'loc-other']);
    expect(
      deliveryLocations({
        ...sources,
        agreement: { ...customer, possibleLocations: [{ id: 'loc-other' }] },
      }).map((row) => row.id),
    ).toEqual(['loc-other']);
  });

  it('reads the policy and the slots the agreement orders in', () => {
    const policy = policyOf(customer);
    expect(policy).toMatchObject({
      isSlotted: true,
      orderLeadHours: 24,
      requireLeadTime: true,
      isAvailableWeekends: false,
      orderSlotIDs: ['slot-am'],
    });
    expect(
      agreementSlots(policy, [
        { id: 'slot-am', slotName: 'AM', cronExpression: '0 7 * * 1-5' },
        { id: 'slot-pm', slotName: 'PM' },
      ]).map((slot) => slot.id),
    ).toEqual(['slot-am']);
  });

  it('finds the usual products and the last order lines, without tethered or automatic lines', () => {
    expect(usualProducts(orders, 'agr-1')).toEqual([
      { productID: 'milk', quantity: 24, times: 2 },
      { productID: 'cola', quantity: 48, times: 1 },
    ]);
    expect(lastOrderLines(orders, 'agr-1')).toEqual([
      { productID: 'milk', quantity: 24 },
      { productID: 'cola', quantity: 48 },
    ]);
  });
});

describe('the due days the editor offers', () => {
  // Monday 30 November 2026, 10 AM in Melbourne.
  const now = new Date('2026-11-29T23:00:00.000Z');
  const seller = {
    companyName: 'Wholesaler',
    orderingArrangement: 'Open',
    orderLeadHours: 48,
    requireLeadTime: true,
    isAvailableWeekends: false,
    timeZone: 'Australia/Melbourne',
  };

  it('offers exactly the days the services accept: none past, none inside the lead time, no closed weekend', () => {
    const policy = orderingPolicyFor({
      agreement: seller,
      slots: [],
      timeZone: 'Australia/Perth',
      hasSellerTerms: true,
    });
    expect(policy.timeZone).toBe('Australia/Melbourne');
    expect(offeredDueDays(policy, now, 8)).toEqual(['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07']);
    for (let index = -3; index < 14; index++) {
      const day = addDays('2026-11-30', index);
      const accepted =
        orderingPolicyRefusal({ dueDate: dayStart(day, policy.timeZone) }, policy, now) === null;
      expect([day, isOfferedDueDay(day, policy, now)]).toEqual([day, accepted]);
    }
    expect(defaultDueDate(policy, now)).toBe(dayStart('2026-12-02', 'Australia/Melbourne'));
  });

  it('offers today when no lead time is required, and weekends when the seller delivers then', () => {
    const policy = orderingPolicyFor({
      agreement: { ...seller, requireLeadTime: false, isAvailableWeekends: true },
      slots: [],
      timeZone: 'Australia/Melbourne',
      hasSellerTerms: true,
    });
    expect(offeredDueDays(policy, now, 7)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(isOfferedDueDay('2026-11-29', policy, now)).toBe(false);
  });

  it("closes a day at the seller's Daily Cut-Off Time, from the catalogue or, on the seller's own orders, its settings", () => {
    const sixPM = new Date('2026-11-30T07:00:00.000Z');
    const open = { ...seller, requireLeadTime: false };
    const bought = orderingPolicyFor({
      agreement: { ...open, orderCutOffTime: '17:00' },
      slots: [],
      timeZone: 'Australia/Melbourne',
      hasSellerTerms: true,
    });
    expect(offeredDueDays(bought, sixPM, 2)).toEqual(['2026-12-01']);
    expect(
      offeredDueDays(
        orderingPolicyFor({
          agreement: open,
          slots: [],
          timeZone: 'Australia/Melbourne',
          hasSellerTerms: true,
        }),
        sixPM,
        2,
      ),
    ).toEqual(['2026-11-30', '2026-12-01']);
    // A customer order: the seller's own company settings stand where its agreement is silent.
    const own = orderingPolicyFor({
      agreement: { companyName: 'Cafe', orderingArrangement: 'Open' },
      slots: [],
      timeZone: 'Australia/Melbourne',
      hasSellerTerms: true,
      seller: { orderCutOffTime: '17:00', defaultOrderLeadHours: 24, isAvailableWeekends: true },
    });
    expect(own).toMatchObject({ orderCutOffTime: '17:00', orderLeadHours: 24, isAvailableWeekends: true });
    expect(isOfferedDueDay('2026-11-30', own, sixPM)).toBe(false);
  });

  it('starts a purchase order Order From Suppliers Days Ahead, on the first day the seller takes from then', () => {
    const policy = orderingPolicyFor({
      agreement: seller,
      slots: [],
      timeZone: 'Australia/Melbourne',
      hasSellerTerms: true,
    });
    expect(defaultDueDate(policy, now, 0)).toBe(dayStart('2026-12-02', 'Australia/Melbourne'));
    // Five days ahead of Monday is Saturday: the seller delivers no weekends, so Monday.
    expect(defaultDueDate(policy, now, 5)).toBe(dayStart('2026-12-07', 'Australia/Melbourne'));
    const anyDay = orderingPolicyFor({
      agreement: { companyName: 'Dairy Co' },
      slots: [],
      timeZone: 'Australia/Melbourne',
      hasSellerTerms: false,
    });
    expect(defaultDueDate(anyDay, now, 3)).toBe(dayStart('2026-12-03', 'Australia/Melbourne'));
  });

  it('holds a supplier without terms on Bulktrade to the calendar only: any day not past, weekends included', () => {
    const policy = orderingPolicyFor({
      agreement: { companyName: 'Dairy Co', isAvailableWeekends: false },
      slots: [],
      timeZone: 'Australia/Melbourne',
      hasSellerTerms: false,
    });
    expect(offeredDueDays(policy, now, 7)).toHaveLength(7);
    expect(isOfferedDueDay('2026-11-29', policy, now)).toBe(false);
  });
});
