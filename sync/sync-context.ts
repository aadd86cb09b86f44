import type { ServiceBases } from '../src/entities/derive/api-paths';
import type { AuthSource, Clock, MirrorPort, SyncLog, Transport } from './ports';

/** What one push or pull round needs; the engine builds it from its ports and options. */
export type SyncContext = {
  mirror: MirrorPort;
  transport: Transport;
  clock: Clock;
  auth: AuthSource;
  baseUrl: string;
  bases?: ServiceBases;
  /** Rows asked for per page of changes. */
  pageSize: number;
  /** Writes sent in one batch at most (PUSH_BATCH_SIZE when absent). */
  pushBatchSize?: number;
  /** Set once the services answered that they have no batch route: writes then go one by one. */
  singleWrites?: boolean;
  /** Set once the services answered that they have no batched pull route: sections then open one by one. */
  singlePulls?: boolean;
  isOnline(): boolean;
  log: SyncLog;
  /** Set when a pull settled a conflict by a merge rule: its merged write waits to be pushed. */
  ruleMerged?: boolean;
};

/** How a round ended. 'retry' covers network errors and 5xx; 'auth' a 401. */
export type RoundResult =
  | { kind: 'done' }
  | {
      kind: 'retry';
      message: string;
      /** No answer at all: the network, not one section. */ network?: boolean;
    }
  | { kind: 'auth' }
  | { kind: 'offline' };

/**
 * The worse of two round results: auth over retry over offline over done.
 * @example worseResult({ kind: 'done' }, { kind: 'auth' }) // { kind: 'auth' }
 */
export function worseResult(a: RoundResult, b: RoundResult): RoundResult {
  const rank = { done: 0, offline: 1, retry: 2, auth: 3 } as const;
  return rank[b.kind] > rank[a.kind] ? b : a;
}

/** A transport failure (no answer at all) as a message. */
export function networkMessage(error: unknown): string {
  return error instanceof Error ? `Network error: ${error.message}` : 'Network error';
}

/**
 * Whether a pull settled a conflict by a merge rule since the last call (its merged write waits to be pushed); clears it.
 * @example if (takeRuleMerged(context)) await pushOutbox(context);
 */
export function takeRuleMerged(context: SyncContext): boolean {
  const merged = context.ruleMerged === true;
  context.ruleMerged = false;
  return merged;
}
