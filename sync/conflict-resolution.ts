import type { MirrorTx } from './ports';
import { rebasedRecord, squashEntries, syncedRecord } from './record-merge';

/** The user's answer to a conflict. */
export type ConflictChoice = 'keep-mine' | 'take-theirs';

/**
 * Resolves a conflicted record. 'take-theirs' puts the server's record in the mirror and
 * drops the queued writes; 'keep-mine' re-applies the user's fields on the server's current
 * version (the next push sends its rowVersion). Answers false when the record is not in conflict.
 * @example await resolveConflictTx(tx, 'products', id, 'keep-mine', Date.now())
 */
export async function resolveConflictTx(
  tx: MirrorTx,
  entity: string,
  id: string,
  choice: ConflictChoice,
  now: number,
): Promise<boolean> {
  const local = await tx.getRecord(entity, id);
  const theirs = local?._serverVersion;
  if (local === undefined || local._syncState !== 'conflict' || theirs === undefined) return false;
  const queued = await tx.entriesFor(entity, id);
  await tx.removeEntries(queued.map((entry) => entry.seq));
  const rebased = rebasedRecord(theirs, local, queued, now);
  const squashed = choice === 'keep-mine' ? squashEntries(queued, rebased, now) : [];
  if (squashed.length === 0) {
    await tx.putRecords(entity, [syncedRecord(theirs, now)]);
    return true;
  }
  for (const entry of squashed) await tx.addEntry(entry);
  await tx.putRecords(entity, [rebased]);
  return true;
}
