import { describe, expect, it } from 'vitest';
import { checkStock, consignmentDemand, productsNamed, soldOnly } from './stock-check';

describe('stock checker', () => {
  it("sets the coming days' demand against stock per product and location, shortfalls first", () => {
    const demand = [
      ...consignmentDemand([
        {
          departureLocationID: 'wh',
          dueDate: '2026-03-04T20:00:00Z',
          consignmentOrderItems: [
            { productID: 'milk', quantity: 30 },
            { productID: 'cola', quantity: 24 },
          ],
        },
        // Half picked: the picked units have left the stock already, so only the rest is asked for.
        {
          departureLocationID: 'wh',
          dueDate: '2026-03-05T20:00:00Z',
          consignmentOrderItems: [{ productID: 'milk', quantity: 20 }],
          consignmentEntryItems: [{ productID: 'milk', batchID: 'b1', quantity: 20, quantityPicked: 10 }],
        },
        {
          departureLocationID: 'wh',
          dueDate: '2026-03-05T20:00:00Z',
          pickedOn: '2026-03-05T01:00:00Z',
          consignmentOrderItems: [{ productID: 'milk', quantity: 99 }],
        },
        {
          departureLocationID: 'wh',
          dueDate: '2026-03-20T20:00:00Z',
          consignmentOrderItems: [{ productID: 'oj', quantity: 99 }],
        },
      ]),
    ];
    const stock = new Map([
      ['milk|wh', 25],
      ['cola|wh', 100],
    ]);
    expect(checkStock(demand, stock, '2026-03-03T13:00:00Z', '2026-03-10T13:00:00Z')).toEqual([
      { productID: 'milk', locationID: 'wh', demand: 40, inStock: 25, balance: -15 },
      { productID: 'cola', locationID: 'wh', demand: 24, inStock: 100, balance: 76 },
    ]);
  });
});

describe('finding a product by a typed or scanned text', () => {
  const products = [
    { id: 'milk', productName: 'Full Cream Milk 2L', abbreviation: 'FCM2' },
    { id: 'lite', productName: 'Lite Milk 2L', abbreviation: 'LM2' },
  ];
  const batches = [{ id: 'b1', batchcode: 'GD251124', productID: 'milk' }];
  it('reads a batch code, an abbreviation or part of a name', () => {
    expect(productsNamed(' gd251124 ', products, batches)).toEqual(new Set(['milk']));
    expect(productsNamed('LM2', products, batches)).toEqual(new Set(['lite']));
    expect(productsNamed('milk', products, batches)).toEqual(new Set(['milk', 'lite']));
    expect(productsNamed('', products, batches)).toBeNull();
  });
});

describe("the hubs menu's stock checker (filterBy=Sold)", () => {
  it('shows only products the company sells; a product says so unless it is marked not sold', () => {
    const rows = [{ productID: 'milk' }, { productID: 'flour' }, { productID: 'unknown' }];
    const products = [
      { id: 'milk', isSold: true },
      { id: 'flour', isSold: false },
    ];
    expect(soldOnly(rows, products)).toEqual([{ productID: 'milk' }, { productID: 'unknown' }]);
  });
});
