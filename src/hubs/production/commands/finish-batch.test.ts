import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import type { MirrorRow } from '../../../data/mirror-row';
import { finishBatch } from './finish-batch';

const batch = (isPending: boolean) =>
  ({ id: 'b1', batchcode: 'SD-1', isPending, quantityGoal: 5, _syncState: 'synced' }) as MirrorRow<'batches'>;

describe('finish a batch', () => {
  it('records what the batch made and that it is no longer pending', () => {
    expect(writesOf(finishBatch, { batch: batch(true), made: 4 })).toEqual([
      { op: 'update', entity: 'batches', id: 'b1', fields: { isPending: false, quantity: 4 } },
    ]);
  });

  it('finishes only a pending batch', () => {
    expect(writesOf(finishBatch, { batch: batch(false), made: 4 })).toEqual([]);
  });
});
