import type { Store } from '../store/store';
import { startScheduledJob, type ScheduledJob } from './scheduled-job';
import { generateStandingOrders, type StandingOrderRun } from './standing-orders';

/** Every minute: occurrences fall on whole minutes, so none waits longer than a minute. */
export const STANDING_ORDER_PATTERN = '* * * * *';

export type StandingOrderScheduler = ScheduledJob<StandingOrderRun>;

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
 * while the services were down) and then on a croner schedule (scheduled-job.ts). Runs never
 * overlap within a process; across processes they may, which the flow makes harmless (see
 * standing-orders.ts).
 * @example const scheduler = startStandingOrderScheduler({ store }); … scheduler.stop();
 */
export function startStandingOrderScheduler(options: StandingOrderSchedulerOptions): StandingOrderScheduler {
  return startScheduledJob({
    run: (now) => generateStandingOrders({ store: options.store, now }),
    pattern: options.pattern ?? STANDING_ORDER_PATTERN,
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    ...(options.onRun === undefined ? {} : { onRun: options.onRun }),
    ...(options.onError === undefined ? {} : { onError: options.onError }),
  });
}
