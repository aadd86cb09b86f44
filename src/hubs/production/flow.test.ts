import { describe, expect, it } from 'vitest';
import type { MirrorRow } from '../../data/mirror-row';
import { homeLocation, madeOf, productionFlow } from './flow';

const synced = { _syncState: 'synced' } as const;
const product = (fields: Partial<MirrorRow<'products'>> & { id: string }) =>
  ({ ...synced, ...fields }) as MirrorRow<'products'>;

describe('the production flow', () => {
  const input = {
    products: [
      product({ id: 'sourdough', productName: 'Sourdough Loaf', isManufactured: true }),
      product({ id: 'flour', productName: 'Flour' }),
    ],
    stock: [
      { ...synced, id: 's1', productID: 'sourdough', locationID: 'bakery', available: 15 },
      { ...synced, id: 's2', productID: 'flour', locationID: 'bakery', available: 3 },
      { ...synced, id: 's3', productID: 'flour', locationID: 'shop', available: 1 },
    ] as MirrorRow<'stock-items'>[],
    thresholds: [
      { ...synced, id: 't1', productID: 'sourdough', locationID: 'bakery', lowerThreshold: 10 },
      { ...synced, id: 't2', productID: 'sourdough', locationID: 'shop', lowerThreshold: 50 },
    ] as MirrorRow<'stock-thresholds'>[],
    batches: [
      {
        ...synced,
        id: 'b1',
        productID: 'sourdough',
        batchcode: 'SD-1',
        isPending: true,
        quantityGoal: 5,
        createdOn: '2026-03-01',
      },
      {
        ...synced,
        id: 'b2',
        productID: 'sourdough',
        batchcode: 'SD-0',
        quantity: 8,
        createdOn: '2026-02-01',
      },
    ] as MirrorRow<'batches'>[],
    demand: {
      lines: [
        { productID: 'sourdough', locationID: 'bakery', quantity: 40, dueDate: '2026-03-05T00:00:00Z' },
        { productID: 'sourdough', locationID: 'bakery', quantity: 99, dueDate: '2026-04-05T00:00:00Z' },
      ],
      from: '2026-03-04T00:00:00Z',
      until: '2026-03-11T00:00:00Z',
    },
  };

  it('suggests what the week asks for plus the home threshold, less stock and batches being made', () => {
    const view = productionFlow(input);
    expect(view.home).toBe('bakery');
    expect(view.cards).toHaveLength(1);
    expect(view.cards[0]).toMatchObject({ due: 40, inStock: 15, pending: 5, keep: 10, suggested: 30 });
    expect(view.cards[0]?.batches.map((batch) => batch.id)).toEqual(['b1', 'b2']);
    expect(view.batchcodes).toEqual(['SD-1', 'SD-0']);
  });

  it('makes batches where most stock items are', () => {
    expect(homeLocation([{ locationID: 'a' }, { locationID: 'b' }, { locationID: 'b' }])).toBe('b');
    expect(homeLocation([])).toBe('');
  });

  it("counts a finished batch's goal as made unless the person typed otherwise", () => {
    const [b1] = input.batches;
    expect(madeOf(b1!, undefined)).toBe(5);
    expect(madeOf(b1!, 4)).toBe(4);
  });
});
