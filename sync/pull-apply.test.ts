import { describe, expect, it } from 'vitest';
import { createMemoryMirrorPort } from './memory-mirror-port';
import type { MirrorRecord, OutboxEntry, ServerRecord } from './mirror-types';
import { applyPulledPage, rebaseOnPulled } from './pull-apply';

const base: ServerRecord = { id: 'p1', rowVersion: 3, productName: 'Milk', weight: 1, isInactive: false };
const pendingLocal: MirrorRecord = { ...base, productName: 'Oat Milk', _syncState: 'pending', _base: base };
const update: OutboxEntry = {
  seq: 1,
  entity: 'products',
  recordID: 'p1',
  op: 'update',
  changes: { productName: 'Oat Milk' },
  baseRowVersion: 3,
  createdAt: 0,
};

describe('a pulled row meets pending local writes', () => {
  it('never overwrites them: their fields stay on top and the row becomes the new base', () => {
    const pulled = { ...base, rowVersion: 4, weight: 2 };
    const result = rebaseOnPulled(pendingLocal, [update], pulled, 50, 'changed');
    expect(result).toMatchObject({
      productName: 'Oat Milk',
      weight: 2,
      rowVersion: 4,
      _syncState: 'pending',
      _base: pulled,
      _cachedAt: 50,
    });
  });

  it('turns into a conflict when the server changed a pending field to something else, keeping theirs', () => {
    const pulled = { ...base, rowVersion: 4, productName: 'Cream' };
    const result = rebaseOnPulled(
      pendingLocal,
      [update],
      pulled,
      50,
      'This Product was changed by someone else.',
    );
    expect(result).toMatchObject({
      productName: 'Oat Milk',
      rowVersion: 3,
      _syncState: 'conflict',
      _serverVersion: pulled,
      _syncMessage: 'This Product was changed by someone else.',
    });
  });

  it('ignores a row no newer than the base (the echo of our own push)', () => {
    expect(rebaseOnPulled(pendingLocal, [update], { ...base, productName: 'Cream' }, 50, 'x')).toEqual({
      ...pendingLocal,
      _cachedAt: 50,
    });
  });

  it('keeps a conflict, refreshing theirs when the row is newer', () => {
    const conflict: MirrorRecord = {
      ...pendingLocal,
      _syncState: 'conflict',
      _serverVersion: { ...base, rowVersion: 4 },
    };
    expect(
      rebaseOnPulled(conflict, [update], { ...base, rowVersion: 6 }, 50, 'x')._serverVersion?.rowVersion,
    ).toBe(6);
    expect(
      rebaseOnPulled(conflict, [update], { ...base, rowVersion: 4 }, 50, 'x')._serverVersion?.rowVersion,
    ).toBe(4);
  });

  it('adopts the row of a queued create whose post committed (the answer was lost)', () => {
    const local: MirrorRecord = {
      id: 'p1',
      productName: 'Oat Milk',
      isInactive: false,
      _syncState: 'pending',
    };
    const create: OutboxEntry = {
      ...update,
      op: 'create',
      changes: { id: 'p1', productName: 'Oat Milk' },
      baseRowVersion: null,
    };
    const pulled = {
      id: 'p1',
      rowVersion: 1,
      productName: 'Oat Milk',
      isInactive: false,
      companyAccountID: 'comp1',
    };
    expect(rebaseOnPulled(local, [create], pulled, 50, 'x')).toMatchObject({
      rowVersion: 1,
      companyAccountID: 'comp1',
      _syncState: 'pending',
    });
  });

  it('keeps a failed record failed (with its message) while rebasing it', () => {
    const failed: MirrorRecord = { ...pendingLocal, _syncState: 'failed', _syncMessage: 'Nope' };
    expect(rebaseOnPulled(failed, [update], { ...base, rowVersion: 4, weight: 9 }, 50, 'x')).toMatchObject({
      _syncState: 'failed',
      _syncMessage: 'Nope',
      weight: 9,
    });
  });
});

describe('applying a page of changes', () => {
  it('puts plain rows as synced, rebases rows with queued writes, never steps a record back, and stores the cursor', async () => {
    const mirror = createMemoryMirrorPort();
    await mirror.transact(['products'], async (tx) => {
      await tx.putRecords('products', [
        pendingLocal,
        { id: 'p2', rowVersion: 5, productName: 'New', _syncState: 'synced' },
      ]);
      await tx.addEntry(update);
    });
    await mirror.transact(['products'], (tx) =>
      applyPulledPage(
        tx,
        {
          entity: 'products',
          rows: [
            { ...base, rowVersion: 4, weight: 2 },
            { id: 'p2', rowVersion: 4, productName: 'Old' },
            { id: 'p3', rowVersion: 1, productName: 'Fresh' },
          ],
          cursor: '17',
          complete: true,
        },
        99,
        'x',
      ),
    );
    const [p1, p2, p3, state] = await mirror.transact(['products'], (tx) =>
      Promise.all([
        tx.getRecord('products', 'p1'),
        tx.getRecord('products', 'p2'),
        tx.getRecord('products', 'p3'),
        tx.getEntityState('products'),
      ]),
    );
    expect(p1).toMatchObject({ productName: 'Oat Milk', weight: 2, rowVersion: 4, _syncState: 'pending' });
    expect(p2).toMatchObject({ productName: 'New', rowVersion: 5 });
    expect(p3).toMatchObject({ productName: 'Fresh', _syncState: 'synced', _cachedAt: 99 });
    expect(state).toEqual({ entity: 'products', cursor: '17', lastSyncedAt: 99, firstPullDone: true });
  });

  it('moves only the cursor on a page that is not the last', async () => {
    const mirror = createMemoryMirrorPort();
    await mirror.transact(['products'], (tx) =>
      applyPulledPage(tx, { entity: 'products', rows: [], cursor: '5', complete: false }, 99, 'x'),
    );
    expect(await mirror.transact(['products'], (tx) => tx.getEntityState('products'))).toEqual({
      entity: 'products',
      cursor: '5',
      lastSyncedAt: null,
      firstPullDone: false,
    });
  });

  it('drops a record the company is no longer party to, with the writes queued for it', async () => {
    const mirror = createMemoryMirrorPort();
    await mirror.transact(['products'], async (tx) => {
      await tx.putRecords('products', [
        pendingLocal,
        { id: 'p2', rowVersion: 5, productName: 'Kept', _syncState: 'synced' },
      ]);
      await tx.addEntry(update);
    });
    await mirror.transact(['products'], (tx) =>
      applyPulledPage(
        tx,
        {
          entity: 'products',
          rows: [{ id: 'p1', rowVersion: 9, isRemoved: true }],
          cursor: '20',
          complete: true,
        },
        99,
        'x',
      ),
    );
    const [p1, p2, entries] = await mirror.transact(['products'], (tx) =>
      Promise.all([
        tx.getRecord('products', 'p1'),
        tx.getRecord('products', 'p2'),
        tx.entriesFor('products', 'p1'),
      ]),
    );
    expect(p1).toBeUndefined();
    expect(p2).toMatchObject({ productName: 'Kept' });
    expect(entries).toEqual([]);
  });

  it('starts a section over when the services scope it now: its copy goes, queued work stays, and its first pull is not done', async () => {
    const mirror = createMemoryMirrorPort();
    await mirror.transact(['products'], async (tx) => {
      await tx.putRecords('products', [pendingLocal, { id: 'p2', rowVersion: 5, _syncState: 'synced' }]);
      await tx.addEntry(update);
      await tx.putEntityState({ entity: 'products', cursor: '40', lastSyncedAt: 1, firstPullDone: true });
    });
    await mirror.transact(['products'], (tx) =>
      applyPulledPage(
        tx,
        { entity: 'products', rows: [], cursor: '0', complete: false, reset: true },
        99,
        'x',
      ),
    );
    const [p1, p2, state] = await mirror.transact(['products'], (tx) =>
      Promise.all([
        tx.getRecord('products', 'p1'),
        tx.getRecord('products', 'p2'),
        tx.getEntityState('products'),
      ]),
    );
    expect(p1).toMatchObject({ productName: 'Oat Milk', _syncState: 'pending' });
    expect(p2).toBeUndefined();
    expect(state).toMatchObject({ cursor: '0', firstPullDone: false });
  });
});
