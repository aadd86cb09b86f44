// `npm test`: every check CI runs, in order, stopping at the first failure,
// then one summary line counting every test of both runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePostgres } from './ensure-postgres.mjs';

const reportDir = '.reports';
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
ensureChromium();
// The store contract runs against a real PostgreSQL server too.
const env = {
  ...process.env,
  BT_REPORT_DIR: reportDir,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || ensurePostgres(),
};

function run(title, command, args) {
  console.log(`\n== ${title}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n== ${title} failed after ${seconds}s (exit ${result.status ?? result.signal}).`);
    summarise();
    process.exit(result.status || 1);
  }
  console.log(`== ${title} passed in ${seconds}s`);
}

function readJson(file) {
  const path = `${reportDir}/${file}`;
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

function summarise() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const unit = readJson('vitest.json');
  if (unit) {
    passed += unit.numPassedTests;
    failed += unit.numFailedTests;
    skipped += unit.numPendingTests + unit.numTodoTests;
  }
  const e2e = readJson('playwright.json');
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
    skipped += e2e.stats.skipped;
  }
  if (unit || e2e) console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
}

run('Type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('Lint and formatting', 'npm', ['run', 'lint']);
run('Unit and component tests', 'npx', ['vitest', 'run']);
run('Browser tests', 'npx', ['playwright', 'test']);
summarise();
