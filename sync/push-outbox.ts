import type { MirrorRecord, OutboxEntry } from './mirror-types';
import { applyPushOutcome, readPushOutcome } from './push-outcome';
import { pushRequest } from './push-request';
import { networkMessage, worseResult, type RoundResult, type SyncContext } from './sync-context';

function recordKey(entry: Pick<OutboxEntry, 'entity' | 'recordID'>): string {
  return `${entry.entity}\u0000${entry.recordID}`;
}

// The record and whether this entry is still the first one queued for it (read together).
async function readHead(context: SyncContext, entry: OutboxEntry): Promise<{ record: MirrorRecord | undefined; isHead: boolean }> {
  return context.mirror.transact([entry.entity], async (tx) => {
    const [record, queued] = await Promise.all([tx.getRecord(entry.entity, entry.recordID), tx.entriesFor(entry.entity, entry.recordID)]);
    return { record, isHead: queued[0]?.seq === entry.seq };
  });
}

/**
 * Sends the outbox in order. Each record's writes go strictly one after another; a record
 * that is in conflict, failed, or waiting for a retry holds back only its own later writes.
 * A network error ends the round (the network is gone); a 5xx skips the record and the
 * round goes on; a 401 ends it.
 */
export async function pushOutbox(context: SyncContext): Promise<RoundResult> {
  const held = new Set<string>();
  let result: RoundResult = { kind: 'done' };
  for (const entry of await context.mirror.outbox()) {
    const key = recordKey(entry);
    if (held.has(key)) continue;
    if (!context.isOnline()) return worseResult(result, { kind: 'offline' });
    const auth = context.auth();
    if (auth === null) return worseResult(result, { kind: 'auth' });
    const { record, isHead } = await readHead(context, entry);
    if (!isHead || record?._syncState === 'conflict' || record?._syncState === 'failed') {
      held.add(key);
      continue;
    }
    let response: Response;
    let outcome;
    try {
      response = await context.transport(pushRequest(entry, record, { baseUrl: context.baseUrl, bases: context.bases, token: auth.token }));
      outcome = await readPushOutcome(entry, response);
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
    await context.mirror.transact([entry.entity], (tx) => applyPushOutcome(tx, entry, outcome, context.clock.now()));
    if (outcome.kind !== 'settled') {
      context.log(`push: ${outcome.kind}`, { entity: entry.entity, id: entry.recordID, message: outcome.message });
      held.add(key);
    }
  }
  return result;
}
