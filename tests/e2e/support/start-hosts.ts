// Playwright's web server (playwright.config.ts): builds the PWA once, then starts one Node host per
// worker side by side, each on its own port with its own copy of the build (a test may change a
// deployed file, such as sw.js, for its own host alone) and its own copy of the demo company's data
// folder, seeded once. Prints
// E2E_HOSTS_READY once every host answers; exits if any host does (Playwright then stops the run).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { build } from 'vite';
import { wantsDemoData } from '../../../server/node/start-options';
import { TEST_HOOKS_MODE } from '../../../src/data/test-hooks-mode';
import { E2E_HOSTS, E2E_HOSTS_READY } from './e2e-host';

const [first, ...others] = E2E_HOSTS;
if (first === undefined) throw new Error('No e2e host to start');

// Phase times for docs/benchmarks.md ("Fresh clone"), on stderr: Playwright shows a web server's
// stderr in the run's output and drops its stdout (the hosts' own logs).
const started = performance.now();
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

// The demo company is seeded once, into the first host's data folder, by a process of its own
// (support/seed-demo.ts) while the build runs; the closed folder is then copied to the other
// hosts, which find the demo there and seed nothing. Each host seeding its own at its start took
// a whole seeding's CPU per host after the build (docs/benchmarks.md, "Fresh clone").
for (const host of E2E_HOSTS) rmSync(host.dataDir, { recursive: true, force: true });
const seedOnce = wantsDemoData(process.env) && (process.env.DATABASE_URL ?? '') === '';
const seeding = seedOnce ? seedDemo(first.dataDir) : Promise.resolve();
await build({ logLevel: 'warn', mode: TEST_HOOKS_MODE, build: { outDir: first.distDir, emptyOutDir: true } });
console.error(`e2e build: ${seconds(started)}s`);
await seeding;
if (seedOnce) console.error(`e2e demo data seeded (beside the build): ${seconds(started)}s`);
const hostsStarted = performance.now();
for (const host of others) {
  rmSync(host.distDir, { recursive: true, force: true });
  cpSync(first.distDir, host.distDir, { recursive: true });
  if (seedOnce) cpSync(first.dataDir, host.dataDir, { recursive: true });
}

/** Seeds the demo company into a data folder in a process of its own; resolves once it is closed. */
function seedDemo(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const seeder = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/seed-demo.ts', dataDir], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    seeder.on('error', reject);
    seeder.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`Seeding the demo data stopped (${signal ?? `exit ${code}`})`)),
    );
  });
}

const children: ChildProcess[] = E2E_HOSTS.map((host) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/node/main.ts'], {
    // The accounting test's fake service listens on a loopback port of the test's own process.
    // E2E_TEST_CLOCK: the services' clock a test may move (server/node/test-clock.ts), on these hosts only.
    // E2E_DEV_OUTBOX: the mails the services send, for a test to read as their addressee (server/notifications/dev-outbox.ts).
    env: {
      ...process.env,
      PORT: String(host.port),
      DATA_DIR: host.dataDir,
      DIST_DIR: host.distDir,
      ACCOUNTING_CONNECTOR_ORIGINS: 'http://127.0.0.1',
      E2E_TEST_CLOCK: '1',
      E2E_DEV_OUTBOX: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    console.error(`The e2e host on port ${host.port} stopped (${signal ?? `exit ${code}`})`);
    stopAll();
    process.exit(code || 1);
  });
  return child;
});

function stopAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.removeAllListeners('exit');
    stopAll();
    process.exit(0);
  });
}

/** Resolves once the host answers its home page (it builds and seeds nothing: opening its store takes the time). */
async function answers(port: number): Promise<void> {
  for (;;) {
    try {
      const response = await fetch(`http://localhost:${port}/`);
      if (response.ok) {
        console.error(`e2e host on port ${port}: started in ${seconds(hostsStarted)}s`);
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

await Promise.all(E2E_HOSTS.map((host) => answers(host.port)));
console.log(`${E2E_HOSTS_READY} on ports ${E2E_HOSTS.map((host) => host.port).join(', ')}`);
