import type { BulktradeDB } from '../bulktrade-db';
import { computeInsights, type InsightTables } from '../../domain/insights/compute-insights';
import {
  INSIGHT_SOURCES,
  type InsightKind,
  type InsightResults,
  type RequestOf,
} from '../../domain/insights/insight-requests';
import type { AnyRecord } from '../../domain/insights/record-values';

/** Reads one source table (navigation name) of the mirror. */
export type TableReader = (name: string) => Promise<readonly AnyRecord[]>;

/**
 * Reads a kind's source tables from the mirror and computes its figures. The insights worker
 * passes a reader that keeps tables it has read until they change.
 * @example await readInsights(db, { kind: 'delivery', now, timeZone, from, to })
 */
export async function readInsights<K extends InsightKind>(
  db: BulktradeDB,
  request: RequestOf<K>,
  read: TableReader = (name) => db.mirror(name).toArray(),
): Promise<InsightResults[K]> {
  const sources = INSIGHT_SOURCES[request.kind];
  const tables = await Promise.all(sources.map(read));
  const byName: InsightTables = Object.fromEntries(sources.map((name, index) => [name, tables[index]]));
  return computeInsights(request, byName);
}
