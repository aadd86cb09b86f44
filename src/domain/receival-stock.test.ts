import { describe, expect, it } from 'vitest';
import { isReceived, receivedStockEntries } from './receival-stock';

describe('received goods enter stock', () => {
  const receival = {
    id: 'rcv-1',
    destinationLocationID: 'wh',
    receivedOn: '2026-03-03T00:00:00.000Z',
    packagedItems: [
      { productID: 'milk', measurementID: 'crate', quantityPacked: 10, quantityReceived: 9 },
      { productID: 'milk', measurementID: 'crate', quantityPacked: 2, quantityReceived: 2 },
      { productID: 'bread', measurementID: 'tray', batchID: 'b7', quantityReceived: 3 },
      { productID: 'cola', measurementID: 'carton', quantityReceived: 0 },
      { measurementID: 'crate', quantityReceived: 4 },
    ],
  };
  const units = (productID: string) => (productID === 'milk' ? 9 : productID === 'bread' ? 8 : 1);

  it('is received once counted in', () => {
    expect(isReceived(receival)).toBe(true);
    expect(isReceived({ receivedOn: null })).toBe(false);
    expect(isReceived({ isFulfilled: true })).toBe(true);
  });

  it('books units received (packages times units per package) per product and batch at the destination', () => {
    expect(receivedStockEntries(receival, units)).toEqual([
      {
        id: 'rcv-1:received:bread|b7',
        entry: { kind: 'received', productID: 'bread', locationID: 'wh', batchID: 'b7', quantity: 24 },
      },
      {
        id: 'rcv-1:received:milk|',
        entry: { kind: 'received', productID: 'milk', locationID: 'wh', batchID: null, quantity: 99 },
      },
    ]);
  });

  it('books nothing without a destination, and counts a package as one unit when no increment is known', () => {
    expect(receivedStockEntries({ ...receival, destinationLocationID: null }, units)).toEqual([]);
    expect(receivedStockEntries(receival, () => 0).map((line) => line.entry.quantity)).toEqual([3, 11]);
  });
});
