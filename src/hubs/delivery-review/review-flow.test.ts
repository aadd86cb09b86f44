import { describe, expect, it } from 'vitest';
import { isReviewed, reviewChanges, reviewList, shortsOf } from './review-flow';

describe('delivery review', () => {
  const day = '2026-03-03';
  const rows = [
    { id: 'late', deliveredOn: '2026-03-02T23:00:00Z' },
    { id: 'early', deliveredOn: '2026-03-02T20:00:00Z' },
    { id: 'flagged', deliveredOn: '2026-03-02T22:00:00Z', isFlagged: true },
    { id: 'skipped-flagged', dueArrivalOn: '2026-03-02T21:00:00Z', isFlagged: true, skipReason: 'Closed' },
    { id: 'reviewed', deliveredOn: '2026-03-02T19:00:00Z', reviewedOn: '2026-03-03T01:00:00Z' },
    { id: 'yesterday', deliveredOn: '2026-03-01T22:00:00Z' },
    { id: 'undelivered', dueArrivalOn: '2026-03-02T21:00:00Z' },
  ];

  it('lists the day’s delivered and flagged movements, flagged first, reviewed last', () => {
    expect(reviewList(rows, day).map((row) => row.id)).toEqual([
      'skipped-flagged',
      'flagged',
      'early',
      'late',
      'reviewed',
    ]);
    expect(isReviewed(rows[4]!)).toBe(true);
  });

  it('names each item delivered short, with the reason', () => {
    const movement = {
      deliveredOn: '2026-03-02T22:00:00Z',
      packagedItems: [
        { code: 'CRT', quantityPacked: 3, quantityDelivered: 2, shortReason: 'Leaking' },
        { code: 'CTN', quantityPacked: 1, quantityDelivered: 1 },
      ],
    };
    expect(shortsOf(movement)).toEqual([{ name: 'CRT', packed: 3, delivered: 2, reason: 'Leaking' }]);
    expect(shortsOf({ packagedItems: movement.packagedItems })).toEqual([]);
  });

  it('marks a delivery reviewed by whom and when', () => {
    expect(reviewChanges({ now: new Date('2026-03-03T05:00:00Z'), userID: 'u1' })).toEqual({
      reviewedOn: '2026-03-03T05:00:00.000Z',
      reviewedByUserID: 'u1',
    });
  });
});
