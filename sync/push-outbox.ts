import type { MirrorRecord, OutboxEntry } from './mirror-types';
import { readPushOutcome, type PushOutcome } from './push-outcome';
import { pushRecorder, recordKey, type PushRecorder } from './push-recorder';
import { pushRequest } from './push-request';
import { networkMessage, worseResult, type RoundResult, type SyncContext } from './sync-context';

type Head = { record: MirrorRecord | undefined; isHead: boolean };

/** Writes whose records are read ahead in one transaction while a write travels. */
export const HEADS_AHEAD = 16;

// Each entry's record, and whether the entry is still the first one queued for it, read together.
async function readHeads(context: SyncContext, entries: readonly OutboxEntry[]): Promise<Head[]> {
  const entities = [...new Set(entries.map((entry) => entry.entity))];
  return context.mirror.transact(entities, (tx) =>
    Promise.all(
      entries.map(async (entry) => {
        const [record, queued] = await Promise.all([tx.getRecord(entry.entity, entry.recordID), tx.entriesFor(entry.entity, entry.recordID)]);
        return { record, isHead: queued[0]?.seq === entry.seq };
      }),
    ),
  );
}

/** A promise someone may never wait for must not surface as an unhandled rejection. */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * Heads of the writes after `index`, read ahead: only a record's first write in the window,
 * and only records with no answer still being recorded (their later writes are read after it).
 */
function readAhead(
  context: SyncContext,
  entries: readonly OutboxEntry[],
  index: number,
  held: ReadonlySet<string>,
  recorder: PushRecorder,
  known: Map<number, Promise<Head>>,
): void {
  const current = entries[index];
  if (current === undefined) return;
  const seen = new Set([recordKey(current)]);
  const batch: OutboxEntry[] = [];
  for (let next = index + 1; next < entries.length && batch.length < HEADS_AHEAD; next += 1) {
    const entry = entries[next];
    if (entry === undefined) continue;
    const key = recordKey(entry);
    if (held.has(key) || seen.has(key)) continue;
    seen.add(key);
    if (known.has(entry.seq) || recorder.isPending(key)) continue;
    batch.push(entry);
  }
  if (batch.length === 0) return;
  const heads = quiet(readHeads(context, batch));
  for (const [position, entry] of batch.entries()) {
    known.set(entry.seq, quiet(heads.then((all) => all[position] ?? { record: undefined, isHead: false })));
  }
}

async function sendAll(context: SyncContext, recorder: PushRecorder): Promise<RoundResult> {
  const held = new Set<string>();
  let result: RoundResult = { kind: 'done' };
  const entries = await context.mirror.outbox();
  // Heads read ahead, by seq; read for a record only while none of its answers waited to be recorded.
  const known = new Map<number, Promise<Head>>();
  for (const [index, entry] of entries.entries()) {
    const key = recordKey(entry);
    if (held.has(key)) {
      known.delete(entry.seq);
      continue;
    }
    if (!context.isOnline()) return worseResult(result, { kind: 'offline' });
    const auth = context.auth();
    if (auth === null) return worseResult(result, { kind: 'auth' });
    let head = known.get(entry.seq);
    known.delete(entry.seq);
    if (head === undefined) {
      await recorder.settle(key);
      head = readHeads(context, [entry]).then((heads) => heads[0] ?? { record: undefined, isHead: false });
    }
    const { record, isHead } = await head;
    if (!isHead || record?._syncState === 'conflict' || record?._syncState === 'failed') {
      held.add(key);
      continue;
    }
    const target = { baseUrl: context.baseUrl, bases: context.bases, token: auth.token };
    const answer = quiet(context.transport(pushRequest(entry, record, target)).then((response) => readPushOutcome(entry, response)));
    // While this write travels, the mirror reads the next writes' records.
    if (known.size === 0) readAhead(context, entries, index, held, recorder, known);
    let outcome: PushOutcome;
    try {
      outcome = await answer;
    } catch (error) {
      context.log('push: no answer', { entity: entry.entity, id: entry.recordID, error });
      return worseResult(result, { kind: 'retry', message: networkMessage(error), network: true });
    }
    if (outcome.kind === 'auth') return { kind: 'auth' };
    if (outcome.kind === 'retry') {
      held.add(key);
      result = worseResult(result, { kind: 'retry', message: outcome.message });
      continue;
    }
    await recorder.record(entry, outcome);
    if (outcome.kind !== 'settled') {
      context.log(`push: ${outcome.kind}`, { entity: entry.entity, id: entry.recordID, message: outcome.message });
      held.add(key);
    }
  }
  return result;
}

/**
 * Sends the outbox in order, one write at a time. Each record's writes go strictly one after
 * another; a record that is in conflict, failed, or waiting for a retry holds back only its
 * own later writes. A network error ends the round (the network is gone); a 5xx skips the
 * record and the round goes on; a 401 ends it. The mirror work runs while writes travel:
 * the next writes' records are read ahead in one transaction, and answers are recorded in
 * batches (pushRecorder); a record's next write is read only after its last answer is in.
 */
export async function pushOutbox(context: SyncContext): Promise<RoundResult> {
  const recorder = pushRecorder(context);
  try {
    return await sendAll(context, recorder);
  } finally {
    await recorder.flush();
  }
}
