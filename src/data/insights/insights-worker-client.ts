import { wrap, type Remote } from 'comlink';
import { Dexie } from 'dexie';
import type { InsightsWorkerApi } from '../../domain/insights/insight-requests';
import { createTableGenerations, type TableGenerations } from './table-generations';

/**
 * The page's side of the insights worker: one worker for the page's life and the count of
 * changes per mirror table that tells it whether its cached tables are current.
 */
let shared: Remote<InsightsWorkerApi> | null | undefined;
let generations: TableGenerations | undefined;

// One worker for the page's life, started with the first dashboard; where workers are missing
// (jsdom) or fail to start, the page computes itself.
export function insightsWorker(): Remote<InsightsWorkerApi> | null {
  if (shared !== undefined) return shared;
  try {
    shared =
      typeof Worker === 'function'
        ? wrap<InsightsWorkerApi>(
            new Worker(new URL('../../../workers/insights.worker.ts', import.meta.url), {
              type: 'module',
              name: 'bulktrade-insights',
            }),
          )
        : null;
  } catch {
    shared = null;
  }
  return shared;
}

// Every change Dexie sees in this page (the user's writes, and the sync worker's and other
// tabs' through Dexie's broadcast), counted per table from the first dashboard on.
export function tableGenerations(): TableGenerations {
  if (generations === undefined) {
    const created = createTableGenerations();
    Dexie.on('storagemutated', (parts) => created.note(parts));
    generations = created;
  }
  return generations;
}
