import type { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeClock, signInForToken, type FakeClock } from '../../server/auth/auth-test-kit';
import { seedUser } from '../../server/auth/seed-user';
import { createServices } from '../../server/services';
import type { Store } from '../../server/store/store';
import { requestJson, type Answer } from './contract-app';

// Sync scopes (issue 25 §1): what of a section a device pulls is decided by the services from the
// session. A driver's phone holds its own journeys from 7 days back to 14 ahead and their stops;
// a stop moved to another driver's journey, a journey given to another driver, and a journey
// the window passed leave the phone at its next incremental pull; nothing in the request widens it.

const SECRET = 'sync-scope-contract-secret-at-least-32-bytes';
const ITERATIONS = 1000;
const PASSWORD = 'Correct-horse9!';
const BASE = 'http://localhost:8787';
const JOURNEYS = '/api/v1/Courier/Journeys';
const DELIVERIES = '/api/v1/Courier/Deliveries';
const DRIVER = 'driver,journeys.edit,deliveries.edit,releases.edit';
// 11 am in Melbourne: the window runs from 13 November to 4 December, local days.
const NOW = '2026-11-20T00:00:00.000Z';

type World = { store: Store; app: Hono; clock: FakeClock; dan: string; eve: string; office: string };

const journey = (id: string, driverUserID: string, dueStartOn: string) => ({
  section: 'Courier/Journeys',
  id,
  companyAccountID: 'acme',
  parties: [],
  isInactive: false,
  data: { id, journeyName: id, driverUserID, dueStartOn },
});

const delivery = (id: string, journeyID: string) => ({
  section: 'Courier/Deliveries',
  id,
  companyAccountID: 'acme',
  parties: [],
  isInactive: false,
  data: { id, journeyID, destinationLocationID: 'loc-1', dueArrivalOn: NOW },
});

async function world(open: () => Promise<Store>, opened: Store[]): Promise<World> {
  const store = await open();
  opened.push(store);
  const clock = fakeClock(NOW);
  const app = createServices({ store, secret: SECRET, clock: clock.now, passwordIterations: ITERATIONS });
  const acme = { id: 'acme', companyName: 'Acme Couriers', subscriptionCode: 'COUR' as const };
  const user = (id: string, permissions: string, isGlobalAdmin = false) =>
    seedUser({
      store,
      company: acme,
      user: { id, userName: `${id}@acme.test`, permissions, isGlobalAdmin },
      password: PASSWORD,
      passwordIterations: ITERATIONS,
    });
  await user('dan', DRIVER);
  await user('eve', DRIVER);
  await user('office', 'dispatcher,journeys.edit,deliveries.edit');
  for (const write of [
    journey('j-today', 'dan', '2026-11-20T20:30:00Z'),
    journey('j-last-week', 'dan', '2026-11-14T20:30:00Z'),
    journey('j-old', 'dan', '2026-10-01T20:30:00Z'),
    journey('j-next-month', 'dan', '2026-12-10T20:30:00Z'),
    journey('j-eve', 'eve', '2026-11-20T20:30:00Z'),
    delivery('d-1', 'j-today'),
    delivery('d-2', 'j-today'),
    delivery('d-3', 'j-old'),
    delivery('d-4', 'j-eve'),
    delivery('d-5', 'j-next-month'),
    delivery('d-6', 'j-last-week'),
  ])
    await store.insert(write);
  const token = (id: string) => signInForToken(app, `${id}@acme.test`, PASSWORD);
  return {
    store,
    app,
    clock,
    dan: await token('dan'),
    eve: await token('eve'),
    office: await token('office'),
  };
}

const call = (app: Hono, token: string, method: string, path: string, body?: unknown): Promise<Answer> =>
  requestJson(app, `Bearer ${token}`, method, `${BASE}${path}`, body);

type Pulled = { records: string[]; removed: string[]; cursor: string };

/** Pulls a section to its end from a cursor, as the sync engine does. */
async function pull(app: Hono, token: string, base: string, after = '0', extra = ''): Promise<Pulled> {
  const pulled: Pulled = { records: [], removed: [], cursor: after };
  for (;;) {
    const answer = await call(
      app,
      token,
      'GET',
      `${base}/changes?after=${encodeURIComponent(pulled.cursor)}&take=2${extra}`,
    );
    expect(answer.status).toBe(200);
    const body = answer.body as {
      data: { id: string; isRemoved?: boolean }[];
      cursor: string;
      hasMore: boolean;
    };
    for (const row of body.data) (row.isRemoved === true ? pulled.removed : pulled.records).push(row.id);
    pulled.cursor = body.cursor;
    if (!body.hasMore) return { ...pulled, records: pulled.records.sort(), removed: pulled.removed.sort() };
  }
}

async function patch(app: Hono, token: string, base: string, id: string, fields: Record<string, unknown>) {
  const row = (await call(app, token, 'GET', `${base}/get/${id}`)).body;
  const answer = await call(app, token, 'PATCH', `${base}/patch/partial`, {
    id,
    rowVersion: row.rowVersion,
    ...fields,
  });
  expect(answer.status).toBe(200);
}

export function describeSyncScopeContract(name: string, open: () => Promise<Store>): void {
  const opened: Store[] = [];
  afterAll(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });

  describe(`sync scopes (${name})`, () => {
    it("gives a driver's phone its own journeys of the window and their stops, and the office everything", async () => {
      const { app, dan, eve, office } = await world(open, opened);
      expect((await pull(app, dan, JOURNEYS)).records).toEqual(['j-last-week', 'j-today']);
      expect((await pull(app, dan, DELIVERIES)).records).toEqual(['d-1', 'd-2', 'd-6']);
      expect((await pull(app, eve, JOURNEYS)).records).toEqual(['j-eve']);
      expect((await pull(app, eve, DELIVERIES)).records).toEqual(['d-4']);
      expect((await pull(app, office, JOURNEYS)).records).toHaveLength(5);
      expect((await pull(app, office, DELIVERIES)).records).toHaveLength(6);
      // The first pull's progress counts the scope, not the section.
      const count = (token: string) =>
        call(app, token, 'GET', `${DELIVERIES}/get/count?includeInactive=true`);
      expect((await count(dan)).body).toEqual({ count: 3 });
      expect((await count(office)).body).toEqual({ count: 6 });
    });

    it('answers the batched pull with the same scope, decided from the session, and counts the scope', async () => {
      const { app, dan, office } = await world(open, opened);
      const sections = [
        { section: 'Courier/Journeys', after: '0', count: true },
        { section: 'Courier/Deliveries', after: '0', count: true },
      ];
      const batched = async (token: string) =>
        (await call(app, token, 'POST', '/api/v1/pull', { sections, take: 1000 })).body.results as {
          status: number;
          count: number;
          body: { data: { id: string }[]; cursor: string };
        }[];
      const ids = (result?: { body: { data: { id: string }[] } }) =>
        (result?.body.data ?? []).map((row) => row.id).sort();
      const [journeys, deliveries] = await batched(dan);
      expect(ids(journeys)).toEqual(['j-last-week', 'j-today']);
      expect(ids(deliveries)).toEqual(['d-1', 'd-2', 'd-6']);
      expect([journeys?.count, deliveries?.count]).toEqual([2, 3]);
      // Its cursors are the scoped ones the single calls go on from.
      expect(journeys?.body.cursor).toBe((await pull(app, dan, JOURNEYS)).cursor);
      const all = await batched(office);
      expect([ids(all[0]).length, ids(all[1]).length]).toEqual([5, 6]);
    });

    it('takes a stop moved to another driver, and a journey given to another, off the first phone at its next pull', async () => {
      const { app, dan, eve, office } = await world(open, opened);
      const danStops = await pull(app, dan, DELIVERIES);
      const eveStops = await pull(app, eve, DELIVERIES);

      await patch(app, office, DELIVERIES, 'd-2', { journeyID: 'j-eve' });
      const moved = await pull(app, dan, DELIVERIES, danStops.cursor);
      expect(moved).toMatchObject({ records: [], removed: ['d-2'] });
      const arrived = await pull(app, eve, DELIVERIES, eveStops.cursor);
      expect(arrived.records).toEqual(['d-2']);

      // The whole journey goes to Eve: its stops follow it, though they did not change themselves.
      const danJourneys = await pull(app, dan, JOURNEYS);
      await patch(app, office, JOURNEYS, 'j-today', { driverUserID: 'eve' });
      expect(await pull(app, dan, JOURNEYS, danJourneys.cursor)).toMatchObject({ removed: ['j-today'] });
      expect((await pull(app, dan, DELIVERIES, moved.cursor)).removed).toEqual(['d-1']);
      expect((await pull(app, eve, DELIVERIES, arrived.cursor)).records).toEqual(['d-1']);
    });

    it('moves the window with the days: what it passed leaves the phone, what it reached arrives', async () => {
      const { app, dan: before, clock } = await world(open, opened);
      const journeys = await pull(app, before, JOURNEYS);
      const stops = await pull(app, before, DELIVERIES);
      clock.advance(10 * 86_400);
      const dan = await signInForToken(app, 'dan@acme.test', PASSWORD);
      // Window on 30 November: 23 November to 14 December.
      expect(await pull(app, dan, JOURNEYS, journeys.cursor)).toMatchObject({
        records: ['j-next-month'],
        removed: ['j-last-week', 'j-today'],
      });
      expect(await pull(app, dan, DELIVERIES, stops.cursor)).toMatchObject({
        records: ['d-5'],
        removed: ['d-1', 'd-2', 'd-6'],
      });
    });

    it('lets nothing in the request widen the scope: forged parameters and cursors change nothing', async () => {
      const { app, dan } = await world(open, opened);
      const fair = await pull(app, dan, DELIVERIES);
      for (const extra of [
        '&scope=office',
        '&role=office&userID=eve',
        '&driverUserID=eve&window=3650',
        '&all=true',
      ])
        expect((await pull(app, dan, DELIVERIES, '0', extra)).records).toEqual(fair.records);
      // A cursor naming another day or a far past only moves the window back to today's.
      for (const cursor of [
        '0@2020-01-01',
        '1@2020-01-01f',
        '1@2020-01-01',
        `${fair.cursor.split('@')[0]}@2099-01-01`,
      ]) {
        const forged = await pull(app, dan, DELIVERIES, cursor);
        for (const id of forged.records) expect(fair.records).toContain(id);
      }
      expect((await call(app, dan, 'GET', `${DELIVERIES}/changes?after=1@everything`)).status).toBe(400);
    });

    it("gives the office a 90-day window on the archives, and reads older ones from the services' list", async () => {
      const { app, store, office, clock } = await world(open, opened);
      const archive = (id: string, deliveredOn: string) => ({
        section: 'Courier/DeliveryArchives',
        id,
        companyAccountID: 'acme',
        parties: [],
        isInactive: false,
        data: { id, deliveredOn, receiverName: id },
      });
      // The window on 20 November (Melbourne) starts at local midnight of 22 August.
      for (const write of [
        archive('a-last-week', '2026-11-13T02:00:00Z'),
        archive('a-in-window', '2026-08-22T01:00:00Z'),
        archive('a-just-out', '2026-08-21T13:00:00Z'),
        archive('a-last-year', '2025-11-20T02:00:00Z'),
      ])
        await store.insert(write);
      const ARCHIVES = '/api/v1/Courier/DeliveryArchives';
      const held = await pull(app, office, ARCHIVES);
      expect(held.records).toEqual(['a-in-window', 'a-last-week']);
      // What the device does not hold, its archive list reads online: older than the window, newest first.
      const from = '2026-08-21T14:00:00.000Z';
      const older = await call(
        app,
        office,
        'GET',
        `${ARCHIVES}/getAll?query=${encodeURIComponent(`deliveredOn < "${from}"`)}&sortBy=deliveredOn&sortDirection=desc`,
      );
      expect((older.body.data as { id: string }[]).map((row) => row.id)).toEqual([
        'a-just-out',
        'a-last-year',
      ]);
      // An archive the window passes leaves the office at its next pull.
      clock.advance(90 * 86_400);
      const later = await signInForToken(app, 'office@acme.test', PASSWORD);
      expect(await pull(app, later, ARCHIVES, held.cursor)).toMatchObject({
        records: [],
        removed: ['a-in-window', 'a-last-week'],
      });
    });

    it('starts a section over on a device that pulled it before it was scoped', async () => {
      const { app, dan } = await world(open, opened);
      const legacy = await call(app, dan, 'GET', `${DELIVERIES}/changes?after=3`);
      expect(legacy.body).toMatchObject({ data: [], cursor: '0', hasMore: true, reset: true });
    });
  });
}
