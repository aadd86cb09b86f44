import type { Table } from 'dexie';
import type { MirrorRecord, OutboxEntry } from '../../sync/mirror-types';
import type { OutboxOwner } from '../../sync/outbox-owner';
import { ASIDE_TABLE, LAST_FIGURES_TABLE, OWNER_ROW, type BulktradeDB } from './bulktrade-db';

// The tables that are not the mirror's records.
const NOT_MIRROR = new Set(['outbox', 'syncState', ASIDE_TABLE, LAST_FIGURES_TABLE]);

const keyOf = (entity: string, id: string) => `${entity}\u0000${id}`;

function mirrorTables(db: BulktradeDB): Table<MirrorRecord, string>[] {
  return db.tables.filter((table) => !NOT_MIRROR.has(table.name)) as Table<MirrorRecord, string>[];
}

/** Stamps writes queued before writes had owners with their maker (in the caller's transaction). */
async function stampUnowned(db: BulktradeDB, owner: OutboxOwner): Promise<void> {
  await db.outbox
    .filter((entry) => entry.userID === undefined)
    .modify((entry: OutboxEntry) => {
      Object.assign(entry, owner);
    });
}

/**
 * The mirror opened with a session stored on the device: writes queued before writes had owners
 * are that person's (they were made in it), and, if the mirror does not yet say whose records
 * it holds, they are that person's too.
 * @example await claimUnowned(db, ownerOf(readStoredSession(localStorage)))
 */
export async function claimUnowned(db: BulktradeDB, owner: OutboxOwner | null): Promise<void> {
  if (owner === null) return;
  await db.transaction('rw', [db.outbox, db.syncState], async () => {
    await stampUnowned(db, owner);
    if ((await db.syncState.get(OWNER_ROW)) === undefined)
      await db.syncState.put({ entity: OWNER_ROW, owner });
  });
}

/** Whose records the mirror holds, if it says. */
export async function mirrorOwner(db: BulktradeDB): Promise<OutboxOwner | null> {
  return (await db.syncState.get(OWNER_ROW))?.owner ?? null;
}

/**
 * Clears the mirror for `next` (null: nobody, a device handed over) in the caller's transaction:
 * every record, pull cursor and dashboard figure goes, but the records of unsent writes that are
 * not `next`'s wait aside for their makers, and `next`'s own pending records stay.
 */
async function clearFor(db: BulktradeDB, next: string | null): Promise<void> {
  const entries = await db.outbox.toArray();
  const isNexts = (entry: OutboxEntry) =>
    next !== null && (entry.userID === undefined || entry.userID === next);
  const mine = new Set(entries.filter(isNexts).map((entry) => keyOf(entry.entity, entry.recordID)));
  for (const entry of entries) {
    if (entry.userID === undefined || isNexts(entry) || mine.has(keyOf(entry.entity, entry.recordID)))
      continue;
    const record = await db.table<MirrorRecord, string>(entry.entity).get(entry.recordID);
    if (record !== undefined)
      await db.asideRecords.put({ entity: entry.entity, id: entry.recordID, userID: entry.userID, record });
  }
  for (const table of mirrorTables(db)) {
    const keep = new Set(
      entries
        .filter((entry) => entry.entity === table.name && mine.has(keyOf(entry.entity, entry.recordID)))
        .map((entry) => entry.recordID),
    );
    if (keep.size === 0) await table.clear();
    else await table.bulkDelete((await table.toCollection().primaryKeys()).filter((id) => !keep.has(id)));
  }
  await db.table(LAST_FIGURES_TABLE).clear();
  await db.syncState.clear();
}

/**
 * Makes the mirror `next`'s before their session is adopted, in one transaction. The same person
 * signing in again keeps it. Anyone else gets a mirror with nothing of the person before: every
 * record and every pull cursor goes (the engine pulls afresh for them), and so do the
 * dashboards' last figures. The unsent writes of others stay in the outbox, never sent with
 * this session, and their records wait aside until their maker signs in again; the new
 * person's own set-aside records come back. `previous` is the session stored before
 * (it owns writes queued before writes had owners, when the mirror does not say whose it is).
 * Answers whether the mirror was cleared.
 * @example if (await prepareMirrorFor(db, ownerOf(session), ownerOf(sessions.current()))) console.info('a fresh mirror')
 */
export async function prepareMirrorFor(
  db: BulktradeDB,
  next: OutboxOwner,
  previous: OutboxOwner | null,
): Promise<boolean> {
  return db.transaction('rw', db.tables, async () => {
    const current = (await mirrorOwner(db)) ?? previous;
    if (current !== null) await stampUnowned(db, current);
    const cleared = current?.userID !== next.userID;
    if (cleared) await clearFor(db, next.userID);
    const back = await db.asideRecords.where('userID').equals(next.userID).toArray();
    for (const aside of back) await db.table<MirrorRecord, string>(aside.entity).put(aside.record);
    if (back.length > 0) await db.asideRecords.where('userID').equals(next.userID).delete();
    await db.syncState.put({ entity: OWNER_ROW, owner: next });
    return cleared;
  });
}

/**
 * A device handed over: nobody's records stay in the mirror, and every unsent write stays in the
 * outbox with its record aside, for its maker's next sign-in on this device.
 * @example await handOverMirror(db, ownerOf(session))
 */
export async function handOverMirror(db: BulktradeDB, leaving: OutboxOwner | null): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const current = (await mirrorOwner(db)) ?? leaving;
    if (current !== null) await stampUnowned(db, current);
    await clearFor(db, null);
  });
}
