import { liveQuery } from 'dexie';
import type { ConflictChoice } from '../../sync/conflict-resolution';
import type { DataApi } from './data-context';
import { queryRecords } from './mirror-query';
import { testHooksBuilt } from './test-hooks-mode';

/** What a browser test may drive: the mirror, the write path and (optionally) the worker's resolve/sync calls. */
export type DataDevHooks = DataApi & {
  resolveConflict?: (entity: string, id: string, choice: ConflictChoice) => Promise<boolean>;
  syncNow?: () => Promise<unknown>;
};

/** What lands on the window: the hooks plus the list query and Dexie's liveQuery (the benchmark's live query). */
export type InstalledDevHooks = DataDevHooks & {
  queryRecords: typeof queryRecords;
  liveQuery: typeof liveQuery;
};

/** The global the hooks are put on. */
export type DevHookWindow = { __btData?: InstalledDevHooks; location: { search: string } };

/** The query parameter that opts a page in (`?btTestHooks=1`). */
export const DEV_HOOK_PARAM = 'btTestHooks';

/**
 * Puts the data API on `window.__btData`, but only on a page opened with `?btTestHooks=1`, and
 * only in a build made for the browser tests (`TEST_HOOKS_MODE`, or the dev server): in
 * `npm start`'s production build the app leaves this module out (src/app/data/app-data-layer.ts). Why it exists: the browser tests (tests/e2e/offline-sync.spec.ts,
 * tests/bench) must drive the real write path and worker of an optimised build without
 * depending on the record screens; nothing in the app reads this global.
 * Answers whether the hooks were installed.
 * @example installDataDevHooks({ ...data, resolveConflict: sync.api.resolveConflict })
 */
export function installDataDevHooks(
  hooks: DataDevHooks,
  target: DevHookWindow = globalThis as unknown as DevHookWindow,
  mode: string = import.meta.env.MODE,
): boolean {
  if (!testHooksBuilt(mode)) return false;
  if (new URLSearchParams(target.location.search).get(DEV_HOOK_PARAM) !== '1') return false;
  target.__btData = { ...hooks, queryRecords, liveQuery };
  return true;
}
