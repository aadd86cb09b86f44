import { resolveConflictTx } from '../../../sync/conflict-resolution';
import { writeUpdate } from '../../../sync/local-writes';
import type { MirrorRecord } from '../../../sync/mirror-types';
import type { MirrorPort } from '../../../sync/ports';
import { deepEqual } from '../../../sync/record-merge';
import { hasSignature } from './signature-proof';

// The mirror's and the server's bookkeeping, never a change anyone made to the stop.
const BOOKKEEPING = new Set(['id', 'rowVersion', 'isInactive']);

/**
 * The fields the office changed on the server since the driver's record was read (the conflict's
 * other side against its base), by name.
 * @example officeChanges({ id: 'a', rowVersion: 1, driverNotes: 'x' }, { id: 'a', rowVersion: 2, driverNotes: 'y' }) // ['driverNotes']
 */
export function officeChanges(base: Readonly<Record<string, unknown>> | undefined, theirs: Readonly<Record<string, unknown>>): string[] {
  const fields = new Set([...Object.keys(base ?? {}), ...Object.keys(theirs)]);
  return [...fields].filter((field) => !BOOKKEEPING.has(field) && !deepEqual(base?.[field], theirs[field])).sort();
}

/**
 * A stop in conflict that holds the driver's proof of delivery or release: that proof must reach
 * the server whatever the office did meanwhile.
 * @example holdsDriverProof({ _syncState: 'conflict', proofOfDelivery: [[{ x: 1, y: 1 }]] }) // true
 */
export function holdsDriverProof(record: MirrorRecord): boolean {
  return record._syncState === 'conflict' && (hasSignature(record.proofOfDelivery) || hasSignature(record.proofOfRelease));
}

/**
 * The note that tells the office its change met a delivery made without signal.
 * @example conflictNote(['dueArrivalOn']) // 'Changed in the office while the driver was offline: dueArrivalOn'
 */
export function conflictNote(fields: readonly string[]): string {
  return `Changed in the office while the driver was offline: ${fields.length === 0 ? 'the stop' : fields.join(', ')}`;
}

/**
 * Keeps the driver's proof when the office changed the stop while the driver had no signal:
 * the driver's fields go on top of the office's version (keep mine), and the stop is flagged
 * with a note naming what the office changed, so delivery review shows it first instead of
 * either side being thrown away. Answers whether it resolved anything.
 * @example await keepDriverProof(createDexieMirrorPort(db), 'deliveries', record, Date.now())
 */
export async function keepDriverProof(mirror: MirrorPort, entity: string, record: MirrorRecord, now: number): Promise<boolean> {
  if (!holdsDriverProof(record) || record._serverVersion === undefined) return false;
  const changed = officeChanges(record._base, record._serverVersion);
  return mirror.transact([entity], async (tx) => {
    const resolved = await resolveConflictTx(tx, entity, record.id, 'keep-mine', now);
    if (!resolved) return false;
    await writeUpdate(tx, entity, record.id, { isFlagged: true, conflictNote: conflictNote(changed) }, now);
    return true;
  });
}
