import type { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { USERS_SECTION } from '../../server/auth/account-records';
import {
  CLIENT_ID,
  fakeClock,
  jsonOf,
  pkcePair,
  postToken,
  signInForCode,
  tokenFields,
} from '../../server/auth/auth-test-kit';
import { REFRESH_NOT_VALID_MESSAGE, REFRESH_TOKENS_SECTION } from '../../server/auth/refresh-tokens';
import { seedUser } from '../../server/auth/seed-user';
import { createServices } from '../../server/services';
import type { Store } from '../../server/store/store';

// Session renewal on every store (issue 22): a refresh token is given to a device at sign-in,
// works once (each use gives the next), only from that device, and not after sign-out revokes
// it; two service processes over one store agree on all of it.

const SECRET = 'refresh-contract-secret-at-least-32-bytes';
const PASSWORD = 'Correct-horse9!';
const USER = 'driver@acme.test';
const VAN = 'device-van-7';
const BASE = 'http://localhost:8787';

type World = { store: Store; app: Hono; other: Hono; clock: ReturnType<typeof fakeClock> };

async function world(open: () => Promise<Store>, opened: Store[]): Promise<World> {
  const store = await open();
  opened.push(store);
  const clock = fakeClock('2026-11-20T06:00:00.000Z');
  const services = () =>
    createServices({
      store,
      secret: SECRET,
      clock: clock.now,
      passwordIterations: 1000,
      allowedRedirect: () => true,
    });
  await seedUser({
    store,
    company: { id: 'acme', companyName: 'Acme Wholesale', subscriptionCode: 'SUPP' },
    user: { id: 'acme-driver', userName: USER, permissions: 'driver', isGlobalAdmin: false },
    password: PASSWORD,
    passwordIterations: 1000,
  });
  // Two service processes over the same store.
  return { store, app: services(), other: services(), clock };
}

/** Signs in on a device: the code flow with device_id; answers the token answer. */
async function signInOnDevice(app: Hono, deviceID: string | null): Promise<Record<string, unknown>> {
  const { verifier, challenge } = await pkcePair();
  const code = await signInForCode(app, challenge, USER, PASSWORD);
  const response = await postToken(
    app,
    tokenFields(code, verifier, deviceID === null ? {} : { device_id: deviceID }),
  );
  expect(response.status).toBe(200);
  return jsonOf(response);
}

async function refresh(
  app: Hono,
  refreshToken: unknown,
  deviceID = VAN,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await postToken(app, {
    grant_type: 'refresh_token',
    client_id: CLIENT_ID,
    refresh_token: String(refreshToken),
    device_id: deviceID,
  });
  return { status: response.status, body: await jsonOf(response) };
}

async function profileStatus(app: Hono, accessToken: unknown): Promise<number> {
  return (
    await app.request(`${BASE}/auth/v1/my-profile`, {
      headers: { Authorization: `Bearer ${String(accessToken)}` },
    })
  ).status;
}

export function describeRefreshTokenContract(name: string, open: () => Promise<Store>): void {
  const opened: Store[] = [];
  afterAll(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });

  describe(`refresh tokens (${name})`, () => {
    it('renew a session on its device; each is good once, and the used one is refused by every service process', async () => {
      const { app, other, store, clock } = await world(open, opened);
      const first = await signInOnDevice(app, VAN);
      expect(first.refresh_token).toEqual(expect.any(String));
      // Only a hash of the secret is kept.
      const [id, secret] = String(first.refresh_token).split('.');
      const stored = await store.get(REFRESH_TOKENS_SECTION, id ?? '');
      expect(JSON.stringify(stored?.data)).not.toContain(secret);

      clock.advance(11 * 60 * 60);
      const renewed = await refresh(other, first.refresh_token);
      expect(renewed.status).toBe(200);
      expect(renewed.body).toMatchObject({
        token_type: 'Bearer',
        expires_in: 12 * 60 * 60,
        refresh_token: expect.any(String),
      });
      expect(renewed.body.refresh_token).not.toBe(first.refresh_token);
      // A shift longer than a token's life: the renewed token works after the first one ran out.
      clock.advance(2 * 60 * 60);
      expect(await profileStatus(app, first.access_token)).toBe(401);
      expect(await profileStatus(app, renewed.body.access_token)).toBe(200);

      for (const process of [app, other]) {
        const reused = await refresh(process, first.refresh_token);
        expect(reused.status).toBe(400);
        expect(reused.body).toMatchObject({ error: 'invalid_grant', message: REFRESH_NOT_VALID_MESSAGE });
      }
      expect((await refresh(app, renewed.body.refresh_token)).status).toBe(200);
    });

    it('is refused from another device, and still works from its own', async () => {
      const { app } = await world(open, opened);
      const signedIn = await signInOnDevice(app, VAN);
      const stolen = await refresh(app, signedIn.refresh_token, 'device-somewhere-else');
      expect(stolen.status).toBe(400);
      expect(stolen.body.error).toBe('invalid_grant');
      expect((await refresh(app, signedIn.refresh_token, VAN)).status).toBe(200);
    });

    it('is refused once signing out revoked it, by every service process', async () => {
      const { app, other } = await world(open, opened);
      const signedIn = await signInOnDevice(app, VAN);
      const revoked = await other.request(`${BASE}/auth/v1/revoke`, {
        method: 'POST',
        body: new URLSearchParams({ token: String(signedIn.refresh_token), client_id: CLIENT_ID }),
      });
      expect(revoked.status).toBe(200);
      for (const process of [app, other])
        expect((await refresh(process, signedIn.refresh_token)).status).toBe(400);
      // Revoking an unknown token answers the same, telling nothing.
      const unknown = await app.request(`${BASE}/auth/v1/revoke`, {
        method: 'POST',
        body: new URLSearchParams({ token: 'rt-nothing.secret', client_id: CLIENT_ID }),
      });
      expect(unknown.status).toBe(200);
    });

    it('is refused when it ran out, or when its user no longer may sign in', async () => {
      const { app, store, clock } = await world(open, opened);
      const lapsed = await signInOnDevice(app, VAN);
      clock.advance(15 * 24 * 60 * 60);
      expect((await refresh(app, lapsed.refresh_token)).status).toBe(400);

      const signedIn = await signInOnDevice(app, VAN);
      const user = await store.get(USERS_SECTION, 'acme-driver');
      if (user === null) throw new Error('no user');
      await store.update({ ...user, isInactive: true }, user.rowVersion);
      expect((await refresh(app, signedIn.refresh_token)).status).toBe(400);
    });

    it('is given only to a client that names its device, and never for a forged or missing one', async () => {
      const { app } = await world(open, opened);
      expect((await signInOnDevice(app, null)).refresh_token).toBeUndefined();
      const signedIn = await signInOnDevice(app, VAN);
      const [id] = String(signedIn.refresh_token).split('.');
      expect((await refresh(app, `${id}.a-guessed-secret`)).status).toBe(400);
      const missing = await postToken(app, {
        grant_type: 'refresh_token',
        client_id: CLIENT_ID,
        refresh_token: String(signedIn.refresh_token),
      });
      expect(missing.status).toBe(400);
      expect((await jsonOf(missing)).error).toBe('invalid_request');
    });
  });
}
