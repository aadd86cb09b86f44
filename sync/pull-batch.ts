import { DEFAULT_SERVICE_BASES } from '../src/entities/derive/api-paths';
import { mirrorEntry } from '../src/entities/mirror-entries';
import { isRecordObject, isRetryableStatus, messageOf, readJsonBody } from './http-answer';
import { answerOf, pageOf, type PullEvent, type PullPlan } from './pull-pages';
import { apiRequest } from './push-request';
import { networkMessage, type RoundResult, type SyncContext } from './sync-context';

/** Sections asked in one batched pull at most (the services take up to 200). */
export const PULL_BATCH_SECTIONS = 200;

/** The first page of each planned entity, and the counts the services gave. */
export type FirstPages =
  | { kind: 'pages'; events: PullEvent[]; counts: Map<string, number> }
  /** The services have no pull route: the engine pulls section by section (context.singlePulls). */
  | { kind: 'unserved' }
  | { kind: 'fail'; result: RoundResult };

/**
 * The batched pull's URL of an entity: its service base's `pull`.
 * @example pullUrl('products', { baseUrl: 'https://x' }) // 'https://x/api/v1/pull'
 */
export function pullUrl(entity: string, context: Pick<SyncContext, 'baseUrl' | 'bases'>): string {
  const base = (context.bases ?? DEFAULT_SERVICE_BASES)[mirrorEntry(entity).service].replace(/\/+$/, '');
  return `${context.baseUrl.replace(/\/+$/, '')}${base}/pull`;
}

function groupsOf(plans: readonly PullPlan[], context: SyncContext): PullPlan[][] {
  const byUrl = new Map<string, PullPlan[]>();
  for (const plan of plans) {
    const url = pullUrl(plan.entity, context);
    const group = byUrl.get(url) ?? [];
    if (group.length >= PULL_BATCH_SECTIONS) {
      byUrl.set(`${url}#${byUrl.size}`, group);
      byUrl.set(url, [plan]);
    } else {
      group.push(plan);
      byUrl.set(url, group);
    }
  }
  return [...byUrl.values()];
}

type GroupAnswer = { kind: 'results'; results: unknown[] } | Exclude<FirstPages, { kind: 'pages' }>;

async function postGroup(context: SyncContext, group: readonly PullPlan[], counted: ReadonlySet<string>) {
  const first = group[0];
  if (first === undefined) return { kind: 'results', results: [] } satisfies GroupAnswer;
  if (!context.isOnline()) return { kind: 'fail', result: { kind: 'offline' } } satisfies GroupAnswer;
  const auth = context.auth();
  if (auth === null) return { kind: 'fail', result: { kind: 'auth' } } satisfies GroupAnswer;
  const location = auth.deviceLocationID;
  const body = {
    sections: group.map((plan) => ({
      section: mirrorEntry(plan.entity).section,
      after: plan.cursor,
      ...(counted.has(plan.entity) ? { count: true } : {}),
    })),
    take: context.pageSize,
    ...(typeof location === 'string' && location !== '' ? { location } : {}),
  };
  let status: number;
  let answer: unknown;
  try {
    const response = await context.transport(
      apiRequest(pullUrl(first.entity, context), 'POST', auth.token, body),
    );
    status = response.status;
    answer = await readJsonBody(response);
  } catch (error) {
    return {
      kind: 'fail',
      result: { kind: 'retry', message: networkMessage(error), network: true },
    } satisfies GroupAnswer;
  }
  if (status === 404 || status === 405) return { kind: 'unserved' } satisfies GroupAnswer;
  if (status === 401) return { kind: 'fail', result: { kind: 'auth' } } satisfies GroupAnswer;
  if (isRetryableStatus(status))
    return {
      kind: 'fail',
      result: { kind: 'retry', message: `${status}: ${messageOf(answer)}` },
    } satisfies GroupAnswer;
  // Any other refusal of the pull itself (services that read it otherwise): section by section is always understood.
  if (status < 200 || status >= 300 || !isRecordObject(answer) || !Array.isArray(answer.results))
    return { kind: 'unserved' } satisfies GroupAnswer;
  return { kind: 'results', results: answer.results as unknown[] } satisfies GroupAnswer;
}

/**
 * The first page of every planned entity in one request per service base (`POST {base}/pull`,
 * docs/api.md), and the counts of the entities in `counted` (a first pull's progress). Each
 * section's answer inside it is read as its own changes call's would be: a page, or the section
 * stopped (refused, revoked, or the services' trouble). A round's whole trouble (offline, 401,
 * no answer) is the answer; services without the route answer 'unserved' and are remembered.
 * @example const first = await fetchFirstPages(context, [{ entity: 'products', cursor: '0' }], new Set(['products']));
 */
export async function fetchFirstPages(
  context: SyncContext,
  plans: readonly PullPlan[],
  counted: ReadonlySet<string>,
): Promise<FirstPages> {
  const events: PullEvent[] = [];
  const counts = new Map<string, number>();
  for (const group of groupsOf(plans, context)) {
    const answer = await postGroup(context, group, counted);
    if (answer.kind === 'unserved') {
      context.singlePulls = true;
      context.log('pull: no batched pull route; pulling section by section');
      return answer;
    }
    if (answer.kind === 'fail') return answer;
    for (const [index, plan] of group.entries()) {
      const result = answer.results[index];
      const section = mirrorEntry(plan.entity).section;
      if (!isRecordObject(result) || result.section !== section || typeof result.status !== 'number') {
        events.push({
          kind: 'stopped',
          entity: plan.entity,
          result: { kind: 'retry', message: `The changes of ${plan.entity} came back unreadable` },
        });
        continue;
      }
      if (typeof result.count === 'number') counts.set(plan.entity, result.count);
      const read = answerOf(context, `pull ${section}`, result.status, result.body);
      const page = read.kind === 'ok' ? pageOf(context, plan.entity, plan.cursor, read.body) : read;
      events.push(
        page.kind === 'page' ? page : { kind: 'stopped', entity: plan.entity, result: page.result },
      );
    }
  }
  return { kind: 'pages', events, counts };
}
