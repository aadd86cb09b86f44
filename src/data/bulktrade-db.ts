import { Dexie, type DexieOptions, type Table } from 'dexie';
import { mirrorEntry, mirrorSectionOwner, SECTION_MIRROR_ENTRIES } from '../entities/mirror-entries';
import type { EntitySyncState, MirrorRecord, NewOutboxEntry, OutboxEntry } from '../../sync/mirror-types';
import type { OutboxOwner } from '../../sync/outbox-owner';
import type { SyncStatus } from '../../sync/sync-status';
import { mirrorStores, type MirrorTableEntity } from './mirror-schema';

/** The IndexedDB database of the mirror (training mode clears it on the way in and out). */
export const DATABASE_NAME = 'bulktrade';

/** The sync-state row that carries the engine's status for every tab. */
export const STATUS_ROW = '__status';

/** The sync-state row that names whose records the mirror holds (src/data/mirror-owner.ts). */
export const OWNER_ROW = '__owner';

/** A row of the sync-state table: an entity's pull state, the status row, or the owner row. */
export type SyncStateRow = Partial<EntitySyncState> & {
  entity: string;
  status?: SyncStatus;
  owner?: OutboxOwner;
};

/**
 * A record of someone else's unsent work, kept out of the mirror while another person is
 * signed in, and put back when its owner signs in again (src/data/mirror-owner.ts).
 */
export type AsideRecord = { entity: string; id: string; userID: string; record: MirrorRecord };

/** The table of set-aside records. */
export const ASIDE_TABLE = 'asideRecords';

export type BulktradeDBOptions = DexieOptions & {
  name?: string;
  /** The time version 2's upgrade stamps on records it finds (tests inject it). */
  now?: () => number;
  entities?: readonly MirrorTableEntity[];
  /** Who is signed in on this device, when known: version 7's upgrade stamps queued writes with them. */
  owner?: () => OutboxOwner | null;
};

/** Mirror tables added in version 3; versions 1 and 2 are declared without them, so an existing database gets them. */
export const ADDED_IN_VERSION_3: ReadonlySet<string> = new Set(['public-companies']);

/** Mirror tables added in version 5; the versions before it are declared without them. */
export const ADDED_IN_VERSION_5: ReadonlySet<string> = new Set(['supplier-catalogues']);

const before5 = <T extends MirrorTableEntity>(entities: readonly T[]) =>
  entities.filter((entity) => !ADDED_IN_VERSION_5.has(entity.name));
const before3 = <T extends MirrorTableEntity>(entities: readonly T[]) =>
  before5(entities).filter((entity) => !ADDED_IN_VERSION_3.has(entity.name));

/**
 * Version 1: mirror tables (id, the list's indexes, _syncState), outbox and sync state.
 * Split out so tests can build a version-1 database and upgrade it.
 */
export function defineVersion1(
  db: Dexie,
  entities: readonly MirrorTableEntity[] = SECTION_MIRROR_ENTRIES,
): void {
  db.version(1).stores(mirrorStores(1, before3(entities)));
}

/**
 * Version 2 indexes `_cachedAt` (cache expiry) and the outbox by entity and record. Records
 * from version 1 have never been stamped, so they count as cached at the upgrade; pending
 * writes and their records are carried over untouched.
 */
export function defineVersion2(
  db: Dexie,
  now: () => number,
  entities: readonly MirrorTableEntity[] = SECTION_MIRROR_ENTRIES,
): void {
  const existing = before3(entities);
  db.version(2)
    .stores(mirrorStores(2, existing))
    .upgrade(async (tx) => {
      const stamp = now();
      for (const entity of existing) {
        await tx
          .table<MirrorRecord, string>(entity.name)
          .toCollection()
          .modify((record) => {
            if (record._cachedAt === undefined) record._cachedAt = stamp;
          });
      }
    });
}

/**
 * Version 3 adds the public company directory's mirror table (trading partners' names);
 * the other tables and every record and pending write stay as they are.
 */
export function defineVersion3(
  db: Dexie,
  entities: readonly MirrorTableEntity[] = SECTION_MIRROR_ENTRIES,
): void {
  db.version(3).stores(mirrorStores(2, before5(entities)));
}

/**
 * Version 4 drops the mirror tables' secondary indexes but the cache time: lists filter and sort
 * in memory, and each index made every pulled record cost IndexedDB another write. Records and
 * pending writes stay as they are.
 */
export function defineVersion4(
  db: Dexie,
  entities: readonly MirrorTableEntity[] = SECTION_MIRROR_ENTRIES,
): void {
  db.version(4).stores(mirrorStores(3, before5(entities)));
}

/** Version 5 adds the buyer's supplier catalogues; every other table, record and pending write stays as it is. */
export function defineVersion5(
  db: Dexie,
  entities: readonly MirrorTableEntity[] = SECTION_MIRROR_ENTRIES,
): void {
  db.version(5).stores(mirrorStores(3, entities));
}

/** The table of each dashboard's last figures (src/hubs/insights/last-figures.ts). */
export const LAST_FIGURES_TABLE = 'lastFigures';

/**
 * Version 6 adds the dashboards' last figures, shown at once when a screen opens while the
 * insights worker reads the mirror again; every other table, record and pending write stays.
 */
export function defineVersion6(
  db: Dexie,
  entities: readonly MirrorTableEntity[] = SECTION_MIRROR_ENTRIES,
): void {
  db.version(6).stores({ ...mirrorStores(3, entities), [LAST_FIGURES_TABLE]: 'key' });
}

/**
 * Version 7 keeps each person's unsent work apart on a shared device: queued writes carry who
 * made them (stamped here with the person signed in, when known, so a write queued before
 * this version is still sent only with its maker's session), the sync state names whose
 * records the mirror holds, and another person's set-aside records wait in their own table.
 */
export function defineVersion7(
  db: Dexie,
  owner: () => OutboxOwner | null,
  entities: readonly MirrorTableEntity[] = SECTION_MIRROR_ENTRIES,
): void {
  db.version(7)
    .stores({
      ...mirrorStores(3, entities),
      [LAST_FIGURES_TABLE]: 'key',
      [ASIDE_TABLE]: '[entity+id], userID',
    })
    .upgrade(async (tx) => {
      const known = owner();
      if (known === null) return;
      await tx
        .table<OutboxEntry, number>('outbox')
        .toCollection()
        .modify((entry) => {
          if (entry.userID === undefined) Object.assign(entry, known);
        });
      const syncState = tx.table<SyncStateRow, string>('syncState');
      if ((await syncState.get(OWNER_ROW)) === undefined)
        await syncState.put({ entity: OWNER_ROW, owner: known });
    });
}

/**
 * Version 8 indexes queued writes by who made them (mirror schema 4's outbox), so a person's
 * unsent writes are counted by index (src/data/outbox-counts.ts); every table, record and
 * pending write stays as it is.
 */
export function defineVersion8(
  db: Dexie,
  entities: readonly MirrorTableEntity[] = SECTION_MIRROR_ENTRIES,
): void {
  db.version(8).stores({
    ...mirrorStores(4, entities),
    [LAST_FIGURES_TABLE]: 'key',
    [ASIDE_TABLE]: '[entity+id], userID',
  });
}

/**
 * The mirror database: one table per section owner (named after its navigation name),
 * the outbox and the sync state.
 * @example const db = new BulktradeDB(); await db.mirror('new-customers').count() // the customers table
 */
export class BulktradeDB extends Dexie {
  declare outbox: Table<OutboxEntry, number, NewOutboxEntry>;
  declare syncState: Table<SyncStateRow, string>;
  declare asideRecords: Table<AsideRecord, [string, string]>;

  constructor(options: BulktradeDBOptions = {}) {
    const { name, now, entities, owner, ...dexieOptions } = options;
    super(name ?? DATABASE_NAME, dexieOptions);
    defineVersion1(this, entities);
    defineVersion2(this, now ?? Date.now, entities);
    defineVersion3(this, entities);
    defineVersion4(this, entities);
    defineVersion5(this, entities);
    defineVersion6(this, entities);
    defineVersion7(this, owner ?? (() => null), entities);
    defineVersion8(this, entities);
  }

  /** The mirror table of a navigation name (a screen that shares a section reads its owner's). */
  mirror(name: string): Table<MirrorRecord, string> {
    return this.table<MirrorRecord, string>(mirrorSectionOwner(mirrorEntry(name)).name);
  }
}
