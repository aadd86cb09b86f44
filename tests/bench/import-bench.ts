import { mkdtempSync, rmSync } from 'node:fs';
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

const csv = productCsv(ROWS);
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

// In Chromium: pick the file on new-products until the preview lists every row, with a
// PerformanceObserver of long tasks (50 ms or more) on the page's main thread.
const host = await startBrowserBenchHost({ entities: [], perEntity: 0 });
let browserMs = 0;
let longest = 0;
let longTasks = 0;
try {
  const browserContext = await host.newSignedInContext();
  const page = await browserContext.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/office-portal/new-products');
  await page.getByRole('heading', { name: 'New Products' }).waitFor({ timeout: 60_000 });
  await page.evaluate(() => {
    const slot = window as unknown as { __btLongTasks: number[] };
    slot.__btLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) slot.__btLongTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  const start = performance.now();
  await page.getByLabel('CSV file').setInputFiles({ name: 'bench.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByText(`${ROWS.toLocaleString('en-AU')} products to import`).waitFor({ timeout: 120_000 });
  browserMs = performance.now() - start;
  const tasks = await page.evaluate(() => (window as unknown as { __btLongTasks: number[] }).__btLongTasks);
  longTasks = tasks.length;
  longest = tasks.length === 0 ? 0 : Math.max(...tasks);
  await browserContext.close();
} finally {
  await host.close();
}

const figures: [string, string][] = [
  [`parse ${ROWS.toLocaleString('en-AU')} rows in chunks (papaparse, the worker's code, in Node)`, `${parsed.ms.toFixed(0)} ms`],
  ['apply the product rules (mapping, duplicates, report)', `${prepared.ms.toFixed(0)} ms`],
  ['import all-or-none, memory store (training mode)', `${memory.ms.toFixed(0)} ms`],
  ['import all-or-none, PGlite (one transaction)', `${pglite.ms.toFixed(0)} ms`],
  ['Chromium: pick the file until the preview shows (worker)', `${browserMs.toFixed(0)} ms`],
  ['Chromium: longest main-thread task meanwhile', longTasks === 0 ? 'none of 50 ms or more' : `${longest.toFixed(0)} ms (${longTasks} long tasks)`],
];
const table = ['| measure | time |', '|---|---|', ...figures.map(([what, value]) => `| ${what} | ${value} |`)].join('\n');
writeBenchmarkSection(
  'Product CSV import, 50,000 rows',
  `A generated product CSV of ${ROWS.toLocaleString('en-AU')} rows (${(csv.length / 1_048_576).toFixed(1)} MB) with every template column. ` +
    `Goal: the page's main thread never blocked 50 ms or more while the file is read (the parsing runs in a worker). ${machineDescription()}.\n\n${table}`,
);
console.log(table);
