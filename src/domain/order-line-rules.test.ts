import { describe, expect, it } from 'vitest';
import { priceOrder } from './automatic-line-items';
import {
  lineProblemsMessage,
  lineQuantityProblem,
  partyOrderLines,
  withSellerPricingTags,
  type CatalogueLine,
} from './order-line-rules';
import type { OrderLineInput } from './order-pricing';

const catalogue = new Map<string, CatalogueLine>([
  [
    'milk',
    {
      productID: 'milk',
      productName: 'Milk 2L',
      taxType: 'GST',
      tags: 'Dairy',
      unitPrice: 2.5,
      unitPriceIncrements: [{ unitCountTrigger: 36, unitValue: 2.3 }],
      rules: [{ rule: 'QuantityInIncrements', value: 3 }],
    },
  ],
  ['bread', { productID: 'bread', productName: 'Bread', abbreviation: 'BRD', taxType: null, unitPrice: 4 }],
]);

const rules = (lines: OrderLineInput[], stored: OrderLineInput[] = []) =>
  partyOrderLines({ lines, stored, catalogue, seller: 'Wholesaler' });

function problems(lines: OrderLineInput[], stored: OrderLineInput[] = []) {
  const result = rules(lines, stored);
  if (result.ok) throw new Error('the lines were accepted');
  return result.problems;
}

function accepted(lines: OrderLineInput[], stored: OrderLineInput[] = []) {
  const result = rules(lines, stored);
  if (!result.ok) throw new Error(lineProblemsMessage(result.problems));
  return result.lines;
}

describe('partyOrderLines', () => {
  it('describes, prices and taxes a catalogue product from the catalogue, whatever the buyer sent', () => {
    const [line] = accepted([
      {
        id: 'l1',
        productID: 'milk',
        quantity: 6,
        unitPrice: 0.01,
        taxType: null,
        description: 'Free milk',
        tags: 'x',
        discount: 99,
      },
    ]);
    expect(line).toMatchObject({
      id: 'l1',
      productID: 'milk',
      quantity: 6,
      unitPrice: 2.5,
      taxType: 'GST',
      description: 'Milk 2L',
      tags: 'Dairy',
      discount: 0,
    });
    expect(line?.unitPriceIncrements).toEqual([{ unitCountTrigger: 36, unitValue: 2.3 }]);
    expect(priceOrder({ orderItems: line ? [line] : [] }, []).amountTotal).toBe(16.5);
  });

  it('refuses a negative or zero quantity, naming the line, the product and the field', () => {
    expect(
      problems([
        { productID: 'bread', quantity: 1 },
        { productID: 'bread', quantity: -4 },
      ]),
    ).toEqual([
      {
        index: 1,
        field: 'orderItems[1].quantity',
        rule: 'quantity',
        message: 'Line 2 (Bread): the quantity must be more than 0.',
      },
    ]);
    expect(problems([{ productID: 'bread', quantity: 0 }])[0]?.field).toBe('orderItems[0].quantity');
    expect(problems([{ productID: 'bread', quantity: Number.NaN }])[0]?.field).toBe('orderItems[0].quantity');
  });

  it('keeps the product’s order-line rules', () => {
    expect(problems([{ productID: 'milk', quantity: 7 }])[0]).toMatchObject({
      rule: 'QuantityInIncrements',
      message: 'Line 1 (Milk 2L): Must be in increments of 3.',
    });
  });

  it('refuses a free-text line and a product outside the catalogue, without naming what the buyer may not see', () => {
    expect(problems([{ productID: null, quantity: 1, unitPrice: -600, description: 'Credit' }])).toEqual([
      {
        index: 0,
        field: 'orderItems[0].productID',
        rule: 'catalogue',
        message:
          "Line 1 (Credit) names no product of Wholesaler's catalogue for you: only Wholesaler adds lines of its own.",
      },
    ]);
    expect(problems([{ productID: 'other-sellers-cheese', quantity: 1 }])).toEqual([
      {
        index: 0,
        field: 'orderItems[0].productID',
        rule: 'catalogue',
        message: "Line 1 (other-sellers-cheese) is not a product of Wholesaler's catalogue for you.",
      },
    ]);
  });

  it('leaves the seller’s own lines as the seller left them, and keeps its charges the buyer leaves out', () => {
    const stored: OrderLineInput[] = [
      { id: 's1', productID: 'milk', quantity: 5, unitPrice: 2.5, taxType: 'GST' },
      { id: 's2', productID: 'special', quantity: 2, unitPrice: 10, taxType: 'GST', description: 'Special' },
      { id: 's3', productID: null, quantity: 1, unitPrice: 12, taxType: 'GST', description: 'Pallet hire' },
      { id: 'auto', productID: null, quantity: 1, unitPrice: 15, automaticLineItemID: 'fee' },
    ];
    // Quantity 5 breaks the increments of 3, but the seller set it: unchanged, it is not checked again.
    expect(
      problems([
        { id: 's1', productID: 'milk', quantity: 5 },
        { id: 's2', productID: 'special', quantity: 2 },
      ]).map((problem) => problem.field),
    ).toEqual(['orderItems[0].quantity', 'orderItems[1].productID']);
    const lines = accepted(
      [
        { id: 's1', productID: 'milk', quantity: 5 },
        { id: 's2', productID: 'special', quantity: 2, unitPrice: 0 },
      ],
      stored,
    );
    expect(lines.map((line) => [line.id, line.quantity, line.unitPrice])).toEqual([
      ['s1', 5, 2.5],
      ['s2', 2, 10],
      ['s3', 1, 12],
    ]);
    // The seller's product outside the catalogue: kept or removed, never changed by the buyer.
    expect(problems([{ id: 's2', productID: 'special', quantity: 200 }], stored)[0]?.message).toBe(
      "Line 1 (Special) is not in Wholesaler's catalogue for you: only Wholesaler changes its quantity.",
    );
    expect(accepted([], stored).map((line) => line.id)).toEqual(['s3']);
    // The seller's charge rewritten by the buyer.
    expect(
      problems(
        [{ id: 's3', productID: null, quantity: 1, unitPrice: 0, description: 'Pallet hire' }],
        stored,
      )[0]?.field,
    ).toBe('orderItems[0].productID');
    // A changed quantity of a catalogue product is checked.
    expect(problems([{ id: 's1', productID: 'milk', quantity: -5 }], stored)[0]?.field).toBe(
      'orderItems[0].quantity',
    );
  });

  it('drops the buyer’s automatic lines: the services make them', () => {
    expect(
      accepted([{ productID: null, quantity: 1, unitPrice: -50, automaticLineItemID: 'forged' }]),
    ).toEqual([]);
  });
});

describe('lineQuantityProblem', () => {
  it('asks for a positive number within the rules', () => {
    expect(lineQuantityProblem(3, [{ rule: 'QuantityInIncrements', value: 3 }])).toBeNull();
    expect(lineQuantityProblem(-3, null)).toBe('the quantity must be more than 0');
    expect(lineQuantityProblem('3', null)).toBe('the quantity must be more than 0');
  });
});

describe('withSellerPricingTags', () => {
  it('keeps the pricing tags as the seller left them and the buyer’s own tags as the buyer wrote them', () => {
    expect(withSellerPricingTags('Urgent,ignoredeliveryfee', null)).toBe('Urgent');
    expect(withSellerPricingTags('Urgent', 'IgnoreDeliveryFee,Old')).toBe('Urgent,IgnoreDeliveryFee');
    expect(withSellerPricingTags(null, null)).toBeNull();
    // Written back as the seller left them, in any order: unchanged.
    expect(withSellerPricingTags('IgnoreDeliveryFee, Urgent', 'Urgent,IgnoreDeliveryFee')).toBe(
      'IgnoreDeliveryFee, Urgent',
    );
  });
});
