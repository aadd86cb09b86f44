import {
  DEFAULT_SERVICE_BASES,
  sectionBasePath,
  SECTION_CALLS,
  type ServiceBases,
} from '../src/entities/derive/api-paths';
import { mirrorEntry } from '../src/entities/mirror-entries';
import type { MirrorRecord, OutboxEntry } from './mirror-types';
import type { AnyRecord } from '../src/domain/unknown-values';

/** Where requests go and who sends them. */
export type RequestTarget = {
  /** Origin of the services, e.g. 'https://app.bulktrade.example'. */
  baseUrl: string;
  bases?: ServiceBases;
  token: string;
};

/**
 * The absolute URL of a section call.
 * @example sectionUrl('products', 'changes', { baseUrl: 'http://localhost', token: 't' }) // 'http://localhost/api/v1/Products/changes'
 */
export function sectionUrl(entity: string, call: string, target: Omit<RequestTarget, 'token'>): string {
  return `${target.baseUrl.replace(/\/+$/, '')}${sectionBasePath(mirrorEntry(entity), target.bases)}/${call}`;
}

/** JSON request with the bearer token. */
export function apiRequest(url: string, method: string, token: string, body?: unknown): Request {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return new Request(url, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

/**
 * The request that carries one queued write. Creates post the client-made id (a retry gets
 * the record already made); updates send only the changed fields with the rowVersion the
 * local record is based on; deletes send id and rowVersion; restores name the id.
 * @example pushRequest(entry, record, { baseUrl: 'http://localhost', token })
 */
export function pushRequest(
  entry: OutboxEntry,
  record: MirrorRecord | undefined,
  target: RequestTarget,
): Request {
  const url = (call: string) => sectionUrl(entry.entity, call, target);
  const rowVersion = record?.rowVersion ?? entry.baseRowVersion;
  switch (entry.op) {
    case 'create':
      return apiRequest(url(SECTION_CALLS.post), 'POST', target.token, {
        ...entry.changes,
        id: entry.recordID,
      });
    case 'update':
      return apiRequest(url(SECTION_CALLS.patchPartial), 'PATCH', target.token, {
        ...entry.changes,
        id: entry.recordID,
        rowVersion,
      });
    case 'delete':
      return apiRequest(url(SECTION_CALLS.delete), 'DELETE', target.token, {
        id: entry.recordID,
        rowVersion,
      });
    case 'restore':
      return apiRequest(
        `${url(SECTION_CALLS.restore)}?id=${encodeURIComponent(entry.recordID)}`,
        'PATCH',
        target.token,
      );
  }
}

/** The batch operation a queued write travels as (docs/api.md, Batched writes). */
const BATCH_OP = { create: 'post', update: 'partial', delete: 'delete', restore: 'restore' } as const;

/**
 * The URL of the batch call at the service base that serves this entity's section.
 * @example batchUrl('products', { baseUrl: 'http://localhost' }) // 'http://localhost/api/v1/batch'
 */
export function batchUrl(entity: string, target: Omit<RequestTarget, 'token'>): string {
  const { service } = mirrorEntry(entity);
  const base = (target.bases ?? DEFAULT_SERVICE_BASES)[service].replace(/\/+$/, '');
  return `${target.baseUrl.replace(/\/+$/, '')}${base}/batch`;
}

/**
 * One write of a batch, carrying exactly what its single request would (pushRequest): a
 * create's whole record with its client-made id, an update's changed fields on the local
 * record's rowVersion, a delete's rowVersion, a restore's id.
 */
export function batchWrite(entry: OutboxEntry, record: MirrorRecord | undefined): AnyRecord {
  const rowVersion = record?.rowVersion ?? entry.baseRowVersion;
  const section = mirrorEntry(entry.entity).section;
  const write: AnyRecord = { section, op: BATCH_OP[entry.op], id: entry.recordID };
  if (entry.op === 'update' || entry.op === 'delete') write.rowVersion = rowVersion;
  if (entry.op === 'create') write.data = { ...entry.changes, id: entry.recordID };
  if (entry.op === 'update') write.data = entry.changes;
  return write;
}

/**
 * The request that carries several queued writes, in order, to one service base.
 * @example batchRequest([{ entry, record }], { baseUrl: 'http://localhost', token })
 */
export function batchRequest(
  writes: readonly { entry: OutboxEntry; record: MirrorRecord | undefined }[],
  target: RequestTarget,
): Request {
  const first = writes[0];
  if (first === undefined) throw new Error('A batch needs at least one write');
  return apiRequest(batchUrl(first.entry.entity, target), 'POST', target.token, {
    writes: writes.map(({ entry, record }) => batchWrite(entry, record)),
  });
}
