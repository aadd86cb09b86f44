import { clearAllData, type ClearableStores } from '../../session/clear-all-data';
import type { AppSession } from '../../session/session-context';
import type { TrainingApi, TrainingRole } from '../../session/training-api';
import { clearTrainingFlag, isTrainingFlagSet, setTrainingFlag } from './training-flag';
import type { TrainingLogin } from './training-sign-in';

/** What training mode needs of the lazily loaded mocks/browser entry. */
export type TrainingMocks = {
  /** Answers the page's requests (and the sync worker's, relayed) with the in-browser services. */
  interceptor: {
    start(options: { freshData: boolean }): Promise<void>;
    /** Stops answering: requests go to the network again. */
    stop(): Promise<void>;
  };
  logins: Readonly<Record<TrainingRole, TrainingLogin>>;
  callbackPath: string;
};

export type TrainingModeDeps = {
  /** Loads MSW's handlers and the services; called on first use only. */
  loadMocks: () => Promise<TrainingMocks>;
  /** The stores entering and leaving empty (IndexedDB, local and session storage). */
  stores: () => ClearableStores;
  flagStorage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Makes sure the app's own service worker is registered (it is the only one, in training too). */
  registerAppWorker: () => Promise<void>;
  origin: () => string;
  fetch: typeof globalThis.fetch;
  now: () => Date;
};

/** Training mode plus what start-up needs: starting the training services again after a reload. */
export type TrainingMode = TrainingApi & {
  /** When the flag is set, starts the training services before the app makes its first request; otherwise nothing. */
  resume(): Promise<void>;
};

/**
 * Training mode over its ports. Entering and leaving both clear stored data; while training
 * lasts the page's requests (and the sync worker's, relayed through the page) are answered by
 * the in-browser services, and the app's own service worker keeps serving the shell offline.
 * @example const training = createTrainingMode(deps); const session = await training.enter('staff');
 */
export function createTrainingMode(deps: TrainingModeDeps): TrainingMode {
  let mocks: Promise<TrainingMocks> | null = null;
  const loadMocks = (): Promise<TrainingMocks> => {
    mocks ??= deps.loadMocks().catch((error: unknown) => {
      mocks = null;
      throw error;
    });
    return mocks;
  };
  const clearStoredData = () => clearAllData({ ...deps.stores(), document: undefined });

  async function leave(): Promise<void> {
    if (mocks !== null || isTrainingFlagSet(deps.flagStorage())) {
      const loaded = await loadMocks().catch(() => null);
      await loaded?.interceptor.stop();
    }
    await clearStoredData();
    clearTrainingFlag(deps.flagStorage());
    await deps.registerAppWorker();
  }

  async function enter(role: TrainingRole): Promise<AppSession> {
    // Loaded before anything is cleared, so a failed load (offline, not cached) loses nothing; the
    // sign-in's code comes with the mocks, not with every page.
    const [{ interceptor, logins, callbackPath }, { signInForTraining }] = await Promise.all([
      loadMocks(),
      import('./training-sign-in'),
    ]);
    await clearStoredData();
    setTrainingFlag(role, deps.flagStorage());
    try {
      await interceptor.start({ freshData: true });
      return await signInForTraining(logins[role], {
        origin: deps.origin(),
        callbackPath,
        fetch: deps.fetch,
        now: deps.now,
      });
    } catch (error) {
      await leave().catch(() => undefined);
      throw error;
    }
  }

  // The start-up query hook and the route guard may both ask for the same entry at once.
  let entering: { role: TrainingRole; session: Promise<AppSession> } | null = null;

  return {
    enter(role: TrainingRole): Promise<AppSession> {
      if (entering?.role === role) return entering.session;
      const session = enter(role).finally(() => {
        if (entering?.session === session) entering = null;
      });
      entering = { role, session };
      return session;
    },
    leave,
    isActive: () => isTrainingFlagSet(deps.flagStorage()),
    async resume() {
      if (!isTrainingFlagSet(deps.flagStorage())) return;
      const { interceptor } = await loadMocks();
      // The in-memory services died with the page; the stored session's token stays valid
      // because the training secret is fixed and the canned ids do not change.
      await interceptor.start({ freshData: true });
    },
  };
}
