import { PERMISSION_MISSING } from '../src/domain/permissions';
import { SECTION_CALLS } from '../src/entities/derive/api-paths';
import { isRecordObject, isRetryableStatus, messageOf, readJsonBody } from './http-answer';
import type { ServerRecord } from './mirror-types';
import type { PulledPage } from './pull-apply';
import { apiRequest, sectionUrl } from './push-request';
import { intakeRow, misfitsOf } from './row-intake';
import { networkMessage, type RoundResult, type SyncContext } from './sync-context';

/**
 * An entity's pull ended because the caller may not see the section (403, 404); `revoked` when
 * the services said the user's permissions do not cover it (their role changed): the mirror
 * must not keep it.
 */
export type PullResult = RoundResult | { kind: 'unavailable'; revoked?: boolean };

/** A GET's body, or why there is none. */
export type PullAnswer = { kind: 'ok'; body: unknown } | { kind: 'fail'; result: PullResult };

/**
 * One GET of the pull, read as JSON: offline, no session, 401, 5xx and network errors come
 * back as the round's result; other refusals (403, 404) as 'unavailable' (revoked for a
 * permission the user no longer has).
 * @example await pullGet(context, sectionUrl('products', 'get/count', context))
 */
export async function pullGet(context: SyncContext, url: string): Promise<PullAnswer> {
  if (!context.isOnline()) return { kind: 'fail', result: { kind: 'offline' } };
  const auth = context.auth();
  if (auth === null) return { kind: 'fail', result: { kind: 'auth' } };
  try {
    const response = await context.transport(apiRequest(url, 'GET', auth.token));
    return answerOf(context, url, response.status, await readJsonBody(response));
  } catch (error) {
    return { kind: 'fail', result: { kind: 'retry', message: networkMessage(error), network: true } };
  }
}

/**
 * A pull call's answer read by its status: 2xx is its body; 401, 5xx and 429 come back as the
 * round's result; other refusals (403, 404) as 'unavailable' (revoked for a permission the user
 * no longer has). Also reads each section's answer inside a batched pull (pull-batch.ts).
 * @example answerOf(context, url, 403, { reason: 'PermissionMissing' }) // { kind: 'fail', result: { kind: 'unavailable', revoked: true } }
 */
export function answerOf(context: SyncContext, url: string, status: number, body: unknown): PullAnswer {
  if (status >= 200 && status < 300) return { kind: 'ok', body };
  if (status === 401) return { kind: 'fail', result: { kind: 'auth' } };
  if (isRetryableStatus(status)) {
    return { kind: 'fail', result: { kind: 'retry', message: `${status}: ${messageOf(body)}` } };
  }
  context.log('pull: section refused', { url, status, message: messageOf(body) });
  const revoked = status === 403 && isRecordObject(body) && body.reason === PERMISSION_MISSING;
  return { kind: 'fail', result: revoked ? { kind: 'unavailable', revoked } : { kind: 'unavailable' } };
}

/**
 * The device's location as a pull names it (`&location=…`), or nothing: the services check it
 * and use it only for a section scoped by location (src/entities/sync-scope.ts).
 * @example locationParam({ auth: () => ({ token: 't', deviceLocationID: 'loc-1' }) }) // '&location=loc-1'
 */
export function locationParam(context: Pick<SyncContext, 'auth'>): string {
  const location = context.auth()?.deviceLocationID;
  return typeof location === 'string' && location !== '' ? `&location=${encodeURIComponent(location)}` : '';
}

/** A page of an entity's changes, or why there is none. */
export type PageAnswer = { kind: 'page'; page: PulledPage } | { kind: 'fail'; result: PullResult };

/** The page of an entity's changes after `cursor`, or why there is none. */
export async function fetchChangesPage(
  context: SyncContext,
  entity: string,
  cursor: string,
): Promise<PageAnswer> {
  const url = `${sectionUrl(entity, SECTION_CALLS.changes, context)}?after=${encodeURIComponent(cursor)}&take=${context.pageSize}${locationParam(context)}`;
  const answer = await pullGet(context, url);
  if (answer.kind === 'fail') return answer;
  return pageOf(context, entity, cursor, answer.body);
}

/**
 * A changes call's body as the page to apply: each row read once with its entity's schema
 * (row-intake.ts), the cursor to go on from, and whether the entity is now at its end.
 * @example pageOf(context, 'products', '0', { data: [], cursor: '0', hasMore: false }) // { kind: 'page', page: { entity: 'products', rows: [], cursor: '0', complete: true } }
 */
export function pageOf(context: SyncContext, entity: string, cursor: string, body: unknown): PageAnswer {
  if (!isRecordObject(body) || !Array.isArray(body.data)) {
    return {
      kind: 'fail',
      result: { kind: 'retry', message: `The changes of ${entity} came back unreadable` },
    };
  }
  const rows = (body.data as unknown[])
    .map((value) => intakeRow(entity, value))
    .filter((row): row is ServerRecord => row !== null);
  const misfits = misfitsOf(rows);
  if (misfits.length > 0) {
    context.log('pull: rows that do not fit their schema, kept as sent and marked', {
      entity,
      count: misfits.length,
      first: { id: misfits[0]?.id, issues: misfits[0]?._shapeIssues },
    });
  }
  const next =
    typeof body.cursor === 'string' || typeof body.cursor === 'number' ? String(body.cursor) : cursor;
  // A scoped section whose cursor is from before its scope: the device starts it over (pull-apply).
  const reset = body.reset === true ? { reset: true } : {};
  return { kind: 'page', page: { entity, rows, cursor: next, complete: body.hasMore !== true, ...reset } };
}

/** Where an entity's pull starts. */
export type PullPlan = { entity: string; cursor: string };

/** A fetched page to apply, or an entity's pull that ended without reaching the end. */
export type PullEvent =
  { kind: 'page'; page: PulledPage } | { kind: 'stopped'; entity: string; result: PullResult };

/** No answer at all or a 401: the other entities would fare the same; a 5xx may be one section's trouble. */
export function stopsTheRound(result: PullResult): boolean {
  return (
    result.kind === 'auth' ||
    result.kind === 'offline' ||
    (result.kind === 'retry' && result.network === true)
  );
}
