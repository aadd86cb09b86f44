import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveBalances, type StockEntry } from '../../src/domain/stock-ledger';
import { availableStock } from '../../src/domain/stock-available';
import {
  NO_TOTALS,
  recountTrackedTotals,
  TRACKED_SECTIONS,
  trackedItemFields,
  trackedKey,
  type TrackedSource,
} from '../../src/domain/tracked-totals';
import { consignmentID } from '../../server/flows/order-consignments';
import { entryOf, LEDGER_SECTION } from '../../server/flows/stock-ledger';
import type { Store } from '../../server/store/store';
import { contractApp, type Json } from './contract-app';
import { confirmedCafeOrder, seedMilkWarehouse, stockCaller } from './stock-seed';

const A = '/api/v1';
const LEDGER = `${A}/Stock/Adjustments`;
const CONSIGNMENTS = `${A}/Customer/Consignments`;
const ORDERS = `${A}/CustomerOrders`;
const BATCHES = `${A}/Stock/Batches`;
const TRACKED = `${A}/Stock/TrackedItems`;

const CALLERS = { manager: stockCaller('manager') };
const KEY = trackedKey('compA', 'wh', 'milk');

type Figures = { onHand: number; committed: number; available: number };

/**
 * Available stock (on hand less committed, src/domain/stock-available.ts) through the REST
 * calls, on one store: a confirmed order commits stock, picking its consignment takes the units
 * off the shelf and out of what is committed together, so available never rises with a pick;
 * and whatever receipts, orders, picks, adjustments and batches come, on hand is the ledger's
 * sum, available is on hand less committed, and the figures the services keep equal a recount.
 */
export function describeStockAvailableContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`available stock on ${name}`, () => {
    const kit = contractApp(makeStore, {
      callers: CALLERS,
      clock: () => new Date('2026-11-25T02:00:00.000Z'),
      seed: async ({ seed }) => {
        await seedMilkWarehouse(seed);
        await seed(
          'Customers',
          'agreement-cafe-co',
          'compA',
          { companyName: 'Cafe Co', sellerID: 'compA', buyerID: 'cafe-co' },
          ['cafe-co'],
        );
      },
    });
    const call = (method: string, path: string, body?: unknown) => kit.call('manager', method, path, body);
    const post = (id: string, fields: Json) =>
      call('POST', `${LEDGER}/post`, { id, productID: 'milk', locationID: 'wh', batchID: 'b1', ...fields });
    const confirmedOrder = (id: string, quantity: number) =>
      call('POST', `${ORDERS}/post`, confirmedCafeOrder(id, [{ productID: 'milk', quantity }]));
    const current = async (path: string, id: string) =>
      (await call('GET', `${path}/get/${encodeURIComponent(id)}`)).body;
    const patch = async (path: string, id: string, fields: Json) => {
      const row = await current(path, id);
      return call('PATCH', `${path}/patch/partial`, { id, rowVersion: row.rowVersion, ...fields });
    };
    const pick = (consignmentID: string, quantityPicked: number) =>
      patch(CONSIGNMENTS, consignmentID, {
        consignmentEntryItems: [
          { productID: 'milk', batchID: 'b1', quantity: quantityPicked, quantityPicked },
        ],
      });

    /** The figures the services answer for milk at the warehouse (their stock tracked item). */
    async function served(): Promise<Figures> {
      const { body } = await call(
        'GET',
        `${TRACKED}/getAll?query=${encodeURIComponent('productID == "milk" ANDALSO locationID == "wh"')}`,
      );
      const row = (body.data as Json[])[0];
      const number = (value: unknown) => (typeof value === 'number' ? value : 0);
      return {
        onHand: number(row?.inStock),
        committed: number(row?.onRequest),
        available: number(row?.available),
      };
    }

    async function rowsOf(section: string): Promise<TrackedSource[]> {
      return (
        await kit.store.list(section, {
          visibleTo: 'compA',
          conditions: [],
          includeInactive: true,
          includeCount: false,
        })
      ).rows;
    }

    /** The domain's figures from the stored records: on hand from the ledger's entries, committed from the consignments. */
    async function recomputed(): Promise<Figures> {
      const entries = (await rowsOf(LEDGER_SECTION)).map((row) => entryOf(row.data) as StockEntry);
      let onHand = 0;
      for (const [key, balance] of deriveBalances(entries))
        if (key.startsWith('wh|milk|')) onHand += balance.available;
      const rows = (
        await Promise.all(TRACKED_SECTIONS.filter((section) => section !== 'Stock/Items').map(rowsOf))
      ).flat();
      const committed = recountTrackedTotals(rows).get(KEY)?.totals.onRequest ?? 0;
      return { onHand, committed, available: availableStock(onHand, committed) };
    }

    it('commits stock with a confirmed order, and lets a pick lower available or leave it, never raise it', async () => {
      expect((await post('r1', { kind: 'received', quantity: 84 })).status).toBe(201);
      expect(await served()).toEqual({ onHand: 84, committed: 0, available: 84 });
      expect((await confirmedOrder('o1', 24)).status).toBe(201);
      expect(await served()).toEqual({ onHand: 84, committed: 24, available: 60 });
      // The pick of what was ordered: off the shelf and out of what is committed, so available stays.
      expect((await pick(consignmentID('compA', 'o1'), 24)).status).toBe(200);
      expect(await served()).toEqual({ onHand: 60, committed: 0, available: 60 });
      // Four more than ordered: they were not committed, so available goes down by them.
      expect((await pick(consignmentID('compA', 'o1'), 28)).status).toBe(200);
      expect(await served()).toEqual({ onHand: 56, committed: 0, available: 56 });
      expect(await served()).toEqual(await recomputed());
    });

    it('holds on hand = the ledger, available = on hand − committed, and never raises available with a pick, whatever the writes', async () => {
      const step = fc.oneof(
        fc.record({ do: fc.constant('receive' as const), quantity: fc.integer({ min: 1, max: 30 }) }),
        fc.record({
          do: fc.constant('adjust' as const),
          quantity: fc.integer({ min: -10, max: 10 }).filter((q) => q !== 0),
        }),
        fc.record({ do: fc.constant('order' as const), quantity: fc.integer({ min: 1, max: 12 }) }),
        fc.record({
          do: fc.constant('pick' as const),
          which: fc.nat(),
          quantity: fc.integer({ min: 0, max: 15 }),
        }),
        fc.record({
          do: fc.constant('pick' as const),
          which: fc.nat(),
          quantity: fc.integer({ min: 0, max: 15 }),
        }),
        fc.record({ do: fc.constant('finish' as const), which: fc.nat() }),
        fc.record({
          do: fc.constant('batch' as const),
          quantity: fc.integer({ min: 1, max: 20 }),
          hold: fc.boolean(),
        }),
      );
      let run = 0;
      // Picks that took more units and stood, across the runs: the property must have met some.
      let picksChecked = 0;
      // Each run starts with stock and an order to pick, so picks have something to take.
      const start = [
        { do: 'receive' as const, quantity: 20 },
        { do: 'order' as const, quantity: 6 },
      ];
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (drawn) => {
          const steps = [...start, ...drawn];
          run += 1;
          const surprises: string[] = [];
          const allow = (what: string, answer: { status: number }, allowed: number[]) => {
            if (!allowed.includes(answer.status)) surprises.push(`${what}: ${answer.status}`);
          };
          const orders: string[] = [];
          for (const [index, s] of steps.entries()) {
            const id = `run${run}-${index}`;
            const order =
              orders.length === 0 ? undefined : orders[('which' in s ? s.which : 0) % orders.length];
            const before = await served();
            switch (s.do) {
              case 'receive':
                allow(s.do, await post(id, { kind: 'received', quantity: s.quantity }), [201]);
                break;
              case 'adjust':
                allow(
                  s.do,
                  await post(id, { kind: 'adjusted', quantity: s.quantity, reason: 'Count' }),
                  [201, 422],
                );
                break;
              case 'order':
                allow(s.do, await confirmedOrder(id, s.quantity), [201]);
                orders.push(id);
                break;
              case 'pick':
                if (order !== undefined) {
                  const was = await current(CONSIGNMENTS, consignmentID('compA', order));
                  const wasPicked = ((was.consignmentEntryItems as Json[] | undefined) ?? []).reduce(
                    (sum, item) => sum + Number(item.quantityPicked ?? 0),
                    0,
                  );
                  const answer = await pick(consignmentID('compA', order), s.quantity);
                  allow(s.do, answer, [200, 422]);
                  if (answer.status === 200 && s.quantity > wasPicked) {
                    picksChecked += 1;
                    const after = await served();
                    if (after.available > before.available)
                      surprises.push(
                        `a pick of ${s.quantity - wasPicked} raised available from ${before.available} to ${after.available}`,
                      );
                  }
                }
                break;
              case 'finish':
                if (order !== undefined)
                  allow(
                    s.do,
                    await patch(CONSIGNMENTS, consignmentID('compA', order), {
                      pickedOn: '2026-11-25T03:00:00.000Z',
                    }),
                    [200],
                  );
                break;
              case 'batch': {
                const made = await call('POST', `${BATCHES}/post`, {
                  id: `batch-${id}`,
                  batchcode: `B-${id}`,
                  productID: 'milk',
                  locationID: 'wh',
                  quantityGoal: s.quantity,
                  isPending: true,
                });
                allow(s.do, made, [201]);
                const finished = await call('PATCH', `${BATCHES}/patch/partial`, {
                  id: `batch-${id}`,
                  rowVersion: made.body.rowVersion,
                  isPending: false,
                  quantity: s.quantity,
                  onHold: s.hold,
                });
                allow(s.do, finished, [200]);
                break;
              }
            }
            const figures = await served();
            expect(figures.available).toBe(availableStock(figures.onHand, figures.committed));
            expect(figures).toEqual(await recomputed());
          }
          expect(surprises).toEqual([]);
          // The stored tracked item is the domain's recount of every record, available included.
          const stored = (await rowsOf('Stock/TrackedItems')).find(
            (row) => row.data.productID === 'milk' && row.data.locationID === 'wh',
          );
          const recount = recountTrackedTotals((await Promise.all(TRACKED_SECTIONS.map(rowsOf))).flat()).get(
            KEY,
          );
          expect(stored?.data ?? trackedItemFields(NO_TOTALS)).toMatchObject(
            trackedItemFields(recount?.totals ?? NO_TOTALS),
          );
        }),
        { numRuns: 10 },
      );
      expect(picksChecked).toBeGreaterThan(0);
    }, 120_000);
  });
}
