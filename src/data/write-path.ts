import { resolveConflictTx, type ConflictChoice } from '../../sync/conflict-resolution';
import {
  discardLocal,
  retryFailed,
  writeActive,
  writeCreate,
  writeUpdate,
  type Revision,
} from '../../sync/local-writes';
import { stampingTx, type OutboxOwner } from '../../sync/outbox-owner';
import type { MirrorPort, MirrorTx } from '../../sync/ports';
import { mirrorEntityOf } from '../../sync/synced-entities';
import { createHeldWrites, type HeldWrites } from './held-writes';
import { announceOutboxChange } from './outbox-announce';
import { applyServerRecord } from './server-record';
import type { EntityName, FieldsOf } from './mirror-row';

export type WritePathDeps = {
  /** The Dexie mirror in the app (createDexieMirrorPort), the memory mirror in tests. */
  mirror: MirrorPort;
  now?: () => number;
  newId?: () => string;
  /** Wakes the sync engine after a write committed (a BroadcastChannel message by default). */
  announce?: () => void;
  /** Where writes the storage refused (it is full) wait to be retried; one of its own by default. */
  held?: HeldWrites;
  /** Who is signed in: each queued write is stamped with them and is only ever sent with their session. */
  owner?: () => OutboxOwner | null;
};

/**
 * The user's writes. Each changes the mirror record and appends its outbox entry in ONE
 * Dexie transaction, so from then on it survives reloads, crashes and closed tabs; the
 * sync engine sends it when it can. The UI never waits for the network.
 */
export type WritePath = {
  /** A new record with a client-made UUID (or the id its maker chose); answers the id. */
  createRecord<N extends EntityName>(
    entityName: N,
    fields: Readonly<FieldsOf<N>>,
    id?: string,
  ): Promise<string>;
  /** Queues the fields that really change; answers whether any did. */
  updateRecord<N extends EntityName>(
    entityName: N,
    id: string,
    fields: Readonly<FieldsOf<N>>,
  ): Promise<boolean>;
  /**
   * Queues the fields a revision works out from the record as it is saved (not as the screen
   * last showed it), so quick taps that each change part of one list never undo each other.
   */
  reviseRecord(entityName: EntityName, id: string, revise: Revision): Promise<boolean>;
  /** Marks the record inactive. */
  deleteRecord(entityName: string, id: string): Promise<boolean>;
  /** Clears isInactive. */
  restoreRecord(entityName: string, id: string): Promise<boolean>;
  /** Sends a failed record again as it stands. */
  retryRecord(entityName: string, id: string): Promise<boolean>;
  /** Drops the record's queued writes and returns to the server's record. */
  discardChanges(entityName: string, id: string): Promise<boolean>;
  /**
   * The user's answer to a conflict no merge rule settled (the sync engine settles the others
   * itself): keep mine sends the user's fields on the server's version; take theirs drops them.
   */
  resolveConflict(entityName: string, id: string, choice: ConflictChoice): Promise<boolean>;
  /** Puts a record the services just answered (outside the sync engine) in the mirror, as a pull would (server-record.ts). */
  takeServerRecord(entityName: string, value: unknown): Promise<boolean>;
  /** Writes the full storage refused, kept in memory and retried, and what to tell the person (held-writes.ts). */
  storage: Pick<HeldWrites, 'state' | 'subscribe' | 'retry'>;
};

/**
 * @example const writes = createWritePath({ mirror: createDexieMirrorPort(db) }); const id = await writes.createRecord('products', { productName: 'Milk' });
 */
export function createWritePath(deps: WritePathDeps): WritePath {
  const { mirror } = deps;
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const announce = deps.announce ?? announceOutboxChange;
  const held = deps.held ?? createHeldWrites({ onSaved: announce });

  // A write the full storage refuses is kept and retried in order (held-writes.ts); the caller
  // gets `fallback` (what the write would answer) meanwhile.
  async function write<T>(
    entityName: string,
    work: (entity: string) => (tx: MirrorTx) => Promise<T>,
    fallback: T,
  ): Promise<T> {
    const entity = mirrorEntityOf(entityName);
    // Stamped with who is signed in now, also when the full storage makes it wait.
    const owner = deps.owner?.() ?? null;
    const result = await held.run(
      () => mirror.transact([entity], (tx) => work(entity)(stampingTx(tx, owner))),
      fallback,
    );
    announce();
    return result;
  }

  return {
    async createRecord(entityName, fields, chosenID) {
      const id = chosenID ?? newId();
      await write(entityName, (entity) => (tx) => writeCreate(tx, entity, id, fields, now()), undefined);
      return id;
    },
    updateRecord: (entityName, id, fields) =>
      write(entityName, (entity) => (tx) => writeUpdate(tx, entity, id, fields, now()), true),
    reviseRecord: (entityName, id, revise) =>
      write(entityName, (entity) => (tx) => writeUpdate(tx, entity, id, revise, now()), true),
    deleteRecord: (entityName, id) =>
      write(entityName, (entity) => (tx) => writeActive(tx, entity, id, false, now()), true),
    restoreRecord: (entityName, id) =>
      write(entityName, (entity) => (tx) => writeActive(tx, entity, id, true, now()), true),
    retryRecord: (entityName, id) =>
      write(entityName, (entity) => (tx) => retryFailed(tx, entity, id, now()), true),
    discardChanges: (entityName, id) =>
      write(entityName, (entity) => (tx) => discardLocal(tx, entity, id, now()), true),
    resolveConflict: (entityName, id, choice) =>
      write(entityName, (entity) => (tx) => resolveConflictTx(tx, entity, id, choice, now()), true),
    takeServerRecord: (entityName, value) => applyServerRecord(mirror, entityName, value, now()),
    storage: held,
  };
}
