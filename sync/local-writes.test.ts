import { describe, expect, it } from 'vitest';
import { discardLocal, retryFailed, writeActive, writeCreate, writeUpdate } from './local-writes';
import { createMemoryMirrorPort } from './memory-mirror-port';
import type { MirrorRecord, ServerRecord } from './mirror-types';
import type { MirrorPort } from './ports';

const server: ServerRecord = { id: 'p1', rowVersion: 3, productName: 'Milk', weight: 1, isInactive: false };
const synced: MirrorRecord = { ...server, _syncState: 'synced', _cachedAt: 1 };

async function mirrorWith(...records: MirrorRecord[]): Promise<MirrorPort> {
  const mirror = createMemoryMirrorPort();
  await mirror.transact(['products'], (tx) => tx.putRecords('products', records));
  return mirror;
}

const read = (mirror: MirrorPort, id = 'p1') =>
  mirror.transact(['products'], async (tx) => ({
    record: await tx.getRecord('products', id),
    entries: await tx.entriesFor('products', id),
  }));

describe('local writes', () => {
  it('create: a pending record with the client-made id and a create entry', async () => {
    const mirror = await mirrorWith();
    await mirror.transact(['products'], (tx) =>
      writeCreate(
        tx,
        'products',
        'new-1',
        { productName: 'Oat Milk', rowVersion: 9, _syncState: 'synced' },
        5,
      ),
    );
    const { record, entries } = await read(mirror, 'new-1');
    expect(record).toEqual({
      id: 'new-1',
      productName: 'Oat Milk',
      isInactive: false,
      _syncState: 'pending',
      _cachedAt: 5,
    });
    expect(entries).toMatchObject([
      { op: 'create', changes: { id: 'new-1', productName: 'Oat Milk' }, baseRowVersion: null },
    ]);
  });

  it('update: queues only the fields that change, on the rowVersion the edit was made on, and remembers the base', async () => {
    const mirror = await mirrorWith(synced);
    const changed = await mirror.transact(['products'], (tx) =>
      writeUpdate(tx, 'products', 'p1', { productName: 'Oat Milk', weight: 1, rowVersion: 1 }, 5),
    );
    expect(changed).toBe(true);
    const { record, entries } = await read(mirror);
    expect(record).toMatchObject({
      productName: 'Oat Milk',
      rowVersion: 3,
      _syncState: 'pending',
      _base: { productName: 'Milk', rowVersion: 3 },
    });
    expect(entries).toMatchObject([
      { op: 'update', changes: { productName: 'Oat Milk' }, baseRowVersion: 3 },
    ]);
    expect(
      await mirror.transact(['products'], (tx) =>
        writeUpdate(tx, 'products', 'p1', { productName: 'Oat Milk' }, 6),
      ),
    ).toBe(false);
    expect((await read(mirror)).entries).toHaveLength(1);
  });

  it('delete marks the record inactive and restore clears it, each queued', async () => {
    const mirror = await mirrorWith(synced);
    await mirror.transact(['products'], (tx) => writeActive(tx, 'products', 'p1', false, 5));
    expect((await read(mirror)).record?.isInactive).toBe(true);
    expect(await mirror.transact(['products'], (tx) => writeActive(tx, 'products', 'p1', false, 6))).toBe(
      false,
    );
    await mirror.transact(['products'], (tx) => writeActive(tx, 'products', 'p1', true, 7));
    const { record, entries } = await read(mirror);
    expect(record?.isInactive).toBe(false);
    expect(entries.map((entry) => [entry.op, entry.changes])).toEqual([
      ['delete', { isInactive: true }],
      ['restore', { isInactive: false }],
    ]);
  });

  it('a write to a failed record retries it: its queued writes fold into fresh ones and the message goes', async () => {
    const failed: MirrorRecord = {
      ...synced,
      weight: 'heavy',
      _syncState: 'failed',
      _syncMessage: 'The Product has an invalid field: weight',
      _base: server,
    };
    const mirror = await mirrorWith(failed);
    await mirror.transact(['products'], (tx) =>
      tx.addEntry({
        entity: 'products',
        recordID: 'p1',
        op: 'update',
        changes: { weight: 'heavy' },
        baseRowVersion: 3,
        createdAt: 1,
      }),
    );
    await mirror.transact(['products'], (tx) => writeUpdate(tx, 'products', 'p1', { weight: 2 }, 5));
    const { record, entries } = await read(mirror);
    expect(record?._syncState).toBe('pending');
    expect(record?._syncMessage).toBeUndefined();
    expect(entries).toMatchObject([{ op: 'update', changes: { weight: 2 } }]);
  });

  it('a write to a conflicted record waits with the others until the conflict is resolved', async () => {
    const theirs = { ...server, rowVersion: 4, productName: 'Cream' };
    const mirror = await mirrorWith({
      ...synced,
      productName: 'Oat',
      _syncState: 'conflict',
      _serverVersion: theirs,
      _base: server,
    });
    await mirror.transact(['products'], (tx) => writeUpdate(tx, 'products', 'p1', { weight: 3 }, 5));
    const { record } = await read(mirror);
    expect(record).toMatchObject({ _syncState: 'conflict', weight: 3, _serverVersion: theirs });
  });

  it('retry sends a failed record again as it stands', async () => {
    const mirror = await mirrorWith({
      ...synced,
      productName: 'Oat',
      _syncState: 'failed',
      _syncMessage: 'No',
      _base: server,
    });
    await mirror.transact(['products'], (tx) =>
      tx.addEntry({
        entity: 'products',
        recordID: 'p1',
        op: 'update',
        changes: { productName: 'Oat' },
        baseRowVersion: 3,
        createdAt: 1,
      }),
    );
    expect(await mirror.transact(['products'], (tx) => retryFailed(tx, 'products', 'p1', 5))).toBe(true);
    const { record, entries } = await read(mirror);
    expect(record?._syncState).toBe('pending');
    expect(entries).toMatchObject([{ op: 'update', changes: { productName: 'Oat' } }]);
  });

  it('discard goes back to the server record, and drops a never-sent new record', async () => {
    const mirror = await mirrorWith({ ...synced, productName: 'Oat', _syncState: 'failed', _base: server });
    await mirror.transact(['products'], async (tx) => {
      await tx.addEntry({
        entity: 'products',
        recordID: 'p1',
        op: 'update',
        changes: { productName: 'Oat' },
        baseRowVersion: 3,
        createdAt: 1,
      });
      await writeCreate(tx, 'products', 'new-1', { productName: 'Soy' }, 2);
    });
    await mirror.transact(['products'], (tx) => discardLocal(tx, 'products', 'p1', 5));
    await mirror.transact(['products'], (tx) => discardLocal(tx, 'products', 'new-1', 5));
    expect((await read(mirror)).record).toMatchObject({ productName: 'Milk', _syncState: 'synced' });
    expect((await read(mirror, 'new-1')).record).toBeUndefined();
    expect(await mirror.pendingCount()).toBe(0);
  });

  it('refuses edits of a record the mirror does not have', async () => {
    const mirror = await mirrorWith();
    await expect(
      mirror.transact(['products'], (tx) => writeUpdate(tx, 'products', 'nope', { productName: 'x' }, 1)),
    ).rejects.toThrow('not in the local mirror');
  });
});
