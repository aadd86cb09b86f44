import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memory-storage';
import type { AppSession } from './session-context';
import {
  DEVICE_KEY,
  deviceIdOf,
  needsRenewal,
  renewSession,
  revokeRefreshToken,
  startSessionRenewal,
  type RenewalDeps,
} from './session-renewal';
import { createSessionStore } from './session-store';
import { testSession } from './testing/test-session';

const now = new Date('2026-11-20T10:00:00.000Z');
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const driver = (overrides: Partial<AppSession> = {}) =>
  testSession({
    userID: 'driver-1',
    userName: 'driver@acme.test',
    refreshToken: 'rt-1.secret',
    expiresOn: hoursFromNow(1),
    ...overrides,
  });

function deps(answer: () => Promise<Response>, online = true) {
  const sent: { url: string; body: string }[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    sent.push({ url: String(input), body: String(init?.body) });
    return answer();
  });
  const ports: RenewalDeps = {
    origin: 'https://app.bulktrade.test',
    fetch,
    now: () => now,
    deviceID: 'van-7',
    isOnline: () => online,
  };
  return { ports, sent };
}

describe('needsRenewal', () => {
  it('renews a session with a refresh token when less than three hours are left, or when it ran out', () => {
    expect(needsRenewal(driver({ expiresOn: hoursFromNow(11) }), now)).toBe(false);
    expect(needsRenewal(driver({ expiresOn: hoursFromNow(2) }), now)).toBe(true);
    expect(needsRenewal(driver({ expiresOn: hoursFromNow(-1) }), now)).toBe(true);
  });

  it('never renews without a refresh token, or in training', () => {
    const { refreshToken: _none, ...withoutRefresh } = driver();
    expect(needsRenewal(withoutRefresh, now)).toBe(false);
    expect(needsRenewal(driver({ isTraining: true }), now)).toBe(false);
    expect(needsRenewal(null, now)).toBe(false);
  });
});

describe('renewSession', () => {
  it("sends the refresh grant with this device's id and keeps the rotated refresh token", async () => {
    const { ports, sent } = deps(async () =>
      json({
        access_token: 'token-2',
        token_type: 'Bearer',
        expires_in: 43_200,
        refresh_token: 'rt-2.secret',
      }),
    );
    const result = await renewSession(driver() as AppSession & { refreshToken: string }, ports);
    expect(sent[0]?.url).toBe('https://app.bulktrade.test/auth/v1/token');
    expect(Object.fromEntries(new URLSearchParams(sent[0]?.body))).toEqual({
      grant_type: 'refresh_token',
      client_id: 'bulktrade-web',
      refresh_token: 'rt-1.secret',
      device_id: 'van-7',
    });
    expect(result).toEqual({
      kind: 'renewed',
      session: expect.objectContaining({
        token: 'token-2',
        refreshToken: 'rt-2.secret',
        expiresOn: hoursFromNow(12),
        userID: 'driver-1',
      }),
    });
  });

  it('tells a refusal (sign in again) from no answer (try again later)', async () => {
    const session = driver() as AppSession & { refreshToken: string };
    expect(
      await renewSession(session, deps(async () => json({ error: 'invalid_grant' }, 400)).ports),
    ).toEqual({ kind: 'refused' });
    expect(await renewSession(session, deps(async () => json({ message: 'down' }, 503)).ports)).toEqual({
      kind: 'unreachable',
    });
    expect(
      await renewSession(session, deps(async () => Promise.reject(new TypeError('offline'))).ports),
    ).toEqual({ kind: 'unreachable' });
  });
});

describe('startSessionRenewal', () => {
  it('renews the stored session before it runs out while online, so a long shift never signs in again', async () => {
    const store = createSessionStore(memoryStorage());
    store.set(driver());
    const { ports } = deps(async () =>
      json({ access_token: 'token-2', expires_in: 43_200, refresh_token: 'rt-2.secret' }),
    );
    const renewal = startSessionRenewal(store, ports);
    expect(await renewal.now()).toBe(true);
    expect(store.current()).toMatchObject({
      token: 'token-2',
      refreshToken: 'rt-2.secret',
      expiresOn: hoursFromNow(12),
    });
    renewal.stop();
  });

  it('renews a session that ran out offline once the device is online again', async () => {
    const store = createSessionStore(memoryStorage());
    store.set(driver({ expiresOn: hoursFromNow(-2) }));
    let online = false;
    const { ports } = deps(async () =>
      json({ access_token: 'token-2', expires_in: 43_200, refresh_token: 'rt-2.secret' }),
    );
    const renewal = startSessionRenewal(store, { ...ports, isOnline: () => online });
    expect(await renewal.now()).toBe(false);
    online = true;
    expect(await renewal.now()).toBe(true);
    expect(store.current()?.token).toBe('token-2');
    renewal.stop();
  });

  it('drops a refused refresh token and never touches a session that changed meanwhile', async () => {
    const store = createSessionStore(memoryStorage());
    store.set(driver());
    const refused = startSessionRenewal(store, deps(async () => json({ error: 'invalid_grant' }, 400)).ports);
    await refused.now();
    expect(store.current()?.refreshToken).toBeUndefined();
    expect(store.current()?.token).toBe('token');

    store.set(driver());
    const someoneElse = testSession({ userID: 'packer-2', userName: 'packer@acme.test' });
    const switching = startSessionRenewal(
      store,
      deps(async () => {
        store.set(someoneElse);
        return json({ access_token: 'token-2', expires_in: 43_200, refresh_token: 'rt-2.secret' });
      }).ports,
    );
    await switching.now();
    expect(store.current()).toEqual(someoneElse);
  });
});

describe('startSessionRenewal in several tabs', () => {
  it('takes the session another tab already renewed instead of using the spent refresh token again', async () => {
    const store = createSessionStore(memoryStorage());
    store.set(driver());
    const renewedElsewhere = driver({
      token: 'token-2',
      refreshToken: 'rt-2.secret',
      expiresOn: hoursFromNow(12),
    });
    const { ports, sent } = deps(async () => json({ error: 'invalid_grant' }, 400));
    const order: string[] = [];
    const renewal = startSessionRenewal(store, {
      ...ports,
      stored: () => renewedElsewhere,
      exclusive: async (work) => {
        order.push('locked');
        return work();
      },
    });
    expect(await renewal.now()).toBe(true);
    expect(sent).toEqual([]);
    expect(order.length).toBeGreaterThan(0);
    expect(store.current()).toMatchObject({ token: 'token-2', refreshToken: 'rt-2.secret' });
    renewal.stop();
  });
});

describe('the device id', () => {
  it('is made once and kept', () => {
    const storage = memoryStorage();
    const first = deviceIdOf(storage, () => 'made-1');
    expect(deviceIdOf(storage, () => 'made-2')).toBe(first);
    expect(storage.getItem(DEVICE_KEY)).toBe('made-1');
  });
});

describe('revokeRefreshToken', () => {
  it('asks the sign-in service to revoke the refresh token at sign-out', () => {
    const send = vi.fn<typeof globalThis.fetch>(async () => new Response(null));
    revokeRefreshToken(driver(), 'https://app.bulktrade.test', send);
    expect(send).toHaveBeenCalledWith(
      'https://app.bulktrade.test/auth/v1/revoke',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(Object.fromEntries(new URLSearchParams(String(send.mock.calls[0]?.[1]?.body)))).toEqual({
      token: 'rt-1.secret',
      client_id: 'bulktrade-web',
    });
  });
});
