import type { AnyRecord } from '../src/domain/unknown-values';
/** Where a mirror record stands against the server. */
export type SyncState = 'synced' | 'pending' | 'conflict' | 'failed';

export const SYNC_STATES: readonly SyncState[] = ['synced', 'pending', 'conflict', 'failed'];

/**
 * A record as the server answers it: its fields plus id, rowVersion and isInactive; marked with
 * `_shapeIssues` when it did not fit its entity's schema as it entered (sync/row-intake.ts).
 */
export type ServerRecord = AnyRecord & {
  id: string;
  rowVersion: number;
  isInactive?: boolean;
  _shapeIssues?: readonly FieldProblem[];
};

/** A field error of a 422 answer. */
export type FieldProblem = { field: string; message: string };

/**
 * One record in the local mirror: the record's own fields plus its sync state. Fields that
 * start with `_` are the mirror's own and never travel to the server.
 */
export type MirrorRecord = AnyRecord & {
  id: string;
  /** The server's version this record (and its pending writes) is based on; absent until created. */
  rowVersion?: number;
  isInactive?: boolean;
} & MirrorState;

/** The mirror's own fields of a record: where it stands against the server. */
export type MirrorState = {
  _syncState: SyncState;
  /** The server's message of a failed write (shown as the failed row's tooltip). */
  _syncMessage?: string;
  /** The field errors that came with a failed write's message. */
  _syncErrors?: readonly FieldProblem[];
  /** What the refusal of a failed write said beside its message: the rule it broke and the way out (refusalOf). */
  _syncRefusal?: Readonly<AnyRecord>;
  /** Theirs: the server's current record that a pending write conflicted with. */
  _serverVersion?: ServerRecord;
  /** The server record the pending writes were made on; the third side of a rebase. */
  _base?: ServerRecord;
  /** When the server last confirmed this record (epoch ms); drives cache expiry. */
  _cachedAt?: number;
  /**
   * The services' row did not fit this app's schema of its entity (an older app meeting a newer
   * field shape): kept as sent, with the schema's issues. Gone once a row that fits replaces it.
   */
  _shapeIssues?: readonly FieldProblem[];
};

/** What a queued write does on the server. */
export type OutboxOp = 'create' | 'update' | 'delete' | 'restore';

/**
 * One queued write. `changes` holds the whole new record for a create, the changed fields
 * for an update, and `{ isInactive }` for a delete or restore, so every op can be merged
 * and rebased field by field.
 */
export type OutboxEntry = {
  /** Order of the write; entries of one record are pushed strictly in this order. */
  seq: number;
  /** Navigation name of the section owner (the mirror table). */
  entity: string;
  recordID: string;
  op: OutboxOp;
  changes: AnyRecord;
  /** The rowVersion the user's edit was made on (null for a create). */
  baseRowVersion: number | null;
  /** Epoch ms of the user's write. */
  createdAt: number;
  /** Who made the write (sync/outbox-owner.ts): it is only ever sent with their session. */
  userID?: string;
  /** The company of the session that made the write. */
  companyAccountID?: string | null;
  /** The name of who made it, for the notice that their work waits on this device. */
  userName?: string;
};

/** An entry before storage numbers it. */
export type NewOutboxEntry = Omit<OutboxEntry, 'seq'>;

/** Pull progress of one entity, kept in the sync-state table. */
export type EntitySyncState = {
  entity: string;
  /** Cursor of the last applied page of `changes` ('0' before the first pull). */
  cursor: string;
  /** Epoch ms of the last pull that reached the end of the changes. */
  lastSyncedAt: number | null;
  /** The first full pull of this entity has finished. */
  firstPullDone: boolean;
};

/** The mirror's own properties of a record. */
export function isMetaField(field: string): boolean {
  return field.startsWith('_');
}

/**
 * The record without the mirror's own properties: what the server knows of it.
 * @example stripMeta({ id: 'a', productName: 'Milk', _syncState: 'pending' }) // { id: 'a', productName: 'Milk' }
 */
export function stripMeta(record: Readonly<AnyRecord>): AnyRecord {
  const plain: AnyRecord = {};
  for (const [key, value] of Object.entries(record)) if (!isMetaField(key)) plain[key] = value;
  return plain;
}

/**
 * A fresh entity sync state: nothing pulled yet.
 * @example initialEntityState('products').cursor // '0'
 */
export function initialEntityState(entity: string): EntitySyncState {
  return { entity, cursor: '0', lastSyncedAt: null, firstPullDone: false };
}
