import { describe, expect, it } from 'vitest';
import type { MirrorRecord, NewOutboxEntry } from '../../sync/mirror-types';
import type { MirrorPort } from '../../sync/ports';
import { initialStatus } from '../../sync/sync-status';

// One contract for every MirrorPort: the Dexie mirror (src/data) and the memory mirror (sync/).
const product = (id: string, extra: Partial<MirrorRecord> = {}): MirrorRecord => ({
  id,
  productName: `Product ${id}`,
  rowVersion: 1,
  _syncState: 'synced',
  ...extra,
});

const entry = (recordID: string, entity = 'products'): NewOutboxEntry => ({
  entity,
  recordID,
  op: 'update',
  changes: { productName: 'Changed' },
  baseRowVersion: 1,
  createdAt: 0,
});

/** Registers the contract suite for a port factory (a fresh, empty mirror per call). */
export function describeMirrorPort(name: string, makePort: () => Promise<MirrorPort>): void {
  describe(`${name} mirror port`, () => {
    it('stores and reads records per entity', async () => {
      const port = await makePort();
      await port.transact(['products', 'locations'], async (tx) => {
        await tx.putRecords('products', [product('a'), product('b')]);
        await tx.putRecords('locations', [{ id: 'a', locationName: 'Depot', _syncState: 'synced' }]);
      });
      const [a, both, location] = await port.transact(['products', 'locations'], (tx) =>
        Promise.all([
          tx.getRecord('products', 'a'),
          tx.getRecords('products', ['b', 'missing', 'a']),
          tx.getRecord('locations', 'a'),
        ]),
      );
      expect(a?.productName).toBe('Product a');
      expect(both.map((record) => record?.id)).toEqual(['b', undefined, 'a']);
      expect(location?.locationName).toBe('Depot');
      await port.transact(['products'], (tx) => tx.removeRecord('products', 'a'));
      expect(await port.transact(['products'], (tx) => tx.getRecord('products', 'a'))).toBeUndefined();
    });

    it('hands out copies, so a caller cannot change stored records by accident', async () => {
      const port = await makePort();
      await port.transact(['products'], (tx) => tx.putRecords('products', [product('a')]));
      const read = await port.transact(['products'], (tx) => tx.getRecord('products', 'a'));
      if (read === undefined) throw new Error('missing');
      read.productName = 'Mutated';
      expect((await port.transact(['products'], (tx) => tx.getRecord('products', 'a')))?.productName).toBe(
        'Product a',
      );
    });

    it('numbers outbox entries in order and finds them by entity and record', async () => {
      const port = await makePort();
      const seqs = await port.transact(['products', 'locations'], async (tx) => [
        await tx.addEntry(entry('a')),
        await tx.addEntry(entry('b')),
        await tx.addEntry(entry('a')),
        await tx.addEntry(entry('a', 'locations')),
      ]);
      expect([...seqs].sort((x, y) => x - y)).toEqual(seqs);
      const [forA, withEntries] = await port.transact(['products'], (tx) =>
        Promise.all([tx.entriesFor('products', 'a'), tx.idsWithEntries('products', ['a', 'b', 'c'])]),
      );
      expect(forA.map((found) => found.seq)).toEqual([seqs[0], seqs[2]]);
      expect([...withEntries].sort()).toEqual(['a', 'b']);
      // Another entity's writes to a record of the same id do not count.
      expect([
        ...(await port.transact(['locations'], (tx) => tx.idsWithEntries('locations', ['a', 'b']))),
      ]).toEqual(['a']);
      expect((await port.outbox()).map((found) => found.seq)).toEqual(seqs);
      expect(await port.pendingCount()).toBe(4);
      await port.transact(['products'], (tx) => tx.removeEntries([seqs[0] ?? 0, seqs[1] ?? 0]));
      expect((await port.outbox()).map((found) => found.recordID)).toEqual(['a', 'a']);
    });

    it('never reuses a sequence number after entries are removed', async () => {
      const port = await makePort();
      const first = await port.transact(['products'], (tx) => tx.addEntry(entry('a')));
      await port.transact(['products'], (tx) => tx.removeEntries([first]));
      const second = await port.transact(['products'], (tx) => tx.addEntry(entry('a')));
      expect(second).toBeGreaterThan(first);
    });

    it("lists an entity's record ids", async () => {
      const port = await makePort();
      await port.transact(['products', 'locations'], async (tx) => {
        await tx.putRecords('products', [product('b'), product('a')]);
        await tx.putRecords('locations', [{ id: 'c', _syncState: 'synced' }]);
      });
      const ids = await port.transact(['products'], (tx) => tx.recordIds('products'));
      expect([...ids].sort()).toEqual(['a', 'b']);
    });

    it('keeps pull state per entity', async () => {
      const port = await makePort();
      expect(await port.transact(['products'], (tx) => tx.getEntityState('products'))).toBeUndefined();
      await port.transact(['products'], (tx) =>
        tx.putEntityState({ entity: 'products', cursor: '42', lastSyncedAt: 7, firstPullDone: true }),
      );
      expect(await port.transact(['products'], (tx) => tx.getEntityState('products'))).toEqual({
        entity: 'products',
        cursor: '42',
        lastSyncedAt: 7,
        firstPullDone: true,
      });
    });

    it('rolls a transaction back entirely when its work throws: no record without its entry', async () => {
      const port = await makePort();
      await expect(
        port.transact(['products'], async (tx) => {
          await tx.putRecords('products', [product('a', { _syncState: 'pending' })]);
          await tx.addEntry(entry('a'));
          throw new Error('the tab crashed');
        }),
      ).rejects.toThrow('the tab crashed');
      expect(await port.transact(['products'], (tx) => tx.getRecord('products', 'a'))).toBeUndefined();
      expect(await port.pendingCount()).toBe(0);
    });

    it('accepts the status for other tabs to read', async () => {
      const port = await makePort();
      await expect(port.saveStatus({ ...initialStatus(true), pending: 3 })).resolves.toBeUndefined();
    });
  });
}
