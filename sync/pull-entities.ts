import { SECTION_CALLS } from '../src/entities/derive/api-paths';
import { conflictMessageOf } from './conflict-message';
import { dropEntity } from './drop-entity';
import { isRecordObject } from './http-answer';
import { initialEntityState } from './mirror-types';
import { pumpPages } from './page-pump';
import { applyPulledPage, type PulledPage } from './pull-apply';
import { fetchFirstPages } from './pull-batch';
import { locationParam, pullGet, type PullEvent, type PullPlan, type PullResult } from './pull-pages';
import { sectionUrl } from './push-request';
import { worseResult, type RoundResult, type SyncContext } from './sync-context';

export type { PullResult } from './pull-pages';

/** Rows applied in one transaction at most: pages that arrived together share one. */
export const ROWS_PER_TRANSACTION = 5000;

// Each page is applied with its cursor in one transaction, so an interrupted pull resumes
// where it stopped. Pages that are ready together (small entities come in bursts) share it.
function applyPages(context: SyncContext, pages: readonly PulledPage[]): Promise<void> {
  const entities = [...new Set(pages.map((page) => page.entity))];
  return context.mirror.transact(entities, async (tx) => {
    const now = context.clock.now();
    for (const page of pages)
      if (await applyPulledPage(tx, page, now, conflictMessageOf(page.entity))) context.ruleMerged = true;
  });
}

async function statesOf(context: SyncContext, entities: readonly string[]) {
  const states = await context.mirror.transact(entities, (tx) =>
    Promise.all(entities.map((entity) => tx.getEntityState(entity))),
  );
  return entities.map((entity, index) => states[index] ?? initialEntityState(entity));
}

/**
 * Pulls one entity's changes from its stored cursor, page by page, the next page on its way
 * while one is applied.
 * @example await pullEntityChanges(context, 'products', (rows) => console.log(rows))
 */
export async function pullEntityChanges(
  context: SyncContext,
  entity: string,
  onRows: (rows: number, complete: boolean) => void = () => undefined,
): Promise<PullResult> {
  const [state] = await statesOf(context, [entity]);
  const pump = pumpPages(context, [{ entity, cursor: state?.cursor ?? '0' }]);
  try {
    for (let event = await pump.next(); event !== undefined; event = await pump.next()) {
      if (event.kind === 'stopped') {
        if (event.result.kind === 'unavailable' && event.result.revoked === true)
          await dropEntity(context, entity);
        return event.result;
      }
      const pages = [event.page, ...pump.takeReady(ROWS_PER_TRANSACTION - event.page.rows.length)];
      await applyPages(context, pages);
      for (const page of pages) onRows(page.rows.length, page.complete);
    }
    return { kind: 'done' };
  } finally {
    pump.close();
  }
}

async function countOf(context: SyncContext, entity: string): Promise<number | null> {
  const answer = await pullGet(
    context,
    `${sectionUrl(entity, SECTION_CALLS.count, context)}?includeInactive=true${locationParam(context)}`,
  );
  if (answer.kind === 'fail' || !isRecordObject(answer.body) || typeof answer.body.count !== 'number')
    return null;
  return answer.body.count;
}

/** Progress of the first full pull, 0..1. */
export type FirstPullProgress = { done: boolean; progress: number };

/** Count requests at a time, beside the page lanes. */
const COUNTING_LANES = 2;

/**
 * The size of each entity's first pull, counted beside the pull rather than before it. An
 * entity already pulled to the end by the time its turn comes needs no count: its size is
 * what came.
 */
function countFirstPulls(
  context: SyncContext,
  first: readonly string[],
  pulled: ReadonlyMap<string, number>,
  finished: ReadonlySet<string>,
) {
  const weight = new Map<string, number>();
  let next = 0;
  async function lane(): Promise<void> {
    while (next < first.length) {
      const entity = first[next] ?? '';
      next += 1;
      const count = finished.has(entity) ? (pulled.get(entity) ?? 0) : await countOf(context, entity);
      weight.set(entity, Math.max(1, count ?? 1));
    }
  }
  // A count that cannot be had leaves its entity at weight 1; it never fails the pull.
  const done = Promise.all(Array.from({ length: COUNTING_LANES }, lane)).then(
    () => undefined,
    () => undefined,
  );
  return { weight, done };
}

/** Pages in groups that share a transaction: consecutive pages up to ROWS_PER_TRANSACTION rows. */
function transactionsOf(pages: readonly PulledPage[]): PulledPage[][] {
  const groups: PulledPage[][] = [];
  let rows = Number.POSITIVE_INFINITY;
  for (const page of pages) {
    const last = groups.at(-1);
    if (last === undefined || rows + page.rows.length > ROWS_PER_TRANSACTION) {
      groups.push([page]);
      rows = page.rows.length;
    } else {
      last.push(page);
      rows += page.rows.length;
    }
  }
  return groups;
}

/**
 * Opens a round: the first page of every entity (and, on a first pull, their counts) in one
 * request per service base (fetchFirstPages), instead of a request or two per entity. The
 * entities with more to come go on from their new cursors, the largest first, so the big
 * sections stream over the lanes while the rest are done. Null when the services have no
 * batched pull (the round then opens every entity on the lanes).
 */
async function openRound(
  context: SyncContext,
  plans: readonly PullPlan[],
  first: ReadonlySet<string>,
): Promise<
  | { kind: 'opened'; events: PullEvent[]; counts: Map<string, number>; rest: PullPlan[] }
  | { kind: 'fail'; result: RoundResult }
  | null
> {
  if (plans.length < 2 || context.singlePulls === true) return null;
  const answer = await fetchFirstPages(context, plans, first);
  if (answer.kind === 'unserved') return null;
  if (answer.kind === 'fail') return answer;
  const rest: PullPlan[] = [];
  for (const event of answer.events)
    if (event.kind === 'page' && !event.page.complete)
      rest.push({ entity: event.page.entity, cursor: event.page.cursor });
  const left = (plan: PullPlan) => answer.counts.get(plan.entity) ?? 0;
  rest.sort((a, b) => left(b) - left(a));
  return { kind: 'opened', events: answer.events, counts: answer.counts, rest };
}

/**
 * Pulls every entity: the round opens with one batched request for every entity's first page
 * (openRound), and the entities with more go on over a few lanes at once (see pumpPages). While
 * some entity has not finished its first full pull, progress is the share of their rows (counted
 * by the services in the opening request, or beside the pull where it could not be) already in
 * the mirror; it stays at 0 until every count is in.
 */
export async function pullEntities(
  context: SyncContext,
  entities: readonly string[],
  onProgress: (progress: FirstPullProgress) => void,
): Promise<RoundResult> {
  const states = await statesOf(context, entities);
  const first = states.filter((state) => !state.firstPullDone).map((state) => state.entity);
  const isFirst = new Set(first);
  const plans = states.map(({ entity, cursor }) => ({ entity, cursor }));
  const pulled = new Map<string, number>();
  const finished = new Set<string>();
  const weight = new Map<string, number>();
  let counted = first.length === 0;
  const report = () => {
    if (first.length === 0) return onProgress({ done: true, progress: 1 });
    const done = first.every((entity) => finished.has(entity));
    if (!counted && !done) return onProgress({ done: false, progress: 0 });
    const weightOf = (entity: string) => weight.get(entity) ?? 1;
    const total = first.reduce((sum, entity) => sum + weightOf(entity), 0);
    const sum = first.reduce(
      (acc, entity) =>
        acc + (finished.has(entity) ? weightOf(entity) : Math.min(pulled.get(entity) ?? 0, weightOf(entity))),
      0,
    );
    // Whole percents: a finer bar only costs status writes.
    onProgress({ done, progress: done ? 1 : Math.min(0.99, Math.floor((sum / total) * 100) / 100) });
  };
  let result: RoundResult = { kind: 'done' };
  const applied = async (pages: readonly PulledPage[]) => {
    await applyPages(context, pages);
    for (const { entity, rows, complete } of pages) {
      if (!isFirst.has(entity)) continue;
      pulled.set(entity, (pulled.get(entity) ?? 0) + rows.length);
      if (complete) finished.add(entity);
    }
    report();
  };
  const stopped = async (entity: string, stop: PullResult) => {
    if (stop.kind === 'unavailable') {
      if (stop.revoked === true) await dropEntity(context, entity);
      if (isFirst.has(entity)) finished.add(entity);
    } else {
      result = worseResult(result, stop);
    }
  };

  report();
  const opened = await openRound(context, plans, isFirst);
  if (opened?.kind === 'fail') {
    report();
    return worseResult(result, opened.result);
  }
  // The entities left after the opening request go on over the lanes while its pages are applied.
  const pump = pumpPages(context, opened === null ? plans : opened.rest);
  try {
    if (opened === null) {
      const counting = countFirstPulls(context, first, pulled, finished);
      for (const entity of first) weight.set(entity, 1);
      void counting.done.then(() => {
        for (const [entity, count] of counting.weight) weight.set(entity, count);
        counted = true;
      });
    } else {
      // Those done in the opening request weigh what came; the others what the services counted.
      for (const entity of first) weight.set(entity, Math.max(1, opened.counts.get(entity) ?? 1));
      counted = true;
      const pages: PulledPage[] = [];
      for (const event of opened.events) {
        if (event.kind === 'page') pages.push(event.page);
        else await stopped(event.entity, event.result);
      }
      for (const group of transactionsOf(pages)) await applied(group);
    }
    for (let event = await pump.next(); event !== undefined; event = await pump.next()) {
      if (event.kind === 'page') {
        await applied([event.page, ...pump.takeReady(ROWS_PER_TRANSACTION - event.page.rows.length)]);
      } else {
        await stopped(event.entity, event.result);
      }
    }
    report();
    return result;
  } finally {
    pump.close();
  }
}
