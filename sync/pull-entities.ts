import { SECTION_CALLS } from '../src/entities/derive/api-paths';
import { conflictMessageOf } from './conflict-message';
import { isRecordObject, isRetryableStatus, messageOf, readJsonBody } from './http-answer';
import { initialEntityState, type ServerRecord } from './mirror-types';
import { apiRequest, sectionUrl } from './push-request';
import { applyPulledPage, asServerRecord } from './pull-apply';
import { networkMessage, worseResult, type RoundResult, type SyncContext } from './sync-context';

/** An entity's pull ended because the caller may not see the section (403, 404). */
export type PullResult = RoundResult | { kind: 'unavailable' };

type Answer = { kind: 'ok'; body: unknown } | { kind: 'fail'; result: PullResult };

async function get(context: SyncContext, url: string): Promise<Answer> {
  if (!context.isOnline()) return { kind: 'fail', result: { kind: 'offline' } };
  const auth = context.auth();
  if (auth === null) return { kind: 'fail', result: { kind: 'auth' } };
  try {
    const response = await context.transport(apiRequest(url, 'GET', auth.token));
    const body = await readJsonBody(response);
    if (response.ok) return { kind: 'ok', body };
    if (response.status === 401) return { kind: 'fail', result: { kind: 'auth' } };
    if (isRetryableStatus(response.status)) {
      return { kind: 'fail', result: { kind: 'retry', message: `${response.status}: ${messageOf(body)}` } };
    }
    context.log('pull: section refused', { url, status: response.status, message: messageOf(body) });
    return { kind: 'fail', result: { kind: 'unavailable' } };
  } catch (error) {
    return { kind: 'fail', result: { kind: 'retry', message: networkMessage(error), network: true } };
  }
}

/**
 * Pulls one entity's changes from its stored cursor, page by page; each page is applied
 * with its cursor in one transaction, so an interrupted pull resumes where it stopped.
 * @example await pullEntityChanges(context, 'products', (rows) => console.log(rows))
 */
export async function pullEntityChanges(
  context: SyncContext,
  entity: string,
  onRows: (rows: number, complete: boolean) => void = () => undefined,
): Promise<PullResult> {
  const state = (await context.mirror.transact([entity], (tx) => tx.getEntityState(entity))) ?? initialEntityState(entity);
  let cursor = state.cursor;
  for (;;) {
    const url = `${sectionUrl(entity, SECTION_CALLS.changes, context)}?after=${encodeURIComponent(cursor)}&take=${context.pageSize}`;
    const answer = await get(context, url);
    if (answer.kind === 'fail') return answer.result;
    const body = answer.body;
    if (!isRecordObject(body) || !Array.isArray(body.data)) {
      return { kind: 'retry', message: `The changes of ${entity} came back unreadable` };
    }
    const rows = (body.data as unknown[]).map(asServerRecord).filter((row): row is ServerRecord => row !== null);
    const next = typeof body.cursor === 'string' || typeof body.cursor === 'number' ? String(body.cursor) : cursor;
    const complete = body.hasMore !== true;
    const page = { entity, rows, cursor: next, complete };
    await context.mirror.transact([entity], (tx) => applyPulledPage(tx, page, context.clock.now(), conflictMessageOf(entity)));
    onRows(rows.length, complete);
    if (complete) return { kind: 'done' };
    cursor = next;
  }
}

async function countOf(context: SyncContext, entity: string): Promise<number | null> {
  const answer = await get(context, `${sectionUrl(entity, SECTION_CALLS.count, context)}?includeInactive=true`);
  if (answer.kind === 'fail' || !isRecordObject(answer.body) || typeof answer.body.count !== 'number') return null;
  return answer.body.count;
}

/** Progress of the first full pull, 0..1. */
export type FirstPullProgress = { done: boolean; progress: number };

/**
 * Pulls every entity. While some entity has not finished its first full pull, progress is
 * the share of their rows (counted up front) already in the mirror.
 */
export async function pullEntities(
  context: SyncContext,
  entities: readonly string[],
  onProgress: (progress: FirstPullProgress) => void,
): Promise<RoundResult> {
  const states = await context.mirror.transact(entities, (tx) => Promise.all(entities.map((entity) => tx.getEntityState(entity))));
  const first = entities.filter((_, index) => states[index]?.firstPullDone !== true);
  const weight = new Map<string, number>();
  for (const entity of first) weight.set(entity, Math.max(1, (await countOf(context, entity)) ?? 1));
  const total = [...weight.values()].reduce((sum, value) => sum + value, 0);
  const pulled = new Map<string, number>();
  const report = () => {
    if (first.length === 0) return onProgress({ done: true, progress: 1 });
    const sum = first.reduce((acc, entity) => acc + Math.min(pulled.get(entity) ?? 0, weight.get(entity) ?? 1), 0);
    const done = first.every((entity) => (pulled.get(entity) ?? 0) >= (weight.get(entity) ?? 1));
    onProgress({ done, progress: done ? 1 : Math.min(0.99, sum / total) });
  };
  report();

  let result: RoundResult = { kind: 'done' };
  for (const entity of entities) {
    const isFirst = weight.has(entity);
    const outcome = await pullEntityChanges(context, entity, (rows, complete) => {
      if (!isFirst) return;
      pulled.set(entity, complete ? Number.POSITIVE_INFINITY : (pulled.get(entity) ?? 0) + rows);
      report();
    });
    if (outcome.kind === 'unavailable') {
      if (isFirst) pulled.set(entity, Number.POSITIVE_INFINITY);
      continue;
    }
    result = worseResult(result, outcome);
    // No answer at all or a 401: the rest would fare the same; a 5xx may be one section's trouble.
    if (outcome.kind === 'auth' || outcome.kind === 'offline' || (outcome.kind === 'retry' && outcome.network === true)) break;
  }
  report();
  return result;
}
