import { liveQuery } from 'dexie';
import type { ConflictChoice } from '../../sync/conflict-resolution';
import type { DataApi } from './data-context';
import { queryRecords } from './mirror-query';

/** What a browser test may drive: the mirror, the write path and (optionally) the worker's resolve/sync calls. */
export type DataDevHooks = DataApi & {
  resolveConflict?: (entity: string, id: string, choice: ConflictChoice) => Promise<boolean>;
  syncNow?: () => Promise<unknown>;
};

/** What lands on the window: the hooks plus the list query and Dexie's liveQuery (the benchmark's live query). */
export type InstalledDevHooks = DataDevHooks & { queryRecords: typeof queryRecords; liveQuery: typeof liveQuery };

/** The global the hooks are put on. */
export type DevHookWindow = { __btData?: InstalledDevHooks; location: { search: string } };

/** The query parameter that opts a page in (`?btTestHooks=1`). */
export const DEV_HOOK_PARAM = 'btTestHooks';

/**
 * Puts the data API on `window.__btData`, but only on a page opened with `?btTestHooks=1`.
 * Why it exists: the browser tests (tests/e2e/offline-sync.spec.ts, tests/bench) must drive
 * the real write path and worker of a production build without depending on the record
 * screens; nothing in the app reads this global, and without the flag nothing is exposed. It
 * is on in production builds on purpose (the e2e runs one) and grants nothing new: it hands a
 * page's own script what that same-origin script could already reach in IndexedDB.
 * Answers whether the hooks were installed.
 * @example installDataDevHooks({ ...data, resolveConflict: sync.api.resolveConflict })
 */
export function installDataDevHooks(hooks: DataDevHooks, target: DevHookWindow = globalThis as unknown as DevHookWindow): boolean {
  if (new URLSearchParams(target.location.search).get(DEV_HOOK_PARAM) !== '1') return false;
  target.__btData = { ...hooks, queryRecords, liveQuery };
  return true;
}
