import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateStandingOrders, generatedOrderId } from '../../server/flows/standing-orders';
import { startStandingOrderScheduler } from '../../server/flows/standing-order-scheduler';
import { seedTrainingData } from '../../server/seed/seed-store';
import { createMemoryStore } from '../../server/store/memory-store';
import { pgClient } from '../../server/store/sql-client';
import { createSqlStore } from '../../server/store/sql-store';
import type { RecordRow, Store } from '../../server/store/store';
import { cancelOccurrence, serializeAdjustment } from '../../src/domain/schedule-adjustments';
import { nextOccurrences } from '../../src/domain/schedule-occurrences';
import { entityByName } from '../../src/entities/registry';
import { describeStandingGenerationContract } from './standing-generation-contract';
import { createTestSchema, inSchema, testSchemaName } from '../support/pg-test-schema';

// Exactly-once generation of standing orders: a fake clock drives every run.
const TODAY = new Date('2026-11-20T00:00:00+11:00'); // a Friday in Melbourne
const DAY = 86_400_000;
const ORDERS = entityByName('customer-orders').section;
const PURCHASES = entityByName('purchase-orders').section;
const STANDING = entityByName('standing-customer-orders').section;

async function generated(store: Store, section = ORDERS): Promise<RecordRow[]> {
  const { rows } = await store.list(section, {
    visibleTo: null,
    conditions: [],
    includeInactive: true,
    includeCount: false,
  });
  return rows.filter((row) => typeof row.data.standingOrderID === 'string');
}

function occurrenceKeys(rows: readonly RecordRow[]): string[] {
  return rows
    .map((row) => `${String(row.data.standingOrderID)} ${String(row.data.standingOrderOccurrence)}`)
    .sort();
}

async function seeded(): Promise<Store> {
  const store = createMemoryStore();
  await seedTrainingData(store, { today: TODAY, passwordIterations: 1000 });
  return store;
}

/** The store as a process sees it that dies once `after` orders have been committed. */
function crashingAfter(store: Store, after: number): Store {
  let committed = 0;
  return {
    ...store,
    async transaction(work) {
      if (committed >= after) throw new Error('the process stopped');
      const result = await store.transaction(work);
      committed += 1;
      return result;
    },
  };
}

describeStandingGenerationContract('memory', async () => createMemoryStore());

// Each test seeds the whole demo (twice for the restart): seconds on a busy machine.
describe('standing order generation (memory store, fake clock)', { timeout: 20_000 }, () => {
  it('makes each occurrence that came due while the services were down, once, priced, numbered and linked', async () => {
    const store = await seeded();
    const now = new Date(TODAY.getTime() + 15 * DAY);
    const first = await generateStandingOrders({ store, now });
    expect(first.failed).toEqual([]);
    const orders = await generated(store);
    // Two weekly customer standing orders over 15 days: at least two runs each.
    expect(orders.length).toBeGreaterThanOrEqual(4);
    expect(new Set(occurrenceKeys(orders)).size).toBe(orders.length);
    for (const order of orders) {
      expect(order.id).toBe(
        generatedOrderId(String(order.data.standingOrderID), {
          slotID: (order.data.standingOrderSlotID as string | null) ?? null,
          originalAt: new Date(String(order.data.standingOrderOccurrence)),
        }),
      );
      expect(Number(order.data.amountTotal)).toBeGreaterThan(0);
      expect(order.data.customerOrderNumber).toEqual(expect.anything());
      // The buyer sees it at once: it is a party to the order.
      expect(order.parties).toContain(order.data.buyerID);
      expect(new Date(String(order.data.dueDate)).getTime()).toBeLessThanOrEqual(now.getTime() + 2 * DAY);
    }
    const numbers = orders.map((order) => order.data.customerOrderNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect((await generated(store, PURCHASES)).length).toBeGreaterThan(0);

    const again = await generateStandingOrders({ store, now });
    expect(again.created).toEqual([]);
    const later = await generateStandingOrders({ store, now: new Date(now.getTime() + 60_000) });
    expect(later.created).toEqual([]);
    expect((await generated(store)).length).toBe(orders.length);

    const standing = await store.get(STANDING, 'sco-brunswick-st-monday');
    expect(new Date(String(standing?.data.nextAttentionDate)).getTime()).toBeGreaterThan(now.getTime());
    // Runs that change nothing leave the standing order alone (no new version to pull or clash with).
    await generateStandingOrders({ store, now: new Date(now.getTime() + 120_000) });
    expect((await store.get(STANDING, 'sco-brunswick-st-monday'))?.rowVersion).toBe(standing?.rowVersion);
  });

  it('finishes a run that stopped half-way on the next start, making nothing twice', async () => {
    const reference = await seeded();
    const now = new Date(TODAY.getTime() + 15 * DAY);
    await generateStandingOrders({ store: reference, now });
    const expected = occurrenceKeys([
      ...(await generated(reference)),
      ...(await generated(reference, PURCHASES)),
    ]);

    const store = await seeded();
    const crashed = await generateStandingOrders({ store: crashingAfter(store, 3), now });
    expect(crashed.created).toHaveLength(3);
    expect(crashed.failed.length).toBeGreaterThan(0);
    // The restarted process runs a minute later and catches up.
    const restarted = await generateStandingOrders({ store, now: new Date(now.getTime() + 60_000) });
    expect(restarted.failed).toEqual([]);
    const all = [...(await generated(store)), ...(await generated(store, PURCHASES))];
    expect(occurrenceKeys(all)).toEqual(expected);
  });

  it('lets two runs at once make each order once', async () => {
    const store = await seeded();
    const now = new Date(TODAY.getTime() + 15 * DAY);
    const [a, b] = await Promise.all([
      generateStandingOrders({ store, now }),
      generateStandingOrders({ store, now }),
    ]);
    const orders = await generated(store);
    expect(a.created.length + b.created.length).toBe(
      orders.length + (await generated(store, PURCHASES)).length,
    );
    expect(new Set(occurrenceKeys(orders)).size).toBe(orders.length);
  });

  it('skips a cancelled occurrence', async () => {
    const store = await seeded();
    const row = await store.get(STANDING, 'sco-brunswick-st-monday');
    if (row === null) throw new Error('seed missing');
    const slots = row.data.orderSlots as Record<string, unknown>[];
    const slot = slots[0]!;
    const runs = nextOccurrences(String(slot.cronExpression), TODAY, { count: 1 });
    if (!runs.ok) throw new Error(runs.error);
    const cancelled = serializeAdjustment(cancelOccurrence(runs.value[0]!));
    const { seq: _seq, rowVersion, ...write } = row;
    await store.update(
      { ...write, data: { ...row.data, orderSlots: [{ ...slot, adjustments: cancelled }] } },
      rowVersion,
    );
    await generateStandingOrders({ store, now: new Date(TODAY.getTime() + 15 * DAY) });
    const mine = (await generated(store)).filter(
      (order) => order.data.standingOrderID === 'sco-brunswick-st-monday',
    );
    expect(mine.map((order) => order.data.standingOrderOccurrence)).not.toContain(
      runs.value[0]!.at.toISOString(),
    );
    expect(mine.length).toBeGreaterThan(0);
  });

  it("makes the demo's daily standing order's order for tomorrow as soon as the demo starts, and honours its moved run", async () => {
    const store = await seeded();
    await generateStandingOrders({ store, now: new Date(TODAY.getTime() + 9 * 3_600_000) });
    const daily = (await generated(store)).filter(
      (order) => order.data.standingOrderID === 'sco-swan-st-daily-bakery',
    );
    expect(daily.map((order) => order.data.dueDate)).toEqual(['2026-11-20T18:00:00.000Z']); // Sat 21 Nov 5:00 AM
    await generateStandingOrders({ store, now: new Date(TODAY.getTime() + 6 * DAY) });
    const week = (await generated(store)).filter(
      (order) => order.data.standingOrderID === 'sco-swan-st-daily-bakery',
    );
    const dues = week.map((order) => String(order.data.dueDate)).sort();
    expect(dues).toContain('2026-11-23T22:00:00.000Z'); // the run of Mon 23 Nov moved to Tue 24 Nov 9:00 AM
    expect(dues).not.toContain('2026-11-22T18:00:00.000Z'); // ...so none at Mon 23 Nov 5:00 AM
    expect(dues).not.toContain('2026-11-24T18:00:00.000Z'); // Wed 25 Nov is cancelled
  });

  it('the scheduler catches up at start', async () => {
    const store = await seeded();
    const scheduler = startStandingOrderScheduler({
      store,
      clock: () => new Date(TODAY.getTime() + 8 * DAY),
      onError: () => undefined,
    });
    const run = await scheduler.runNow();
    scheduler.stop();
    expect((await generated(store)).length).toBeGreaterThan(0);
    expect(run.failed).toEqual([]);
  });
});

// Two server processes on one PostgreSQL: two pools, two stores, the same tables.
const url = process.env.TEST_DATABASE_URL || undefined;
const schema = testSchemaName('standing_test');

describe.skipIf(url === undefined)('standing order generation on PostgreSQL', () => {
  const admin = pgClient(url ?? '');
  const clientA = pgClient(url === undefined ? '' : inSchema(url, schema));
  const clientB = pgClient(url === undefined ? '' : inSchema(url, schema));

  beforeAll(async () => {
    await createTestSchema(admin, schema);
  });

  afterAll(async () => {
    await clientA.close();
    await clientB.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`, []);
    await admin.close();
  });

  it('two processes running at once make each occurrence once, each with its own number', async () => {
    const storeA = await createSqlStore(clientA);
    const storeB = await createSqlStore(clientB);
    const owner = 'comp-pg';
    await storeA.insert({
      section: entityByName('products').section,
      id: 'pg-milk',
      companyAccountID: owner,
      parties: [],
      isInactive: false,
      data: { id: 'pg-milk', productName: 'Milk', taxType: 'GST' },
    });
    for (const index of [1, 2, 3]) {
      await storeA.insert({
        section: STANDING,
        id: `pg-so-${index}`,
        companyAccountID: owner,
        parties: ['buyer-pg'],
        isInactive: false,
        data: {
          id: `pg-so-${index}`,
          standingOrderName: `Daily ${index}`,
          buyerID: 'buyer-pg',
          sellerID: owner,
          isOn: true,
          cronExpression: `${index} 6 * * * 60`,
          generatedThrough: TODAY.toISOString(),
          orderItems: [{ productID: 'pg-milk', quantity: 10 }],
        },
      });
    }
    const now = new Date(TODAY.getTime() + 10 * DAY);
    const [a, b] = await Promise.all([
      generateStandingOrders({ store: storeA, now }),
      generateStandingOrders({ store: storeB, now }),
    ]);
    expect([...a.failed, ...b.failed]).toEqual([]);
    const orders = await generated(storeA);
    // Daily at 6:0x AM, one hour's lead, over ten days: ten occurrences per standing order.
    expect(orders).toHaveLength(30);
    expect(a.created.length + b.created.length).toBe(30);
    expect(new Set(occurrenceKeys(orders)).size).toBe(30);
    const numbers = orders.map((order) => Number(order.data.customerOrderNumber));
    expect(new Set(numbers).size).toBe(30);
    // A repeat from either process makes nothing.
    expect((await generateStandingOrders({ store: storeB, now })).created).toEqual([]);
  }, 60_000);
});
