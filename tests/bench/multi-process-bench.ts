// Write throughput of the services with one and with three processes on one PostgreSQL, behind
// the round-robin proxy of the multi-process test (docs/scaling.md): simulated devices push and
// pull products with no pause for the same time against each. The ratio is the figure: both runs
// share one machine, one database server and one load.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { writeBenchmarkSection } from './benchmarks-doc';
import { prepareClusterDatabase } from '../support/cluster-database';
import { startServiceCluster } from '../support/service-cluster';
import { runDevices, signInThrough, type SimulatedDevice } from '../support/simulated-devices';

const DEVICES = Number(process.env.MULTI_PROCESS_DEVICES ?? 60);
const SECONDS = Number(process.env.MULTI_PROCESS_SECONDS ?? 30);
const COMPANIES = 10;

const url =
  process.env.TEST_DATABASE_URL ||
  execFileSync(process.execPath, ['scripts/ensure-postgres.mjs'], { encoding: 'utf8' }).trim();

type Figures = { processes: number; writes: number; perSecond: number; pulls: number; failures: number };

async function measure(processes: number): Promise<Figures> {
  const database = await prepareClusterDatabase(url, COMPANIES);
  const cluster = await startServiceCluster({ processes, databaseUrl: database.databaseUrl });
  try {
    const tokens = await Promise.all(
      database.companies.map((company, n) =>
        signInThrough(cluster.origin, company.userName, company.password, `10.2.0.${n + 1}`),
      ),
    );
    const devices: SimulatedDevice[] = Array.from({ length: DEVICES }, (_, n) => ({
      name: `device-${n + 1}`,
      company: database.companies[n % COMPANIES]?.id ?? '',
      token: tokens[n % COMPANIES] ?? '',
      address: `10.2.0.${(n % COMPANIES) + 1}`,
      cursor: '0',
      held: new Map(),
    }));
    const run = await runDevices(cluster.origin, devices, { seconds: SECONDS, thinkMs: 0 });
    const figures = {
      processes,
      writes: run.written,
      perSecond: run.written / run.seconds,
      pulls: run.pulls,
      failures: run.failures.length,
    };
    console.log(
      `${processes} process(es): ${run.written} writes in ${run.seconds.toFixed(1)} s = ${figures.perSecond.toFixed(1)}/s, ${run.pulls} pulls, ${run.conflicts} conflicts, ${run.failures.length} failures; load ${loadavg()[0]?.toFixed(1)}`,
    );
    for (const failure of run.failures.slice(0, 5)) console.log(`  ${failure}`);
    return figures;
  } finally {
    await cluster.stop();
    await database.drop();
  }
}

const RUNS = Number(process.env.MULTI_PROCESS_RUNS ?? 2);
const loadAtStart = loadavg()[0] ?? 0;
// Alternating, so a change in the machine's load between runs falls on both alike.
const ones: Figures[] = [];
const threes: Figures[] = [];
for (let run = 0; run < RUNS; run += 1) {
  ones.push(await measure(1));
  threes.push(await measure(3));
}
function median(runs: Figures[]): Figures {
  const middle = [...runs].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(runs.length / 2)];
  if (middle === undefined) throw new Error('no runs measured');
  return middle;
}
const one = median(ones);
const three = median(threes);
const ratio = three.perSecond / one.perSecond;
const each = (runs: Figures[]) => runs.map((figures) => figures.perSecond.toFixed(1)).join(', ');
console.log(`3 processes / 1 process: ${ratio.toFixed(2)} (1: ${each(ones)}; 3: ${each(threes)})`);

writeBenchmarkSection(
  'Write throughput with one and three service processes',
  `${DEVICES} simulated devices (${COMPANIES} companies) push a product (a new one, or an edit of one they
hold) and pull their changes, with no pause, for ${SECONDS} s against the Node host's processes on one
PostgreSQL behind a round-robin proxy (tests/bench/multi-process-bench.ts; the same harness as
tests/contract/multi-process.test.ts). Machine: ${cpus().length} cores, shared with other work (load
average ${loadAtStart.toFixed(1)} at the start); the devices, the proxy, the processes and PostgreSQL all
run on it.

Each configuration ran ${RUNS} times, alternating (writes/s with one process: ${each(ones)}; with
three: ${each(threes)}); the table shows the middle run of each (of an even number, the faster).

| processes | acknowledged writes | writes/s | pulls | failed requests |
|---|---|---|---|---|
| 1 | ${one.writes} | ${one.perSecond.toFixed(1)} | ${one.pulls} | ${one.failures} |
| 3 | ${three.writes} | ${three.perSecond.toFixed(1)} | ${three.pulls} | ${three.failures} |

Three processes wrote ${ratio.toFixed(2)} times as fast as one (median runs). On two shared cores the
processes, PostgreSQL and the load generator all compete for the same CPUs, so this ratio shows what a
second and third process cost or gain on one small machine, not what three machines would give; that
writes of companies sharing no record no longer wait for one another is shown directly by
tests/contract/postgres-store.test.ts (another company's write commits while one company's write is
open).`,
);
