// `npm test`: every check CI runs, in order, stopping at the first failure,
// then one summary line counting every test of both runners, and each step's time (the figures
// docs/benchmarks.md's "Fresh clone" section keeps).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePostgres } from './ensure-postgres.mjs';

const runStarted = Date.now();
/** Each step's title and wall-clock seconds, in order. */
const phases = [];
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
phases.push({ title: 'Chromium and PostgreSQL ready', seconds: (Date.now() - runStarted) / 1000 });

function run(title, command, args) {
  console.log(`\n== ${title}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  phases.push({ title, seconds: (Date.now() - started) / 1000 });
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

/** The browser specs that took the most worker time: where to look first when the step grows. */
function slowestSpecs(report) {
  const bySpec = new Map();
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) bySpec.set(file, (bySpec.get(file) ?? 0) + result.duration / 1000);
    for (const child of suite.suites ?? []) visit(child, file);
  };
  for (const suite of report.suites) visit(suite, suite.file);
  const total = [...bySpec.values()].reduce((sum, seconds) => sum + seconds, 0);
  console.log(`\nBrowser tests: ${total.toFixed(0)} s of worker time; the slowest specs:`);
  for (const [file, seconds] of [...bySpec].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`  ${file.padEnd(44)} ${seconds.toFixed(1).padStart(7)} s`);
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
  if (e2e) slowestSpecs(e2e);
  console.log('\nStep times:');
  for (const phase of phases)
    console.log(`  ${phase.title.padEnd(32)} ${phase.seconds.toFixed(1).padStart(7)} s`);
  console.log(
    `  ${'npm test in all'.padEnd(32)} ${((Date.now() - runStarted) / 1000).toFixed(1).padStart(7)} s`,
  );
}

run('Type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('Lint and formatting', 'npm', ['run', 'lint']);
run('Unit and component tests', 'npx', ['vitest', 'run']);
run('Browser tests', 'npx', ['playwright', 'test']);
summarise();
