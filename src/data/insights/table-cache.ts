import { fieldText, type AnyRecord } from '../../domain/insights/record-values';

/** How a cached table reads its mirror table: all of it, what was written since a time, how many. */
export type TableSource = {
  all(): Promise<readonly AnyRecord[]>;
  /** Records whose `_cachedAt` (set by every mirror write) is at or after `time`. */
  changedSince(time: number): Promise<readonly AnyRecord[]>;
  count(): Promise<number>;
};

/** A mirror table as the insights worker keeps it between screens. */
export type CachedTable = {
  rows: readonly AnyRecord[];
  byId: Map<string, AnyRecord>;
  /** The latest `_cachedAt` seen. */
  latest: number;
};

/**
 * Writes stamp `_cachedAt` before they commit, so a write stamped a little earlier than the latest
 * one seen (by another writer: the page or the sync worker) may commit after it was read: every
 * refresh reads again the writes of the 10 seconds before the latest (a transaction's length,
 * with room to spare; not much more, or a refresh after a busy pull reads its every page again).
 */
const OVERLAP_MS = 10_000;

function cachedAt(record: AnyRecord): number {
  const value = record['_cachedAt'];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function keep(rows: readonly AnyRecord[]): CachedTable {
  const byId = new Map<string, AnyRecord>();
  let latest = 0;
  for (const row of rows) {
    byId.set(fieldText(row, 'id'), row);
    latest = Math.max(latest, cachedAt(row));
  }
  return { rows, byId, latest };
}

/**
 * A table read in full, or, when one was kept, refreshed with only the records written since
 * (through the mirror's `_cachedAt` index): one order synced costs reading that order, not
 * 50,000. When the count no longer matches (records dropped by cache expiry) it is read in full.
 * @example const orders = await refreshTable(source, await refreshTable(source)); orders.rows.length
 */
export async function refreshTable(source: TableSource, kept?: CachedTable): Promise<CachedTable> {
  if (kept === undefined) return keep(await source.all());
  const [overlapping, count] = await Promise.all([
    source.changedSince(kept.latest - OVERLAP_MS),
    source.count(),
  ]);
  // The overlap reads again records already kept; those with the stamp they had are unchanged.
  const changed = overlapping.filter((row) => {
    const before = kept.byId.get(fieldText(row, 'id'));
    return before === undefined || cachedAt(before) !== cachedAt(row);
  });
  if (changed.length === 0 && count === kept.byId.size) return kept;
  const byId = new Map(kept.byId);
  let latest = kept.latest;
  for (const row of changed) {
    byId.set(fieldText(row, 'id'), row);
    latest = Math.max(latest, cachedAt(row));
  }
  if (byId.size !== count) return keep(await source.all());
  return { rows: [...byId.values()], byId, latest };
}
