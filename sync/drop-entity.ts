import { initialEntityState } from './mirror-types';
import type { SyncContext } from './sync-context';

/**
 * Empties an entity the user may no longer see (the services answered its pull with a 403 for a
 * missing permission: their role changed) from the mirror: its records go, and its cursor starts
 * again, so the section comes back whole if the permission does. Records with queued writes stay
 * with them: the push answers each (refused, with why), rather than the user's work vanishing unseen.
 * @example await dropEntity(context, 'products')
 */
export async function dropEntity(
  context: Pick<SyncContext, 'mirror' | 'log'>,
  entity: string,
): Promise<number> {
  return context.mirror.transact([entity], async (tx) => {
    const ids = await tx.recordIds(entity);
    const queued = await tx.idsWithEntries(entity, ids);
    const dropped = ids.filter((id) => !queued.has(id));
    for (const id of dropped) await tx.removeRecord(entity, id);
    await tx.putEntityState(initialEntityState(entity));
    if (dropped.length > 0)
      context.log('pull: section no longer permitted, dropped from the mirror', {
        entity,
        dropped: dropped.length,
      });
    return dropped.length;
  });
}
