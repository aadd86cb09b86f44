import { discardLocal, retryFailed, writeActive, writeCreate, writeUpdate } from '../../sync/local-writes';
import { stampingTx, type OutboxOwner } from '../../sync/outbox-owner';
import type { MirrorPort, MirrorTx } from '../../sync/ports';
import { mirrorEntityOf } from '../../sync/synced-entities';
import { announceOutboxChange } from './outbox-announce';

export type WritePathDeps = {
  /** The Dexie mirror in the app (createDexieMirrorPort), the memory mirror in tests. */
  mirror: MirrorPort;
  now?: () => number;
  newId?: () => string;
  /** Wakes the sync engine after a write committed (a BroadcastChannel message by default). */
  announce?: () => void;
  /** Who is signed in: each queued write is stamped with them and is only ever sent with their session. */
  owner?: () => OutboxOwner | null;
};

/**
 * The user's writes. Each changes the mirror record and appends its outbox entry in ONE
 * Dexie transaction, so from then on it survives reloads, crashes and closed tabs; the
 * sync engine sends it when it can. The UI never waits for the network.
 */
export type WritePath = {
  /** A new record with a client-made UUID; answers the id. */
  createRecord(entityName: string, fields: Readonly<Record<string, unknown>>): Promise<string>;
  /** Queues the fields that really change; answers whether any did. */
  updateRecord(entityName: string, id: string, fields: Readonly<Record<string, unknown>>): Promise<boolean>;
  /** Marks the record inactive. */
  deleteRecord(entityName: string, id: string): Promise<boolean>;
  /** Clears isInactive. */
  restoreRecord(entityName: string, id: string): Promise<boolean>;
  /** Sends a failed record again as it stands. */
  retryRecord(entityName: string, id: string): Promise<boolean>;
  /** Drops the record's queued writes and returns to the server's record. */
  discardChanges(entityName: string, id: string): Promise<boolean>;
};

/**
 * @example const writes = createWritePath({ mirror: createDexieMirrorPort(db) }); const id = await writes.createRecord('products', { productName: 'Milk' });
 */
export function createWritePath(deps: WritePathDeps): WritePath {
  const { mirror } = deps;
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const announce = deps.announce ?? announceOutboxChange;

  async function write<T>(entityName: string, work: (entity: string) => (tx: MirrorTx) => Promise<T>): Promise<T> {
    const entity = mirrorEntityOf(entityName);
    const owner = deps.owner?.() ?? null;
    const result = await mirror.transact([entity], (tx) => work(entity)(stampingTx(tx, owner)));
    announce();
    return result;
  }

  return {
    async createRecord(entityName, fields) {
      const id = newId();
      await write(entityName, (entity) => (tx) => writeCreate(tx, entity, id, fields, now()));
      return id;
    },
    updateRecord: (entityName, id, fields) => write(entityName, (entity) => (tx) => writeUpdate(tx, entity, id, fields, now())),
    deleteRecord: (entityName, id) => write(entityName, (entity) => (tx) => writeActive(tx, entity, id, false, now())),
    restoreRecord: (entityName, id) => write(entityName, (entity) => (tx) => writeActive(tx, entity, id, true, now())),
    retryRecord: (entityName, id) => write(entityName, (entity) => (tx) => retryFailed(tx, entity, id, now())),
    discardChanges: (entityName, id) => write(entityName, (entity) => (tx) => discardLocal(tx, entity, id, now())),
  };
}
