import { initialEntityState, type MirrorRecord, type OutboxEntry, type ServerRecord } from './mirror-types';
import { settleByRuleTx } from './merge-rule';
import type { MirrorTx } from './ports';
import { pendingClashes, rebasedRecord, syncedRecord } from './record-merge';
import type { AnyRecord } from '../src/domain/unknown-values';

/**
 * A pulled row meets a record with queued writes. It never overwrites them: the local
 * values of the fields they change stay on top of the server's row, which becomes the new
 * base. When the server changed one of those fields to something else since the base, the
 * record turns into a conflict with the row kept as theirs — never a silent overwrite.
 */
export function rebaseOnPulled(
  local: MirrorRecord,
  entries: readonly OutboxEntry[],
  pulled: ServerRecord,
  now: number,
  conflictMessage: string,
): MirrorRecord {
  if (local._syncState === 'conflict') {
    const theirs = local._serverVersion;
    const newer = theirs === undefined || pulled.rowVersion > theirs.rowVersion;
    return newer ? { ...local, _serverVersion: pulled, _cachedAt: now } : { ...local, _cachedAt: now };
  }
  // Not newer than what the pending writes are based on: nothing to rebase.
  if (local.rowVersion !== undefined && pulled.rowVersion <= local.rowVersion)
    return { ...local, _cachedAt: now };
  if (pendingClashes(local, entries, pulled).length > 0) {
    return {
      ...local,
      _syncState: 'conflict',
      _serverVersion: pulled,
      _syncMessage: conflictMessage,
      _cachedAt: now,
    };
  }
  const rebased = rebasedRecord(pulled, local, entries, now);
  if (local._syncState !== 'failed') return rebased;
  return {
    ...rebased,
    _syncState: 'failed',
    ...(local._syncMessage === undefined ? {} : { _syncMessage: local._syncMessage }),
    ...(local._syncErrors === undefined ? {} : { _syncErrors: local._syncErrors }),
    ...(local._syncRefusal === undefined ? {} : { _syncRefusal: local._syncRefusal }),
  };
}

/**
 * Reads a pulled row: an object with a string id and a numeric rowVersion.
 * @example asServerRecord({ id: 'a', rowVersion: 1 }) // { id: 'a', rowVersion: 1 }
 */
export function asServerRecord(value: unknown): ServerRecord | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const row = value as AnyRecord;
  if (typeof row.id !== 'string' || typeof row.rowVersion !== 'number') return null;
  return row as ServerRecord;
}

/** A pulled row that only says the record was taken away from this company (it is no longer a party). */
function isRemoval(row: ServerRecord): boolean {
  return row.isRemoved === true;
}

export type PulledPage = {
  entity: string;
  rows: readonly ServerRecord[];
  cursor: string;
  /** The last page: the mirror is now as current as the server. */
  complete: boolean;
  /**
   * The services scope this section now and the device's copy is from before: it is emptied
   * (records with queued writes stay, as when a permission goes) and pulled again from the start.
   */
  reset?: boolean;
};

/**
 * Applies one page of `changes` in the caller's transaction: plain rows in one bulk put,
 * rows with queued writes rebased (a clash settled by the entity's merge rule where it has
 * one), and the cursor stored with them. Answers whether a merge rule queued a write to send.
 */
export async function applyPulledPage(
  tx: MirrorTx,
  page: PulledPage,
  now: number,
  conflictMessage: string,
): Promise<boolean> {
  const { entity } = page;
  if (page.reset === true) {
    const ids = await tx.recordIds(entity);
    const queued = await tx.idsWithEntries(entity, ids);
    for (const id of ids) if (!queued.has(id)) await tx.removeRecord(entity, id);
  }
  // A record the company is no longer party to leaves the mirror, with any writes queued for it
  // (the services would refuse them).
  for (const removed of page.rows.filter(isRemoval)) {
    const entries = await tx.entriesFor(entity, removed.id);
    if (entries.length > 0) await tx.removeEntries(entries.map((entry) => entry.seq));
    await tx.removeRecord(entity, removed.id);
  }
  const rows = page.rows.filter((row) => !isRemoval(row));
  const ids = rows.map((row) => row.id);
  const [existing, withEntries] = await Promise.all([
    tx.getRecords(entity, ids),
    tx.idsWithEntries(entity, ids),
  ]);
  const puts: MirrorRecord[] = [];
  for (const [index, row] of rows.entries()) {
    const local = existing[index];
    if (local !== undefined && withEntries.has(row.id)) {
      puts.push(rebaseOnPulled(local, await tx.entriesFor(entity, row.id), row, now, conflictMessage));
    } else if (local?.rowVersion === undefined || row.rowVersion >= local.rowVersion) {
      // An older row than a push already brought would step the record back.
      puts.push(syncedRecord(row, now));
    }
  }
  if (puts.length > 0) await tx.putRecords(entity, puts);
  // A clash the entity's merge rule settles (a driver's proof meeting an office edit) is settled now.
  let settled = false;
  for (const record of puts)
    if (record._syncState === 'conflict' && (await settleByRuleTx(tx, entity, record.id, now)))
      settled = true;
  const state = (await tx.getEntityState(entity)) ?? initialEntityState(entity);
  await tx.putEntityState({
    ...state,
    cursor: page.cursor,
    ...(page.reset === true ? { firstPullDone: false } : {}),
    ...(page.complete ? { lastSyncedAt: now, firstPullDone: true } : {}),
  });
  return settled;
}
