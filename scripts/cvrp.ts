// Solves one CVRPLIB instance (TSPLIB format, EUC_2D) and prints CVRPLIB's .sol format on stdout:
//   npm run --silent cvrp -- FILE.vrp [--ms 1000] [--seed 1] [--iterations N] [--vehicles K | --fleet unlimited]
// The fleet size is the file's own (VEHICLES, or "No of trucks: k" in the COMMENT as the classic
// sets state it); files without one (set X) have a free fleet.
import { readFileSync } from 'node:fs';
import { parseCvrplib, formatCvrpSolution } from '../src/domain/routing/cvrplib';
import { solveCvrp } from '../src/domain/routing/cvrp-solve';

function main(argv: string[]): void {
  let file: string | undefined;
  let ms = 1000;
  let seed = 1;
  let iterations: number | undefined;
  let fleet: number | 'unlimited' | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = (): number => {
      const n = Number(argv[++i]);
      if (!Number.isFinite(n) || n < 0) throw new Error(`${arg} needs a number`);
      return n;
    };
    if (arg === '--ms') ms = value();
    else if (arg === '--seed') seed = value();
    else if (arg === '--iterations') iterations = value();
    else if (arg === '--vehicles') fleet = value();
    else if (arg === '--fleet' && argv[i + 1] === 'unlimited') fleet = argv[++i] as 'unlimited';
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else file = arg;
  }
  if (!file) throw new Error('usage: cvrp FILE.vrp [--ms 1000] [--seed 1] [--iterations N]');
  const instance = parseCvrplib(readFileSync(file, 'utf8'));
  const limits =
    iterations === undefined ? { timeLimitMs: ms } : { iterationLimit: iterations, timeLimitMs: ms };
  const result = solveCvrp(instance, { seed, ...limits, ...(fleet === undefined ? {} : { fleet }) });
  process.stdout.write(formatCvrpSolution(result.routes, result.cost));
}

try {
  main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
