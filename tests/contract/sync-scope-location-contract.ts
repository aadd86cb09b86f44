import type { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { signInForToken } from '../../server/auth/auth-test-kit';
import { seedUser } from '../../server/auth/seed-user';
import { createServices } from '../../server/services';
import type { Store } from '../../server/store/store';
import { requestJson, type Answer } from './contract-app';

// A warehouse tablet holds the consignments of its location (issue 25 §1): the tablet names its
// location with each pull, the services accept it only when it is one of the company's own
// active locations, and a consignment moved to another location, or a tablet moved to another
// place, leaves the tablet at its next incremental pull.

const SECRET = 'sync-scope-location-contract-secret-32-bytes';
const ITERATIONS = 1000;
const PASSWORD = 'Correct-horse9!';
const BASE = 'http://localhost:8787';
const CONSIGNMENTS = '/api/v1/Customer/Consignments';
const PICKER = 'picker,consignments.edit';
const NOW = '2026-11-20T00:00:00.000Z';

type World = { app: Hono; picker: string; office: string };

const location = (id: string, companyAccountID: string, isInactive = false) => ({
  section: 'Locations',
  id,
  companyAccountID,
  parties: [],
  isInactive,
  data: { id, locationName: id },
});

const consignment = (
  id: string,
  departureLocationID: string,
  destinationLocationID: string,
  dueDate = NOW,
) => ({
  section: 'Customer/Consignments',
  id,
  companyAccountID: 'acme',
  parties: [],
  isInactive: false,
  data: { id, consignmentNumber: id, sellerID: 'acme', departureLocationID, destinationLocationID, dueDate },
});

async function world(open: () => Promise<Store>, opened: Store[]): Promise<World> {
  const store = await open();
  opened.push(store);
  const app = createServices({
    store,
    secret: SECRET,
    clock: () => new Date(NOW),
    passwordIterations: ITERATIONS,
  });
  const acme = { id: 'acme', companyName: 'Acme Wholesale', subscriptionCode: 'SUPP' as const };
  for (const [id, permissions] of [
    ['pia', PICKER],
    ['office', 'everything.edit'],
  ])
    await seedUser({
      store,
      company: acme,
      user: { id: id ?? '', userName: `${id}@acme.test`, permissions: permissions ?? '' },
      password: PASSWORD,
      passwordIterations: ITERATIONS,
    });
  for (const write of [
    location('wh-north', 'acme'),
    location('wh-south', 'acme'),
    location('wh-closed', 'acme', true),
    location('rival-site', 'rival'),
    location('customer-site', 'acme'),
    consignment('c-north-1', 'wh-north', 'customer-site'),
    consignment('c-north-2', 'wh-north', 'customer-site'),
    consignment('c-south', 'wh-south', 'customer-site'),
    // A transfer arriving at the north warehouse belongs on its tablet too.
    consignment('c-to-north', 'wh-south', 'wh-north'),
    // Due last month: outside the window wherever it leaves from.
    consignment('c-north-old', 'wh-north', 'customer-site', '2026-10-01T00:00:00.000Z'),
  ])
    await store.insert(write);
  return {
    app,
    picker: await signInForToken(app, 'pia@acme.test', PASSWORD),
    office: await signInForToken(app, 'office@acme.test', PASSWORD),
  };
}

const call = (app: Hono, token: string, method: string, path: string, body?: unknown): Promise<Answer> =>
  requestJson(app, `Bearer ${token}`, method, `${BASE}${path}`, body);

type Pulled = { records: string[]; removed: string[]; cursor: string };

/** Pulls the consignments to their end from a cursor, naming the tablet's location as the sync engine does. */
async function pull(app: Hono, token: string, at: string | null, after = '0'): Promise<Pulled> {
  const pulled: Pulled = { records: [], removed: [], cursor: after };
  const named = at === null ? '' : `&location=${encodeURIComponent(at)}`;
  for (;;) {
    const path = `${CONSIGNMENTS}/changes?after=${encodeURIComponent(pulled.cursor)}&take=2${named}`;
    const answer = await call(app, token, 'GET', path);
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

export function describeTabletLocationScopeContract(name: string, open: () => Promise<Store>): void {
  const opened: Store[] = [];
  afterAll(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });

  describe(`sync scopes: a tablet's location (${name})`, () => {
    it('gives a tablet the consignments leaving from or arriving at its location, of the window', async () => {
      const { app, picker, office } = await world(open, opened);
      expect((await pull(app, picker, 'wh-north')).records).toEqual(['c-north-1', 'c-north-2', 'c-to-north']);
      expect((await pull(app, picker, 'wh-south')).records).toEqual(['c-south', 'c-to-north']);
      // Before it is told where it stands, the tablet holds every location's window.
      expect((await pull(app, picker, null)).records).toEqual([
        'c-north-1',
        'c-north-2',
        'c-south',
        'c-to-north',
      ]);
      // The office reads the whole section, whatever it names.
      expect((await pull(app, office, 'wh-north')).records).toHaveLength(5);
      const count = await call(
        app,
        picker,
        'GET',
        `${CONSIGNMENTS}/get/count?includeInactive=true&location=wh-south`,
      );
      expect(count.body).toEqual({ count: 2 });
    });

    it('accepts only a location of the company, active: anything else holds every location', async () => {
      const { app, picker } = await world(open, opened);
      const everywhere = (await pull(app, picker, null)).records;
      for (const named of ['rival-site', 'wh-closed', 'nowhere', '%E0%A4%A'])
        expect((await pull(app, picker, named)).records).toEqual(everywhere);
    });

    it('takes a consignment moved to another location off the tablet at its next pull, and brings one moved here', async () => {
      const { app, picker, office } = await world(open, opened);
      const north = await pull(app, picker, 'wh-north');
      const south = await pull(app, picker, 'wh-south');
      const row = (await call(app, office, 'GET', `${CONSIGNMENTS}/get/c-north-2`)).body;
      const moved = await call(app, office, 'PATCH', `${CONSIGNMENTS}/patch/partial`, {
        id: 'c-north-2',
        rowVersion: row.rowVersion,
        departureLocationID: 'wh-south',
      });
      expect(moved.status).toBe(200);
      expect(await pull(app, picker, 'wh-north', north.cursor)).toMatchObject({
        records: [],
        removed: ['c-north-2'],
      });
      expect((await pull(app, picker, 'wh-south', south.cursor)).records).toEqual(['c-north-2']);
    });

    it("swaps the tablet's consignments when it is moved to another place", async () => {
      const { app, picker } = await world(open, opened);
      const north = await pull(app, picker, 'wh-north');
      expect(north.cursor).toMatch(/:wh-north$/);
      // The cursor carries where the tablet stood: the next pull answers the difference.
      expect(await pull(app, picker, 'wh-south', north.cursor)).toMatchObject({
        records: ['c-south'],
        removed: ['c-north-1', 'c-north-2'],
      });
      // Told nowhere (its location closed): it holds every location's again.
      const anywhere = await pull(app, picker, 'wh-closed', north.cursor);
      expect(anywhere).toMatchObject({ records: ['c-south'], removed: [] });
    });
  });
}
