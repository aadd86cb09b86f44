import { gzipSync } from 'node:zlib';
import type { BrowserContext } from '@playwright/test';
import { writeBenchmarkSection } from './benchmarks-doc';
import { startBrowserBenchHost } from './browser-bench-host';
import { machineDescription } from './measure';

// Issue 11, item 5: the JavaScript a first visit loads (gzipped as a server would send it),
// for the home page and for a signed-in list page, production build, every script the page
// fetched until the network was idle (modulepreloads and lazy route chunks included).

const GOAL_KB = 200;

async function scriptBytes(context: BrowserContext, path: string): Promise<{ raw: number; gzipped: number; files: number }> {
  const page = await context.newPage();
  const bodies: Promise<Buffer | null>[] = [];
  const names: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    names.push(new URL(response.url()).pathname);
    bodies.push(response.body().catch(() => null));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const loaded = (await Promise.all(bodies)).filter((body): body is Buffer => body !== null);
  await page.close();
  // Which scripts, biggest first (the console only: names change with every build).
  console.log(path, loaded.map((body, index) => `${names[index] ?? '?'} ${(gzipSync(body).length / 1024).toFixed(0)} KB`).sort((a, b) => Number(b.split(' ')[1]) - Number(a.split(' ')[1])).join(', '));
  return {
    raw: loaded.reduce((sum, body) => sum + body.length, 0),
    gzipped: loaded.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    files: loaded.length,
  };
}

const host = await startBrowserBenchHost({ entities: [], perEntity: 0 });
const results: [string, { raw: number; gzipped: number; files: number }][] = [];
try {
  const anonymous = await host.browser.newContext({ baseURL: host.origin, serviceWorkers: 'block' });
  results.push(['home page (/), signed out', await scriptBytes(anonymous, '/')]);
  await anonymous.close();
  const signedIn = await host.newSignedInContext();
  results.push(['products list (/office-portal/products), signed in', await scriptBytes(signedIn, '/office-portal/products')]);
  await signedIn.close();
} finally {
  await host.close();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const table = [
  `| page | scripts | raw | gzipped (goal ≤ ${GOAL_KB} KB) |`,
  '|---|---|---|---|',
  ...results.map(([name, size]) => `| ${name} | ${size.files} | ${kb(size.raw)} | ${kb(size.gzipped)} |`),
].join('\n');
const section = [
  `Machine: ${machineDescription()}. Headless Chromium against the production build; every script response until the network is idle, gzipped at level 9 here (what a compressing server sends).`,
  '',
  table,
].join('\n');
console.log(section);
writeBenchmarkSection('Initial JavaScript', section);
