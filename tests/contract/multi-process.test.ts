import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../server/store/store';
import { entityByName } from '../../src/entities/registry';
import { prepareClusterDatabase, type ClusterDatabase } from '../support/cluster-database';
import { startServiceCluster, type ServiceCluster } from '../support/service-cluster';
import {
  postSignIn,
  runDevices,
  pullAll,
  signInThrough,
  type DeviceRun,
  type SimulatedDevice,
} from '../support/simulated-devices';

/*
 * Three service processes (the Node host, server/node/main.ts) on one PostgreSQL behind a
 * round-robin proxy, with simulated devices pushing and pulling products (docs/scaling.md). The
 * suite runs 24 devices for 20 seconds; MULTI_PROCESS_DEVICES=200 MULTI_PROCESS_SECONDS=120 runs
 * the full load of issue 25.
 */
const url = process.env.TEST_DATABASE_URL || undefined;
const DEVICES = Number(process.env.MULTI_PROCESS_DEVICES ?? 24);
const SECONDS = Number(process.env.MULTI_PROCESS_SECONDS ?? 20);
const COMPANIES = Math.min(8, DEVICES);
const PRODUCTS = entityByName('products').section;
const ORDERS = entityByName('customer-orders').section;
const STANDING = entityByName('standing-customer-orders').section;
const ACTIONS = 'Ordering/Actions';
const DAY = 86_400_000;

async function ownedBy(store: Store, section: string, company: string) {
  const { rows } = await store.list(section, {
    visibleTo: company,
    conditions: [],
    includeInactive: true,
    includeCount: false,
  });
  return rows.filter((row) => row.companyAccountID === company);
}

/** The due work each of three companies has when the processes start: a standing order and an action. */
async function seedDueWork(store: Store, companies: readonly string[], now: Date): Promise<void> {
  for (const company of companies) {
    const insert = (section: string, id: string, data: Record<string, unknown>, parties: string[] = []) =>
      store.insert({
        section,
        id,
        companyAccountID: company,
        parties,
        isInactive: false,
        data: { id, ...data },
      });
    await insert(PRODUCTS, `${company}-milk`, { productName: 'Milk 2L', price: 2, taxType: 'GST' });
    await insert(
      STANDING,
      `${company}-standing`,
      {
        standingOrderName: 'Daily milk',
        buyerID: 'buyer-x',
        sellerID: company,
        isOn: true,
        generatedThrough: new Date(now.getTime() - 3 * DAY).toISOString(),
        cronExpression: '0 6 * * * 60',
        orderItems: [{ productID: `${company}-milk`, quantity: 2 }],
      },
      ['buyer-x'],
    );
    await insert(ACTIONS, `${company}-action`, {
      actionType: 'Confirm Orders',
      cronExpression: '0 6 * * *',
      isOn: true,
      nextAttentionDate: new Date(now.getTime() - 60_000).toISOString(),
    });
  }
}

function countOf(pattern: RegExp, texts: readonly string[]): number {
  return texts.reduce((sum, text) => sum + [...text.matchAll(pattern)].length, 0);
}

describe.skipIf(url === undefined)(
  'three service processes on one PostgreSQL behind a round-robin proxy',
  () => {
    let database: ClusterDatabase;
    let cluster: ServiceCluster;
    let devices: SimulatedDevice[];
    let run: DeviceRun;
    const dueCompanies: string[] = [];

    beforeAll(
      async () => {
        database = await prepareClusterDatabase(url ?? '', COMPANIES + 1);
        dueCompanies.push(...database.companies.slice(0, 3).map((company) => company.id));
        await seedDueWork(database.store, dueCompanies, new Date());
        cluster = await startServiceCluster({ processes: 3, databaseUrl: database.databaseUrl });
        // One sign-in per company, on whichever process the proxy picks; its devices share the session.
        const tokens = await Promise.all(
          database.companies
            .slice(0, COMPANIES)
            .map((company, n) =>
              signInThrough(cluster.origin, company.userName, company.password, `10.1.0.${n + 1}`),
            ),
        );
        devices = Array.from({ length: DEVICES }, (_, n) => ({
          name: `device-${n + 1}`,
          company: database.companies[n % COMPANIES]?.id ?? '',
          token: tokens[n % COMPANIES] ?? '',
          address: `10.1.0.${(n % COMPANIES) + 1}`,
          cursor: '0',
          held: new Map(),
        }));
        run = await runDevices(cluster.origin, devices, { seconds: SECONDS, thinkMs: 25 });
        // The writes have stopped: every device pulls once more, as it would on its next sync.
        for (const device of devices) await pullAll(cluster.origin, device, run.failures);
      },
      300_000 + SECONDS * 2000,
    );

    afterAll(async () => {
      await cluster?.stop();
      await database?.drop();
    });

    it('answers every write and pull, on every process, with the sessions each process signed', () => {
      expect(run.failures).toEqual([]);
      expect(run.written).toBeGreaterThan(DEVICES);
      // Round robin: each process served a third of the requests, give or take one.
      const served = cluster.served();
      const total = served.reduce((sum, count) => sum + count, 0);
      for (const count of served) expect(Math.abs(count - total / 3)).toBeLessThanOrEqual(1);
    });

    it('keeps every acknowledged write once, at its acknowledged version or later', async () => {
      for (const company of database.companies.slice(0, COMPANIES)) {
        const stored = await ownedBy(database.store, PRODUCTS, company.id);
        const ids = stored.map((row) => row.id);
        expect(new Set(ids).size).toBe(ids.length);
        const versions = new Map(stored.map((row) => [row.id, row.rowVersion]));
        for (const written of run.acknowledged.values()) {
          if (written.company !== company.id) continue;
          expect(versions.get(written.id) ?? 0).toBeGreaterThanOrEqual(written.rowVersion);
        }
      }
      // Every product but the seeded milk (which devices may edit) was made by a device and acknowledged.
      const made = (
        await Promise.all(database.companies.map((company) => ownedBy(database.store, PRODUCTS, company.id)))
      )
        .flat()
        .filter((row) => !row.id.endsWith('-milk'));
      const devicesMade = [...run.acknowledged.keys()].filter((id) => !id.endsWith('-milk'));
      expect(made.map((row) => row.id).sort()).toEqual(devicesMade.sort());
    });

    it("leaves no device missing a change: each holds exactly its company's products, at their versions", async () => {
      for (const device of devices) {
        const stored = await ownedBy(database.store, PRODUCTS, device.company);
        expect(new Map([...device.held].sort())).toEqual(
          new Map(stored.map((row): [string, number] => [row.id, row.rowVersion]).sort()),
        );
      }
    });

    it('runs the due standing orders and scheduled actions exactly once across the processes', async () => {
      const logs = cluster.output();
      let generated = 0;
      for (const company of dueCompanies) {
        const orders = (await ownedBy(database.store, ORDERS, company)).filter(
          (row) => row.data.standingOrderID === `${company}-standing`,
        );
        const occurrences = orders.map((row) => String(row.data.standingOrderOccurrence));
        expect(orders.length).toBeGreaterThan(0);
        expect(new Set(occurrences).size).toBe(orders.length);
        generated += orders.length;
        // One process ran the action; the others found it claimed.
        expect(countOf(new RegExp(`Scheduled action ${company}-action:`, 'g'), logs)).toBe(1);
        const [action] = await ownedBy(database.store, ACTIONS, company);
        expect(action?.data.lastRunOn).toEqual(expect.any(String));
      }
      // What the processes say they made is what is there: no order was made twice.
      const said = logs
        .flatMap((text) => [...text.matchAll(/Standing orders: (\d+) order\(s\) made/g)])
        .reduce((sum, match) => sum + Number(match[1]), 0);
      expect(said).toBe(generated);
    });

    it('holds the sign-in throttle across processes: failures counted on each lock the account on all', async () => {
      const spare = database.companies.at(-1);
      if (spare === undefined) throw new Error('no spare company');
      // Six wrong passwords, two on each process: five are free, the sixth locks the account.
      const wrong: number[] = [];
      for (let n = 0; n < 6; n += 1)
        wrong.push((await postSignIn(cluster.origin, spare.userName, 'wrong', '203.0.113.9')).status);
      expect(wrong).toEqual([401, 401, 401, 401, 401, 401]);
      // Whichever process answers next, the right password waits.
      for (let n = 0; n < 3; n += 1)
        expect((await postSignIn(cluster.origin, spare.userName, spare.password, '203.0.113.9')).status).toBe(
          429,
        );
    });

    it('answers a session on any process', async () => {
      const [device] = devices;
      if (device === undefined) throw new Error('no device');
      for (let n = 0; n < 3; n += 1) {
        const profile = await fetch(`${cluster.origin}/auth/v1/my-profile`, {
          headers: { Authorization: `Bearer ${device.token}` },
        });
        expect(profile.status).toBe(200);
        await profile.arrayBuffer();
      }
    });
  },
);
