import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import type { MirrorRecord } from '../../../data/mirror-row';
import { markReviewed } from './mark-reviewed';

describe('mark reviewed', () => {
  it('stamps who reviewed the movement when, in its own section', () => {
    const record = { id: 'm1', _syncState: 'synced' } as MirrorRecord;
    const now = new Date('2026-03-03T05:00:00Z');
    expect(
      writesOf(markReviewed, { entry: { entity: 'courier-movements', record }, now, userID: 'u1' }),
    ).toEqual([
      {
        op: 'update',
        entity: 'courier-movements',
        id: 'm1',
        fields: { reviewedOn: '2026-03-03T05:00:00.000Z', reviewedByUserID: 'u1' },
      },
    ]);
  });
});
