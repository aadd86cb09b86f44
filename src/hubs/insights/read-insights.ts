import type { BulktradeDB } from '../../data/bulktrade-db';
import { computeInsights } from './compute-insights';
import { INSIGHT_SOURCES, type InsightKind, type InsightResults, type RequestOf } from './insight-requests';
import type { AnyRecord } from './record-values';

/**
 * Reads a kind's source tables from the mirror in one read transaction and computes its
 * figures. The insights worker runs this next to its own handle on the database.
 * @example await readInsights(db, { kind: 'delivery', now, timeZone, from, to })
 */
export async function readInsights<K extends InsightKind>(db: BulktradeDB, request: RequestOf<K>): Promise<InsightResults[K]> {
  const sources = INSIGHT_SOURCES[request.kind];
  const tables = await db.transaction('r', sources.map((name) => db.mirror(name)), () =>
    Promise.all(sources.map((name) => db.mirror(name).toArray() as Promise<AnyRecord[]>)),
  );
  return computeInsights(request, Object.fromEntries(sources.map((name, index) => [name, tables[index]])));
}
