import type { Hono } from 'hono';
import type { EntityDefinition } from '../../src/entities/entity-definition';
import { sectionBasePath, SECTION_CALLS, type ServiceBases } from '../../src/entities/derive/api-paths';
import type { Authenticate } from '../http/caller';
import { HttpProblem } from '../http/problem';
import { callerHeaders, sectionsByBase } from './bundled-calls';
import { readJson } from './record-input';
import { isJsonObject } from '../../src/domain/unknown-values';

/** Writes one batch may carry; the engine sends fewer (and stays under the body limit). */
export const MAX_BATCH_WRITES = 100;

/** The single call each batch operation stands for. */
export const BATCH_OPERATIONS = ['post', 'patch', 'partial', 'delete', 'restore'] as const;
export type BatchOperation = (typeof BATCH_OPERATIONS)[number];

/** One write of a batch: the section (as in its path), the operation, the record's client-made id, and its fields. */
export type BatchWrite = {
  section: string;
  op: BatchOperation;
  id: string;
  /** The version the write is based on: required by patch, partial and delete, as for single writes. */
  rowVersion?: number;
  /** The record's fields (post, patch, partial): JSON as sent, checked by the single call it is sent to. */
  data?: Record<string, unknown>;
};

/** What a write's single call answered: saved (2xx, with the record), conflict (409 with `current`), or refused. */
export type BatchResult = {
  id: string;
  result: 'saved' | 'conflict' | 'refused';
  status: number;
  body: unknown;
};

export type BatchDeps = {
  authenticate: Authenticate;
  bases: ServiceBases;
  entities: readonly EntityDefinition[];
};

function isOperation(value: unknown): value is BatchOperation {
  return typeof value === 'string' && (BATCH_OPERATIONS as readonly string[]).includes(value);
}

/** The single call a write stands for: method, path under the section, and body. */
function singleCall(write: BatchWrite): { method: string; call: string; body?: unknown } {
  const fields = write.data ?? {};
  switch (write.op) {
    case 'post':
      return { method: 'POST', call: SECTION_CALLS.post, body: { ...fields, id: write.id } };
    case 'patch':
      return {
        method: 'PATCH',
        call: SECTION_CALLS.patch,
        body: { ...fields, id: write.id, rowVersion: write.rowVersion },
      };
    case 'partial':
      return {
        method: 'PATCH',
        call: SECTION_CALLS.patchPartial,
        body: { ...fields, id: write.id, rowVersion: write.rowVersion },
      };
    case 'delete':
      return {
        method: 'DELETE',
        call: SECTION_CALLS.delete,
        body: { id: write.id, rowVersion: write.rowVersion },
      };
    case 'restore':
      return { method: 'PATCH', call: `${SECTION_CALLS.restore}?id=${encodeURIComponent(write.id)}` };
  }
}

/** A write as sent, or the reason it cannot be read. */
function readWrite(value: unknown): BatchWrite | string {
  if (!isJsonObject(value)) return 'Each write must be a JSON object';
  const { section, op, id, rowVersion, data } = value;
  if (typeof section !== 'string' || section === '') return 'Each write needs its section';
  if (!isOperation(op)) return `Each write needs an op: ${BATCH_OPERATIONS.join(', ')}`;
  if (typeof id !== 'string' || id === '') return 'Each write needs the id of its record';
  if (rowVersion !== undefined && typeof rowVersion !== 'number') return 'rowVersion must be a number';
  if (data !== undefined && !isJsonObject(data)) return 'data must be a JSON object';
  return {
    section,
    op,
    id,
    ...(rowVersion === undefined ? {} : { rowVersion }),
    ...(data === undefined ? {} : { data }),
  };
}

function resultOf(status: number, body: unknown): BatchResult['result'] {
  if (status < 300) return 'saved';
  return status === 409 && isJsonObject(body) && isJsonObject(body.current) ? 'conflict' : 'refused';
}

/**
 * `POST {base}/batch` at each service base: the writes of one request, applied in order, each
 * through the very single call it stands for (app.fetch with the caller's headers), so every
 * rule (permissions, party access, numbering, pricing, flows) and the single calls'
 * idempotency (client-made ids, rowVersion) hold unchanged. A write that is refused or in
 * conflict stops nothing; each gets its own result.
 */
export function registerBatchRoutes(app: Hono, deps: BatchDeps): void {
  const byBase = sectionsByBase(deps.entities, deps.bases);

  for (const [base, sections] of byBase) {
    app.post(`${base}/batch`, async (c) => {
      const headers = await callerHeaders(c, deps.authenticate);
      const body = await readJson(c.req.raw);
      const writes = isJsonObject(body) ? body.writes : undefined;
      if (!Array.isArray(writes))
        throw new HttpProblem(400, 'Send { writes: [{ section, op, id, rowVersion, data }, ...] }');
      if (writes.length > MAX_BATCH_WRITES)
        throw new HttpProblem(413, `A batch carries at most ${MAX_BATCH_WRITES} writes`);
      const origin = new URL(c.req.url).origin;

      const results: BatchResult[] = [];
      for (const value of writes) {
        const write = readWrite(value);
        if (typeof write === 'string') {
          const id = isJsonObject(value) && typeof value.id === 'string' ? value.id : '';
          results.push({ id, result: 'refused', status: 400, body: { message: write } });
          continue;
        }
        const entity = sections.get(write.section);
        if (entity === undefined) {
          results.push({
            id: write.id,
            result: 'refused',
            status: 404,
            body: { message: `No section ${write.section} is served at ${base}` },
          });
          continue;
        }
        const call = singleCall(write);
        const request = new Request(`${origin}${sectionBasePath(entity, deps.bases)}/${call.call}`, {
          method: call.method,
          headers: call.body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
          ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        });
        const response = await app.fetch(request, c.env);
        const text = await response.text();
        let answer: unknown = null;
        try {
          answer = text === '' ? null : (JSON.parse(text) as unknown);
        } catch {
          answer = { message: text };
        }
        results.push({
          id: write.id,
          result: resultOf(response.status, answer),
          status: response.status,
          body: answer,
        });
      }
      return c.json({ results });
    });
  }
}
