import { describe, expect, it } from 'vitest';
import type { MirrorRecord } from '../../data/mirror-row';
import { deliveryReviewFlow } from './flow';

const row = (id: string, fields: Record<string, unknown>) =>
  ({ id, _syncState: 'synced', ...fields }) as MirrorRecord;

describe('the delivery review flow', () => {
  it('lists the day’s movements of both sections, flagged first, each with its section', () => {
    const entries = deliveryReviewFlow({
      deliveries: [
        row('d-plain', { deliveredOn: '2026-03-02T21:00:00Z' }),
        row('d-other-day', { deliveredOn: '2026-03-05T21:00:00Z' }),
      ],
      courierMovements: [row('m-flagged', { isFlagged: true, dueArrivalOn: '2026-03-02T22:00:00Z' })],
      day: '2026-03-03',
      timeZone: 'Australia/Melbourne',
    });
    expect(entries.map((entry) => [entry.record.id, entry.entity])).toEqual([
      ['m-flagged', 'courier-movements'],
      ['d-plain', 'deliveries'],
    ]);
  });
});
