import type { Store } from '../store/store';
import { archiveFinished, type ArchiveRun } from './archiving';
import { runScheduledActions, type ScheduledActionsRun } from './scheduled-actions';
import { startScheduledJob, type ScheduledJob } from './scheduled-job';

/** Every minute: an action's schedule falls on whole minutes, so none runs more than a minute late. */
export const SCHEDULED_ACTIONS_PATTERN = '* * * * *';
/** Every hour: records finish over days, so an hour late to the archive is nothing. */
export const ARCHIVING_PATTERN = '7 * * * *';

export type BackgroundJobs = {
  actions: ScheduledJob<ScheduledActionsRun>;
  archiving: ScheduledJob<ArchiveRun>;
  /** Runs both now (the e2e hosts after their clock moves), answering when both are done. */
  runNow(): Promise<void>;
  stop(): void;
};

/**
 * The services' background work beside standing orders, in whichever host runs them (the Node
 * host, training mode's in-browser services): scheduled actions every minute and archiving
 * every hour, each also once at start. Any number of processes may run them over one database.
 * @example const jobs = startBackgroundJobs({ store }); … jobs.stop();
 */
export function startBackgroundJobs(options: {
  store: Store;
  clock?: () => Date;
  onActions?: (run: ScheduledActionsRun) => void;
  onArchive?: (run: ArchiveRun) => void;
  onError?: (error: unknown) => void;
}): BackgroundJobs {
  const common = {
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    ...(options.onError === undefined ? {} : { onError: options.onError }),
  };
  const actions = startScheduledJob({
    ...common,
    pattern: SCHEDULED_ACTIONS_PATTERN,
    run: (now) => runScheduledActions({ store: options.store, now }),
    ...(options.onActions === undefined ? {} : { onRun: options.onActions }),
  });
  const archiving = startScheduledJob({
    ...common,
    pattern: ARCHIVING_PATTERN,
    run: (now) => archiveFinished({ store: options.store, now }),
    ...(options.onArchive === undefined ? {} : { onRun: options.onArchive }),
  });
  return {
    actions,
    archiving,
    async runNow() {
      await actions.runNow();
      await archiving.runNow();
    },
    stop() {
      actions.stop();
      archiving.stop();
    },
  };
}
