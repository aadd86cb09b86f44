import { describe, expect, it } from 'vitest';
import { labelOf, writesOf } from '../../../blocks/hub/command';
import type { MirrorRow } from '../../../data/mirror-row';
import { holdBatch } from './hold-batch';

const batch = (fields: { onHold?: boolean; isPending?: boolean }) =>
  ({ id: 'b1', batchcode: 'SD-1', _syncState: 'synced', ...fields }) as MirrorRow<'batches'>;

describe('hold a batch', () => {
  it('holds a finished batch, and releases a held one', () => {
    expect(labelOf(holdBatch, { batch: batch({ isPending: false }) })).toBe('Hold');
    expect(writesOf(holdBatch, { batch: batch({ isPending: false }) })).toEqual([
      { op: 'update', entity: 'batches', id: 'b1', fields: { onHold: true } },
    ]);
    expect(labelOf(holdBatch, { batch: batch({ onHold: true }) })).toBe('Release');
    expect(writesOf(holdBatch, { batch: batch({ onHold: true }) })).toEqual([
      { op: 'update', entity: 'batches', id: 'b1', fields: { onHold: false } },
    ]);
  });

  it('holds no batch still being made', () => {
    expect(writesOf(holdBatch, { batch: batch({ isPending: true }) })).toEqual([]);
  });
});
