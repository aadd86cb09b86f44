import { loadavg } from 'node:os';
import { writeBenchmarkSection } from './benchmarks-doc';
import { benchOrders } from './bench-orders';
import { startBrowserBenchHost } from './browser-bench-host';
import { machineDescription, median } from './measure';

// Issue 17's dashboard goal: the supplier dashboard renders in under 300 ms from a mirror
// holding 50,000 orders. Headless Chromium, production build; the orders (and an invoice for
// every fourth) are written straight into the signed-in page's mirror, then the dashboard is
// opened in the page again and again, timed from the navigation to the painted charts.

const ORDERS = 50_000;
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 7);

type Hooks = {
  db: {
    syncState: { get(key: string): Promise<{ status?: { firstPull: { done: boolean } } } | undefined> };
    mirror(name: string): { bulkPut(rows: unknown[]): Promise<unknown>; count(): Promise<number> };
  };
};

const host = await startBrowserBenchHost({ entities: [], perEntity: 0 });
try {
  const context = await host.newSignedInContext();
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/office-portal?btTestHooks=1');
  await page.evaluate(async () => {
    for (;;) {
      const hooks = (window as unknown as { __btData?: Hooks }).__btData;
      if ((await hooks?.db.syncState.get('__status'))?.status?.firstPull.done === true) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  // The generator runs in the page: 50,000 orders never cross the Playwright pipe.
  await page.evaluate(
    async ({ source, count }) => {
      const make = new Function(`return (${source})`)() as (count: number, now: number) => { orders: unknown[]; invoices: unknown[] };
      const { orders, invoices } = make(count, Date.now());
      const { db } = (window as unknown as { __btData: Hooks }).__btData;
      for (let index = 0; index < orders.length; index += 5000) await db.mirror('customer-orders').bulkPut(orders.slice(index, index + 5000));
      await db.mirror('customer-invoices').bulkPut(invoices);
    },
    { source: benchOrders.toString(), count: ORDERS },
  );
  const held = await page.evaluate(() => (window as unknown as { __btData: Hooks }).__btData.db.mirror('customer-orders').count());

  const openDashboard = () =>
    page.evaluate(
      () =>
        new Promise<{ painted: number; computed: number }>((resolve) => {
          performance.clearMeasures('bt-insights-supplier');
          const started = performance.now();
          const ready = () => document.querySelectorAll('section[data-chart-panel="Sales by week"] [data-chart] .recharts-rectangle').length > 0;
          const observer = new MutationObserver(() => {
            if (!ready()) return;
            observer.disconnect();
            requestAnimationFrame(() =>
              setTimeout(() => {
                const computed = performance.getEntriesByName('bt-insights-supplier').at(-1)?.duration ?? Number.NaN;
                resolve({ painted: performance.now() - started, computed });
              }, 0),
            );
          });
          observer.observe(document.body, { subtree: true, childList: true });
          history.pushState({}, '', '/dashboard/supplier');
          dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
        }),
    );
  const leave = async () => {
    await page.evaluate(() => {
      history.pushState({}, '', '/office-portal');
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    });
    await page.waitForSelector('section[data-chart-panel]', { state: 'detached' });
  };

  const first = await openDashboard();
  await leave();
  const painted: number[] = [];
  const computed: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const timing = await openDashboard();
    painted.push(timing.painted);
    computed.push(timing.computed);
    await leave();
  }
  const chromium = context.browser()?.version() ?? 'unknown';
  await context.close();

  const rows: [string, string][] = [
    ['opening the supplier dashboard, navigation to painted charts (median)', `${median(painted).toFixed(0)} ms`],
    ['of which the worker reading the mirror and aggregating (median)', `${median(computed).toFixed(0)} ms`],
    ['slowest opening', `${Math.max(...painted).toFixed(0)} ms`],
    ['first opening (loads the screen and chart code and starts the worker)', `${first.painted.toFixed(0)} ms`],
  ];
  const table = ['| measure | value |', '|---|---|', ...rows.map(([what, value]) => `| ${what} | ${value} |`)].join('\n');
  writeBenchmarkSection(
    'Supplier dashboard over 50,000 orders in Chromium',
    `Headless Chromium, production build, 1280 × 800. The mirror holds ${held.toLocaleString('en-AU')} customer orders of 5 lines over 12 weeks and ` +
      `${(ORDERS / 4).toLocaleString('en-AU')} invoices; the dashboard is opened in the page ${RUNS} times after a first opening, timed from the navigation until the ` +
      `"Sales by week" bars are in the page and the next frame has painted. The insights worker reads the tables once and keeps them until the page sees them change, ` +
      `and keeps the figures of the minute; the first opening reads all 62,500 records out of IndexedDB (the cold cost). The aggregation alone is in the Vitest bench ` +
      `(src/hubs/insights/insights.bench.ts). Charts below the fold are drawn as they near the screen (ChartPanel), so the first frame draws only ` +
      `the ones in view; drawing all six at once took 1547 ms against 401 ms deferred in two back-to-back runs on 2026-11-26 at load average 29. ` +
      `Goal: under 300 ms. ${machineDescription()}, Chromium ${chromium}; load average ${loadavg()[0]?.toFixed(1)} while measuring (the machine is shared).\n\n${table}`,
  );
  console.log(table);
} finally {
  await host.close();
}
