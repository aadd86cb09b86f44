import type { EntitySyncState, MirrorRecord, NewOutboxEntry, OutboxEntry } from './mirror-types';
import type { SyncStatus } from './sync-status';

/**
 * The mirror and outbox operations of one transaction. Implemented with Dexie in
 * src/data/dexie-mirror-port.ts and in memory in sync/memory-mirror-port.ts.
 * Entity names are section owners (mirror table names).
 */
export interface MirrorTx {
  getRecord(entity: string, id: string): Promise<MirrorRecord | undefined>;
  getRecords(entity: string, ids: readonly string[]): Promise<(MirrorRecord | undefined)[]>;
  putRecords(entity: string, records: readonly MirrorRecord[]): Promise<void>;
  removeRecord(entity: string, id: string): Promise<void>;
  /** The ids of every record the entity's table holds. */
  recordIds(entity: string): Promise<string[]>;
  /** The record's queued writes in seq order. */
  entriesFor(entity: string, id: string): Promise<OutboxEntry[]>;
  /** Which of these records have queued writes. */
  idsWithEntries(entity: string, ids: readonly string[]): Promise<ReadonlySet<string>>;
  addEntry(entry: NewOutboxEntry): Promise<number>;
  removeEntries(seqs: readonly number[]): Promise<void>;
  getEntityState(entity: string): Promise<EntitySyncState | undefined>;
  putEntityState(state: EntitySyncState): Promise<void>;
}

/** The local mirror as the engine and the write path see it. */
export interface MirrorPort {
  /** Runs `work` in one transaction over these entities' tables, the outbox and the sync state. */
  transact<T>(entities: readonly string[], work: (tx: MirrorTx) => Promise<T>): Promise<T>;
  /** Every queued write in seq order (a snapshot). */
  outbox(): Promise<OutboxEntry[]>;
  pendingCount(): Promise<number>;
  /** Publishes the engine's status for every tab (useSyncStatus reads it). */
  saveStatus(status: SyncStatus): Promise<void>;
}

/** fetch-like: the engine never touches the network any other way. */
export type Transport = (request: Request) => Promise<Response>;

export type Clock = { now(): number };

export type TimerHandle = unknown;

export type Timers = {
  set(callback: () => void, ms: number): TimerHandle;
  clear(handle: TimerHandle): void;
};

/** A number in [0, 1): the jitter of retries. */
export type Random = () => number;

/** The signed-in session as far as the engine needs it. */
export type SyncAuth = {
  token: string;
  /** ISO instant the token expires; tells an expired token from a refused one. */
  expiresOn?: string | null;
  /** Who is signed in: the engine sends only their own queued writes (sync/outbox-owner.ts). */
  userID?: string;
  companyAccountID?: string | null;
  userName?: string;
  /**
   * Where this device stands (a warehouse tablet's location, remembered on the device): named
   * with each pull, the services decide whether it narrows the section (a scope by location).
   */
  deviceLocationID?: string | null;
};

/** The current session's token, or null when nobody is signed in. */
export type AuthSource = () => SyncAuth | null;

/**
 * Web Locks' shape: `holder` runs while the lock is held, and the lock is released when
 * its promise settles. Aborting `signal` gives up a request that is still waiting.
 */
export type Leadership = {
  request(name: string, options: { signal: AbortSignal }, holder: () => Promise<void>): Promise<void>;
};

/** What wakes the engine: network changes, a tab shown again, a new local write, a user's "sync now". */
export type SyncSignal = 'online' | 'offline' | 'visible' | 'outbox' | 'sync-now';

export type SyncSignals = {
  isOnline(): boolean;
  subscribe(listener: (signal: SyncSignal) => void): () => void;
  /** Asks the leader (in another tab) to act, when this engine is not the leader. */
  relay?(signal: SyncSignal): void;
};

export type SyncLog = (message: string, detail?: unknown) => void;
