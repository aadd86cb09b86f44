import type { Table } from 'dexie';
import type { EntitySyncState, MirrorRecord } from '../../sync/mirror-types';
import type { MirrorPort, MirrorTx } from '../../sync/ports';
import { STATUS_ROW, type BulktradeDB, type SyncStateRow } from './bulktrade-db';

function entityStateOf(row: SyncStateRow | undefined): EntitySyncState | undefined {
  if (row === undefined || row.cursor === undefined) return undefined;
  return {
    entity: row.entity,
    cursor: row.cursor,
    lastSyncedAt: row.lastSyncedAt ?? null,
    firstPullDone: row.firstPullDone === true,
  };
}

function txOver(db: BulktradeDB): MirrorTx {
  const table = (entity: string): Table<MirrorRecord, string> => db.table<MirrorRecord, string>(entity);
  return {
    getRecord: (entity, id) => table(entity).get(id),
    getRecords: (entity, ids) => table(entity).bulkGet([...ids]),
    async putRecords(entity, records) {
      await table(entity).bulkPut([...records]);
    },
    removeRecord: (entity, id) => table(entity).delete(id),
    entriesFor: (entity, id) => db.outbox.where('[entity+recordID]').equals([entity, id]).sortBy('seq'),
    async idsWithEntries(entity, ids) {
      if (ids.length === 0) return new Set<string>();
      const entries = await db.outbox.where('recordID').anyOf([...ids]).toArray();
      return new Set(entries.filter((entry) => entry.entity === entity).map((entry) => entry.recordID));
    },
    addEntry: (entry) => db.outbox.add(entry),
    removeEntries: (seqs) => db.outbox.bulkDelete([...seqs]),
    async getEntityState(entity) {
      return entityStateOf(await db.syncState.get(entity));
    },
    async putEntityState(state) {
      await db.syncState.put(state);
    },
  };
}

/**
 * The engine's and the write path's mirror over Dexie. Every transaction spans the named
 * mirror tables, the outbox and the sync state, so a record and its queued write change together.
 * @example const mirror = createDexieMirrorPort(new BulktradeDB()); createSyncEngine({ mirror, ... }, options)
 */
export function createDexieMirrorPort(db: BulktradeDB): MirrorPort {
  const tx = txOver(db);
  return {
    transact(entities, work) {
      const tables = [...new Set(entities)].map((entity) => db.table(entity));
      return db.transaction('rw', [...tables, db.outbox, db.syncState], () => work(tx));
    },
    outbox: () => db.outbox.orderBy('seq').toArray(),
    pendingCount: () => db.outbox.count(),
    async saveStatus(status) {
      await db.syncState.put({ entity: STATUS_ROW, status });
    },
  };
}
