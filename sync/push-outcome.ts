import {
  fieldProblemsOf,
  isRecordObject,
  isRetryableStatus,
  messageOf,
  readJsonBody,
  refusalOf,
} from './http-answer';
import type { FieldProblem, MirrorRecord, OutboxEntry, ServerRecord } from './mirror-types';
import type { MirrorTx } from './ports';
import { asServerRecord } from './pull-apply';
import { intakeRow } from './row-intake';
import { conflictMessageOf } from './conflict-message';
import { settleByRuleTx } from './merge-rule';
import { intentHolds, pendingClashes, rebasedRecord, syncedRecord } from './record-merge';
import type { AnyRecord } from '../src/domain/unknown-values';

/** What the server's answer to one queued write means for it. */
export type PushOutcome =
  /**
   * The server holds the write. `late`: learnt from a 409 (its first delivery committed and that
   * answer was lost), so the record may also hold other companies' or users' later changes.
   */
  | { kind: 'settled'; server: ServerRecord; late?: true }
  | { kind: 'conflict'; theirs: ServerRecord; message: string }
  | { kind: 'failed'; message: string; errors: FieldProblem[]; refusal?: Readonly<AnyRecord> }
  | { kind: 'retry'; message: string }
  | { kind: 'auth' };

function answeredRecord(entity: string, body: unknown): ServerRecord | null {
  if (!isRecordObject(body)) return null;
  const data = asServerRecord(body.data);
  if (data !== null)
    return intakeRow(
      entity,
      typeof body.rowVersion === 'number' ? { ...data, rowVersion: body.rowVersion } : data,
    );
  return intakeRow(entity, body);
}

/**
 * Reads the answer to a pushed write. A 409 whose current record already holds the write
 * (its first delivery committed, the answer was lost) settles it; any other 409 is a
 * conflict with the server's record kept as theirs. 4xx answers fail the record with the
 * server's message; 5xx and throttling are retried. Throws when the body cannot be read
 * (a connection cut mid-answer), like any network error.
 */
export async function readPushOutcome(
  entry: Pick<OutboxEntry, 'entity' | 'op' | 'changes'>,
  response: Response,
): Promise<PushOutcome> {
  const body = await readJsonBody(response);
  if (response.ok) {
    const server = answeredRecord(entry.entity, body);
    return server === null
      ? { kind: 'retry', message: `The server answered ${response.status} without the record` }
      : { kind: 'settled', server };
  }
  if (response.status === 401) return { kind: 'auth' };
  if (isRetryableStatus(response.status))
    return { kind: 'retry', message: `${response.status}: ${messageOf(body)}` };
  if (response.status === 409 && isRecordObject(body)) {
    const current = intakeRow(entry.entity, body.current);
    if (current !== null) {
      return intentHolds(entry, current)
        ? { kind: 'settled', server: current, late: true }
        : { kind: 'conflict', theirs: current, message: messageOf(body) };
    }
  }
  const refusal = refusalOf(body);
  return {
    kind: 'failed',
    message: messageOf(body),
    errors: fieldProblemsOf(body),
    ...(refusal === null ? {} : { refusal }),
  };
}

/**
 * Whether a 409's current record can take the record's queued writes as they are: someone
 * else wrote since our base (a newer version) but changed none of the fields we change, as a
 * pull would merge it. A create never merges (its re-post answers the record it has), and
 * neither does an edit of a record someone else deleted or restored meanwhile: that changes
 * the whole record the user edited, so the user decides.
 */
export function mergesOnConflict(
  local: MirrorRecord,
  queued: readonly OutboxEntry[],
  theirs: ServerRecord,
): boolean {
  if (local._syncState === 'conflict' || queued.some((candidate) => candidate.op === 'create')) return false;
  if (local.rowVersion === undefined || local._base === undefined || theirs.rowVersion <= local.rowVersion)
    return false;
  if ((theirs.isInactive === true) !== (local._base.isInactive === true)) return false;
  return pendingClashes(local, queued, theirs).length === 0;
}

/**
 * Records what happened to a pushed write, in one transaction. A settled write leaves the
 * outbox and the server's record becomes the base of any writes still queued for it. A 409
 * whose current record changed none of the fields we change is merged, as a pull merges:
 * the queued writes are rebased on it and go again (answers true); a true overlap becomes a
 * conflict. An answer to a write that is no longer queued (resolved meanwhile) is ignored.
 */
export async function applyPushOutcome(
  tx: MirrorTx,
  entry: OutboxEntry,
  outcome: Exclude<PushOutcome, { kind: 'retry' } | { kind: 'auth' }>,
  now: number,
): Promise<boolean> {
  const queued = await tx.entriesFor(entry.entity, entry.recordID);
  if (!queued.some((candidate) => candidate.seq === entry.seq)) return false;
  const local = await tx.getRecord(entry.entity, entry.recordID);
  switch (outcome.kind) {
    case 'settled': {
      const { server } = outcome;
      const remaining = queued.filter((candidate) => candidate.seq !== entry.seq);
      await tx.removeEntries([entry.seq]);
      if (remaining.length === 0 || local === undefined) {
        await tx.putRecords(entry.entity, [syncedRecord(server, now)]);
        return false;
      }
      // Exactly the version this write made (1 for a create, one past the base otherwise): nobody
      // else wrote in between. Anything else (a retried post answered with the record as it is
      // now, a 409 that turned out settled) may carry someone else's change under the writes
      // still queued, so those are checked like a pulled row. A late answer never counts as
      // only ours: the version it names may be someone else's write on top of ours, one past a
      // base that a pull already moved to our own first delivery.
      const onlyOurs =
        outcome.late !== true &&
        server.rowVersion === (entry.op === 'create' ? 1 : (local.rowVersion ?? 0) + 1);
      if (!onlyOurs && pendingClashes(local, remaining, server, entry.changes).length > 0) {
        // The writes still queued were made on the base plus what this write set.
        const base = {
          ...(local._base ?? { id: local.id, rowVersion: local.rowVersion ?? 0 }),
          ...entry.changes,
        };
        await tx.putRecords(entry.entity, [
          {
            ...local,
            _base: base,
            _syncState: 'conflict',
            _serverVersion: server,
            _syncMessage: conflictMessageOf(entry.entity),
          },
        ]);
        // The entity's merge rule settles it at once (the merged writes go again), or the user decides.
        return settleByRuleTx(tx, entry.entity, entry.recordID, now);
      }
      await tx.putRecords(entry.entity, [rebasedRecord(server, local, remaining, now)]);
      return false;
    }
    case 'conflict':
      if (local === undefined) return false;
      if (mergesOnConflict(local, queued, outcome.theirs)) {
        await tx.putRecords(entry.entity, [rebasedRecord(outcome.theirs, local, queued, now)]);
        return true;
      }
      await tx.putRecords(entry.entity, [
        { ...local, _syncState: 'conflict', _serverVersion: outcome.theirs, _syncMessage: outcome.message },
      ]);
      return settleByRuleTx(tx, entry.entity, entry.recordID, now);
    case 'failed':
      if (local === undefined) return false;
      await tx.putRecords(entry.entity, [
        {
          ...local,
          _syncState: 'failed',
          _syncMessage: outcome.message,
          _syncErrors: outcome.errors,
          ...(outcome.refusal === undefined ? {} : { _syncRefusal: outcome.refusal }),
        },
      ]);
      return false;
  }
}

/** The batch route is not there (an older server): the writes go one by one instead. */
export type BatchOutcomes = { kind: 'unsupported' } | { kind: 'answered'; outcomes: PushOutcome[] };

/**
 * Reads the answer to a batch of pushed writes: each write's own result is read exactly as
 * the answer to its single request (readPushOutcome). A batch answered as a whole (401,
 * 5xx, a refused body) gives every write that answer; 404 or 405 means no batch route.
 * Throws when the body cannot be read, like any network error.
 */
export async function readBatchOutcomes(
  entries: readonly Pick<OutboxEntry, 'entity' | 'op' | 'changes'>[],
  response: Response,
): Promise<BatchOutcomes> {
  if (response.status === 404 || response.status === 405) {
    await response.arrayBuffer();
    return { kind: 'unsupported' };
  }
  if (!response.ok) {
    const text = await response.text();
    const outcomes = await Promise.all(
      entries.map((entry) => readPushOutcome(entry, new Response(text, { status: response.status }))),
    );
    return { kind: 'answered', outcomes };
  }
  const body = await readJsonBody(response);
  const results = isRecordObject(body) && Array.isArray(body.results) ? (body.results as unknown[]) : [];
  const outcomes = await Promise.all(
    entries.map(async (entry, index): Promise<PushOutcome> => {
      const result = results[index];
      if (
        !isRecordObject(result) ||
        typeof result.status !== 'number' ||
        result.status < 200 ||
        result.status > 599
      ) {
        return { kind: 'retry', message: `The server's batch answer has no result for write ${index + 1}` };
      }
      const empty =
        result.body === undefined || result.body === null || [204, 205, 304].includes(result.status);
      return readPushOutcome(
        entry,
        new Response(empty ? null : JSON.stringify(result.body), { status: result.status }),
      );
    }),
  );
  return { kind: 'answered', outcomes };
}
