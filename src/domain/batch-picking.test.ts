import { describe, expect, it } from 'vitest';
import { batchByCode, pickProblem, suggestBatches, type PickableBatch } from './batch-picking';

const batch = (fields: Partial<PickableBatch> & { batchID: string }): PickableBatch => ({
  batchcode: fields.batchID.toUpperCase(),
  productID: 'milk',
  exp: null,
  onHold: false,
  isPending: false,
  available: 10,
  ...fields,
});

describe('suggestBatches (first expiry, first out)', () => {
  const batches = [
    batch({ batchID: 'late', exp: '2026-12-20T00:00:00Z', available: 50 }),
    batch({ batchID: 'early', exp: '2026-12-01T00:00:00Z', available: 4 }),
    batch({ batchID: 'held', exp: '2026-11-28T00:00:00Z', onHold: true }),
    batch({ batchID: 'pending', exp: '2026-11-27T00:00:00Z', isPending: true }),
    batch({ batchID: 'empty', exp: '2026-11-26T00:00:00Z', available: 0 }),
    batch({ batchID: 'undated', available: 9 }),
    batch({ batchID: 'cola', productID: 'cola', exp: '2026-11-20T00:00:00Z' }),
  ];

  it('takes the earliest expiry first, never a batch on hold, pending or empty, undated last', () => {
    expect(suggestBatches(batches, 'milk', 6).map((s) => [s.batchID, s.take])).toEqual([
      ['early', 4],
      ['late', 2],
      ['undated', 0],
    ]);
  });

  it('suggests nothing for a product without stock', () => {
    expect(suggestBatches(batches, 'bread', 3)).toEqual([]);
  });
});

describe('pickProblem', () => {
  const ok = { quantityPicked: 3, available: 5, ordered: 6, pickedElsewhere: 0 };
  it('accepts a pick the batch covers within the ordered quantity', () => {
    expect(pickProblem(ok)).toBeNull();
  });
  it('refuses more than the batch has, more than ordered, negatives and fractions', () => {
    expect(pickProblem({ ...ok, quantityPicked: 6 })).toBe('Only 5 left in this batch');
    expect(pickProblem({ ...ok, pickedElsewhere: 4 })).toBe('More than ordered (6)');
    expect(pickProblem({ ...ok, quantityPicked: -1 })).toBe('Cannot be below 0');
    expect(pickProblem({ ...ok, quantityPicked: 1.5 })).toBe('Enter a whole number');
  });
});

describe('batchByCode', () => {
  it('finds a batch by a typed or scanned code, ignoring case and spaces', () => {
    const found = batchByCode(
      [
        { batchcode: 'GD251124', id: 1 },
        { batchcode: 'GD251125', id: 2 },
      ],
      ' gd251125\n',
    );
    expect(found?.id).toBe(2);
    expect(batchByCode([{ batchcode: 'GD251124' }], 'XX')).toBeNull();
    expect(batchByCode([{ batchcode: 'GD251124' }], '  ')).toBeNull();
  });
});
