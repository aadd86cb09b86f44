import type { ServiceBases } from '../src/entities/derive/api-paths';
import { authProblemOf } from './auth-problem';
import { currentAccess, type CurrentAccess } from './current-access';
import { dropEntity } from './drop-entity';
import { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './backoff';
import { resolveConflictTx, type ConflictChoice } from './conflict-resolution';
import { SYNC_LOCK_NAME } from './leadership';
import type {
  AuthSource,
  Clock,
  Leadership,
  MirrorPort,
  Random,
  SyncLog,
  SyncSignal,
  SyncSignals,
  TimerHandle,
  Timers,
  Transport,
} from './ports';
import { ownerOf, stampingTx } from './outbox-owner';
import { pullEntities, pullEntityChanges } from './pull-entities';
import { pushOutbox } from './push-outbox';
import { mirrorEntityOf } from './synced-entities';
import { takeRuleMerged, worseResult, type RoundResult, type SyncContext } from './sync-context';
import { createStatusHub, initialStatus, type StatusListener, type SyncStatus } from './sync-status';

export type SyncEnginePorts = {
  mirror: MirrorPort;
  transport: Transport;
  clock: Clock;
  timers: Timers;
  random: Random;
  auth: AuthSource;
  leadership: Leadership;
  signals: SyncSignals;
  log?: SyncLog;
};

export type SyncEngineOptions = {
  /** Origin of the services. */
  baseUrl: string;
  /** Section owners to pull (the session decides which it may see). */
  entities: () => readonly string[];
  /**
   * Told, each round before the pull, what the user may do now (the services' my-profile), so
   * `entities` follows their current role; the engine then empties from the mirror the sections
   * that left the list. Without it the session's list stands and nothing is asked.
   */
  onAccess?: (access: CurrentAccess) => void;
  bases?: ServiceBases;
  /** Rows per page of changes (the server answers at most 1000). */
  pageSize?: number;
  /** Writes pushed in one batch request at most (100). */
  pushBatchSize?: number;
  /** Time between periodic cycles. */
  periodMs?: number;
  backoff?: BackoffOptions;
  lockName?: string;
};

/**
 * The engine's typed API; the worker exposes it through comlink.
 * @example const engine = createSyncEngine(ports, { baseUrl, entities: () => ['products'] }); await engine.start();
 */
export type SyncEngine = {
  /** Joins the leadership queue; the leader syncs at once and then on every trigger. */
  start(): Promise<void>;
  /** Finishes the round under way, then gives up leadership (another tab takes over). */
  stop(): Promise<void>;
  /** A user's "sync now": push and pull at once, forgetting any backoff. Resolves with the status after. */
  syncNow(): Promise<SyncStatus>;
  status: { get(): SyncStatus; subscribe(listener: StatusListener): () => void };
  /** Pulls one entity now (a list's refresh). */
  pullEntity(name: string): Promise<SyncStatus>;
  /** Answers false when the record is not in conflict. */
  resolveConflict(entity: string, id: string, choice: ConflictChoice): Promise<boolean>;
};

/** 60 s between periodic cycles: fresh enough for an office, cheap for a phone. */
export const DEFAULT_PERIOD_MS = 60_000;

/** Builds an engine over its ports; nothing runs until start(). */
export function createSyncEngine(ports: SyncEnginePorts, options: SyncEngineOptions): SyncEngine {
  const log: SyncLog = ports.log ?? (() => undefined);
  const hub = createStatusHub(initialStatus(ports.signals.isOnline()));
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const context: SyncContext = {
    mirror: ports.mirror,
    // A request outside a round that gets through while a backoff waits (a list's refresh):
    // the network is back, so the waiting writes go now (see reachable()).
    transport: async (request) => {
      const response = await ports.transport(request);
      if (response.ok) reachable();
      return response;
    },
    clock: ports.clock,
    auth: ports.auth,
    baseUrl: options.baseUrl,
    ...(options.bases === undefined ? {} : { bases: options.bases }),
    pageSize: options.pageSize ?? 1000,
    ...(options.pushBatchSize === undefined ? {} : { pushBatchSize: options.pushBatchSize }),
    isOnline: () => hub.get().online,
    log,
  };
  let started = false;
  let leader = false;
  let attempt = 0;
  let timer: TimerHandle | null = null;
  let abort: AbortController | null = null;
  let release: () => void = () => undefined;
  let leadership: Promise<void> = Promise.resolve();
  let unsubscribe: () => void = () => undefined;
  let loop: Promise<void> | null = null;
  let dirty = false;
  // Set by a sign the network is back (the online event, a request that got through): the next
  // round runs at once, even after a failed one, instead of waiting for its backoff.
  let urgent = false;
  let inRound = false;
  // Rounds and single-entity pulls run one at a time, so cursors only move forward.
  let serial: Promise<unknown> = Promise.resolve();

  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = serial.then(work);
    serial = run.catch(() => undefined);
    return run;
  }

  function publish(change: Partial<SyncStatus>): void {
    const before = hub.get();
    const after = hub.update(change);
    if (after !== before && leader)
      ports.mirror.saveStatus(after).catch((error: unknown) => log('status: not saved', error));
  }

  // Without a session there is nobody to sync for: wait for one rather than report a 401 nobody got.
  const canRun = () => started && leader && hub.get().online && ports.auth() !== null;

  function clearTimer(): void {
    if (timer !== null) ports.timers.clear(timer);
    timer = null;
  }

  function schedule(ms: number): void {
    clearTimer();
    if (!started || !leader || !hub.get().online) return;
    timer = ports.timers.set(() => {
      timer = null;
      void requestCycle();
    }, ms);
  }

  async function refreshPending(): Promise<void> {
    publish({ pending: await ports.mirror.pendingCount() });
  }

  // The sections to pull, after learning the user's current access: those no longer permitted leave the mirror.
  async function permittedEntities(): Promise<string[]> {
    const owners = () => [...new Set(options.entities().map(mirrorEntityOf))];
    if (options.onAccess === undefined) return owners();
    const before = owners();
    const access = await currentAccess(context);
    if (access === null) return before;
    options.onAccess(access);
    publish({ access });
    const after = owners();
    for (const entity of before) if (!after.includes(entity)) await dropEntity(context, entity);
    return after;
  }

  async function round(): Promise<RoundResult> {
    publish({ running: true });
    inRound = true;
    try {
      const pushed = await pushOutbox(context);
      // Without a network or a valid token the pull would fail the same way; a 5xx on one record would not.
      if (
        pushed.kind === 'auth' ||
        pushed.kind === 'offline' ||
        (pushed.kind === 'retry' && pushed.network === true)
      )
        return pushed;
      const entities = await permittedEntities();
      takeRuleMerged(context);
      const pulled = worseResult(
        pushed,
        await pullEntities(context, entities, (firstPull) => publish({ firstPull })),
      );
      // A pulled change that met a device's work was merged by its entity's rule: send the merge now.
      return takeRuleMerged(context) ? worseResult(pulled, await pushOutbox(context)) : pulled;
    } catch (error) {
      log('round: failed', error);
      return { kind: 'retry', message: error instanceof Error ? error.message : String(error) };
    } finally {
      inRound = false;
      await refreshPending().catch(() => undefined);
    }
  }

  function settle(result: RoundResult): void {
    const now = ports.clock.now();
    publish({ running: false });
    if (!started || !leader) return;
    switch (result.kind) {
      case 'done':
        attempt = 0;
        publish({ lastSyncedAt: now, lastError: null, retryAt: null, auth: null });
        schedule(options.periodMs ?? DEFAULT_PERIOD_MS);
        return;
      case 'retry':
      case 'auth': {
        attempt += 1;
        const delay = backoffDelay(attempt, ports.random, backoff);
        publish({
          retryAt: now + delay,
          ...(result.kind === 'retry'
            ? { lastError: result.message }
            : { auth: authProblemOf(ports.auth(), now) }),
        });
        schedule(delay);
        return;
      }
      case 'offline':
        publish({ retryAt: null });
    }
  }

  async function runRounds(): Promise<RoundResult | null> {
    let last: RoundResult | null = null;
    while (dirty && canRun()) {
      dirty = false;
      urgent = false;
      last = await exclusive(round);
      // A failing round waits for its backoff instead of spinning on new triggers, unless the
      // network came back while it ran (its failure was the network going, not staying, away).
      if (last.kind !== 'done' && !urgent) break;
    }
    if (last !== null) settle(last);
    return last;
  }

  function requestCycle(): Promise<void> {
    dirty = true;
    if (loop !== null) return loop;
    const run = runRounds().then(
      (last) => {
        loop = null;
        // A trigger that came as the last round ended still gets its round (a failed one too, if the network came back).
        if ((last?.kind === 'done' || urgent) && dirty && canRun()) return requestCycle();
        return undefined;
      },
      (error: unknown) => {
        loop = null;
        log('rounds: failed', error);
      },
    );
    loop = run;
    return run;
  }

  function inBackoff(): boolean {
    const retryAt = hub.get().retryAt;
    return retryAt !== null && retryAt > ports.clock.now();
  }

  /**
   * The network is back: push and pull at once, forgetting any backoff (its wait could be up to
   * a minute: a driver saw "All changes sent" 30 s after reconnecting, issue 26).
   */
  function runNow(): Promise<void> {
    attempt = 0;
    clearTimer();
    publish({ retryAt: null });
    urgent = true;
    return requestCycle();
  }

  /** A request outside a round got through: if rounds were failing and waiting, run one now. */
  function reachable(): void {
    if (inRound || attempt === 0 || !canRun()) return;
    void runNow();
  }

  function onSignal(signal: SyncSignal): void {
    switch (signal) {
      case 'online':
        publish({ online: true });
        void runNow();
        return;
      case 'offline':
        clearTimer();
        publish({ online: false, retryAt: null });
        return;
      case 'visible':
        if (!inBackoff()) void requestCycle();
        return;
      case 'outbox':
        void refreshPending().catch(() => undefined);
        if (!inBackoff()) void requestCycle();
        return;
      case 'sync-now':
        // Never relayed again: non-leaders would bounce it between themselves forever.
        if (leader) void syncNow();
    }
  }

  async function syncNow(): Promise<SyncStatus> {
    if (!started) return hub.get();
    if (!leader) {
      ports.signals.relay?.('sync-now');
      return hub.get();
    }
    attempt = 0;
    clearTimer();
    publish({ retryAt: null });
    await requestCycle();
    return hub.get();
  }

  return {
    async start() {
      if (started) return;
      started = true;
      unsubscribe = ports.signals.subscribe(onSignal);
      publish({ online: ports.signals.isOnline() });
      abort = new AbortController();
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      leadership = ports.leadership
        .request(options.lockName ?? SYNC_LOCK_NAME, { signal: abort.signal }, async () => {
          if (!started) return;
          leader = true;
          publish({ leader: true });
          await refreshPending().catch(() => undefined);
          void requestCycle();
          await released;
          publish({ leader: false, running: false });
          leader = false;
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error && error.name === 'AbortError')) log('leadership: failed', error);
        });
      await refreshPending().catch(() => undefined);
    },

    async stop() {
      if (!started) return;
      started = false;
      unsubscribe();
      clearTimer();
      abort?.abort();
      await (loop ?? Promise.resolve());
      release();
      await leadership;
    },

    syncNow,
    status: { get: () => hub.get(), subscribe: (listener) => hub.subscribe(listener) },

    async pullEntity(name) {
      if (!canRun()) return hub.get();
      const result = await exclusive(() => {
        takeRuleMerged(context);
        return pullEntityChanges(context, mirrorEntityOf(name));
      });
      if (result.kind === 'retry') publish({ lastError: result.message });
      if (takeRuleMerged(context)) void requestCycle();
      return hub.get();
    },

    async resolveConflict(name, id, choice) {
      const entity = mirrorEntityOf(name);
      // Writes queued again are the signed-in person's: they chose to keep them.
      const owner = ownerOf(ports.auth());
      const resolved = await ports.mirror.transact([entity], (tx) =>
        resolveConflictTx(stampingTx(tx, owner), entity, id, choice, ports.clock.now()),
      );
      if (resolved && choice === 'keep-mine') {
        if (leader) onSignal('outbox');
        else ports.signals.relay?.('outbox');
      }
      await refreshPending().catch(() => undefined);
      return resolved;
    },
  };
}
