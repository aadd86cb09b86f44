import 'fake-indexeddb/auto';
import { render, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BulktradeDB } from '../../data/bulktrade-db';
import { createDataApi } from '../../data/create-data-api';
import { useData } from '../../data/data-context';
import type { SyncClient } from '../../data/sync-client';
import type { StatusListener, SyncStatus } from '../../../sync/sync-status';
import { memoryStorage } from '../../session/memory-storage';
import type { AppSession } from '../../session/session-context';
import { createSessionStore } from '../../session/session-store';
import { testSession } from '../../session/testing/test-session';
import { clearTrainingFlag, setTrainingFlag } from '../training/training-flag';
import { AppDataProvider } from './AppDataProvider';

const session = testSession({
  token: 't1',
  userID: 'u1',
  userName: 'sam@acme.test',
  company: { companyName: 'Acme' },
});

function fakeSync() {
  const listeners: StatusListener[] = [];
  const client: SyncClient & {
    sessions: (AppSession | null)[];
    relayed: boolean[];
    emit(status: Partial<SyncStatus>): void;
  } = {
    api: {} as SyncClient['api'],
    sessions: [],
    relayed: [],
    useRelay: async (relay) => {
      client.relayed.push(relay !== null);
    },
    setSession: async (next) => {
      client.sessions.push(next as AppSession | null);
    },
    subscribe: (listener) => {
      listeners.push(listener);
      return () => undefined;
    },
    close: vi.fn<() => Promise<void>>(async () => undefined),
    emit: (status) => listeners.forEach((listener) => listener({ auth: null, ...status } as SyncStatus)),
  };
  return client;
}

function ShowsData() {
  return <p>{useData().db.name}</p>;
}

/** The provider for a signed-in session, its sync client started with the session. */
async function signedInWithSync() {
  const onUnauthorized = vi.fn<(path: string) => void>();
  const sync = fakeSync();
  const sessions = createSessionStore(memoryStorage());
  sessions.set(session);
  render(
    <AppDataProvider
      sessions={sessions}
      onUnauthorized={onUnauthorized}
      startSync={() => sync}
      makeData={() => createDataApi(new BulktradeDB())}
    >
      <p>app</p>
    </AppDataProvider>,
  );
  await waitFor(() => expect(sync.sessions).toHaveLength(1));
  return { onUnauthorized, sync, sessions };
}

describe('AppDataProvider', () => {
  it('gives screens the mirror and the sync worker the current session, as it changes', async () => {
    const sessions = createSessionStore(memoryStorage());
    const sync = fakeSync();
    const view = render(
      <AppDataProvider
        sessions={sessions}
        onUnauthorized={() => undefined}
        startSync={() => sync}
        makeData={() => createDataApi(new BulktradeDB())}
      >
        <ShowsData />
      </AppDataProvider>,
    );
    expect(view.getByText('bulktrade')).toBeInTheDocument();
    await waitFor(() => expect(sync.sessions).toEqual([null]));
    sessions.set(session);
    sessions.set(null);
    expect(sync.sessions.map((s) => s?.token ?? null)).toEqual([null, 't1', null]);
    view.unmount();
    expect(sync.close).toHaveBeenCalled();
  });

  it('loads the mirror and starts the sync worker only once someone signs in', async () => {
    const sessions = createSessionStore(memoryStorage());
    const sync = fakeSync();
    let started = 0;
    const view = render(
      <AppDataProvider
        sessions={sessions}
        onUnauthorized={() => undefined}
        startSync={() => ((started += 1), sync)}
      >
        <p>home</p>
      </AppDataProvider>,
    );
    // Long enough for a dynamic import in this test runner; nothing is asked for while signed out.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toBe(0);
    expect(view.getByText('home')).toBeInTheDocument();
    sessions.set(session);
    await waitFor(() => expect(sync.sessions.map((s) => s?.token ?? null)).toEqual(['t1']));
    expect(started).toBe(1);
  });

  it('suspends a screen that reads the mirror until the data layer is there, then shows it', async () => {
    const sessions = createSessionStore(memoryStorage());
    const view = render(
      <AppDataProvider sessions={sessions} onUnauthorized={() => undefined} startSync={() => fakeSync()}>
        <Suspense fallback={<p>waiting</p>}>
          <ShowsData />
        </Suspense>
      </AppDataProvider>,
    );
    expect(view.getByText('waiting')).toBeInTheDocument();
    expect(await view.findByText('bulktrade', {}, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('hands each new 401 to the unauthorized handler once, with the current path', async () => {
    const { onUnauthorized, sync } = await signedInWithSync();
    sync.emit({ auth: 'token-expired' });
    sync.emit({ auth: 'token-expired' });
    sync.emit({ auth: null });
    sync.emit({ auth: 'token-expired' });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).toHaveBeenCalledWith(window.location.pathname + window.location.search);
  });

  it('hands on no 401 that answers a round of a session already ended (logging out revokes its token)', async () => {
    const { onUnauthorized, sync, sessions } = await signedInWithSync();
    sessions.set(null);
    sync.emit({ auth: 'not-logged-in' });
    sync.emit({ auth: 'token-refused' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends the sync worker’s requests through this page while training mode is on, and to the network otherwise', async () => {
    const sessions = createSessionStore(memoryStorage());
    const sync = fakeSync();
    render(
      <AppDataProvider
        sessions={sessions}
        onUnauthorized={() => undefined}
        startSync={() => sync}
        makeData={() => createDataApi(new BulktradeDB())}
      >
        <p>app</p>
      </AppDataProvider>,
    );
    await waitFor(() => expect(sync.relayed).toEqual([false]));
    try {
      setTrainingFlag('staff', localStorage);
      sessions.set(session);
      expect(sync.relayed).toEqual([false, true]);
    } finally {
      clearTrainingFlag(localStorage);
    }
    sessions.set(null);
    expect(sync.relayed).toEqual([false, true, false]);
  });
});
