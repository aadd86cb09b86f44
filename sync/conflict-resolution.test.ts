import { describe, expect, it } from 'vitest';
import { resolveConflictTx } from './conflict-resolution';
import { createMemoryMirrorPort } from './memory-mirror-port';
import type { MirrorRecord, ServerRecord } from './mirror-types';

const base: ServerRecord = { id: 'p1', rowVersion: 3, productName: 'Milk', weight: 1, isInactive: false };
const theirs: ServerRecord = { ...base, rowVersion: 5, productName: 'Cream', weight: 2 };
const conflicted: MirrorRecord = {
  ...base,
  productName: 'Oat',
  _syncState: 'conflict',
  _serverVersion: theirs,
  _base: base,
  _syncMessage: 'changed',
};

async function setUp() {
  const mirror = createMemoryMirrorPort();
  await mirror.transact(['products'], async (tx) => {
    await tx.putRecords('products', [conflicted]);
    await tx.addEntry({
      entity: 'products',
      recordID: 'p1',
      op: 'update',
      changes: { productName: 'Oat' },
      baseRowVersion: 3,
      createdAt: 0,
    });
  });
  const read = () =>
    mirror.transact(['products'], async (tx) => ({
      record: await tx.getRecord('products', 'p1'),
      entries: await tx.entriesFor('products', 'p1'),
    }));
  return { mirror, read };
}

describe('resolving a conflict', () => {
  it("keep mine re-applies the user's fields on the server's current version", async () => {
    const { mirror, read } = await setUp();
    expect(
      await mirror.transact(['products'], (tx) => resolveConflictTx(tx, 'products', 'p1', 'keep-mine', 9)),
    ).toBe(true);
    const { record, entries } = await read();
    expect(record).toMatchObject({
      productName: 'Oat',
      weight: 2,
      rowVersion: 5,
      _syncState: 'pending',
      _base: theirs,
    });
    expect(record?._serverVersion).toBeUndefined();
    expect(entries).toMatchObject([{ op: 'update', changes: { productName: 'Oat' }, baseRowVersion: 5 }]);
  });

  it("take theirs replaces the mirror record with the server's and drops the queued writes", async () => {
    const { mirror, read } = await setUp();
    await mirror.transact(['products'], (tx) => resolveConflictTx(tx, 'products', 'p1', 'take-theirs', 9));
    expect(await read()).toEqual({ record: { ...theirs, _syncState: 'synced', _cachedAt: 9 }, entries: [] });
  });

  it('does nothing to a record that is not in conflict', async () => {
    const mirror = createMemoryMirrorPort();
    await mirror.transact(['products'], (tx) =>
      tx.putRecords('products', [{ ...base, _syncState: 'synced' }]),
    );
    expect(
      await mirror.transact(['products'], (tx) => resolveConflictTx(tx, 'products', 'p1', 'keep-mine', 9)),
    ).toBe(false);
  });

  it("keep mine after a create that landed unanswered sends the fields as an update on the server's version, never the create again", async () => {
    // The create reached the server but its answer was lost; a pull then met the pending
    // create, deleted and edited since, and showed the conflict.
    const landed: ServerRecord = { id: 'p2', rowVersion: 1, productName: 'P1', weight: 1, isInactive: false };
    const mirror = createMemoryMirrorPort();
    await mirror.transact(['products'], async (tx) => {
      await tx.putRecords('products', [
        {
          id: 'p2',
          productName: 'E5',
          weight: 1,
          isInactive: true,
          _syncState: 'conflict',
          _serverVersion: landed,
        },
      ]);
      await tx.addEntry({
        entity: 'products',
        recordID: 'p2',
        op: 'create',
        changes: { id: 'p2', productName: 'P1', weight: 1 },
        baseRowVersion: null,
        createdAt: 0,
      });
      await tx.addEntry({
        entity: 'products',
        recordID: 'p2',
        op: 'delete',
        changes: { isInactive: true },
        baseRowVersion: null,
        createdAt: 1,
      });
      await tx.addEntry({
        entity: 'products',
        recordID: 'p2',
        op: 'update',
        changes: { productName: 'E5' },
        baseRowVersion: null,
        createdAt: 2,
      });
    });
    expect(
      await mirror.transact(['products'], (tx) => resolveConflictTx(tx, 'products', 'p2', 'keep-mine', 9)),
    ).toBe(true);
    const entries = await mirror.transact(['products'], (tx) => tx.entriesFor('products', 'p2'));
    expect(entries.map(({ op, changes, baseRowVersion }) => ({ op, changes, baseRowVersion }))).toEqual([
      { op: 'update', changes: { productName: 'E5', weight: 1 }, baseRowVersion: 1 },
      { op: 'delete', changes: { isInactive: true }, baseRowVersion: 1 },
    ]);
  });
});
