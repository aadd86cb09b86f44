import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  recountTrackedTotals,
  TRACKED_FIELDS,
  TRACKED_SECTIONS,
  trackedKey,
  type TrackedSource,
} from '../../src/domain/tracked-totals';
import type { Store } from '../../server/store/store';
import { consignmentID } from '../../server/flows/order-consignments';
import { contractApp, type Json } from './contract-app';
import { confirmedCafeOrder, seedMilkWarehouse, stockCaller } from './stock-seed';

const A = '/api/v1';
const LEDGER = `${A}/Stock/Adjustments`;
const CONSIGNMENTS = `${A}/Customer/Consignments`;
const ORDERS = `${A}/CustomerOrders`;
const PURCHASES = `${A}/PurchaseOrders`;
const TRACKED = `${A}/Stock/TrackedItems`;

const CALLERS = { manager: stockCaller('manager') };

const PRODUCTS = ['milk', 'oj'] as const;
type Product = (typeof PRODUCTS)[number];
// Milk is batch-tracked; orange juice is untracked stock.
const BATCH: Record<Product, string | null> = { milk: 'b1', oj: null };

/**
 * The stock tracked items (inStock, onRequest, consigned, onOrder) through the REST calls, on
 * one store: orders confirmed, consignments picked, finished, dispatched or deleted, purchase
 * orders placed, changed and received, replays and racing writes all leave them equal to a
 * fresh recount of the records.
 */
export function describeTrackedTotalsContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`stock tracked items on ${name}`, () => {
    const kit = contractApp(makeStore, {
      callers: CALLERS,
      clock: () => new Date('2026-11-25T02:00:00.000Z'),
      seed: async ({ seed }) => {
        await seedMilkWarehouse(seed);
        await seed('Products', 'oj', 'compA', { productName: 'Orange Juice 1L' });
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
    const receive = (id: string, productID: Product, quantity: number) =>
      call('POST', `${LEDGER}/post`, {
        id,
        kind: 'received',
        productID,
        locationID: 'wh',
        batchID: BATCH[productID],
        quantity,
      });
    const confirmedOrder = (id: string, lines: { productID: Product; quantity: number }[]) =>
      call('POST', `${ORDERS}/post`, confirmedCafeOrder(id, lines));
    const purchase = (id: string, lines: { productID: Product; quantity: number }[]) =>
      call('POST', `${PURCHASES}/post`, {
        id,
        locationID: 'wh',
        dueDate: '2026-11-27T20:00:00.000Z',
        orderItems: lines.map((line, index) => ({ id: `${id}-${index}`, ...line, unitPrice: 1 })),
      });
    const current = async (path: string, id: string) =>
      (await call('GET', `${path}/get/${encodeURIComponent(id)}`)).body;
    const patch = async (path: string, id: string, fields: Json) => {
      const row = await current(path, id);
      return call('PATCH', `${path}/patch/partial`, { id, rowVersion: row.rowVersion, ...fields });
    };
    const pick = (consignmentID: string, productID: Product, quantityPicked: number) =>
      patch(CONSIGNMENTS, consignmentID, {
        consignmentEntryItems: [
          { productID, batchID: BATCH[productID], quantity: quantityPicked, quantityPicked },
        ],
      });

    async function trackedTotals(): Promise<Map<string, Json>> {
      const { body } = await call('GET', `${TRACKED}/getAll?take=500`);
      const map = new Map<string, Json>();
      for (const row of body.data as Json[]) {
        const totals = Object.fromEntries(TRACKED_FIELDS.map((field) => [field, row[field] ?? 0]));
        if (TRACKED_FIELDS.some((field) => totals[field] !== 0))
          map.set(trackedKey('compA', String(row.locationID), String(row.productID)), totals);
      }
      return map;
    }
    async function recount(): Promise<Map<string, Json>> {
      const rows: TrackedSource[] = [];
      for (const section of TRACKED_SECTIONS) {
        rows.push(
          ...(
            await kit.store.list(section, {
              visibleTo: 'compA',
              conditions: [],
              includeInactive: true,
              includeCount: false,
            })
          ).rows,
        );
      }
      const map = new Map<string, Json>();
      for (const [key, entry] of recountTrackedTotals(rows)) {
        if (TRACKED_FIELDS.some((field) => entry.totals[field] !== 0)) map.set(key, { ...entry.totals });
      }
      return map;
    }

    it('moves onRequest, consigned and inStock through an order, its picks and its dispatch', async () => {
      await receive('r1', 'milk', 10);
      expect((await confirmedOrder('o1', [{ productID: 'milk', quantity: 6 }])).status).toBe(201);
      expect((await trackedTotals()).get('compA|wh|milk')).toEqual({
        inStock: 10,
        onRequest: 6,
        consigned: 0,
        onOrder: 0,
      });
      expect((await pick(consignmentID('compA', 'o1'), 'milk', 4)).status).toBe(200);
      expect((await trackedTotals()).get('compA|wh|milk')).toEqual({
        inStock: 6,
        onRequest: 2,
        consigned: 4,
        onOrder: 0,
      });
      // Finished short: the two units not picked are asked no more.
      await patch(CONSIGNMENTS, consignmentID('compA', 'o1'), {
        pickedOn: '2026-11-25T03:00:00.000Z',
        pickedByUserID: 'user-manager',
      });
      expect((await trackedTotals()).get('compA|wh|milk')).toEqual({
        inStock: 6,
        onRequest: 0,
        consigned: 4,
        onOrder: 0,
      });
      await patch(CONSIGNMENTS, consignmentID('compA', 'o1'), { isDispatched: true });
      expect((await trackedTotals()).get('compA|wh|milk')).toEqual({
        inStock: 6,
        onRequest: 0,
        consigned: 0,
        onOrder: 0,
      });
      expect(await trackedTotals()).toEqual(await recount());
    });

    it('counts a purchase order on order until it is received, and a replayed post once', async () => {
      expect((await purchase('po1', [{ productID: 'oj', quantity: 24 }])).status).toBe(201);
      expect((await purchase('po1', [{ productID: 'oj', quantity: 24 }])).status).toBe(200);
      expect((await trackedTotals()).get('compA|wh|oj')).toMatchObject({ onOrder: 24 });
      await patch(PURCHASES, 'po1', {
        orderItems: [{ id: 'po1-0', productID: 'oj', quantity: 30, unitPrice: 1 }],
      });
      expect((await trackedTotals()).get('compA|wh|oj')).toMatchObject({ onOrder: 30 });
      await patch(PURCHASES, 'po1', { receivedOn: '2026-11-27T21:00:00.000Z' });
      expect((await trackedTotals()).get('compA|wh|oj')).toBeUndefined();
      expect(await trackedTotals()).toEqual(await recount());
    });

    it('makes a correction a recount, and tracked items only by the services', async () => {
      await receive('r1', 'milk', 10);
      await confirmedOrder('o1', [{ productID: 'milk', quantity: 6 }]);
      // Totals that drifted (kept before the services kept them): written straight into the store.
      const [row] = (
        await kit.store.list('Stock/TrackedItems', {
          visibleTo: 'compA',
          conditions: [],
          includeInactive: true,
          includeCount: false,
        })
      ).rows;
      expect(row).toBeDefined();
      if (row === undefined) return;
      await kit.store.update({ ...row, data: { ...row.data, inStock: 99, onRequest: 0 } }, row.rowVersion);
      expect(await trackedTotals()).not.toEqual(await recount());
      const corrected = await call('PATCH', `${TRACKED}/patch/partial`, {
        id: row.id,
        rowVersion: row.rowVersion + 1,
        inStock: 5,
      });
      expect(corrected.status).toBe(200);
      expect((await trackedTotals()).get('compA|wh|milk')).toEqual({
        inStock: 10,
        onRequest: 6,
        consigned: 0,
        onOrder: 0,
      });
      expect(await trackedTotals()).toEqual(await recount());
      expect((await patch(TRACKED, row.id, { productID: 'oj' })).status).toBe(422);
      expect(
        (await call('POST', `${TRACKED}/post`, { id: 'mine', locationID: 'wh', productID: 'oj', inStock: 3 }))
          .status,
      ).toBe(405);
    });

    it('keeps the totals equal to a recount of the records, whatever the writes', async () => {
      const product = fc.constantFrom(...PRODUCTS);
      const step = fc.oneof(
        fc.record({
          do: fc.constant('receive' as const),
          product,
          quantity: fc.integer({ min: 1, max: 12 }),
        }),
        fc.record({
          do: fc.constant('order' as const),
          product,
          quantity: fc.integer({ min: 1, max: 9 }),
          replay: fc.boolean(),
        }),
        fc.record({
          do: fc.constant('pick' as const),
          which: fc.nat(),
          quantity: fc.integer({ min: 0, max: 9 }),
        }),
        fc.record({
          do: fc.constant('race' as const),
          which: fc.nat(),
          quantity: fc.integer({ min: 1, max: 6 }),
        }),
        fc.record({
          do: fc.constantFrom('finish' as const, 'dispatch' as const, 'delete' as const),
          which: fc.nat(),
        }),
        fc.record({
          do: fc.constant('purchase' as const),
          product,
          quantity: fc.integer({ min: 1, max: 30 }),
        }),
        fc.record({
          do: fc.constantFrom(
            'change purchase' as const,
            'receive purchase' as const,
            'delete purchase' as const,
          ),
          which: fc.nat(),
          quantity: fc.integer({ min: 1, max: 30 }),
        }),
      );
      let run = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
          run += 1;
          // Answers other than those allowed, checked after the run.
          const surprises: string[] = [];
          const allow = (what: string, answer: { status: number }, allowed: number[]) => {
            if (!allowed.includes(answer.status)) surprises.push(`${what}: ${answer.status}`);
          };
          const orders: { id: string; product: Product }[] = [];
          const purchases: { id: string; product: Product }[] = [];
          for (const [index, s] of steps.entries()) {
            const id = `run${run}-${index}`;
            const order =
              orders.length === 0 ? undefined : orders[('which' in s ? s.which : 0) % orders.length];
            const bought =
              purchases.length === 0 ? undefined : purchases[('which' in s ? s.which : 0) % purchases.length];
            switch (s.do) {
              case 'receive':
                allow(s.do, await receive(id, s.product, s.quantity), [201]);
                break;
              case 'order': {
                const lines = [{ productID: s.product, quantity: s.quantity }];
                allow(s.do, await confirmedOrder(id, lines), [201]);
                if (s.replay) allow('replay', await confirmedOrder(id, lines), [200]);
                orders.push({ id, product: s.product });
                break;
              }
              case 'pick':
                if (order !== undefined)
                  allow(
                    s.do,
                    await pick(consignmentID('compA', order.id), order.product, s.quantity),
                    [200, 409, 422],
                  );
                break;
              case 'race':
                // Two pickers at once, each on their own consignment (or both on one: one meets a conflict).
                if (order !== undefined) {
                  const other = orders[(s.which + 1) % orders.length] ?? order;
                  const answers = await Promise.all([
                    pick(consignmentID('compA', order.id), order.product, s.quantity),
                    pick(consignmentID('compA', other.id), other.product, s.quantity),
                  ]);
                  for (const answer of answers) allow(s.do, answer, [200, 409, 422]);
                }
                break;
              case 'finish':
                if (order !== undefined)
                  await patch(CONSIGNMENTS, consignmentID('compA', order.id), {
                    pickedOn: '2026-11-25T03:00:00.000Z',
                  });
                break;
              case 'dispatch':
                if (order !== undefined)
                  await patch(CONSIGNMENTS, consignmentID('compA', order.id), { isDispatched: true });
                break;
              case 'delete':
                if (order !== undefined) {
                  const row = await current(CONSIGNMENTS, consignmentID('compA', order.id));
                  if (row.isInactive !== true)
                    allow(
                      s.do,
                      await call('DELETE', `${CONSIGNMENTS}/delete`, {
                        id: row.id,
                        rowVersion: row.rowVersion,
                      }),
                      [200],
                    );
                }
                break;
              case 'purchase':
                allow(s.do, await purchase(id, [{ productID: s.product, quantity: s.quantity }]), [201]);
                purchases.push({ id, product: s.product });
                break;
              case 'change purchase':
                if (bought !== undefined)
                  await patch(PURCHASES, bought.id, {
                    orderItems: [
                      { id: `${bought.id}-0`, productID: bought.product, quantity: s.quantity, unitPrice: 1 },
                    ],
                  });
                break;
              case 'receive purchase':
                if (bought !== undefined)
                  await patch(PURCHASES, bought.id, { receivedOn: '2026-11-27T21:00:00.000Z' });
                break;
              case 'delete purchase':
                if (bought !== undefined) {
                  const row = await current(PURCHASES, bought.id);
                  if (row.isInactive !== true)
                    allow(
                      s.do,
                      await call('DELETE', `${PURCHASES}/delete`, { id: row.id, rowVersion: row.rowVersion }),
                      [200],
                    );
                }
                break;
            }
          }
          expect(surprises).toEqual([]);
          expect(await trackedTotals()).toEqual(await recount());
        }),
        { numRuns: 10 },
      );
    }, 120_000);
  });
}
