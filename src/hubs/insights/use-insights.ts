import { wrap, type Remote } from 'comlink';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useData } from '../../data/data-context';
import { INSIGHT_SOURCES, type InsightKind, type InsightResults, type RequestOf } from './insight-requests';
import type { InsightsWorkerApi } from './insights-worker-api';
import { readInsights } from './read-insights';

let shared: Remote<InsightsWorkerApi> | null | undefined;

// One worker for the page's life, started with the first dashboard; where workers are missing
// (jsdom) or fail to start, the page computes itself.
function insightsWorker(): Remote<InsightsWorkerApi> | null {
  if (shared !== undefined) return shared;
  try {
    shared = typeof Worker === 'function'
      ? wrap<InsightsWorkerApi>(new Worker(new URL('../../../workers/insights.worker.ts', import.meta.url), { type: 'module', name: 'bulktrade-insights' }))
      : null;
  } catch {
    shared = null;
  }
  return shared;
}

export type InsightsState<K extends InsightKind> = {
  data: InsightResults[K] | undefined;
  error: string | null;
};

/**
 * One screen's figures, recomputed whenever a source table changes (the user's writes, the
 * engine's pulls, another tab). The live query only counts rows, which Dexie re-runs on any
 * change to the table; the heavy read and aggregation happen in the insights worker.
 * @example const { data } = useInsights({ kind: 'supplier', now, timeZone });
 */
export function useInsights<K extends InsightKind>(request: RequestOf<K>): InsightsState<K> {
  const { db } = useData();
  const sources = INSIGHT_SOURCES[request.kind];
  const changed = useLiveQuery(() => Promise.all(sources.map((name) => db.mirror(name).count())), [db, request.kind]);
  const [state, setState] = useState<InsightsState<K>>({ data: undefined, error: null });
  const key = JSON.stringify(request);
  useEffect(() => {
    if (changed === undefined) return;
    let current = true;
    const parsed = JSON.parse(key) as RequestOf<K>;
    const worker = insightsWorker();
    const work = worker === null ? readInsights(db, parsed) : worker.compute(db.name, parsed).catch(() => readInsights(db, parsed));
    work.then(
      (data) => current && setState({ data: data as InsightResults[K], error: null }),
      (error: unknown) => current && setState((before) => ({ data: before.data, error: error instanceof Error ? error.message : String(error) })),
    );
    return () => {
      current = false;
    };
  }, [db, key, changed]);
  return state;
}
