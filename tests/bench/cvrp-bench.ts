import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseCvrplib, cvrpCost, cvrpViolations } from '../../src/domain/routing/cvrplib';
import { solveCvrp } from '../../src/domain/routing/cvrp-solve';
import { writeBenchmarkSection } from './benchmarks-doc';
import { machineDescription } from './measure';

// Issue 15's solver benchmark: every CVRPLIB instance in ../shared/benchmarks/cvrp/ (sets A and
// P, all with proven optimal costs) solved once with a time limit each, seed 1, one after the
// other in this process. The cost is checked independently of the solver (feasibility, and the
// cost recomputed from the routes). Run alone: `npx tsx tests/bench/cvrp-bench.ts`.
//   CVRP_DIR (default ../shared/benchmarks/cvrp), CVRP_MS (default 1000), CVRP_SEED (default 1),
//   CVRP_ONLY (a substring of instance names), CVRP_WRITE=0 (print only, docs left alone).

const DIR = process.env.CVRP_DIR ?? join('..', 'shared', 'benchmarks', 'cvrp');
const MS = Number(process.env.CVRP_MS ?? 1000);
const SEED = Number(process.env.CVRP_SEED ?? 1);
const ONLY = process.env.CVRP_ONLY ?? '';
const WRITE = process.env.CVRP_WRITE !== '0';
// CVRP_CLOCK=cpu limits each solve by the CPU time this process used instead of the wall clock:
// what the solver does with a core of its own when the machine is shared.
const CPU_CLOCK = process.env.CVRP_CLOCK === 'cpu';
const cpuNow = (): number => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

interface BestKnown {
  readonly best_known_cost: number;
  readonly class: string;
}
const bestKnown = JSON.parse(readFileSync(join(DIR, 'best-known.json'), 'utf8')) as Record<string, BestKnown>;
const files = readdirSync(DIR)
  .filter((file) => file.endsWith('.vrp') && file.includes(ONLY))
  .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));

interface Row {
  readonly name: string;
  readonly customers: number;
  readonly cost: number;
  readonly best: number;
  readonly gap: number;
  readonly ms: number;
  readonly cpuMs: number;
  readonly iterations: number;
  readonly routes: number;
}
const rows: Row[] = [];
const loadBefore = loadavg()[0]!;
for (const file of files) {
  const name = file.replace(/\.vrp$/, '');
  const instance = parseCvrplib(readFileSync(join(DIR, file), 'utf8'));
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = solveCvrp(instance, { seed: SEED, timeLimitMs: MS, ...(CPU_CLOCK ? { now: cpuNow } : {}) });
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  if (result.fleet === undefined && instance.vehicles !== undefined)
    process.stderr.write(`${name}: the fleet of ${instance.vehicles} was not enough in time\n`);
  const violations = cvrpViolations(instance, result.routes);
  if (violations.length > 0) throw new Error(`${name}: infeasible solution: ${violations.join('; ')}`);
  const cost = cvrpCost(instance, result.routes);
  const best = bestKnown[name]?.best_known_cost ?? NaN;
  const gap = ((cost - best) / best) * 100;
  rows.push({
    name,
    customers: instance.xs.length - 1,
    cost,
    best,
    gap,
    ms,
    cpuMs,
    iterations: result.iterations,
    routes: result.routes.length,
  });
  process.stderr.write(
    `${name.padEnd(12)} ${String(cost).padStart(6)} ${String(best).padStart(6)} ${gap.toFixed(2).padStart(6)} % ${ms.toFixed(0).padStart(5)} ms ${cpuMs.toFixed(0).padStart(5)} cpu ms ${result.iterations} it\n`,
  );
}

const mean = (values: number[]): number =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const meanGap = (set?: string): number =>
  mean(rows.filter((row) => !set || row.name.startsWith(`${set}-`)).map((row) => row.gap));
const table = [
  '| instance | customers | cost | best known | gap | time | CPU time | iterations | routes |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (row) =>
      `| ${row.name} | ${row.customers} | ${row.cost} | ${row.best} | ${row.gap.toFixed(2)} % | ${row.ms.toFixed(0)} ms | ${row.cpuMs.toFixed(0)} ms | ${row.iterations} | ${row.routes} |`,
  ),
].join('\n');
const summary =
  `Mean gap over ${rows.length} instances: **${meanGap().toFixed(2)} %** (set A ${meanGap('A').toFixed(2)} %, set P ${meanGap('P').toFixed(2)} %); ` +
  `${rows.filter((row) => row.gap < 1e-9).length} at the best known cost; worst ${Math.max(...rows.map((row) => row.gap)).toFixed(2)} %; ` +
  `slowest ${Math.max(...rows.map((row) => row.ms)).toFixed(0)} ms wall clock, ${Math.max(...rows.map((row) => row.cpuMs)).toFixed(0)} ms CPU.`;
console.log(summary);
if (WRITE) {
  writeBenchmarkSection(
    CPU_CLOCK
      ? 'Journey optimiser on CVRPLIB (sets A and P), limited by CPU time'
      : 'Journey optimiser on CVRPLIB (sets A and P)',
    `The routing solver (src/domain/routing/, SISR ruin-and-recreate) on the ${rows.length} instances of CVRPLIB sets A and P in ../shared/benchmarks/cvrp/, ` +
      `${MS} ms ${CPU_CLOCK ? 'of CPU time (CVRP_CLOCK=cpu: the limit counts the CPU time the process used, not the wall clock)' : 'limit (wall clock)'} each, seed ${SEED}, one instance after another in one Node process (\`npx tsx tests/bench/cvrp-bench.ts\`). ` +
      `Each instance's fleet is the truck count its file states (the k of its name), as its optimum assumes. Costs are recomputed from the printed routes (rounded Euclidean, CVRPLIB's convention) and every solution is checked feasible; the gap is to the proven optimum in best-known.json. ` +
      `Time includes building the distance matrix and neighbour lists. The machine was shared with other work (load average ${loadBefore.toFixed(1)} on its cores when the run began, ${loadavg()[0]!.toFixed(1)} at the end), so iteration counts vary between runs and wall-clock time can exceed the limit when the process waits for a core; the CPU time is what the solver itself used (it includes a little of the garbage collector's and JIT's threads). ${machineDescription()}.\n\n${summary}\n\n${table}`,
  );
}
