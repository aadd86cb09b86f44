import type { BrowserContext, Page } from '@playwright/test';
import { DRIVER_RUN } from '../../server/seed/training-driver-run';
import { writeBenchmarkSection } from './benchmarks-doc';
import { startBrowserBenchHost } from './browser-bench-host';
import { machineDescription, median } from './measure';

// Issue 22's readiness figures: on a new device (a fresh browser context: no service worker, no
// mirror), from the first signed-in page until the screen says Ready offline (the app shell
// stored and in control, the screen's records in the mirror), for a picker's hub and a driver's
// journey, and what the device downloaded meanwhile (the page and its service worker: the
// precache, the app's chunks and the first pull), as transferred over the wire.

const RUNS = Number(process.env.BENCH_READY_RUNS ?? 3);

type Run = { ms: number; bytes: number; requests: number };

async function untilReady(context: BrowserContext, path: string): Promise<Run> {
  let bytes = 0;
  let requests = 0;
  const counted: Promise<void>[] = [];
  context.on('requestfinished', (request) => {
    requests += 1;
    counted.push(
      request.sizes().then(
        (sizes) => void (bytes += sizes.responseBodySize + sizes.responseHeadersSize),
        () => undefined,
      ),
    );
  });
  const page: Page = await context.newPage();
  const started = performance.now();
  await page.goto(path);
  await page
    .getByTestId('offline-ready')
    .filter({ hasText: /^Ready offline$/ })
    .waitFor({ timeout: 180_000 });
  const ms = performance.now() - started;
  await Promise.all(counted);
  return { ms, bytes, requests };
}

const host = await startBrowserBenchHost({ entities: [], perEntity: 0 });
try {
  const screens: [string, string][] = [
    ["picker's hub (/hub/picking)", '/hub/picking'],
    ["driver's journey (/hub/driving/<today's loop>)", `/hub/driving/${DRIVER_RUN.journeyID}?mode=journey`],
  ];
  const rows: string[] = [];
  for (const [label, path] of screens) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await host.newSignedInContext();
      runs.push(await untilReady(context, path));
      await context.close();
    }
    const kb = median(runs.map((run) => run.bytes)) / 1024;
    rows.push(
      `| ${label} | ${(median(runs.map((run) => run.ms)) / 1000).toFixed(1)} s | ${(kb / 1024).toFixed(2)} MB | ${median(runs.map((run) => run.requests))} |`,
    );
  }
  const table = [
    '| screen, new device | to Ready offline (median) | downloaded (median) | requests |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
  writeBenchmarkSection(
    'Ready offline on a new device',
    `Headless Chromium ${host.browser.version()}, production build, the demo data (memory store) on one local port, no network delay. ` +
      `A fresh browser context signed in as the demo staff user opens the screen; timed from navigation until its badge says Ready offline ` +
      `(the app's service worker controls the page, so its precache is complete, and the screen's sections are pulled). ` +
      `Downloaded: response bodies and headers as transferred, of the page and its workers; the bench host serves files uncompressed, so this is the raw size (the precache alone is about a third of it gzipped). ${RUNS} runs each. ${machineDescription()}.\n\n${table}`,
  );
  console.log(table);
} finally {
  await host.close();
}
