import { cpus, totalmem, type as osType, release } from 'node:os';

/** The median of the timings of `runs` calls of `work`, after `warmup` untimed calls. */
export async function medianMs(work: () => Promise<unknown>, runs: number, warmup = 2): Promise<number> {
  for (let index = 0; index < warmup; index += 1) await work();
  const timings: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await work();
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const middle = Math.floor(timings.length / 2);
  return timings.length % 2 === 1
    ? (timings[middle] ?? 0)
    : ((timings[middle - 1] ?? 0) + (timings[middle] ?? 0)) / 2;
}

/** One line describing the machine the figures were measured on. */
export function machineDescription(): string {
  const cores = cpus();
  const model = cores[0]?.model.trim() ?? 'unknown CPU';
  return `${cores.length} × ${model}, ${Math.round(totalmem() / 1024 ** 3)} GiB, ${osType()} ${release()}, Node ${process.version}`;
}

/** The median of some timings (0 for none). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
