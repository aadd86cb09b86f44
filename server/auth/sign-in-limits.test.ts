import { describe, expect, it } from 'vitest';
import {
  authorizeParams,
  authWorld,
  jsonOf,
  PASSWORD,
  pkcePair,
  postSignIn,
  TEST_ADDRESS_HEADER,
  USER_NAME,
} from './auth-test-kit';
import { INCORRECT_SIGN_IN_MESSAGE } from './sign-in-page';
import { ACCOUNT_RULE, ADDRESS_RULE, REGISTRATION_RULE, SIGN_IN_BUSY_MESSAGE } from './sign-in-limits';

type World = Awaited<ReturnType<typeof authWorld>>;

async function attempt(world: World, userName: string, password: string, address = '10.0.0.1') {
  const { challenge } = await pkcePair();
  const response = await postSignIn(world.app, authorizeParams(challenge), userName, password, address);
  const text = await response.text();
  const error = /role="alert"[^>]*>([^<]*)</.exec(text)?.[1] ?? null;
  return { status: response.status, error, retryAfter: response.headers.get('Retry-After') };
}

function register(world: World, n: number, address: string) {
  return world.app.request('http://localhost:8787/auth/v1/account/post', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [TEST_ADDRESS_HEADER]: address },
    body: JSON.stringify({
      companyName: `Company ${n}`,
      userName: `owner${n}@new.test`,
      password: 'New-account7&',
      subscriptionCode: 'CUST',
    }),
  });
}

describe('sign-in throttling', () => {
  it('after a few wrong passwords makes the account wait, growing, with a 429 saying how long, even for the right password', async () => {
    const world = await authWorld();
    const statuses: number[] = [];
    for (let i = 0; i <= ACCOUNT_RULE.freeFailures; i += 1)
      statuses.push((await attempt(world, USER_NAME, 'wrong')).status);
    expect(statuses).toEqual(Array(ACCOUNT_RULE.freeFailures + 1).fill(401));
    const locked = await attempt(world, USER_NAME, PASSWORD);
    expect(locked).toEqual({
      status: 429,
      error: 'Too many sign-in attempts. Wait 2 seconds and try again.',
      retryAfter: '2',
    });
    // The same account from another network waits too.
    expect((await attempt(world, USER_NAME, PASSWORD, '10.9.9.9')).status).toBe(429);
    world.clock.advance(2);
    expect((await attempt(world, USER_NAME, 'wrong again')).status).toBe(401);
    expect(await attempt(world, USER_NAME, PASSWORD)).toMatchObject({ status: 429, retryAfter: '4' });
    world.clock.advance(4);
    expect((await attempt(world, USER_NAME, PASSWORD)).status).toBe(302);
    // A sign-in clears the account's count.
    expect((await attempt(world, USER_NAME, 'wrong')).status).toBe(401);
    expect((await attempt(world, USER_NAME, PASSWORD)).status).toBe(302);
  });

  it('answers an unknown user name exactly as a known one', async () => {
    const known = await authWorld();
    const unknown = await authWorld();
    const answers = async (world: World, userName: string) => {
      const seen = [];
      for (let i = 0; i < ACCOUNT_RULE.freeFailures + 3; i += 1)
        seen.push(await attempt(world, userName, 'wrong'));
      return seen;
    };
    expect(await answers(unknown, 'nobody@acme.test')).toEqual(await answers(known, USER_NAME));
    const last = (await answers(await authWorld(), 'nobody@acme.test')).at(-1);
    expect(last?.status).toBe(429);
    expect(INCORRECT_SIGN_IN_MESSAGE).not.toBe(last?.error);
  });

  it('makes one client address wait after many failures across accounts, and no other address', async () => {
    const world = await authWorld();
    for (let i = 0; i < ADDRESS_RULE.freeFailures + 1; i += 1) {
      // A different user name each time: only the address count reaches its limit.
      expect((await attempt(world, `guess${i}@acme.test`, 'wrong', '203.0.113.7')).status).toBe(401);
    }
    expect((await attempt(world, USER_NAME, PASSWORD, '203.0.113.7')).status).toBe(429);
    expect((await attempt(world, USER_NAME, PASSWORD, '198.51.100.1')).status).toBe(302);
  });

  it('throttles sign-ups per client address', async () => {
    const world = await authWorld();
    for (let n = 0; n <= REGISTRATION_RULE.freeFailures; n += 1)
      expect((await register(world, n, '203.0.113.9')).status).toBe(201);
    const refused = await register(world, 99, '203.0.113.9');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(String((await jsonOf(refused)).message)).toContain('Wait 1 minute');
    expect((await register(world, 100, '198.51.100.2')).status).toBe(201);
    world.clock.advance(60);
    expect((await register(world, 101, '203.0.113.9')).status).toBe(201);
  });

  it('refuses at once, with 503, a sign-in beyond the hashing queue, so the API keeps its cores', async () => {
    const world = await authWorld({ limits: { hashing: { maxRunning: 1, maxWaiting: 0 } } });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered: () => void = () => undefined;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const find = world.store.findCredential.bind(world.store);
    world.store.findCredential = async (userName) => {
      entered();
      await held;
      return find(userName);
    };
    const first = attempt(world, USER_NAME, PASSWORD);
    await inside;
    expect(await attempt(world, USER_NAME, PASSWORD, '10.0.0.2')).toMatchObject({
      status: 503,
      error: SIGN_IN_BUSY_MESSAGE,
      retryAfter: '5',
    });
    release();
    expect((await first).status).toBe(302);
  });

  it('smart lockout: an attacker locks the account for unfamiliar addresses only; the real user still signs in from where they did before', async () => {
    const world = await authWorld();
    const home = '10.1.1.1';
    expect((await attempt(world, USER_NAME, PASSWORD, home)).status).toBe(302);
    // The attacker, from several addresses, runs the account's unfamiliar count up, then keeps
    // trying once per lock period, so the wait keeps doubling.
    const attackers = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];
    for (let i = 0; i <= ACCOUNT_RULE.freeFailures; i += 1)
      expect((await attempt(world, USER_NAME, `guess-${i}`, attackers[i % 3])).status).toBe(401);
    const waits: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      const locked = await attempt(world, USER_NAME, PASSWORD, '198.51.100.77');
      // Still throttled from any unfamiliar address, even with the right password.
      expect(locked.status).toBe(429);
      waits.push(locked.retryAfter ?? '');
      // The real user from home is not: the right password signs in at every round.
      expect((await attempt(world, USER_NAME, PASSWORD, home)).status).toBe(302);
      world.clock.advance(Number(locked.retryAfter));
      expect((await attempt(world, USER_NAME, `late-guess-${round}`, attackers[round % 3])).status).toBe(401);
    }
    expect(waits).toEqual(['2', '4', '8', '16', '32']);
    // A familiar address is throttled too when it fails, on its own count.
    for (let i = 0; i < ACCOUNT_RULE.freeFailures; i += 1)
      expect((await attempt(world, USER_NAME, 'typo', home)).status).toBe(401);
    expect((await attempt(world, USER_NAME, 'typo', home)).status).toBe(401);
    expect(await attempt(world, USER_NAME, PASSWORD, home)).toMatchObject({ status: 429, retryAfter: '2' });
  });

  it('never answers the real user 503 because others flood the sign-in: a familiar or a clean address hashes before addresses that failed', async () => {
    const world = await authWorld({ limits: { hashing: { maxRunning: 1, maxWaiting: 2 } } });
    const home = '10.1.1.1';
    expect((await attempt(world, USER_NAME, PASSWORD, home)).status).toBe(302);
    const burst = Array.from({ length: 80 }, (_, n) => `203.0.113.${n + 1}`);
    // Each of the 80 addresses has failed once already.
    for (const address of burst)
      expect((await attempt(world, `nobody${address}@acme.test`, 'wrong', address)).status).toBe(401);

    // Hashing held while the burst arrives: one runs, two wait, the rest of the burst is refused.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const find = world.store.findCredential.bind(world.store);
    world.store.findCredential = async (userName) => {
      await held;
      return find(userName);
    };
    const flood = burst.map((address) =>
      attempt(world, `nobody${address}@acme.test`, 'wrong again', address),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    const realUser = attempt(world, USER_NAME, PASSWORD, home);
    const newDevice = attempt(world, USER_NAME, PASSWORD, '192.0.2.50');
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const floodStatuses = (await Promise.all(flood)).map((answer) => answer.status);
    expect(floodStatuses.filter((status) => status === 503).length).toBeGreaterThan(70);
    expect((await realUser).status).toBe(302);
    expect((await newDevice).status).toBe(302);
  });
});
