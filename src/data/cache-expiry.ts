import type { EntityDefinition } from '../entities/entity-definition';
import { SECTION_MIRROR_ENTRIES } from '../entities/mirror-entries';
import type { BulktradeDB } from './bulktrade-db';

/** Spec: the local cache keeps records 7 days by default (30 for public companies and locations). */
export const DEFAULT_CACHE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long an entity's records stay in the mirror without a refresh.
 * @example cacheLifetimeMs(locations) // 30 days in ms
 */
export function cacheLifetimeMs(entity: Pick<EntityDefinition, 'cacheDays'>): number {
  return (entity.cacheDays ?? DEFAULT_CACHE_DAYS) * DAY_MS;
}

/** What expiry dropped, per mirror table. */
export type ExpiryReport = Record<string, number>;

/**
 * Drops records the server has not confirmed within their lifetime, at start-up. A record
 * counts as confirmed by a pull that brought it or by a pull that reached the end of its
 * entity's changes (nothing newer existed). Records with queued writes, conflicts or
 * failures are kept. An entity that lost records starts its pull from the beginning again,
 * so whatever still exists on the server comes back fresh.
 * @example await expireCache(db, Date.now()) // { products: 12 }
 */
export async function expireCache(
  db: BulktradeDB,
  now: number,
  entities: readonly Pick<EntityDefinition, 'name' | 'cacheDays'>[] = SECTION_MIRROR_ENTRIES,
): Promise<ExpiryReport> {
  const report: ExpiryReport = {};
  for (const entity of entities) {
    const cutoff = now - cacheLifetimeMs(entity);
    const table = db.table(entity.name);
    const dropped = await db.transaction('rw', [table, db.outbox, db.syncState], async () => {
      const state = await db.syncState.get(entity.name);
      if ((state?.lastSyncedAt ?? 0) >= cutoff) return 0;
      const stale = await table
        .where('_cachedAt')
        .below(cutoff)
        .filter((record) => record._syncState === 'synced')
        .primaryKeys();
      if (stale.length === 0) return 0;
      const queued = new Set(
        (await db.outbox.where('recordID').anyOf(stale).toArray())
          .filter((entry) => entry.entity === entity.name)
          .map((entry) => entry.recordID),
      );
      const drop = stale.filter((id) => !queued.has(String(id)));
      await table.bulkDelete(drop);
      if (state !== undefined)
        await db.syncState.put({ ...state, cursor: '0', firstPullDone: false, lastSyncedAt: null });
      return drop.length;
    });
    if (dropped > 0) report[entity.name] = dropped;
  }
  return report;
}
