import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_KEY, SIGN_IN_KEY } from '../../session/auth-config';
import { memoryStorage } from '../../session/memory-storage';
import { useSession, type AppSession, type SessionApi } from '../../session/session-context';
import { createSessionStore } from '../../session/session-store';
import { SessionProvider, type SessionDeps } from './SessionProvider';
import { testSession } from '../../session/testing/test-session';

const signedIn: AppSession = testSession();

function setup(stored: Record<string, string> = {}) {
  const local = memoryStorage(stored);
  const signIn = memoryStorage();
  const store = createSessionStore(local);
  const leave = vi.fn<() => Promise<void>>(async () => undefined);
  const deps: SessionDeps = {
    origin: 'https://app.bulktrade.test',
    signInStorage: signIn,
    assign: vi.fn<(url: string) => void>(),
    clearAllData: vi.fn<() => Promise<void>>(async () => local.clear()),
    loadTraining: async () => ({ enter: async () => signedIn, leave, isActive: () => true }),
  };
  let api: SessionApi | null = null;
  function Probe() {
    api = useSession();
    return <p>{api.session?.userName ?? 'signed out'}</p>;
  }
  render(
    <SessionProvider store={store} deps={deps}>
      <Probe />
    </SessionProvider>,
  );
  const current = (): SessionApi => {
    if (api === null) throw new Error('not rendered');
    return api;
  };
  return { local, signIn, store, deps, leave, current };
}

describe('SessionProvider', () => {
  it('restores a stored session at once, with nothing to wait for', () => {
    const { current } = setup({ [SESSION_KEY]: JSON.stringify(signedIn) });
    expect(screen.getByText('training@bulktrade.app')).toBeInTheDocument();
    expect(current().restoring).toBe(false);
  });

  it('login keeps state, verifier and returnTo and sends the browser to the sign-in page', async () => {
    const { current, deps, signIn } = setup();
    await act(() => current().login('/hub/packing'));
    expect(String(vi.mocked(deps.assign).mock.calls[0]?.[0])).toMatch(
      /^https:\/\/app\.bulktrade\.test\/auth\/v1\/authorize\?/,
    );
    expect(JSON.parse(signIn.getItem(SIGN_IN_KEY) ?? '{}')).toMatchObject({ returnTo: '/hub/packing' });
  });

  it('adopt keeps a session made elsewhere and shows it', () => {
    const { current, local } = setup();
    act(() => current().adopt(signedIn));
    expect(screen.getByText('training@bulktrade.app')).toBeInTheDocument();
    expect(JSON.parse(local.getItem(SESSION_KEY) ?? '{}')).toMatchObject({ userID: 'user-1' });
  });

  it('logout clears all data, forgets the session and goes home', async () => {
    const { current, deps, local } = setup({ [SESSION_KEY]: JSON.stringify(signedIn), BTcosmetics: '{}' });
    await act(() => current().logout());
    expect(deps.clearAllData).toHaveBeenCalledTimes(1);
    expect(local.getItem(SESSION_KEY)).toBeNull();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(deps.assign).toHaveBeenLastCalledWith('/');
  });

  it('logout from training mode leaves training mode too', async () => {
    const { current, leave } = setup({ [SESSION_KEY]: JSON.stringify({ ...signedIn, isTraining: true }) });
    await act(() => current().logout());
    expect(leave).toHaveBeenCalledTimes(1);
  });
});

describe('SessionProvider handOver', () => {
  it('puts the device aside for the person leaving, forgets the session without clearing all data, and goes home', async () => {
    const { local, store, deps, current } = setup();
    const handOverDevice = vi.fn<(leaving: AppSession | null) => Promise<void>>(async () => undefined);
    deps.handOverDevice = handOverDevice;
    act(() => store.set(signedIn));
    await act(() => current().handOver());
    expect(handOverDevice).toHaveBeenCalledWith(signedIn);
    expect(deps.clearAllData).not.toHaveBeenCalled();
    expect(local.getItem(SESSION_KEY)).toBeNull();
    expect(deps.assign).toHaveBeenCalledWith('/');
  });
});
