import { describe, expect, it } from 'vitest';
import { createMemoryMirrorPort } from '../../../sync/memory-mirror-port';
import type { MirrorRecord } from '../../../sync/mirror-types';
import { conflictNote, holdsDriverProof, keepDriverProof, officeChanges } from './delivery-conflict';

const PROOF = [{ points: [{ x: 1, y: 1 }, { x: 4, y: 2 }] }];

describe('a delivery made offline meets an office change', () => {
  it('names what the office changed', () => {
    expect(officeChanges({ id: 'a', rowVersion: 1, driverNotes: 'x', dueArrivalOn: 't1' }, { id: 'a', rowVersion: 2, driverNotes: 'y', dueArrivalOn: 't1' })).toEqual(['driverNotes']);
  });

  it('keeps the driver proof on top of the office version, flagged with a note for review', async () => {
    const mirror = createMemoryMirrorPort();
    const base = { id: 'd1', rowVersion: 1, receiverName: null, driverNotes: 'Gate code 12', isFlagged: false };
    const theirs = { ...base, rowVersion: 2, driverNotes: 'Gate code 34' };
    const local: MirrorRecord = {
      ...base,
      receiverName: 'Mia',
      proofOfDelivery: PROOF,
      driverNotes: 'Left at the back door',
      deliveredOn: '2026-03-02T21:00:00Z',
      _syncState: 'conflict',
      _base: base,
      _serverVersion: theirs,
    };
    await mirror.transact(['deliveries'], async (tx) => {
      await tx.putRecords('deliveries', [local]);
      await tx.addEntry({ entity: 'deliveries', recordID: 'd1', op: 'update', changes: { receiverName: 'Mia', proofOfDelivery: PROOF, driverNotes: 'Left at the back door', deliveredOn: '2026-03-02T21:00:00Z' }, baseRowVersion: 1, createdAt: 1 });
    });
    expect(holdsDriverProof(local)).toBe(true);

    expect(await keepDriverProof(mirror, 'deliveries', local, 5)).toBe(true);

    const kept = await mirror.transact(['deliveries'], (tx) => tx.getRecord('deliveries', 'd1'));
    expect(kept).toMatchObject({ _syncState: 'pending', rowVersion: 2, proofOfDelivery: PROOF, receiverName: 'Mia', isFlagged: true, conflictNote: conflictNote(['driverNotes']) });
    const queued = await mirror.outbox();
    const sent = Object.assign({}, ...queued.map((entry) => entry.changes)) as Record<string, unknown>;
    expect(sent).toMatchObject({ proofOfDelivery: PROOF, deliveredOn: '2026-03-02T21:00:00Z', isFlagged: true });
    expect(queued.every((entry) => entry.baseRowVersion === 2)).toBe(true);
  });

  it('leaves conflicts without a driver proof to the office', async () => {
    const mirror = createMemoryMirrorPort();
    const record: MirrorRecord = { id: 'd2', rowVersion: 1, driverNotes: 'x', _syncState: 'conflict', _serverVersion: { id: 'd2', rowVersion: 2 } };
    expect(await keepDriverProof(mirror, 'deliveries', record, 1)).toBe(false);
  });
});
