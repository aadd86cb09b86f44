import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { signInForToken, TEST_ITERATIONS, TEST_SECRET } from '../../server/auth/auth-test-kit';
import { seedUser } from '../../server/auth/seed-user';
import { applyImport, IMPORT_BATCH_ROWS } from '../../server/flows/imports';
import { createServices } from '../../server/services';
import { createMemoryStore } from '../../server/store/memory-store';
import { pgliteClient } from '../../server/store/sql-client';
import { listIndexSpecs } from '../../server/store/sql-list-indexes';
import { createSqlStore } from '../../server/store/sql-store';
import { parseCsvInChunks, prepareImport } from '../../src/domain/csv/import-file';
import { servedEntities } from '../../src/entities/derive/served-entities';
import { ENTITIES } from '../../src/entities/registry';
import { writeBenchmarkSection } from './benchmarks-doc';
import { startBrowserBenchHost } from './browser-bench-host';
import { machineDescription, median } from './measure';

// The import benchmark (issues 16 and 21): a product CSV of 50,000 rows, parsed and checked (the
// worker's code, in Node), imported on the memory store, and imported through the services on
// PGlite (on disk, with the list indexes npm start makes) while another company lists its
// products over and over, timing each of its calls; then read in Chromium through the
// new-products screen, watching the page's main thread for long tasks.

const ROWS = 50_000;

function productCsv(rows: number): string {
  const lines = [
    'productName,abbreviation,isPublicProduct,publicDescription,sortNumber,taxType,isSold,isAcquired,isManufactured,isPerishable,expiryDays,isTemperatureSensitive,length,width,height,weight,volume',
  ];
  for (let index = 1; index <= rows; index += 1) {
    lines.push(
      `Bench Import ${index},BI${index},Yes,"Bench product ${index}, imported",${index},GST,Yes,No,No,Yes,14,No,80,80,250,1.1,1`,
    );
  }
  return lines.join('\n');
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

async function send(
  app: Hono,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await app.request(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${String(answer.message)}`);
  return answer;
}

// The other company's calls come one every PACE_MS at most, as a few busy users' screens would;
// back to back they would take the store from the import for as long as they ran.
const PACE_MS = 50;

/** Another company's list calls, one after another (PACE_MS apart) until stopped: each call's time. */
function listLoop(call: () => Promise<unknown>): { stop: () => Promise<number[]> } {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await call();
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, PACE_MS));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return times;
    },
  };
}

// Before issue 21 the commit wrote every record in one transaction, one insert each: measured
// once with that code through the same harness (not measured again), and what the figures mean.
const BEFORE = [
  "What the table shows (2026-11-28: a bulk insert answers each made record from the write it was given and the seq the database gave it, instead of the database returning every row's data as text to be parsed again; checking a row no longer parses the UUID namespace twice per id, looks a text field's kind up only past the shortest limit, and copies no row through an object rest): measured on a quiet machine (load average 0.7 to 1.6), the code before (ebabdca, a worktree beside main) and after run one after the other, alternating. " +
    "Both goals are met: the commit took 6.7, 6.8, 7.4, 7.8, 6.8 and 7.2 s after (goal ≤ 10 s) against 8.0, 7.4 and 8.9 s before in the same quarter hour (CPU 7.4 to 8.6 s after, 7.9 to 9.7 s before), and the other company's longest wait during it was 91 to 149 ms after, 93 to 114 ms before (goal ≤ 200 ms). " +
    'The same code before this change took 10.8 to 15.2 s the session before on what was then called a quiet machine: the machine, shared with other work, varies more than the change, so only runs alternated within one period compare. Two runs during the same day at load 4 to 5 took 8.8 and 9.8 s, and one at load 5 took 20.2 s (9.2 s of CPU): on a busy machine the wall time is the CPU the process is given.',
  "What the table shows (2026-11-27, session 5: a bulk insert passes its rows' stored sort keys worked out in Node instead of the database reading each row's JSON for them, and an import's steps aim at 50 ms instead of 20): measured on a quiet machine (load average 0.5 to 1.5), each step size run one after the other, alternating. " +
    "The other company's goal is met: its longest wait during the commit was 85 to 93 ms with 20 ms steps and 102 to 128 ms with 50 ms steps (goal ≤ 200 ms; 187 ms once with 80 ms steps, too near it). The import's goal is not: the commit took 14.5, 18.2 and 19.1 s with 20 ms steps and 11.2, 13.1 and 15.2 s with 50 ms steps, 10.8 s in the run of the table (goal ≤ 10 s); the same code varied by a third between runs minutes apart on this shared machine. " +
    "Before the sort keys moved to Node, the same bench on the same quiet machine that morning: commit 18.0 s (18.9 s of CPU), longest wait 67 ms. Where the rest goes (50,000 products, applyImport alone, CPU profile): checking the rows about 2 s, and PGlite's WebAssembly about 10 s of which inserting the rows with no index and no trigger at all is about 3 s; the products' three trigram search indexes cost about 1 s at 50,000 rows (within the noise of two runs each), the sort-key expressions cost 3 s before this change.",
  "What the table shows (2026-11-27, session 4: an import's steps take 100 to 1,000 records instead of 50 to 200, and a write's checks work out an entity's schema fields once): the machine was at load average 25 to 33 on its 2 cores, so the process got about a sixth of a core and the wall times say little. Neither goal is met. " +
    "The other company's longest wait, 1,270 ms, is about the longest the process's event loop was held (1,628 ms): the process waiting for a core, not the import holding the store; its median during the commit was 1.5 × its median with no import (95.6 against 62.9 ms). The goal of 200 ms at most cannot be shown on this machine at this load.",
  "Before that change, the same bench earlier the same day (load average rising from 1.1 to 16.8 during the run): the commit took 109,964 ms wall and 29,383 ms of CPU; the other company's list call waited at most 1,241 ms, 58.3 ms in the median (540 calls), against 7.9 ms in the median and 22 ms at most with no import running (157.5 ×); the event loop was held at most 1,796 ms; the memory store's import took 3,886 ms. " +
    'The ratio fell from 157.5 × to 20.2 × only because the calls with no import slowed with the load, not because the import held the store less.',
  "The comparable figure is the import's own CPU time, old and new step sizes one after the other (applyImport of the 50,000 rows on PGlite on disk with the list indexes npm start makes, no other company calling, load average 21 to 30): before, 998 steps, every one at the floor of 50 records (the busy machine's wall time stretched each step past its 20 ms), 111.7 s wall and 21.6 s of CPU; after, 500 steps of 100, 104.3 s wall and 17.3 s of CPU (20 % less; checking the rows is about 2.5 s of it). " +
    "So the goal of 10 s for the import is not met even in CPU time on this machine. The memory store (training mode, the same server code), measured the same way at load average about 35: 5.6 s of CPU before, 5.0 s after (twice each, within 0.05 s), taking 50 to 91 s wall: the 47 s of the session before were the machine's load, not the import.",
  "Where the CPU goes (10,000 products inserted in steps of 200, PGlite on disk, load average about 30, each measured once, ±10 %): 3.1 s with the list indexes npm start makes; 2.2 to 2.4 s without the products' three trigram search indexes; 1.2 to 1.4 s with no list index; 0.95 s with no index but the primary key and no count trigger. " +
    "One trigram index over the three fields' text joined, instead of one per field, cost the same 3.1 s: the trigrams are the cost, not the number of indexes, so search keeps its indexes (and its results). Returning only the ids from the insert saved about 0.1 s. Checking a row as a single write costs about 41 µs (the schema 6 µs, the row's name-based id 7 µs, the shape, text and owner rules the rest): 2 to 2.5 s of 50,000 rows.",
  "The session before (after the search indexes' pending list and the bulk sort keys; load average 28 to 35, about twice the load of the run before it, so the process got about a fifteenth of a core; the wall times and the process's CPU time, which holds the other company's 1,131 list calls besides the import and swells when two cores are shared thirty ways, do not compare across runs): the commit took 240,965 ms wall and 42,234 ms of CPU. " +
    "The other company's calls: its median during the commit was 1.4 × its median with no import (88.9 ms against 64.8 ms), its longest 16.4 × (1,063 ms); the process's event loop was held at most 1,249 ms, far beyond any one step of about 20 ms, so those seconds are the process waiting for a core, not the import holding the store (with no import the same call took up to 392 ms). The goal of 200 ms at most cannot be shown on this machine at this load.",
  "The comparable figure is the insert steps' CPU time on their own (50,000 products, 200 a step, PGlite on disk with the list indexes npm start makes, CPU time of the process, load average 21 to 34): 16.4 s before (search indexes updated record by record, sort keys by a trigger per record), 11.6 s after (102 s wall at load 28 to 34). Apart: 10.3 s with a 4 MB pending list, 10.9 s with the 256 kB list kept now, 7.8 s with no search index at all, 14.1 s with the sort-key trigger off (each measured once, about ±1.5 s between runs at this load). " +
    "So the goal of 10 s for the import is not met even in CPU time: the inserts alone need about 11.6 s with the products' three trigram search indexes (7.8 s without them), and checking the rows comes on top. On an idle machine the wall time of the inserts is about their CPU time (the last session measured 15.2 s wall at load 0.2, on in-memory PGlite, for what this harness on disk now takes 16.4 s of CPU with the code of before).",
  "Other companies' searches with the pending list: another company searched its 500 products three times after each of 100 steps of 200 products (PGlite on disk, load average 24 to 32): median 43.6 ms, 90th percentile 102 ms, longest 425 ms with the 256 kB pending list; 60.9 ms, 130 ms and 698 ms with the search indexes updated record by record: no slower within this machine's noise.",
  "Before the search indexes kept a pending list (commit 1af0aa5, the same bench, 2026-11-27 at load average about 15): the commit took 142,982 ms wall and 28,725 ms of CPU; the other company's list call waited at most 1,574 ms, 53.9 ms in the median (24.2 ms median, 412 ms longest, with no import running).",
  'Before issue 21 (the commit in one transaction, one insert per record), the same harness with the other company calling back to back, on 2026-11-27 at load average about 10: ' +
    "the commit took 451,616 ms and the other company's one list call, started with it, waited 452,094 ms (18.7 ms median with no import running).",
  "The same bench on 2026-11-27 at a lower load (7.5 / 9.8 / 11.7 at the end; steps then up to 1,000 records): the commit took 50,760 ms (26,293 ms of CPU), and the other company's list call waited at most 250 ms, 27.8 ms in the median (12.5 ms, at most 63 ms, with no import running).",
  'The machine is shared (load averages above 2 on its 2 cores inflate wall times; the run at load 7.5 was measured at nice -10): compare the list call during the commit with the same call with no import, and the commit with its CPU time. ' +
    "Most of the commit is the records' index entries: on an idle machine (load 0.2, in-memory PGlite) inserting these 50,000 products in steps took 15.2 s with the list indexes and 5.5 s without the products' trigram search indexes, 3.4 s with no list index at all. " +
    "So the goal of 10 s for the import is not met with the search indexes npm start makes; the goal for the other companies' calls is what the steps are for.",
].join('\n\n');

// BENCH_IMPORT_ONLY=services or =browser runs one part.
const only = process.env.BENCH_IMPORT_ONLY;
const csv = productCsv(ROWS);
const machine = machineDescription();
const loadAtStart = loadavg()
  .map((value) => value.toFixed(1))
  .join(' / ');
if (only !== 'browser') {
  const parsed = await timed(() => parseCsvInChunks(csv));
  const prepared = await timed(async () => prepareImport('products', parsed.value.data, parsed.value.errors));
  const rows = prepared.value.rows;
  if (rows.length !== ROWS) throw new Error(`expected ${ROWS} rows, read ${rows.length}`);
  const memoryCpuBefore = process.cpuUsage();
  const memory = await timed(() =>
    applyImport('products', rows, {
      owner: 'comp1',
      importID: 'bench-import-0001',
      now: new Date(),
      store: createMemoryStore(),
    }),
  );

  const memoryCpu = process.cpuUsage(memoryCpuBefore);
  const memoryCpuMs = (memoryCpu.user + memoryCpu.system) / 1000;

  const batches = Math.ceil(rows.length / IMPORT_BATCH_ROWS);
  const work = mkdtempSync(join(tmpdir(), 'bulktrade-import-bench-'));
  let staging: { ms: number };
  let commit: { ms: number; value: Record<string, unknown> };
  let idle: number[];
  let during: number[];
  let commitCpuMs = 0;
  let longestBlockMs = 0;
  try {
    const client = pgliteClient(join(work, 'pglite'));
    const store = await createSqlStore(client, { lists: listIndexSpecs(servedEntities(ENTITIES)) });
    for (const [id, companyName] of [
      ['comp1', 'Importing Wholesale'],
      ['comp2', 'Other Tenant Foods'],
    ] as const) {
      await seedUser({
        store,
        company: { id, companyName, subscriptionCode: 'SUPP' },
        user: {
          id: `${id}-admin`,
          userName: `admin@${id}.test`,
          permissions: 'everything.edit',
          isGlobalAdmin: true,
        },
        password: 'Bench-password1!',
        passwordIterations: TEST_ITERATIONS,
      });
    }
    // The other tenant's own catalogue: 500 products, listed a page of 75 at a time.
    await store.insertMany(
      Array.from({ length: 500 }, (_, index) => ({
        section: 'Products',
        id: `other-${index}`,
        companyAccountID: 'comp2',
        parties: [],
        isInactive: false,
        data: {
          id: `other-${index}`,
          productName: `Other ${index}`,
          sortNumber: index,
          companyAccountID: 'comp2',
        },
      })),
    );
    const app = createServices({ store, secret: TEST_SECRET, allowedRedirect: () => true });
    const importer = await signInForToken(app, 'admin@comp1.test', 'Bench-password1!');
    const other = await signInForToken(app, 'admin@comp2.test', 'Bench-password1!');
    const listOther = () => send(app, other, 'GET', '/api/v1/Products/getAll?takeAmount=75');
    // Warm the process (compiled code, reused plans), then the other tenant's calls on their own.
    for (let index = 0; index < 100; index += 1) await listOther();
    const quiet = listLoop(listOther);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    idle = await quiet.stop();

    const importID = 'bench-import-0002';
    staging = await timed(async () => {
      for (let batch = 0; batch < batches; batch += 1)
        await send(app, importer, 'POST', '/api/v1/Products/import/batch', {
          importID,
          batch,
          rows: rows.slice(batch * IMPORT_BATCH_ROWS, (batch + 1) * IMPORT_BATCH_ROWS),
        });
    });
    const busy = listLoop(listOther);
    const cpuBefore = process.cpuUsage();
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    commit = await timed(() =>
      send(app, importer, 'POST', '/api/v1/Products/import/commit', { importID, batches }),
    );
    delay.disable();
    const cpu = process.cpuUsage(cpuBefore);
    commitCpuMs = (cpu.user + cpu.system) / 1000;
    longestBlockMs = delay.max / 1e6;
    during = await busy.stop();
    if (commit.value.created !== ROWS)
      throw new Error(`the commit made ${String(commit.value.created)} records`);
    await store.close();
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const figures: [string, string][] = [
    [
      `parse ${ROWS.toLocaleString('en-AU')} rows in chunks (papaparse, the worker's code, in Node)`,
      ms(parsed.ms),
    ],
    ['apply the product rules (mapping, duplicates, report)', ms(prepared.ms)],
    ['import, memory store (training mode): wall, CPU', `${ms(memory.ms)}, ${ms(memoryCpuMs)}`],
    [
      `send the rows to the services on PGlite (${batches.toLocaleString('en-AU')} batches of ${IMPORT_BATCH_ROWS.toLocaleString('en-AU')})`,
      ms(staging.ms),
    ],
    ['commit on PGlite: every row checked, then written in short steps (goal ≤ 10 s)', ms(commit.ms)],
    [
      "the same commit: CPU time of the process (the import and the other company's calls; near what an idle machine takes)",
      ms(commitCpuMs),
    ],
    ["the same commit: longest the process's event loop was blocked", ms(longestBlockMs)],
    [`another company's list call during the commit: longest wait (goal ≤ 200 ms)`, ms(Math.max(...during))],
    [
      `another company's list call during the commit: median (${during.length.toLocaleString('en-AU')} calls)`,
      `${median(during).toFixed(1)} ms`,
    ],
    [
      `the same call with no import running: median, longest (${idle.length.toLocaleString('en-AU')} calls)`,
      `${median(idle).toFixed(1)} ms, ${ms(Math.max(...idle))}`,
    ],
    [
      "the other company's longest wait during the commit over its median with no import",
      `${(Math.max(...during) / median(idle)).toFixed(1)} ×`,
    ],
  ];
  const table = [
    '| measure | value |',
    '|---|---|',
    ...figures.map(([what, value]) => `| ${what} | ${value} |`),
  ].join('\n');
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  writeBenchmarkSection(
    'Product CSV import, 50,000 rows',
    `A generated product CSV of ${ROWS.toLocaleString('en-AU')} rows (${(csv.length / 1_048_576).toFixed(1)} MB) with every template column, read in Node, then imported through the services (the whole Hono app in process) on PGlite on disk with the list indexes npm start makes, while a second company lists its products (a 75-row page) in a loop, one call after another, ${PACE_MS} ms apart. ${machine}; load average ${loadAtStart} at the start and ${load} at the end of the run.\n\n${table}\n\n${BEFORE}`,
  );
  console.log(table);
}

if (only !== 'services') {
  // In Chromium: pick the file (from disk, as a user does) on new-products until the preview
  // lists every row, with a PerformanceObserver of long tasks (50 ms or more) on the main thread.
  const fileDir = mkdtempSync(join(tmpdir(), 'bulktrade-import-file-'));
  const filePath = join(fileDir, 'bench-products.csv');
  writeFileSync(filePath, csv);
  const host = await startBrowserBenchHost({ entities: [], perEntity: 0 });
  let browserMs = 0;
  let longest = 0;
  let longTasks = 0;
  try {
    const browserContext = await host.newSignedInContext();
    const page = await browserContext.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/office-portal/new-products?btTestHooks=1');
    await page.getByRole('heading', { name: 'New Products' }).waitFor({ timeout: 60_000 });
    // The sync engine's first pull is done, so its writes to the mirror are not counted.
    await page.evaluate(async () => {
      type Hooks = {
        db: {
          syncState: { get(key: string): Promise<{ status?: { firstPull: { done: boolean } } } | undefined> };
        };
      };
      for (;;) {
        const hooks = (window as unknown as { __btData?: Hooks }).__btData;
        if ((await hooks?.db.syncState.get('__status'))?.status?.firstPull.done === true) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    await page.evaluate(() => {
      const slot = window as unknown as { __btLongTasks: number[] };
      slot.__btLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) slot.__btLongTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: false });
    });
    const start = performance.now();
    await page.getByLabel('CSV file').setInputFiles(filePath);
    await page.getByText(`${ROWS.toLocaleString('en-AU')} products to import`).waitFor({ timeout: 120_000 });
    browserMs = performance.now() - start;
    const tasks = await page.evaluate(() => (window as unknown as { __btLongTasks: number[] }).__btLongTasks);
    longTasks = tasks.length;
    longest = tasks.length === 0 ? 0 : Math.max(...tasks);
    await browserContext.close();
  } finally {
    await host.close();
    rmSync(fileDir, { recursive: true, force: true });
  }

  const browserFigures: [string, string][] = [
    ['pick the file until the preview shows (read and checked in the worker)', `${browserMs.toFixed(0)} ms`],
    [
      'longest main-thread task meanwhile',
      longTasks === 0 ? 'none of 50 ms or more' : `${longest.toFixed(0)} ms (${longTasks} long tasks)`,
    ],
  ];
  const browserTable = [
    '| measure | value |',
    '|---|---|',
    ...browserFigures.map(([what, value]) => `| ${what} | ${value} |`),
  ].join('\n');
  writeBenchmarkSection(
    'Product CSV import in Chromium, 50,000 rows',
    `Headless Chromium, production build, the new-products screen at 1280 × 800: the same ${(csv.length / 1_048_576).toFixed(1)} MB file picked from disk. ` +
      `Goal: the page's main thread never blocked 50 ms or more while the file is read. ${machine}.\n\n${browserTable}`,
  );
  console.log(browserTable);
}
