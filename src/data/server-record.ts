import type { MirrorPort } from '../../sync/ports';
import { syncedRecord } from '../../sync/record-merge';
import { mirrorEntityOf } from '../../sync/synced-entities';

/**
 * Puts a record the services just answered (after an external-party upload or detach) into
 * the mirror, as a pull would, so the list shows it without waiting for the next pull. A
 * record with queued writes, or a newer copy already held, is left for the pull to rebase.
 * Answers whether the mirror took it.
 * @example await applyServerRecord(createDexieMirrorPort(db), 'products', answer.data, Date.now())
 */
export async function applyServerRecord(
  mirror: MirrorPort,
  entityName: string,
  value: unknown,
  now: number,
): Promise<boolean> {
  const entity = mirrorEntityOf(entityName);
  // The record schemas (about 5 KB gzipped) load when a service call first answers a record, not
  // with a hub's first page; the sync worker reads its pulled rows with them in its own bundle.
  const { intakeRow } = await import('../../sync/row-intake');
  const record = intakeRow(entity, value);
  if (record === null) return false;
  return mirror.transact([entity], async (tx) => {
    const [[local], queued] = await Promise.all([
      tx.getRecords(entity, [record.id]),
      tx.idsWithEntries(entity, [record.id]),
    ]);
    if (queued.has(record.id)) return false;
    if (local?.rowVersion !== undefined && local.rowVersion > record.rowVersion) return false;
    await tx.putRecords(entity, [syncedRecord(record, now)]);
    return true;
  });
}
