import { useEffect, useState, useSyncExternalStore } from 'react';
import { useData } from '../../data/data-context';
import {
  INSIGHT_SOURCES,
  type InsightKind,
  type InsightResults,
  type RequestOf,
  type TableStamps,
} from '../../domain/insights/insight-requests';
import { lastFiguresKey, loadLastFigures, saveLastFigures } from '../../data/insights/last-figures';
import { readInsights } from '../../data/insights/read-insights';
import { insightsWorker, tableGenerations } from '../../data/insights/insights-worker-client';

export type InsightsState<K extends InsightKind> = {
  data: InsightResults[K] | undefined;
  error: string | null;
  /** The figures are the last ones kept, shown while this opening works them out again. */
  stale: boolean;
};

/**
 * One screen's figures, recomputed whenever a source table changes (the user's writes, the
 * engine's pulls, another tab). The read and the aggregation run in the insights worker,
 * which keeps the tables it read until the page reports a change to them. The first opening
 * in a page shows the figures kept from the last one at once (the worker's first read of a
 * large table takes seconds), then the new ones.
 * @example const { data } = useInsights({ kind: 'supplier', now, timeZone });
 */
export function useInsights<K extends InsightKind>(request: RequestOf<K>): InsightsState<K> {
  const { db } = useData();
  const counter = tableGenerations();
  const sources = INSIGHT_SOURCES[request.kind];
  const stampKey = useSyncExternalStore(counter.subscribe, () =>
    JSON.stringify(
      Object.fromEntries(sources.map((name) => [name, counter.of(db.name, db.mirror(name).name)])),
    ),
  );
  const [state, setState] = useState<InsightsState<K>>({ data: undefined, error: null, stale: false });
  const key = JSON.stringify(request);
  useEffect(() => {
    let current = true;
    const parsed = JSON.parse(key) as RequestOf<K>;
    const stamps = JSON.parse(stampKey) as TableStamps;
    const saved = lastFiguresKey(parsed);
    const worker = insightsWorker();
    const started = performance.now();
    // The kept figures first (one small read), then the worker's: they never overtake new ones.
    const work = loadLastFigures(db, saved)
      .then(
        (figures) =>
          current &&
          figures !== undefined &&
          setState((before) =>
            before.data === undefined
              ? { data: figures as InsightResults[K], error: null, stale: true }
              : before,
          ),
        () => undefined,
      )
      .then((): Promise<unknown> =>
        worker === null
          ? readInsights(db, parsed)
          : worker.compute(db.name, parsed, stamps).catch(() => readInsights(db, parsed)),
      );
    work.then(
      (data) => {
        // The benchmark (tests/bench/dashboard-bench.ts) reads this: request to figures back.
        performance.measure(`bt-insights-${parsed.kind}`, { start: started });
        if (current) setState({ data: data as InsightResults[K], error: null, stale: false });
        saveLastFigures(db, saved, data, Date.now()).catch(() => undefined);
      },
      (error: unknown) =>
        current &&
        setState((before) => ({ ...before, error: error instanceof Error ? error.message : String(error) })),
    );
    return () => {
      current = false;
    };
  }, [db, key, stampKey]);
  return state;
}
