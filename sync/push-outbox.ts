import { mergeRuleOf, settleByRuleTx } from './merge-rule';
import type { MirrorRecord, OutboxEntry } from './mirror-types';
import { isSendableBy } from './outbox-owner';
import { readBatchOutcomes, readPushOutcome, type PushOutcome } from './push-outcome';
import { pushRecorder, recordKey, type PushRecorder } from './push-recorder';
import { batchRequest, batchUrl, pushRequest, type RequestTarget } from './push-request';
import { networkMessage, worseResult, type RoundResult, type SyncContext } from './sync-context';

type Head = { record: MirrorRecord | undefined; isHead: boolean };

/** Writes sent in one batch at most (the services take up to 100). */
export const PUSH_BATCH_SIZE = 100;
/** Bytes of writes one batch carries at most, well under the services' 1 MB body limit. */
export const PUSH_BATCH_BYTES = 512 * 1024;

// Each entry's record, and whether the entry is still the first one queued for it (of those this
// session may send: another person's set-aside writes never hold this person's back), read together.
async function readHeads(context: SyncContext, entries: readonly OutboxEntry[]): Promise<Head[]> {
  const auth = context.auth();
  if (entries.length === 0) return [];
  const entities = [...new Set(entries.map((entry) => entry.entity))];
  return context.mirror.transact(entities, (tx) =>
    Promise.all(
      entries.map(async (entry) => {
        const [record, queued] = await Promise.all([
          tx.getRecord(entry.entity, entry.recordID),
          tx.entriesFor(entry.entity, entry.recordID),
        ]);
        return {
          record,
          isHead: queued.find((candidate) => isSendableBy(candidate, auth))?.seq === entry.seq,
        };
      }),
    ),
  );
}

/** A promise someone may never wait for must not surface as an unhandled rejection. */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/** The writes of one batch, and where the next batch starts in the outbox snapshot. */
type Plan = { batch: OutboxEntry[]; end: number };

/**
 * The next batch from `start`, in outbox order: records held back are skipped; the batch ends
 * before a record's second write (it goes on the version the first one makes) or a write of a
 * record still travelling in `busy`, before a write to another service base, and at the size
 * limits. So the server applies every write in the order the user made them.
 */
function planBatch(
  context: SyncContext,
  entries: readonly OutboxEntry[],
  start: number,
  held: ReadonlySet<string>,
  busy: ReadonlySet<string>,
): Plan {
  const batch: OutboxEntry[] = [];
  const keys = new Set<string>();
  const limit = Math.max(1, context.pushBatchSize ?? PUSH_BATCH_SIZE);
  let bytes = 0;
  let url: string | null = null;
  let index = start;
  for (; index < entries.length && batch.length < limit; index += 1) {
    const entry = entries[index];
    if (entry === undefined) continue;
    const key = recordKey(entry);
    if (held.has(key)) continue;
    if (keys.has(key) || busy.has(key)) break;
    const target = batchUrl(entry.entity, context);
    if (url !== null && target !== url) break;
    const size = JSON.stringify(entry.changes).length + 200;
    if (batch.length > 0 && bytes + size > PUSH_BATCH_BYTES) break;
    url = target;
    bytes += size;
    keys.add(key);
    batch.push(entry);
  }
  return { batch, end: index };
}

/** The writes' answers: one request for the batch, or one each where the server has no batch route. */
async function send(
  context: SyncContext,
  writes: readonly { entry: OutboxEntry; record: MirrorRecord | undefined }[],
  target: RequestTarget,
): Promise<PushOutcome[]> {
  const entries = writes.map(({ entry }) => entry);
  const first = entries[0];
  if (first !== undefined && !context.singleWrites) {
    const answer = await readBatchOutcomes(entries, await context.transport(batchRequest(writes, target)));
    if (answer.kind === 'answered') return answer.outcomes;
    context.log('push: no batch route; sending writes one by one');
    context.singleWrites = true;
  }
  const outcomes: PushOutcome[] = [];
  for (const { entry, record } of writes) {
    const outcome = await readPushOutcome(entry, await context.transport(pushRequest(entry, record, target)));
    outcomes.push(outcome);
    if (outcome.kind === 'auth') break;
  }
  return outcomes;
}

/**
 * Settles, by their entity's merge rule, records left in conflict with writes queued (a
 * conflict from before the rule, or one a later write kept the rule from settling when it
 * arose), so they go in this push. Answers whether any was settled (the outbox changed). Reads
 * nothing when no queued write is of an entity with a rule.
 */
async function settleHeldConflicts(context: SyncContext, entries: readonly OutboxEntry[]): Promise<boolean> {
  const keys = new Map<string, OutboxEntry>();
  for (const entry of entries) if (mergeRuleOf(entry.entity) !== undefined) keys.set(recordKey(entry), entry);
  if (keys.size === 0) return false;
  const entities = [...new Set([...keys.values()].map((entry) => entry.entity))];
  return context.mirror.transact(entities, async (tx) => {
    const now = context.clock.now();
    let settled = false;
    for (const { entity, recordID } of keys.values()) {
      const record = await tx.getRecord(entity, recordID);
      if (record?._syncState === 'conflict' && (await settleByRuleTx(tx, entity, recordID, now)))
        settled = true;
    }
    return settled;
  });
}

async function sendAll(
  context: SyncContext,
  recorder: PushRecorder,
  only?: ReadonlySet<string>,
): Promise<RoundResult> {
  let result: RoundResult = { kind: 'done' };
  // Only the signed-in person's own writes: anyone else's stay aside until they sign in again.
  const signedIn = context.auth();
  const sendable = async () =>
    (await context.mirror.outbox()).filter((entry) => isSendableBy(entry, signedIn));
  let entries = await sendable();
  if (only === undefined && (await settleHeldConflicts(context, entries))) entries = await sendable();
  // A pass that sends again only some records holds back every other one.
  const held = new Set<string>(
    only === undefined ? [] : entries.map(recordKey).filter((key) => !only.has(key)),
  );
  let plan = planBatch(context, entries, 0, held, new Set());
  // The heads of the planned batch, when read ahead while the batch before it travelled.
  let ahead: Promise<Head[]> | null = null;
  while (plan.batch.length > 0) {
    if (!context.isOnline()) return worseResult(result, { kind: 'offline' });
    const auth = context.auth();
    if (auth === null) return worseResult(result, { kind: 'auth' });
    // Someone else signed in while this round ran: their token never carries these writes.
    if (auth.userID !== signedIn?.userID)
      return worseResult(result, { kind: 'retry', message: 'The person signed in changed' });
    let heads: Head[];
    if (ahead === null) {
      for (const entry of plan.batch) await recorder.settle(recordKey(entry));
      heads = await readHeads(context, plan.batch);
    } else {
      heads = await ahead;
    }
    const writes: { entry: OutboxEntry; record: MirrorRecord | undefined }[] = [];
    for (const [position, entry] of plan.batch.entries()) {
      const { record, isHead } = heads[position] ?? { record: undefined, isHead: false };
      if (!isHead || record?._syncState === 'conflict' || record?._syncState === 'failed')
        held.add(recordKey(entry));
      else writes.push({ entry, record });
    }
    const travelling = new Set(plan.batch.map(recordKey));
    const next = planBatch(context, entries, plan.end, held, travelling);
    if (writes.length === 0) {
      plan = next.batch.length > 0 ? next : planBatch(context, entries, plan.end, held, new Set());
      ahead = null;
      continue;
    }
    const target = {
      baseUrl: context.baseUrl,
      ...(context.bases === undefined ? {} : { bases: context.bases }),
      token: auth.token,
    };
    const answer = quiet(send(context, writes, target));
    // While the batch travels, the mirror reads the next batch's records (none of them travel now).
    ahead =
      next.batch.length > 0 && next.batch.every((entry) => !recorder.isPending(recordKey(entry)))
        ? quiet(readHeads(context, next.batch))
        : null;
    let outcomes: PushOutcome[];
    try {
      outcomes = await answer;
    } catch (error) {
      context.log('push: no answer', { writes: writes.length, error });
      return worseResult(result, { kind: 'retry', message: networkMessage(error), network: true });
    }
    for (const [position, { entry }] of writes.entries()) {
      const key = recordKey(entry);
      const outcome = outcomes[position] ?? { kind: 'retry', message: 'No answer for this write' };
      if (outcome.kind === 'auth') return { kind: 'auth' };
      if (outcome.kind === 'retry') {
        held.add(key);
        result = worseResult(result, { kind: 'retry', message: outcome.message });
        continue;
      }
      await recorder.record(entry, outcome);
      if (outcome.kind !== 'settled') {
        context.log(`push: ${outcome.kind}`, {
          entity: entry.entity,
          id: entry.recordID,
          message: outcome.message,
        });
        held.add(key);
      }
    }
    if (next.batch.length > 0) {
      plan = next;
    } else {
      plan = planBatch(context, entries, plan.end, held, new Set());
      ahead = null;
    }
  }
  return result;
}

/**
 * Passes of one push at most: after the first, each sends again only the records whose 409 was
 * merged (someone else changed other fields meanwhile). Whatever still meets a 409 after
 * that waits for the next round.
 */
export const PUSH_MERGE_PASSES = 3;

/**
 * Sends the outbox in order, in batches (one request for up to PUSH_BATCH_SIZE writes, see
 * docs/api.md). Each record's writes go strictly one after another: a batch holds at most one
 * write per record and ends before a record's next write, which goes on the version its
 * previous answer made. A record that is in conflict, failed, or waiting for a retry holds
 * back only its own later writes. A network error ends the round (the network is gone); a
 * 5xx skips the records it answered and the round goes on; a 401 ends it. The mirror work
 * runs while writes travel: the next batch's records are read in one transaction, and answers
 * are recorded in batches (pushRecorder). A 409 that changed none of the fields a record's
 * writes change is merged (pushOutcome) and those writes go again in the same round, as do
 * conflicts their entity's merge rule settles (sync/merge-rule.ts).
 */
export async function pushOutbox(context: SyncContext): Promise<RoundResult> {
  const recorder = pushRecorder(context);
  try {
    let result = await sendAll(context, recorder);
    for (
      let pass = 1;
      pass < PUSH_MERGE_PASSES &&
      (result.kind === 'done' || (result.kind === 'retry' && result.network !== true));
      pass += 1
    ) {
      await recorder.flush();
      const again = recorder.takeMerged();
      if (again.size === 0) break;
      result = worseResult(result, await sendAll(context, recorder, again));
    }
    return result;
  } finally {
    await recorder.flush();
  }
}
