import { Dexie, type Table } from 'dexie';
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
    getRecords(entity, ids) {
      if (ids.length === 0) return Promise.resolve([]);
      // A pulled page is mostly new rows: read only the keys between its lowest and highest id
      // (keys only, no values), then fetch the records that are really there. An empty table costs nothing.
      let low = ids[0] ?? '';
      let high = low;
      for (const id of ids) {
        if (id < low) low = id;
        if (id > high) high = id;
      }
      // Dexie promise chains, not native awaits: they keep the transaction's zone whatever the caller does.
      return table(entity)
        .where(':id')
        .between(low, high, true, true)
        .primaryKeys()
        .then((keys) => {
          const present = new Set(keys);
          const wanted = ids.filter((id) => present.has(id));
          if (wanted.length === 0) return ids.map(() => undefined);
          return table(entity)
            .bulkGet(wanted)
            .then((records) => {
              const found = new Map<string, MirrorRecord>();
              for (const record of records) if (record !== undefined) found.set(record.id, record);
              return ids.map((id) => found.get(id));
            });
        });
    },
    putRecords: (entity, records) =>
      table(entity)
        .bulkPut([...records])
        .then(() => undefined),
    removeRecord: (entity, id) => table(entity).delete(id),
    recordIds: (entity) => table(entity).toCollection().primaryKeys(),
    entriesFor: (entity, id) => db.outbox.where('[entity+recordID]').equals([entity, id]).sortBy('seq'),
    idsWithEntries(entity, ids) {
      if (ids.length === 0) return Promise.resolve(new Set<string>());
      // Keys of the entity's queued writes only (the outbox is short), instead of looking up every id.
      return db.outbox
        .where('[entity+recordID]')
        .between([entity, Dexie.minKey], [entity, Dexie.maxKey])
        .keys()
        .then((keys) => {
          const queued = new Set(keys.map((key) => (Array.isArray(key) ? String(key[1]) : '')));
          return new Set(ids.filter((id) => queued.has(id)));
        });
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
      // An async scope: Dexie then keeps its zone across the work's native awaits (a plain
      // function loses it after a few, and the transaction commits too early).
      return db.transaction('rw', [...tables, db.outbox, db.syncState], async () => work(tx));
    },
    outbox: () => db.outbox.orderBy('seq').toArray(),
    pendingCount: () => db.outbox.count(),
    async saveStatus(status) {
      await db.syncState.put({ entity: STATUS_ROW, status });
    },
  };
}
