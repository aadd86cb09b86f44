import { describe, expect, it, vi } from 'vitest';
import { createTableGenerations } from './table-generations';

// Dexie's empty range: which keys changed does not matter here, only which tables.
const NO_RANGE = { d: 0 } as const;

describe('table generations', () => {
  it('counts a change once per table, whatever indexes it touched, and everything for "all"', () => {
    const generations = createTableGenerations();
    const listener = vi.fn<() => void>();
    generations.subscribe(listener);
    generations.note({
      'idb://bulktrade/customer-orders/': NO_RANGE,
      'idb://bulktrade/customer-orders/isPaid': NO_RANGE,
      'idb://other/journeys/': NO_RANGE,
    });
    expect(generations.of('bulktrade', 'customer-orders')).toBe(1);
    expect(generations.of('bulktrade', 'journeys')).toBe(0);
    expect(generations.of('other', 'journeys')).toBe(1);
    generations.note({ all: NO_RANGE });
    expect(generations.of('bulktrade', 'journeys')).toBe(1);
    expect(listener).toHaveBeenCalledTimes(2);
    generations.note({ 'idb://bulktrade/customer-orders': NO_RANGE }); // the read cache's key: not a change
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
