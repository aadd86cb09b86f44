import { describe, expect, it } from 'vitest';
import { pickingBatches, tabletLocation } from './tablet-floor';

describe('the tablet floor', () => {
  it('works where the tablet remembers, while that is a place it can work, else where the work is', () => {
    expect(tabletLocation('loc-b', ['loc-a', 'loc-b'], ['loc-a'])).toBe('loc-b');
    expect(tabletLocation('loc-gone', ['loc-a', 'loc-b'], ['loc-b'])).toBe('loc-b');
    expect(tabletLocation(null, ['loc-a'], [])).toBe('loc-a');
    expect(tabletLocation(null, [], [])).toBe('');
  });

  it("splits the day's consignments into batches of the company's Orders Per Picking Batch, earliest due first", () => {
    const at = (id: string, dueDate: string) => ({ id, dueDate });
    const day = [
      at('c', '2026-03-04T03:00:00Z'),
      at('a', '2026-03-04T01:00:00Z'),
      at('b', '2026-03-04T02:00:00Z'),
    ];
    expect(pickingBatches(day, 2).map((batch) => batch.map((c) => c.id))).toEqual([['a', 'b'], ['c']]);
    expect(pickingBatches(day, null).map((batch) => batch.map((c) => c.id))).toEqual([['a', 'b', 'c']]);
    expect(pickingBatches(day, 0)).toHaveLength(1);
    expect(pickingBatches([], 2)).toEqual([]);
  });
});
