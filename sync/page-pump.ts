import type { PulledPage } from './pull-apply';
import { fetchChangesPage, stopsTheRound, type PullEvent, type PullPlan } from './pull-pages';
import type { SyncContext } from './sync-context';

/** Fetched pages in arrival order; `next` answers undefined when every lane is done. */
export type PagePump = {
  next(): Promise<PullEvent | undefined>;
  /** Pages already fetched and waiting, taken at once while their rows stay within `maxRows`. */
  takeReady(maxRows: number): PulledPage[];
  close(): void;
};

/** Fetches at a time: small entities are mostly round trips, and a browser keeps 6 connections per host. */
export const PULL_LANES = 4;

/**
 * Fetches the planned entities' pages over a few lanes at once, so round trips overlap each
 * other and the applying of pages. Each lane pulls one entity at a time, page after page,
 * each from the cursor the page before answered, and keeps at most one page waiting: a
 * page of an entity always arrives after the entity's earlier pages. A failure that stops
 * the round (offline, 401, no answer) stops every lane.
 * @example const pump = pumpPages(context, [{ entity: 'products', cursor: '0' }]); const event = await pump.next();
 */
export function pumpPages(context: SyncContext, plans: readonly PullPlan[], lanes = PULL_LANES): PagePump {
  const ready: { event: PullEvent; taken: () => void }[] = [];
  let waiter: ((event: PullEvent | undefined) => void) | null = null;
  let planned = 0;
  let running = 0;
  let stopped = false;

  function hand(event: PullEvent): Promise<void> {
    return new Promise<void>((taken) => {
      if (waiter !== null) {
        const wake = waiter;
        waiter = null;
        taken();
        wake(event);
      } else {
        ready.push({ event, taken });
      }
    });
  }

  async function lane(): Promise<void> {
    while (!stopped && planned < plans.length) {
      const plan = plans[planned];
      planned += 1;
      if (plan === undefined) continue;
      let cursor = plan.cursor;
      let previous: Promise<void> = Promise.resolve();
      for (;;) {
        const answer = await fetchChangesPage(context, plan.entity, cursor).catch((error: unknown) => ({
          kind: 'fail' as const,
          result: { kind: 'retry' as const, message: error instanceof Error ? error.message : String(error) },
        }));
        // One page waiting per lane: the next is fetched while this one waits, not further ahead.
        await previous;
        if (stopped) return;
        if (answer.kind === 'fail') {
          if (stopsTheRound(answer.result)) stopped = true;
          void hand({ kind: 'stopped', entity: plan.entity, result: answer.result });
          break;
        }
        previous = hand(answer);
        if (answer.page.complete) break;
        cursor = answer.page.cursor;
      }
    }
  }

  function laneEnded(): void {
    running -= 1;
    if (running === 0 && ready.length === 0 && waiter !== null) {
      const wake = waiter;
      waiter = null;
      wake(undefined);
    }
  }

  for (let index = 0; index < Math.min(lanes, plans.length); index += 1) {
    running += 1;
    void lane().finally(laneEnded);
  }

  return {
    next() {
      const first = ready.shift();
      if (first !== undefined) {
        first.taken();
        return Promise.resolve(first.event);
      }
      if (running === 0) return Promise.resolve(undefined);
      return new Promise((resolve) => {
        waiter = resolve;
      });
    },
    takeReady(maxRows) {
      const pages: PulledPage[] = [];
      let rows = 0;
      for (let first = ready[0]; first !== undefined && first.event.kind === 'page'; first = ready[0]) {
        if (rows + first.event.page.rows.length > maxRows) break;
        rows += first.event.page.rows.length;
        pages.push(first.event.page);
        ready.shift();
        first.taken();
      }
      return pages;
    },
    close() {
      stopped = true;
      // Lanes waiting for their page to be taken end now.
      for (const { taken } of ready.splice(0)) taken();
      if (waiter !== null) {
        const wake = waiter;
        waiter = null;
        wake(undefined);
      }
    },
  };
}
