import { describe, expect, it } from 'vitest';
import type { MirrorRecord } from '../../data/mirror-row';
import { receivingFlow } from './flow';

const row = (id: string, fields: Record<string, unknown>) =>
  ({ id, _syncState: 'synced', ...fields }) as MirrorRecord;

describe('the receiving flow', () => {
  it('shows each waiting receival with its sender, packages and whether it is chilled', () => {
    const waiting = receivingFlow(
      [
        row('r1', {
          departureLocation: { locationName: 'Dairy Farm' },
          packagedItems: [{ code: 'Crate', quantityPacked: 2, productID: 'milk' }],
        }),
        row('r-done', { receivedOn: '2026-03-02T21:00:00Z' }),
      ],
      new Set(['milk']),
    );
    expect(waiting).toEqual([
      expect.objectContaining({ from: 'Dairy Farm', packages: '2 x Crate', temperatureNeeded: true }),
    ]);
  });
});
