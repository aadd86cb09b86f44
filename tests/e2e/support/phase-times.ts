// A Playwright reporter that says where the browser tests' worker time goes: each test's fixed
// costs (its context and page, signing in, starting training mode, waiting for 'Ready offline')
// against the rest, summed over the run, and the slowest tests. npm test adds it
// (playwright.config.ts, with BT_REPORT_DIR); alone:
// `npx playwright test --reporter=list,./tests/e2e/support/phase-times.ts`.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/** The fixed costs a test may pay before (or while) it does what it is about. */
const PHASES = ['context and page', 'sign-in', 'training start', 'Ready offline'] as const;
type Phase = (typeof PHASES)[number] | 'the rest';

const sources = new Map<string, string[]>();
function sourceLine(file: string, line: number): string {
  if (!sources.has(file)) {
    try {
      sources.set(file, readFileSync(file, 'utf8').split('\n'));
    } catch {
      sources.set(file, []);
    }
  }
  return sources.get(file)?.[line - 1] ?? '';
}

/** The phase of a step run directly in a test (or its hooks). */
function phaseOf(step: TestStep): Phase {
  if (step.category === 'hook' || step.category === 'fixture') return 'context and page';
  if (step.category === 'test.step' && /^sign in/.test(step.title)) return 'sign-in';
  if (step.category === 'test.step' && /^start training/.test(step.title)) return 'training start';
  const where = step.location === undefined ? '' : sourceLine(step.location.file, step.location.line);
  if (step.category === 'expect' && /offline-ready|Ready offline/.test(where)) return 'Ready offline';
  return 'the rest';
}

const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(7);

export default class PhaseTimes implements Reporter {
  private readonly total = new Map<Phase, number>();
  private readonly tests: { title: string; ms: number }[] = [];

  printsToStdio(): boolean {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    let fixed = 0;
    for (const step of result.steps) {
      const phase = phaseOf(step);
      if (phase === 'the rest') continue;
      this.total.set(phase, (this.total.get(phase) ?? 0) + step.duration);
      fixed += step.duration;
    }
    this.total.set('the rest', (this.total.get('the rest') ?? 0) + Math.max(0, result.duration - fixed));
    this.tests.push({ title: `${basename(test.location.file)}: ${test.title}`, ms: result.duration });
  }

  onEnd(_result: FullResult): void {
    const total = this.total;
    const all = [...total.values()].reduce((sum, ms) => sum + ms, 0);
    console.log(`\nBrowser tests' worker time by phase (${seconds(all).trim()} s in all):`);
    for (const phase of [...PHASES, 'the rest'] as const) {
      const ms = total.get(phase) ?? 0;
      console.log(`  ${phase.padEnd(18)} ${seconds(ms)} s  ${((100 * ms) / Math.max(all, 1)).toFixed(1)} %`);
    }
    console.log('The slowest tests:');
    for (const test of [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, 8))
      console.log(`  ${seconds(test.ms)} s  ${test.title.slice(0, 100)}`);
  }
}
