import { SECTION_CALLS } from '../src/entities/derive/api-paths';
import { conflictMessageOf } from './conflict-message';
import { dropEntity } from './drop-entity';
import { isRecordObject } from './http-answer';
import { initialEntityState } from './mirror-types';
import { pumpPages } from './page-pump';
import { applyPulledPage, type PulledPage } from './pull-apply';
import { locationParam, pullGet, type PullResult } from './pull-pages';
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

/**
 * Pulls every entity over a few lanes at once (see pumpPages). While some entity has not
 * finished its first full pull, progress is the share of their rows (counted beside the
 * pull) already in the mirror; it stays at 0 until every count is in.
 */
export async function pullEntities(
  context: SyncContext,
  entities: readonly string[],
  onProgress: (progress: FirstPullProgress) => void,
): Promise<RoundResult> {
  const states = await statesOf(context, entities);
  const first = states.filter((state) => !state.firstPullDone).map((state) => state.entity);
  const isFirst = new Set(first);
  const pump = pumpPages(
    context,
    states.map(({ entity, cursor }) => ({ entity, cursor })),
  );
  const pulled = new Map<string, number>();
  const finished = new Set<string>();
  const counting = countFirstPulls(context, first, pulled, finished);
  let counted = first.length === 0;
  const report = () => {
    if (first.length === 0) return onProgress({ done: true, progress: 1 });
    const done = first.every((entity) => finished.has(entity));
    if (!counted && !done) return onProgress({ done: false, progress: 0 });
    const weightOf = (entity: string) => counting.weight.get(entity) ?? 1;
    const total = first.reduce((sum, entity) => sum + weightOf(entity), 0);
    const sum = first.reduce(
      (acc, entity) =>
        acc + (finished.has(entity) ? weightOf(entity) : Math.min(pulled.get(entity) ?? 0, weightOf(entity))),
      0,
    );
    // Whole percents: a finer bar only costs status writes.
    onProgress({ done, progress: done ? 1 : Math.min(0.99, Math.floor((sum / total) * 100) / 100) });
  };
  void counting.done.then(() => {
    counted = true;
  });
  try {
    report();
    let result: RoundResult = { kind: 'done' };
    for (let event = await pump.next(); event !== undefined; event = await pump.next()) {
      if (event.kind === 'page') {
        const pages = [event.page, ...pump.takeReady(ROWS_PER_TRANSACTION - event.page.rows.length)];
        await applyPages(context, pages);
        for (const { entity, rows, complete } of pages) {
          if (!isFirst.has(entity)) continue;
          pulled.set(entity, (pulled.get(entity) ?? 0) + rows.length);
          if (complete) finished.add(entity);
        }
        report();
      } else if (event.result.kind === 'unavailable') {
        if (event.result.revoked === true) await dropEntity(context, event.entity);
        if (isFirst.has(event.entity)) finished.add(event.entity);
      } else {
        result = worseResult(result, event.result);
      }
    }
    report();
    return result;
  } finally {
    pump.close();
  }
}
