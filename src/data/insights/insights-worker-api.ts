import { BulktradeDB } from '../bulktrade-db';
import type { InsightResults, InsightsWorkerApi } from '../../domain/insights/insight-requests';
import { readInsights } from './read-insights';
import type { AnyRecord } from '../../domain/insights/record-values';
import { refreshTable, type CachedTable, type TableSource } from './table-cache';

type Cached = { stamp: number; table: Promise<CachedTable> };

function sourceOf(db: BulktradeDB, name: string): TableSource {
  const table = db.mirror(name);
  return {
    all: () => table.toArray() as Promise<readonly AnyRecord[]>,
    changedSince: (time) =>
      table.where('_cachedAt').aboveOrEqual(time).toArray() as Promise<readonly AnyRecord[]>,
    count: () => table.count(),
  };
}

/**
 * The worker's API. It opens the mirror database by name (once) and keeps each table it has
 * read, with the page's change count at the time: reading 50,000 orders out of IndexedDB costs
 * far more than aggregating them, so after a change only the records written since are read
 * (table-cache.ts), and the last figures are answered again while none of their tables changed.
 * @example expose(createInsightsWorkerApi())
 */
export function createInsightsWorkerApi(
  open: (name: string) => BulktradeDB = (name) => new BulktradeDB({ name }),
): InsightsWorkerApi {
  const databases = new Map<string, BulktradeDB>();
  const tables = new Map<string, Cached>();
  const results = new Map<string, { stamps: string; result: Promise<unknown> }>();
  return {
    compute(databaseName, request, stamps) {
      let db = databases.get(databaseName);
      if (db === undefined) {
        db = open(databaseName);
        databases.set(databaseName, db);
      }
      const key = `${databaseName} ${JSON.stringify(request)}`;
      const stampKey = JSON.stringify(stamps);
      const known = results.get(key);
      if (known !== undefined && known.stamps === stampKey)
        return known.result as Promise<InsightResults[typeof request.kind]>;
      const reader = db;
      const read = (name: string) => {
        const cacheKey = `${databaseName}/${name}`;
        const stamp = stamps[name] ?? 0;
        const cached = tables.get(cacheKey);
        if (cached !== undefined && cached.stamp === stamp) return cached.table.then((table) => table.rows);
        const source = sourceOf(reader, name);
        // A refresh that fails (or follows a failed read) reads the table in full.
        const table =
          cached === undefined
            ? refreshTable(source)
            : cached.table.then(
                (kept) => refreshTable(source, kept).catch(() => refreshTable(source)),
                () => refreshTable(source),
              );
        tables.set(cacheKey, { stamp, table });
        table.catch(() => tables.delete(cacheKey));
        return table.then((kept) => kept.rows);
      };
      const result = readInsights(reader, request, read);
      results.set(key, { stamps: stampKey, result });
      result.catch(() => results.delete(key));
      return result;
    },
  };
}
