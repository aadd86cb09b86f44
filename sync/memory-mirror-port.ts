import type { EntitySyncState, MirrorRecord, NewOutboxEntry, OutboxEntry } from './mirror-types';
import type { MirrorPort, MirrorTx } from './ports';
import type { SyncStatus } from './sync-status';

type State = {
  tables: Map<string, Map<string, MirrorRecord>>;
  outbox: Map<number, OutboxEntry>;
  entityStates: Map<string, EntitySyncState>;
  nextSeq: number;
  status: SyncStatus | null;
};

/** The in-memory mirror's contents, for assertions. */
export type MemoryMirrorPort = MirrorPort & {
  records(entity: string): MirrorRecord[];
  status(): SyncStatus | null;
};

function cloneState(state: State): State {
  return structuredClone(state);
}

function tableOf(state: State, entity: string): Map<string, MirrorRecord> {
  let table = state.tables.get(entity);
  if (table === undefined) {
    table = new Map();
    state.tables.set(entity, table);
  }
  return table;
}

function bySeq(a: OutboxEntry, b: OutboxEntry): number {
  return a.seq - b.seq;
}

function txOver(state: State): MirrorTx {
  // Values are copied in and out, as IndexedDB's structured clone does.
  return {
    async getRecord(entity, id) {
      const record = tableOf(state, entity).get(id);
      return record === undefined ? undefined : structuredClone(record);
    },
    async getRecords(entity, ids) {
      const table = tableOf(state, entity);
      return ids.map((id) => {
        const record = table.get(id);
        return record === undefined ? undefined : structuredClone(record);
      });
    },
    async putRecords(entity, records) {
      const table = tableOf(state, entity);
      for (const record of records) table.set(record.id, structuredClone(record));
    },
    async removeRecord(entity, id) {
      tableOf(state, entity).delete(id);
    },
    async recordIds(entity) {
      return [...tableOf(state, entity).keys()];
    },
    async entriesFor(entity, id) {
      return [...state.outbox.values()]
        .filter((entry) => entry.entity === entity && entry.recordID === id)
        .sort(bySeq)
        .map((entry) => structuredClone(entry));
    },
    async idsWithEntries(entity, ids) {
      const wanted = new Set(ids);
      const found = new Set<string>();
      for (const entry of state.outbox.values())
        if (entry.entity === entity && wanted.has(entry.recordID)) found.add(entry.recordID);
      return found;
    },
    async addEntry(entry: NewOutboxEntry) {
      const seq = state.nextSeq;
      state.nextSeq += 1;
      state.outbox.set(seq, structuredClone({ ...entry, seq }));
      return seq;
    },
    async removeEntries(seqs) {
      for (const seq of seqs) state.outbox.delete(seq);
    },
    async getEntityState(entity) {
      const found = state.entityStates.get(entity);
      return found === undefined ? undefined : { ...found };
    },
    async putEntityState(entityState) {
      state.entityStates.set(entityState.entity, { ...entityState });
    },
  };
}

/**
 * The mirror in memory: fast engine tests and the model-based test's clients. Transactions
 * run one at a time and roll back when their work throws, like Dexie's.
 * @example const mirror = createMemoryMirrorPort(); await mirror.transact(['products'], (tx) => tx.getRecord('products', id));
 */
export function createMemoryMirrorPort(): MemoryMirrorPort {
  let state: State = {
    tables: new Map(),
    outbox: new Map(),
    entityStates: new Map(),
    nextSeq: 1,
    status: null,
  };
  let queue: Promise<unknown> = Promise.resolve();

  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    transact(_entities, work) {
      return exclusive(async () => {
        const draft = cloneState(state);
        const result = await work(txOver(draft));
        state = draft;
        return result;
      });
    },
    outbox: () =>
      exclusive(async () => [...state.outbox.values()].sort(bySeq).map((entry) => structuredClone(entry))),
    pendingCount: () => exclusive(async () => state.outbox.size),
    saveStatus: (status) =>
      exclusive(async () => {
        state.status = structuredClone(status);
      }),
    records: (entity) =>
      [...(state.tables.get(entity)?.values() ?? [])].map((record) => structuredClone(record)),
    status: () => state.status,
  };
}
