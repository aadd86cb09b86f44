import { Cron } from 'croner';

/** A background job the host runs on a croner schedule (standing orders, scheduled actions, archiving). */
export type ScheduledJob<T> = {
  /** Runs now (or joins the run under way) and answers its result. */
  runNow(): Promise<T>;
  stop(): void;
};

export type ScheduledJobOptions<T> = {
  /** One run at the given time; safe to run from any number of processes at once. */
  run: (now: Date) => Promise<T>;
  /** A croner pattern. */
  pattern: string;
  clock?: () => Date;
  /** Told of each run's result (the Node host logs it). */
  onRun?: (result: T) => void;
  onError?: (error: unknown) => void;
};

/**
 * Runs a job in the host: once at start (catching up on whatever came due while the services
 * were down) and then on a croner schedule. Runs never overlap within a process; across
 * processes they may, which each job makes harmless (exactly once by ids from the work, or by a
 * rowVersion-checked claim).
 * @example const job = startScheduledJob({ pattern: '* * * * *', run: (now) => work(now) }); … job.stop();
 */
export function startScheduledJob<T>(options: ScheduledJobOptions<T>): ScheduledJob<T> {
  const clock = options.clock ?? (() => new Date());
  let running: Promise<T> | null = null;
  const runNow = (): Promise<T> => {
    running ??= options
      .run(clock())
      .then((result) => {
        options.onRun?.(result);
        return result;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const quietly = () => {
    runNow().catch((error: unknown) => (options.onError ?? console.error)(error));
  };
  // unref: a Node process with nothing else to do may still exit (tests, a stopping host).
  const job = new Cron(options.pattern, { protect: true, unref: true }, quietly);
  quietly();
  return {
    runNow,
    stop: () => job.stop(),
  };
}
