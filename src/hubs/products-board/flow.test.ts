import { describe, expect, it } from 'vitest';
import type { RecordOf } from '../../data/mirror-row';
import { PRODUCT_FILTERS, productsBoardFlow, productSearchTexts } from './flow';

const ZONE = 'Australia/Melbourne';
// Thursday 26 November 2026 in Melbourne.
const NOW = Date.parse('2026-11-25T23:00:00Z');
const products: RecordOf<'products'>[] = [
  { id: 'milk', productName: 'Milk', abbreviation: 'MLK' },
  { id: 'bread', productName: 'Bread', abbreviation: 'BRD' },
];
const stockItems: RecordOf<'stock-items'>[] = [
  { id: 's1', productID: 'milk', available: 8 },
  { id: 's2', productID: 'bread', available: 50 },
];
const thresholds: RecordOf<'stock-thresholds'>[] = [{ id: 't1', productID: 'milk', lowerThreshold: 10 }];
const orders: RecordOf<'customer-orders'>[] = [
  {
    id: 'o1',
    isConfirmed: true,
    dueDate: '2026-11-27T00:00:00Z',
    orderItems: [{ productID: 'bread', quantity: 6 }],
  },
];
const input = { products, stockItems, thresholds, orders, now: NOW, timeZone: ZONE };

describe('the product board flow', () => {
  it('waits for the products', () => {
    expect(productsBoardFlow({ ...input, products: undefined, warnPercent: undefined })).toBeUndefined();
  });

  it('puts low stock first, with this week’s sales', () => {
    const cards = productsBoardFlow({ ...input, warnPercent: undefined }) ?? [];
    expect(cards.map((card) => [card.name, card.onHand, card.isLow, card.soldThisWeek])).toEqual([
      ['Milk', 8, true, 0],
      ['Bread', 50, false, 6],
    ]);
    expect(productSearchTexts(cards[0]!)).toEqual(['Milk', 'MLK']);
  });

  it('scales the lower threshold by the company’s Warn Below percent', () => {
    const cards = productsBoardFlow({ ...input, warnPercent: 50 }) ?? [];
    expect(cards.find((card) => card.id === 'milk')).toMatchObject({ warnBelow: 5, isLow: false });
    expect(
      productsBoardFlow({ ...input, warnPercent: 'lots' })?.find((card) => card.id === 'milk'),
    ).toMatchObject({ warnBelow: 10, isLow: true });
  });

  it('filters low stock and what sold this week', () => {
    const cards = productsBoardFlow({ ...input, warnPercent: undefined }) ?? [];
    const kept = (label: string) =>
      cards.filter(PRODUCT_FILTERS.find((filter) => filter.label === label)!.keep).map((card) => card.name);
    expect(kept('Low stock')).toEqual(['Milk']);
    expect(kept('Sold this week')).toEqual(['Bread']);
  });
});
