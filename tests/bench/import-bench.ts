import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyImport } from '../../server/flows/imports';
import { createMemoryStore } from '../../server/store/memory-store';
import { pgliteClient } from '../../server/store/sql-client';
import { createSqlStore } from '../../server/store/sql-store';
import { parseCsvInChunks, prepareImport } from '../../src/domain/csv/import-file';
import { writeBenchmarkSection } from './benchmarks-doc';
import { startBrowserBenchHost } from './browser-bench-host';
import { machineDescription } from './measure';

// Issue 16's import benchmark: a product CSV of 50,000 rows, parsed and checked (the worker's
// code, in Node), imported all-or-none on the memory store and on PGlite, and read in Chromium
// through the new-products screen, watching the page's main thread for long tasks.

const ROWS = 50_000;

function productCsv(rows: number): string {
  const lines = ['productName,abbreviation,isPublicProduct,publicDescription,sortNumber,taxType,isSold,isAcquired,isManufactured,isPerishable,expiryDays,isTemperatureSensitive,length,width,height,weight,volume'];
  for (let index = 1; index <= rows; index += 1) {
    lines.push(`Bench Import ${index},BI${index},Yes,"Bench product ${index}, imported",${index},GST,Yes,No,No,Yes,14,No,80,80,250,1.1,1`);
  }
  return lines.join('\n');
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

// BENCH_IMPORT_ONLY=services or =browser runs one part (the PGlite import takes minutes).
const only = process.env.BENCH_IMPORT_ONLY;
const csv = productCsv(ROWS);
const machine = machineDescription();
if (only !== 'browser') {
const parsed = await timed(() => parseCsvInChunks(csv));
const prepared = await timed(async () => prepareImport('products', parsed.value.data, parsed.value.errors));
const rows = prepared.value.rows;
if (rows.length !== ROWS) throw new Error(`expected ${ROWS} rows, read ${rows.length}`);
const context = { owner: 'comp1', importID: 'bench-import-0001', now: new Date() };
const memory = await timed(() => applyImport('products', rows, { ...context, store: createMemoryStore() }));
const work = mkdtempSync(join(tmpdir(), 'bulktrade-import-bench-'));
let pglite: { ms: number };
try {
  const store = await createSqlStore(await pgliteClient(join(work, 'pglite')));
  pglite = await timed(() => applyImport('products', rows, { ...context, store }));
  await store.close();
} finally {
  rmSync(work, { recursive: true, force: true });
}

const figures: [string, string][] = [
  [`parse ${ROWS.toLocaleString('en-AU')} rows in chunks (papaparse, the worker's code, in Node)`, `${parsed.ms.toFixed(0)} ms`],
  ['apply the product rules (mapping, duplicates, report)', `${prepared.ms.toFixed(0)} ms`],
  ['import all-or-none, memory store (training mode)', `${memory.ms.toFixed(0)} ms`],
  ['import all-or-none, PGlite (one transaction, one insert per record)', `${pglite.ms.toFixed(0)} ms`],
];
const table = ['| measure | time |', '|---|---|', ...figures.map(([what, value]) => `| ${what} | ${value} |`)].join('\n');
writeBenchmarkSection(
  'Product CSV import, 50,000 rows',
  `A generated product CSV of ${ROWS.toLocaleString('en-AU')} rows (${(csv.length / 1_048_576).toFixed(1)} MB) with every template column, read and imported in Node. ${machine}.\n\n${table}`,
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
    type Hooks = { db: { syncState: { get(key: string): Promise<{ status?: { firstPull: { done: boolean } } } | undefined> } } };
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
  ['longest main-thread task meanwhile', longTasks === 0 ? 'none of 50 ms or more' : `${longest.toFixed(0)} ms (${longTasks} long tasks)`],
];
const browserTable = ['| measure | value |', '|---|---|', ...browserFigures.map(([what, value]) => `| ${what} | ${value} |`)].join('\n');
writeBenchmarkSection(
  'Product CSV import in Chromium, 50,000 rows',
  `Headless Chromium, production build, the new-products screen at 1280 × 800: the same ${(csv.length / 1_048_576).toFixed(1)} MB file picked from disk. ` +
    `Goal: the page's main thread never blocked 50 ms or more while the file is read. ${machine}.\n\n${browserTable}`,
);
console.log(browserTable);
}
