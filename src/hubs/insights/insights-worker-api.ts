import { BulktradeDB } from '../../data/bulktrade-db';
import type { InsightKind, InsightResults, RequestOf } from './insight-requests';
import { readInsights } from './read-insights';

/** What the insights worker answers the page: one screen's figures from the mirror. */
export type InsightsWorkerApi = {
  compute<K extends InsightKind>(databaseName: string, request: RequestOf<K>): Promise<InsightResults[K]>;
};

/**
 * The worker's API: it opens the mirror database by name (once) and aggregates there, so the
 * page never deserialises tens of thousands of records on its own thread.
 * @example expose(createInsightsWorkerApi())
 */
export function createInsightsWorkerApi(open: (name: string) => BulktradeDB = (name) => new BulktradeDB({ name })): InsightsWorkerApi {
  const databases = new Map<string, BulktradeDB>();
  return {
    compute(databaseName, request) {
      let db = databases.get(databaseName);
      if (db === undefined) {
        db = open(databaseName);
        databases.set(databaseName, db);
      }
      return readInsights(db, request);
    },
  };
}
