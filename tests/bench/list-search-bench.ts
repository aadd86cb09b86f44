import type { Page } from '@playwright/test';
import { writeBenchmarkSection } from './benchmarks-doc';
import { startBrowserBenchHost } from './browser-bench-host';
import { machineDescription, median } from './measure';

// Issue 6's list benchmark: one keystroke in the Find box of the products list holding
// 10,000 mirror rows, until the browser has painted the filtered rows. Headless Chromium,
// production build, the list as a user sees it (table, virtualised rows).

const ROWS = 10_000;
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 25);
const PREFIX = 'Bench 0004'; // 00040…00049: ten rows
const NARROWING_KEY = '2'; // 'Bench 00042': one row

/**
 * Arms a watch in the page: from the next keydown in the Find box until the table reports
 * `rowCount` data rows and a frame has been painted after that.
 */
async function armKeystrokeWatch(page: Page, rowCount: number): Promise<void> {
  await page.evaluate((expected) => {
    const box = document.activeElement;
    if (!(box instanceof HTMLInputElement)) throw new Error('the Find box does not have the focus');
    const slot = window as unknown as { __btKeystroke?: Promise<number> };
    slot.__btKeystroke = new Promise<number>((resolve) => {
      let pressedAt = 0;
      const painted = () =>
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - pressedAt), 0));
      const matches = () => document.querySelector(`table[aria-rowcount="${expected + 1}"]`) !== null;
      box.addEventListener(
        'keydown',
        () => {
          pressedAt = performance.now();
          const observer = new MutationObserver(() => {
            if (!matches()) return;
            observer.disconnect();
            painted();
          });
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            attributes: true,
            attributeFilter: ['aria-rowcount'],
          });
        },
        { once: true, capture: true },
      );
    });
  }, rowCount);
}

async function keystrokeMs(page: Page, key: string, rowCount: number): Promise<number> {
  await armKeystrokeWatch(page, rowCount);
  await page.keyboard.press(key);
  return page.evaluate(() => (window as unknown as { __btKeystroke: Promise<number> }).__btKeystroke);
}

const host = await startBrowserBenchHost({ entities: ['products'], perEntity: ROWS });
try {
  const context = await host.newSignedInContext();
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/office-portal/products?btTestHooks=1');
  // The engine's first pull is done, and the table lists every bench row (plus the demo products).
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
  await page.waitForFunction(
    (rows) => Number(document.querySelector('table')?.getAttribute('aria-rowcount') ?? 0) > rows,
    ROWS,
    { timeout: 60_000 },
  );
  const listed = Number(await page.locator('table').getAttribute('aria-rowcount')) - 1;
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const find = page.getByRole('textbox', { name: 'Find', exact: true });
  await find.fill(PREFIX);
  await page.waitForSelector('table[aria-rowcount="11"]');
  await find.focus();

  const narrowing: number[] = [];
  const widening: number[] = [];
  for (let run = 0; run < KEYSTROKES; run += 1) {
    narrowing.push(await keystrokeMs(page, NARROWING_KEY, 1));
    widening.push(await keystrokeMs(page, 'Backspace', 10));
  }
  // Clearing the search lists every row again (the figures were taken on the full list).
  await find.fill('');
  await page.waitForSelector(`table[aria-rowcount="${listed + 1}"]`);
  await context.close();

  const rows: [string, string][] = [
    [
      `keystroke '${NARROWING_KEY}' after '${PREFIX}' (10 rows → 1), to the painted result`,
      `${median(narrowing).toFixed(1)} ms`,
    ],
    ['Backspace (1 row → 10), to the painted result', `${median(widening).toFixed(1)} ms`],
    ['slowest of either', `${Math.max(...narrowing, ...widening).toFixed(1)} ms`],
  ];
  const table = [
    '| measure | median |',
    '|---|---|',
    ...rows.map(([what, value]) => `| ${what} | ${value} |`),
  ].join('\n');
  writeBenchmarkSection(
    'List search keystroke in Chromium',
    `Headless Chromium, production build, the products list at 1280 × 800 with ${listed.toLocaleString('en-AU')} mirror rows (${ROWS.toLocaleString('en-AU')} bench rows plus the demo products). ` +
      `Timed in the page from the keydown in the Find box until the table holds the filtered rows and the next frame has painted; ${KEYSTROKES} keystrokes each way, medians. Goal: under 50 ms. ${machineDescription()}.\n\n${table}`,
  );
  console.log(table);
} finally {
  await host.close();
}
