import { Cron } from 'croner';
import type { Store } from '../store/store';
import { generateStandingOrders, type StandingOrderRun } from './standing-orders';

/** Every minute: occurrences fall on whole minutes, so none waits longer than a minute. */
export const STANDING_ORDER_PATTERN = '* * * * *';

export type StandingOrderScheduler = {
  /** Runs now (or joins the run under way) and answers what it made. */
  runNow(): Promise<StandingOrderRun>;
  stop(): void;
};

export type StandingOrderSchedulerOptions = {
  store: Store;
  clock?: () => Date;
  /** A croner pattern; every minute by default. */
  pattern?: string;
  /** Told of each run's result (the Node host logs what it made and what failed). */
  onRun?: (run: StandingOrderRun) => void;
  onError?: (error: unknown) => void;
};

/**
 * Generates standing orders in the host: once at start (catching up on whatever came due
 * while the services were down) and then on a croner schedule. Runs never overlap within a
 * process; across processes they may, which the flow makes harmless (see standing-orders.ts).
 * @example const scheduler = startStandingOrderScheduler({ store }); … scheduler.stop();
 */
export function startStandingOrderScheduler(options: StandingOrderSchedulerOptions): StandingOrderScheduler {
  const clock = options.clock ?? (() => new Date());
  let running: Promise<StandingOrderRun> | null = null;
  const runNow = (): Promise<StandingOrderRun> => {
    running ??= generateStandingOrders({ store: options.store, now: clock() })
      .then((run) => {
        options.onRun?.(run);
        return run;
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
  const job = new Cron(options.pattern ?? STANDING_ORDER_PATTERN, { protect: true, unref: true }, quietly);
  quietly();
  return {
    runNow,
    stop: () => job.stop(),
  };
}
