import { describe, expect, it } from 'vitest';
import type { MirrorRow } from '../../data/mirror-row';
import { stockCheckerFlow, type StockCheckerInput } from './flow';

const synced = { _syncState: 'synced' } as const;
const input: StockCheckerInput = {
  stock: [
    { ...synced, id: 's1', productID: 'milk', locationID: 'wh', available: 3 },
    { ...synced, id: 's2', productID: 'flour', locationID: 'wh', available: 50 },
  ] as MirrorRow<'stock-items'>[],
  products: [
    { ...synced, id: 'milk', productName: 'Milk 2L' },
    { ...synced, id: 'flour', productName: 'Flour', isSold: false },
  ] as MirrorRow<'products'>[],
  batches: [{ ...synced, id: 'b1', batchcode: 'GD1', productID: 'milk' }] as MirrorRow<'batches'>[],
  locations: [{ ...synced, id: 'wh', locationName: 'Warehouse' }] as MirrorRow<'locations'>[],
  demand: {
    lines: [
      { productID: 'milk', locationID: 'wh', quantity: 5, dueDate: '2026-03-04T01:00:00Z' },
      { productID: 'flour', locationID: 'wh', quantity: 10, dueDate: '2026-03-04T01:00:00Z' },
    ],
    standing: [{ productID: 'milk', locationID: 'wh', quantity: 2, dueDate: '2026-03-04T01:00:00Z' }],
    from: '2026-03-04T00:00:00Z',
    until: '2026-03-11T00:00:00Z',
  },
  find: '',
  soldOnly: false,
};

describe('the stock checker flow', () => {
  it('sets demand against stock per product and location, shortfalls first, named', () => {
    expect(stockCheckerFlow(input)).toEqual([
      {
        key: 'milk|wh',
        productName: 'Milk 2L',
        locationName: 'Warehouse',
        demand: 5,
        fromStanding: 2,
        inStock: 3,
        balance: -2,
      },
      expect.objectContaining({ key: 'flour|wh', balance: 40 }),
    ]);
  });

  it('narrows to the products a scanned batch code names, and to sold products', () => {
    expect(stockCheckerFlow({ ...input, find: 'GD1' }).map((row) => row.key)).toEqual(['milk|wh']);
    expect(stockCheckerFlow({ ...input, soldOnly: true }).map((row) => row.key)).toEqual(['milk|wh']);
  });
});
