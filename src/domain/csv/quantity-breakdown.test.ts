import { describe, expect, it } from 'vitest';
import { offersQuantityBreakdowns, quantityBreakdownRows, recordLines } from './quantity-breakdown';

const milk = { productID: 'p-milk', quantity: 12, product: { productName: 'Full Cream Milk' } };

describe('recordLines', () => {
  it('reads order lines, then consignment ordered lines, then consignment entries', () => {
    expect(recordLines({ orderItems: [milk] })).toEqual([
      { productID: 'p-milk', quantity: 12, productName: 'Full Cream Milk' },
    ]);
    expect(
      recordLines({
        consignmentOrderItems: [{ productID: 'a', quantity: 1 }],
        consignmentEntryItems: [{ productID: 'b', quantity: 9 }],
      }),
    ).toEqual([{ productID: 'a', quantity: 1, productName: null }]);
    expect(
      recordLines({ consignmentOrderItems: [], consignmentEntryItems: [{ productID: 'b', quantity: 9 }] }),
    ).toEqual([{ productID: 'b', quantity: 9, productName: null }]);
  });

  it('takes a record that is itself a quantity of one product (a batch)', () => {
    expect(recordLines({ id: 'b1', productID: 'p1', quantity: 40 })).toEqual([
      { productID: 'p1', quantity: 40, productName: null },
    ]);
  });

  it('leaves out lines without a product or a numeric quantity, and anything that is not a record', () => {
    expect(
      recordLines({
        orderItems: [
          { productID: '', quantity: 1 },
          { productID: 'p', quantity: '3' },
          { quantity: 2 },
          null,
        ],
      }),
    ).toEqual([]);
    expect(recordLines(null)).toEqual([]);
    expect(recordLines({ productName: 'Milk' })).toEqual([]);
  });
});

describe('quantityBreakdownRows', () => {
  it('adds up quantities per product across records, named from the lines or the product list, ordered by name', () => {
    const rows = quantityBreakdownRows(
      [
        { orderItems: [milk, { productID: 'p-bread', quantity: 3 }] },
        {
          orderItems: [
            { productID: 'p-milk', quantity: 6 },
            { productID: 'p-zed', quantity: 1 },
          ],
        },
      ],
      new Map([['p-bread', 'Sourdough Loaf']]),
    );
    expect(rows).toEqual([
      { productID: 'p-milk', quantity: 18, product: { productName: 'Full Cream Milk' } },
      { productID: 'p-bread', quantity: 3, product: { productName: 'Sourdough Loaf' } },
      { productID: 'p-zed', quantity: 1, product: { productName: '' } },
    ]);
  });

  it('leaves out products that total 0 and keeps decimals exact to the hundredth', () => {
    const rows = quantityBreakdownRows([
      {
        orderItems: [
          { productID: 'a', quantity: 0 },
          { productID: 'b', quantity: 0.1 },
          { productID: 'b', quantity: 0.2 },
        ],
      },
    ]);
    expect(rows).toEqual([{ productID: 'b', quantity: 0.3, product: { productName: '' } }]);
  });

  it('is empty for records without lines', () => {
    expect(quantityBreakdownRows([{ id: 'x' }, { orderItems: [] }])).toEqual([]);
  });
});

describe('offersQuantityBreakdowns', () => {
  it('is offered for records with lines or a product quantity, not for others', () => {
    expect(offersQuantityBreakdowns(new Set(['orderItems']))).toBe(true);
    expect(offersQuantityBreakdowns(new Set(['consignmentEntryItems']))).toBe(true);
    expect(offersQuantityBreakdowns(new Set(['productID', 'quantity']))).toBe(true);
    expect(offersQuantityBreakdowns(new Set(['productID', 'units']))).toBe(false);
    expect(offersQuantityBreakdowns(new Set(['productName']))).toBe(false);
  });
});
