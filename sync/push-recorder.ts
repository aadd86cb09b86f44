import type { OutboxEntry } from './mirror-types';
import { applyPushOutcome, type PushOutcome } from './push-outcome';
import type { SyncContext } from './sync-context';

/** An answer that changes the mirror (retries and 401s do not). */
export type RecordedOutcome = Exclude<PushOutcome, { kind: 'retry' } | { kind: 'auth' }>;

/** Answers waiting or being recorded at most; the next send waits beyond that. */
export const RECORDING_BACKLOG = 64;

/** Which queued write a key names: one record's writes share it. */
export function recordKey(entry: Pick<OutboxEntry, 'entity' | 'recordID'>): string {
  return `${entry.entity}\u0000${entry.recordID}`;
}

/**
 * Records push answers in the mirror while the next writes travel. Answers that arrive while
 * one transaction is recording wait and go together into the next (a group commit), in the
 * order they came, so a slow disk costs one transaction per batch rather than per write.
 * A failed transaction fails `flush` and every later `record`.
 * @example const recorder = pushRecorder(context); await recorder.record(entry, outcome); await recorder.flush();
 */
export function pushRecorder(context: SyncContext) {
  let waiting: { entry: OutboxEntry; outcome: RecordedOutcome }[] = [];
  let inFlight: { keys: ReadonlySet<string>; done: Promise<void> } | null = null;
  let failure: { error: unknown } | null = null;
  let idle: Promise<void> = Promise.resolve();
  // Records whose 409 was merged: their writes go again on the server's record.
  let merged = new Set<string>();

  function startBatch(): void {
    if (inFlight !== null || waiting.length === 0 || failure !== null) return;
    const batch = waiting;
    waiting = [];
    const entities = [...new Set(batch.map(({ entry }) => entry.entity))];
    const done = context.mirror
      .transact(entities, async (tx) => {
        const now = context.clock.now();
        const again: string[] = [];
        for (const { entry, outcome } of batch)
          if (await applyPushOutcome(tx, entry, outcome, now)) again.push(recordKey(entry));
        return again;
      })
      .then((again) => {
        for (const key of again) merged.add(key);
      })
      .catch((error: unknown) => {
        failure = { error };
      })
      .finally(() => {
        inFlight = null;
        startBatch();
      });
    inFlight = { keys: new Set(batch.map(({ entry }) => recordKey(entry))), done };
    idle = done;
  }

  function throwIfFailed(): void {
    if (failure !== null) throw failure.error;
  }

  async function settled(): Promise<void> {
    while (inFlight !== null || (waiting.length > 0 && failure === null)) {
      startBatch();
      await idle;
    }
    throwIfFailed();
  }

  return {
    /** Queues an answer to record; waits only when the backlog is full. */
    async record(entry: OutboxEntry, outcome: RecordedOutcome): Promise<void> {
      throwIfFailed();
      waiting.push({ entry, outcome });
      startBatch();
      while (waiting.length >= RECORDING_BACKLOG && failure === null) await idle;
      throwIfFailed();
    },
    /** Whether an answer for this record is not yet in the mirror. */
    isPending(key: string): boolean {
      return (inFlight?.keys.has(key) ?? false) || waiting.some(({ entry }) => recordKey(entry) === key);
    },
    /** Resolves once this record's answers are in the mirror. */
    async settle(key: string): Promise<void> {
      while (this.isPending(key) && failure === null) {
        startBatch();
        await idle;
      }
      throwIfFailed();
    },
    /** Resolves once every answer is in the mirror; throws if recording failed. */
    flush: settled,
    /** The records whose 409 was merged since the last call (their writes should go again). */
    takeMerged(): ReadonlySet<string> {
      const taken = merged;
      merged = new Set();
      return taken;
    },
  };
}

export type PushRecorder = ReturnType<typeof pushRecorder>;
