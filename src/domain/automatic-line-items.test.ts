import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isDeliveryFeeDefinition,
  parseAutomaticRule,
  priceOrder,
  type AutomaticLineItemDefinition,
  type PricingOrder,
} from './automatic-line-items';
import type { OrderLineInput } from './order-pricing';

const def = (
  partial: Partial<AutomaticLineItemDefinition> & { id: string },
): AutomaticLineItemDefinition => ({
  lineItemName: partial.id,
  lineValue: 0,
  ...partial,
});

// Product value 100 (60 bread + 40 milk), quantity 5 (3 + 2).
const order: PricingOrder = {
  orderItems: [
    { productID: 'bread', quantity: 3, unitPrice: 20, tags: 'Bakery', taxType: 'GST' },
    { productID: 'milk', quantity: 2, unitPrice: 20, product: { tags: 'Dairy,Chilled' } },
  ],
};

const namesOf = (result: { automaticLines: { description?: string | null }[] }) =>
  result.automaticLines.map((line) => line.description);

describe('parseAutomaticRule', () => {
  it('splits every measure and comparator pair', () => {
    expect(parseAutomaticRule('TotalValueGreaterThan')).toEqual({
      measure: 'TotalValue',
      comparator: 'GreaterThan',
    });
    expect(parseAutomaticRule('ProductValueEqualTo')).toEqual({
      measure: 'ProductValue',
      comparator: 'EqualTo',
    });
    expect(parseAutomaticRule('TotalQuantityLessThan')).toEqual({
      measure: 'TotalQuantity',
      comparator: 'LessThan',
    });
  });

  it('rejects unknown rules', () => {
    expect(parseAutomaticRule('TotalValueAtLeast')).toBeNull();
    expect(parseAutomaticRule('WeightGreaterThan')).toBeNull();
    expect(parseAutomaticRule('totalvaluegreaterthan')).toBeNull();
  });
});

describe('priceOrder', () => {
  it('prices product lines with tiers and GST when there are no definitions', () => {
    const result = priceOrder(
      {
        orderItems: [
          {
            quantity: 10,
            unitPrice: 5,
            taxType: 'GST',
            unitPriceIncrements: [{ unitCountTrigger: 10, unitValue: 4 }],
          },
        ],
      },
      [],
    );
    expect(result.automaticLines).toEqual([]);
    expect(result.productLines[0]?.amountTotal).toBe(40);
    expect(result).toMatchObject({ subTotal: 40, taxTotal: 4, amountTotal: 44 });
  });

  it('always adds a fixed line without a rule, with quantity 1, its tax type and tags', () => {
    const result = priceOrder(order, [
      def({ id: 'freight', lineItemName: 'Freight', lineValue: 15, taxType: 'GST', tags: 'Freight' }),
    ]);
    const line = result.automaticLines[0];
    expect(line).toMatchObject({
      quantity: 1,
      amountTotal: 15,
      taxTotal: 1.5,
      tags: 'Freight',
      description: 'Freight',
      automaticLineItemID: 'freight',
    });
    // 100 products + 15 freight; GST 6 on bread + 1.5 on freight.
    expect(result).toMatchObject({ subTotal: 115, taxTotal: 7.5, amountTotal: 122.5 });
  });

  it('does not tax an automatic line without GST', () => {
    const result = priceOrder(order, [def({ id: 'fee', lineValue: 15 })]);
    expect(result.automaticLines[0]?.taxTotal).toBe(0);
  });

  it('takes a Percent of the product value when there is no rule', () => {
    const result = priceOrder(order, [def({ id: 'levy', lineValue: 2.5, lineValueType: 'Percent' })]);
    expect(result.automaticLines[0]?.amountTotal).toBe(2.5);
  });

  it('rounds Percent amounts to 2 decimals', () => {
    const result = priceOrder({ orderItems: [{ quantity: 1, unitPrice: 33.33 }] }, [
      def({ id: 'levy', lineValue: 1.5, lineValueType: 'Percent' }),
    ]);
    expect(result.automaticLines[0]?.amountTotal).toBe(0.5);
  });

  it('measures only product lines carrying one of linesWithTags (line or product tags, any case)', () => {
    const result = priceOrder(order, [
      def({ id: 'a', lineValue: 10, lineValueType: 'Percent', linesWithTags: 'bakery' }),
      def({ id: 'b', lineValue: 10, lineValueType: 'Percent', linesWithTags: 'Chilled, Frozen' }),
      def({ id: 'c', lineValue: 10, lineValueType: 'Percent', linesWithTags: 'Frozen' }),
    ]);
    expect(result.automaticLines.map((line) => line.amountTotal)).toEqual([6, 4, 0]);
  });

  it('compares ProductValue against the threshold, exactly at the boundary', () => {
    const run = (rule: string, quantity: number) =>
      priceOrder(order, [def({ id: 'x', rule, quantity, lineValue: 1 })]).automaticLines.length;
    expect(run('ProductValueGreaterThan', 99.99)).toBe(1);
    expect(run('ProductValueGreaterThan', 100)).toBe(0);
    expect(run('ProductValueLessThan', 100.01)).toBe(1);
    expect(run('ProductValueLessThan', 100)).toBe(0);
    expect(run('ProductValueEqualTo', 100)).toBe(1);
    expect(run('ProductValueEqualTo', 100.01)).toBe(0);
  });

  it('compares TotalQuantity of the tagged lines', () => {
    const run = (rule: string, quantity: number, linesWithTags?: string) =>
      priceOrder(order, [def({ id: 'x', rule, quantity, linesWithTags, lineValue: 1 })]).automaticLines
        .length;
    expect(run('TotalQuantityEqualTo', 5)).toBe(1);
    expect(run('TotalQuantityGreaterThan', 5)).toBe(0);
    expect(run('TotalQuantityLessThan', 4, 'Bakery')).toBe(1);
    expect(run('TotalQuantityEqualTo', 2, 'Dairy')).toBe(1);
  });

  it('does not let float noise in summed quantities break EqualTo or GreaterThan', () => {
    const decimals: PricingOrder = {
      orderItems: [
        { quantity: 0.1, unitPrice: 1 },
        { quantity: 0.2, unitPrice: 1 },
      ],
    };
    const run = (rule: string) =>
      priceOrder(decimals, [def({ id: 'x', rule, quantity: 0.3, lineValue: 1 })]).automaticLines.length;
    expect(run('TotalQuantityEqualTo')).toBe(1);
    expect(run('TotalQuantityGreaterThan')).toBe(0);
    expect(run('TotalQuantityLessThan')).toBe(0);
  });

  it('treats a missing threshold as 0', () => {
    const result = priceOrder(order, [def({ id: 'x', rule: 'TotalQuantityGreaterThan', lineValue: 1 })]);
    expect(result.automaticLines).toHaveLength(1);
  });

  it('multiplies the measured value of the rule for Percent lines', () => {
    const result = priceOrder(order, [
      def({
        id: 'x',
        rule: 'TotalQuantityGreaterThan',
        quantity: 1,
        lineValue: 50,
        lineValueType: 'Percent',
      }),
    ]);
    expect(result.automaticLines[0]?.amountTotal).toBe(2.5);
  });

  it('measures TotalValue as the running value including earlier automatic lines only', () => {
    const result = priceOrder(order, [
      def({ id: 'fee', calcOrder: 1, lineValue: 20 }),
      def({ id: 'bigOrder', calcOrder: 2, rule: 'TotalValueGreaterThan', quantity: 110, lineValue: -5 }),
      def({
        id: 'pct',
        calcOrder: 3,
        rule: 'TotalValueGreaterThan',
        quantity: 0,
        lineValue: 10,
        lineValueType: 'Percent',
      }),
      def({ id: 'late', calcOrder: 4, lineValue: 1000 }),
    ]);
    // 100 + 20 = 120 > 110 → -5; 10% of 115 = 11.5; 'late' does not feed earlier rules.
    expect(result.automaticLines.map((line) => line.amountTotal)).toEqual([20, -5, 11.5, 1000]);
    expect(result.subTotal).toBe(1126.5);
  });

  it('never applies an unknown rule', () => {
    const result = priceOrder(order, [def({ id: 'x', rule: 'TotalWeightGreaterThan', lineValue: 5 })]);
    expect(result.automaticLines).toEqual([]);
  });

  it('evaluates in ascending calcOrder whatever the input order', () => {
    const result = priceOrder(order, [
      def({ id: 'c', calcOrder: 3, lineValue: 1 }),
      def({ id: 'a', calcOrder: 1, lineValue: 1 }),
      def({ id: 'b', calcOrder: 2, lineValue: 1 }),
    ]);
    expect(namesOf(result)).toEqual(['a', 'b', 'c']);
  });

  it('adds only the first applying line of an option group', () => {
    const result = priceOrder(order, [
      def({
        id: 'freeDelivery',
        calcOrder: 1,
        optionGroupID: 'delivery',
        rule: 'ProductValueGreaterThan',
        quantity: 500,
        lineValue: 0,
      }),
      def({
        id: 'smallDelivery',
        calcOrder: 2,
        optionGroupID: 'delivery',
        rule: 'ProductValueGreaterThan',
        quantity: 50,
        lineValue: 5,
      }),
      def({ id: 'anyDelivery', calcOrder: 3, optionGroupID: 'delivery', lineValue: 10 }),
      def({ id: 'other', calcOrder: 4, optionGroupID: 'other', lineValue: 1 }),
      def({ id: 'ungrouped1', calcOrder: 5, lineValue: 1 }),
      def({ id: 'ungrouped2', calcOrder: 6, optionGroupID: '', lineValue: 1 }),
    ]);
    expect(namesOf(result)).toEqual(['smallDelivery', 'other', 'ungrouped1', 'ungrouped2']);
  });

  describe('Delivery Fee lines', () => {
    const fees = [
      def({ id: 'byName', lineItemName: 'DELIVERY FEE', lineValue: 10 }),
      def({ id: 'byTag', lineItemName: 'Courier', tags: 'Freight, deliveryfee', lineValue: 10 }),
      def({ id: 'notFee', lineItemName: 'Handling', tags: 'Freight', lineValue: 2 }),
    ];

    it('are recognised by name or tag, any case', () => {
      expect(fees.map(isDeliveryFeeDefinition)).toEqual([true, true, false]);
    });

    it('are added normally', () => {
      expect(priceOrder(order, fees).automaticLines).toHaveLength(3);
    });

    it('are skipped for pickup requests', () => {
      expect(namesOf(priceOrder({ ...order, isRequestPickup: true }, fees))).toEqual(['Handling']);
    });

    it('are skipped for orders tagged IgnoreDeliveryFee', () => {
      expect(namesOf(priceOrder({ ...order, tagsCSV: 'Urgent,IgnoreDeliveryFee' }, fees))).toEqual([
        'Handling',
      ]);
      expect(namesOf(priceOrder({ ...order, tagsCSV: 'ignoredeliveryfee' }, fees))).toEqual(['Handling']);
      expect(priceOrder({ ...order, tagsCSV: 'IgnoreDeliveryFees' }, fees).automaticLines).toHaveLength(3);
    });
  });

  describe('boundaries', () => {
    const boundary = [
      { lat: -38, lng: 144 },
      { lat: -38, lng: 146 },
      { lat: -37, lng: 146 },
      { lat: -37, lng: 144 },
    ];
    const zoned = [
      def({ id: 'metro', lineValue: 10, boundary }),
      def({ id: 'everywhere', lineValue: 1, boundary: [] }),
    ];
    const possibleLocations = [
      { id: 'inside', lat: -37.8, lng: 145 },
      { id: 'outside', lat: -33.9, lng: 151.2 },
      { id: 'unknown', lat: null, lng: null },
    ];

    it('apply when the order location is inside the polygon', () => {
      const result = priceOrder({ ...order, locationID: 'inside' }, zoned, { possibleLocations });
      expect(namesOf(result)).toEqual(['everywhere', 'metro']);
    });

    it('do not apply outside the polygon or without a known location', () => {
      for (const locationID of ['outside', 'unknown', 'missing', null]) {
        expect(namesOf(priceOrder({ ...order, locationID }, zoned, { possibleLocations }))).toEqual([
          'everywhere',
        ]);
      }
      expect(namesOf(priceOrder({ ...order, locationID: 'inside' }, zoned))).toEqual(['everywhere']);
    });

    it('use given coordinates over the lookup', () => {
      const result = priceOrder({ ...order, locationID: 'outside' }, zoned, {
        possibleLocations,
        location: { lat: -37.5, lng: 145.5 },
      });
      expect(namesOf(result)).toEqual(['everywhere', 'metro']);
    });
  });

  it('drops incoming automatic lines so re-pricing a priced order is stable', () => {
    const definitions = [def({ id: 'fee', lineValue: 7, taxType: 'GST' })];
    const first = priceOrder(order, definitions);
    const second = priceOrder({ ...order, orderItems: first.lines }, definitions);
    expect(second.automaticLines).toHaveLength(1);
    expect(second.amountTotal).toBe(first.amountTotal);
  });
});

const money = fc.integer({ min: -5_000, max: 50_000 }).map((cents) => cents / 100);
const tagsArb = fc.subarray(['A', 'B', 'C']).map((tags) => tags.join(','));

const lineArb: fc.Arbitrary<OrderLineInput> = fc.record({
  quantity: fc.integer({ min: 0, max: 50 }),
  unitPrice: money,
  taxType: fc.constantFrom('GST', null),
  tags: tagsArb,
  unitPriceIncrements: fc.array(
    fc.record({ unitCountTrigger: fc.integer({ min: 0, max: 60 }), unitValue: money }),
    { maxLength: 2 },
  ),
});

const definitionsArb = fc
  .array(
    fc.record({
      lineItemName: fc.constantFrom('Delivery Fee', 'Levy', 'Discount'),
      calcOrder: fc.integer({ min: 0, max: 5 }),
      quantity: fc.integer({ min: 0, max: 2_000 }),
      rule: fc.constantFrom(
        null,
        '',
        'Bogus',
        'ProductValueGreaterThan',
        'TotalQuantityLessThan',
        'TotalValueGreaterThan',
        'TotalValueEqualTo',
      ),
      lineValue: money,
      lineValueType: fc.constantFrom('Percent', 'Fixed', null),
      linesWithTags: tagsArb,
      optionGroupID: fc.constantFrom(null, 'g1', 'g2'),
      tags: fc.constantFrom(null, 'DeliveryFee'),
      taxType: fc.constantFrom('GST', null),
    }),
    { maxLength: 8 },
  )
  .map((definitions) =>
    definitions.map((d, index): AutomaticLineItemDefinition => ({ ...d, id: `def-${index}` })),
  );

const orderArb: fc.Arbitrary<PricingOrder> = fc.record({
  orderItems: fc.array(lineArb, { maxLength: 6 }),
  isRequestPickup: fc.boolean(),
  tagsCSV: fc.constantFrom(null, '', 'IgnoreDeliveryFee'),
});

describe('priceOrder properties', () => {
  it('totals equal the sums of the returned lines', () => {
    fc.assert(
      fc.property(orderArb, definitionsArb, (o, definitions) => {
        const result = priceOrder(o, definitions);
        const cents = (value: number) => Math.round(value * 100);
        const sub = result.lines.reduce((sum, line) => sum + cents(line.amountTotal), 0);
        const tax = result.lines.reduce((sum, line) => sum + cents(line.taxTotal), 0);
        expect(cents(result.subTotal)).toBe(sub);
        expect(cents(result.taxTotal)).toBe(tax);
        expect(cents(result.amountTotal)).toBe(sub + tax);
        expect(result.lines).toEqual([...result.productLines, ...result.automaticLines]);
      }),
    );
  });

  it('adds at most one line per option group, each of quantity 1', () => {
    fc.assert(
      fc.property(orderArb, definitionsArb, (o, definitions) => {
        const groups = priceOrder(o, definitions).automaticLines.flatMap((line) => {
          expect(line.quantity).toBe(1);
          return line.optionGroupID === null ? [] : [line.optionGroupID];
        });
        expect(new Set(groups).size).toBe(groups.length);
      }),
    );
  });

  it('does not depend on the order of the definitions in the input', () => {
    fc.assert(
      fc.property(
        orderArb,
        definitionsArb.chain((definitions) =>
          fc.tuple(
            fc.constant(definitions),
            fc.shuffledSubarray(definitions, {
              minLength: definitions.length,
              maxLength: definitions.length,
            }),
          ),
        ),
        (o, [definitions, shuffled]) => {
          expect(priceOrder(o, shuffled)).toEqual(priceOrder(o, definitions));
        },
      ),
    );
  });

  it('is deterministic and stable under re-pricing its own lines', () => {
    fc.assert(
      fc.property(orderArb, definitionsArb, (o, definitions) => {
        const first = priceOrder(o, definitions);
        expect(priceOrder(o, definitions)).toEqual(first);
        const again = priceOrder({ ...o, orderItems: first.lines }, definitions);
        expect(again.amountTotal).toBe(first.amountTotal);
        expect(again.automaticLines).toEqual(first.automaticLines);
      }),
    );
  });

  it('adds no Delivery Fee line for pickup orders', () => {
    fc.assert(
      fc.property(orderArb, definitionsArb, (o, definitions) => {
        const result = priceOrder({ ...o, isRequestPickup: true }, definitions);
        const byId = new Map(definitions.map((d) => [d.id, d]));
        for (const line of result.automaticLines) {
          const definition = byId.get(line.automaticLineItemID);
          expect(definition !== undefined && isDeliveryFeeDefinition(definition)).toBe(false);
        }
      }),
    );
  });
});
