/**
 * The offline-data benchmarks of issue 4, as a plan: NOT YET A RUNNER. Nothing imports this
 * file and `npm run bench` does not run it; it records what the browser benchmark needs so
 * whoever writes it starts from a checked design. Figures go to docs/benchmarks.md through
 * tests/bench/benchmarks-doc.ts (writeBenchmarkSection), medians through measure.ts.
 *
 * What the harness needs (all proven by a throwaway smoke run of the sync work, see below):
 *
 * 1. A page bundle that exposes the data layer on `window` for Playwright to drive: a
 *    BulktradeDB, createDataApi(db) (the write path), startSyncClient() (the worker through
 *    comlink) and readRecords(). Either a bench-only Vite entry (bench.html + bench.ts, so
 *    Vite bundles workers/sync.worker.ts from `new URL(..., import.meta.url)`), or an esbuild
 *    build of that entry and of workers/sync.worker.ts into a temp folder; esbuild needs
 *    `nodePaths: ['<repo>/node_modules']` when the entry lives outside the repo.
 * 2. A Node host answering both the page and the services on one origin (the worker fetches
 *    `self.location.origin + /api/v1/...`): createServices over a store seeded with the rows,
 *    plus a bench-only route that hands out a signed-in token (signInForToken) so the page can
 *    call `sync.setSession({ token, permissions: 'everything.edit', isGlobalAdmin: true,
 *    subscriptionCode: 'SUPP', expiresOn })`. 50,000 rows: insert them straight into the
 *    store (memory store: store.insert in a loop; PGlite: one INSERT … SELECT generate_series
 *    as services-bench.ts does), spread over several entities (products, customers,
 *    customer-orders with a few order lines, locations, batches).
 * 3. Chromium through playwright-core with executablePath from scripts/chromium-path.mjs,
 *    headless, one context per run and a fresh IndexedDB (delete 'bulktrade' between runs).
 *    Playwright's waitForFunction does not await an async predicate: poll page.evaluate.
 *
 * The three figures (medians over repeated runs, e.g. 5 after 1 warm-up):
 */
export type SyncBenchmarkPlan = {
  name: string;
  measures: string;
  against: string;
  report: string;
  goal?: string;
};

export const SYNC_BENCHMARKS: readonly SyncBenchmarkPlan[] = [
  {
    name: 'First pull of 50,000 records through the worker',
    measures:
      "From setSession() until the engine's status says firstPull.done (subscribe through the client, or poll db.syncState.get('__status')). " +
      'Pages of 1000 from GET {section}/changes, each applied with bulkGet + bulkPut in one Dexie transaction with its cursor; the count requests for progress are part of it.',
    against:
      'A raw Dexie bulkPut of the same 50,000 rows into a fresh BulktradeDB in the page, in pages of 1000 (rows fetched once beforehand and kept in memory, so only IndexedDB time is measured).',
    report: 'Both medians in ms and the ratio raw / worker.',
    goal: 'ratio at least 0.8 (the worker pull no slower than 1.25 × raw bulkPut)',
  },
  {
    name: 'Draining 1,000 queued writes after reconnect',
    measures:
      "context.setOffline(true) plus a window 'offline' event, 1,000 createRecord/updateRecord calls through the write path (entries pile up in the outbox), " +
      "then setOffline(false) plus 'online', timed until db.outbox.count() is 0.",
    against: 'The same 1,000 requests (same bodies, same order) sent by a plain sequential fetch loop from the page.',
    report: 'Both medians in ms and the ratio loop / engine.',
  },
  {
    name: 'Live query over 10,000 mirror rows filtered by a search string',
    measures:
      "readRecords(db, 'products', { searchString }) over 10,000 synced rows (what useRecords runs on every change), and the time from a write until a " +
      'liveQuery(() => readRecords(...)) subscriber sees the new row.',
    against: 'No baseline; report ms.',
    report: 'Median ms of the query and of the write-to-update round trip.',
  },
];
