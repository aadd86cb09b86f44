/**
 * The services' clock an end-to-end test may move (issue 23: an order placed offline before a
 * cut-off arrives after it). Only the e2e hosts start with it (E2E_TEST_CLOCK=1, set by
 * tests/e2e/support/start-hosts.ts); a host started any other way has no such route and runs on
 * the real clock. `POST /__e2e/clock` with `{ "at": ISO }` moves the services' time to that
 * instant (it runs on from there), `{ "at": null }` puts it back.
 */
export type TestClock = { now: () => Date; route: (request: Request) => Promise<Response> | null };

/** The path of the test clock's route. */
export const TEST_CLOCK_PATH = '/__e2e/clock';

/**
 * Whether this start asks for the test clock: only E2E_TEST_CLOCK=1 exactly (NODE_ENV cannot
 * tell: the e2e hosts run the production build, and vite's build sets it to production).
 * @example wantsTestClock({ E2E_TEST_CLOCK: '1' }) // true
 */
export function wantsTestClock(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.E2E_TEST_CLOCK === '1';
}

/**
 * A clock running `offset` ms from the real one, and its route. `afterMove` runs once the clock
 * moved, before the route answers (the host runs its background work then, as its time came).
 * @example const clock = createTestClock(); createServices({ ..., clock: clock.now })
 */
export function createTestClock(
  realNow: () => number = Date.now,
  afterMove: () => Promise<void> = async () => undefined,
): TestClock {
  let offset = 0;
  const now = () => new Date(realNow() + offset);
  return {
    now,
    route(request) {
      if (new URL(request.url).pathname !== TEST_CLOCK_PATH) return null;
      return (async () => {
        if (request.method !== 'POST')
          return Response.json({ message: 'POST { at } to move the clock' }, { status: 405 });
        const body = (await request.json().catch(() => null)) as { at?: unknown } | null;
        const at = body?.at;
        if (at === null) offset = 0;
        else if (typeof at === 'string' && !Number.isNaN(new Date(at).getTime()))
          offset = new Date(at).getTime() - realNow();
        else return Response.json({ message: 'at must be an ISO instant or null' }, { status: 422 });
        await afterMove();
        return Response.json({ now: now().toISOString() });
      })();
    },
  };
}
