import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { deriveBalances, stockKeyText, type StockEntry } from '../../src/domain/stock-ledger';
import { COMPANIES_SECTION } from '../../server/auth/account-records';
import type { Store } from '../../server/store/store';
import { contractApp, type Json } from './contract-app';
import { seedMilkWarehouse, stockCaller } from './stock-seed';

const A = '/api/v1';
const LEDGER = `${A}/Stock/Adjustments`;
const ITEMS = `${A}/Stock/Items`;
const CONSIGNMENTS = `${A}/Customer/Consignments`;
const ORDERS = `${A}/CustomerOrders`;

const CALLERS = { picker: stockCaller('picker') };

/**
 * The stock ledger through the REST calls, on one store: entries derive the stock items, are
 * counted once per client id, never take a batch below zero (also when two picks race), and the
 * stock items always equal the sum of the ledger.
 */
export function describeStockLedgerContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`stock ledger on ${name}`, () => {
    const kit = contractApp(makeStore, {
      callers: CALLERS,
      clock: () => new Date('2026-11-25T02:00:00.000Z'),
      seed: ({ seed }) => seedMilkWarehouse(seed),
    });
    const call = (method: string, path: string, body?: unknown) => kit.call('picker', method, path, body);
    const entry = (id: string, fields: Json) =>
      call('POST', `${LEDGER}/post`, { id, productID: 'milk', locationID: 'wh', batchID: 'b1', ...fields });
    async function stockOf(batchID = 'b1', locationID = 'wh') {
      const { body } = await call(
        'GET',
        `${ITEMS}/getAll?query=${encodeURIComponent(`batchID == "${batchID}" ANDALSO locationID == "${locationID}"`)}`,
      );
      const rows = body.data as Json[];
      expect(rows.length).toBeLessThanOrEqual(1);
      return rows[0] ?? null;
    }
    async function consignment(id: string, lines: { productID: string; quantity: number }[]) {
      const made = await call('POST', `${CONSIGNMENTS}/post`, {
        id,
        departureLocationID: 'wh',
        destinationLocationID: 'cafe',
        consignmentOrderItems: lines,
        consignmentEntryItems: [],
      });
      expect(made.status).toBe(201);
      return made.body as { id: string; rowVersion: number };
    }
    const pick = (id: string, rowVersion: number, quantityPicked: number, batchID = 'b1') =>
      call('PATCH', `${CONSIGNMENTS}/patch/partial`, {
        id,
        rowVersion,
        consignmentEntryItems: [{ batchID, productID: 'milk', quantity: quantityPicked, quantityPicked }],
      });

    it('derives the stock item from the entries, stamping who and when', async () => {
      expect((await entry('e1', { kind: 'received', quantity: 10 })).status).toBe(201);
      expect((await entry('e2', { kind: 'wasted', quantity: 2 })).status).toBe(201);
      const held = await entry('e3', { kind: 'onHold', quantity: 3, reason: 'QA check' });
      expect(held.status).toBe(201);
      expect(held.body.data).toMatchObject({
        kind: 'onHold',
        userID: 'user-picker',
        reason: 'QA check',
        createdOn: '2026-11-25T02:00:00.000Z',
      });
      expect(await stockOf()).toMatchObject({ productID: 'milk', available: 5, onHold: 3, wasted: 2 });
      const tracked = await call('GET', `${A}/Stock/TrackedItems/getAll`);
      expect(tracked.body.data).toEqual([
        expect.objectContaining({ productID: 'milk', locationID: 'wh', inStock: 5 }),
      ]);
    });

    it('counts a replayed entry once', async () => {
      await entry('e1', { kind: 'received', quantity: 10 });
      const first = await entry('e2', { kind: 'adjusted', quantity: -4, reason: 'Count' });
      const again = await entry('e2', { kind: 'adjusted', quantity: -4, reason: 'Count' });
      expect([first.status, again.status]).toEqual([201, 200]);
      expect((await stockOf())?.available).toBe(6);
    });

    it('refuses an entry taking a batch below zero, naming the batch and what is left', async () => {
      await entry('e1', { kind: 'received', quantity: 3 });
      const refused = await entry('e2', { kind: 'adjusted', quantity: -5 });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe('Only 3 of Milk 2L left in batch GD251124: cannot take 5.');
      expect(refused.body).toMatchObject({ batchID: 'b1', available: 3 });
      expect((await call('GET', `${LEDGER}/get/count`)).body.count).toBe(1);
      expect((await stockOf())?.available).toBe(3);
    });

    it('keeps entries append-only and stock items read-only', async () => {
      await entry('e1', { kind: 'received', quantity: 3 });
      const changed = await call('PATCH', `${LEDGER}/patch/partial`, {
        id: 'e1',
        rowVersion: 2,
        quantity: 30,
      });
      expect(changed.status).toBe(409);
      const written = await call('POST', `${ITEMS}/post`, {
        productID: 'milk',
        locationID: 'wh',
        batchID: 'b1',
        available: 99,
      });
      expect(written.status).toBe(405);
      expect((await stockOf())?.available).toBe(3);
    });

    it('takes picked units out of stock once, also when the pick is sent again', async () => {
      await entry('e1', { kind: 'received', quantity: 10 });
      const made = await consignment('c1', [{ productID: 'milk', quantity: 4 }]);
      const picked = await pick('c1', made.rowVersion, 4);
      expect(picked.status).toBe(200);
      const replay = await pick('c1', made.rowVersion, 4);
      expect(replay.status).toBe(409);
      expect((await stockOf())?.available).toBe(6);
      const entries = (await call('GET', `${LEDGER}/getAll?query=${encodeURIComponent('kind == "picked"')}`))
        .body.data as Json[];
      expect(entries).toEqual([
        expect.objectContaining({ consignmentID: 'c1', batchID: 'b1', quantity: 4, userID: 'user-picker' }),
      ]);
      // Picking fewer puts the difference back.
      expect((await pick('c1', (picked.body as { rowVersion: number }).rowVersion, 1)).status).toBe(200);
      expect((await stockOf())?.available).toBe(9);
    });

    it('lets exactly one of two concurrent picks of the last units stand', async () => {
      await entry('e1', { kind: 'received', quantity: 5 });
      const one = await consignment('c1', [{ productID: 'milk', quantity: 5 }]);
      const two = await consignment('c2', [{ productID: 'milk', quantity: 5 }]);
      const answers = await Promise.all([pick('c1', one.rowVersion, 5), pick('c2', two.rowVersion, 5)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
      expect(answers.find((answer) => answer.status === 422)?.body.message).toBe(
        'Only 0 of Milk 2L left in batch GD251124: cannot take 5.',
      );
      expect(await stockOf()).toMatchObject({ available: 0 });
      expect(
        (await call('GET', `${LEDGER}/get/count?query=${encodeURIComponent('kind == "picked"')}`)).body.count,
      ).toBe(1);
    });

    it('lets concurrent adjustments take exactly what there is', async () => {
      await entry('e1', { kind: 'received', quantity: 3 });
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) => entry(`take-${index}`, { kind: 'adjusted', quantity: -1 })),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
      expect(answers.filter((answer) => answer.status === 422)).toHaveLength(3);
      expect((await stockOf())?.available).toBe(0);
    });

    it('keeps every stock item equal to the sum of the ledger, never below zero', async () => {
      const kinds = fc.constantFrom('received', 'adjusted', 'wasted', 'onHold', 'transferred', 'picked');
      const step = fc.record({
        kind: kinds,
        quantity: fc.integer({ min: -6, max: 12 }),
        batch: fc.constantFrom('b1', 'b2'),
        to: fc.constantFrom('wh', 'wh2'),
      });
      let run = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
          run += 1;
          const productID = `prop-${run}`;
          const accepted: StockEntry[] = [];
          for (const [index, s] of steps.entries()) {
            const fields = {
              kind: s.kind,
              productID,
              batchID: s.batch,
              quantity: s.quantity,
              ...(s.kind === 'transferred' ? { toLocationID: s.to } : {}),
            };
            const answer = await entry(`${productID}-${index}`, fields);
            expect([201, 422]).toContain(answer.status);
            if (answer.status === 201)
              accepted.push({
                locationID: 'wh',
                toLocationID: s.kind === 'transferred' ? s.to : null,
                ...fields,
              } as StockEntry);
          }
          const expected = deriveBalances(accepted);
          const { body } = await call(
            'GET',
            `${ITEMS}/getAll?query=${encodeURIComponent(`productID == "${productID}"`)}`,
          );
          const rows = body.data as Json[];
          for (const row of rows) {
            const key = stockKeyText({
              locationID: String(row.locationID),
              productID,
              batchID: (row.batchID as string | null) ?? null,
            });
            const sum = expected.get(key) ?? { available: 0, onHold: 0, wasted: 0 };
            expect({ available: row.available, onHold: row.onHold, wasted: row.wasted }).toEqual(sum);
            expect(row.available as number).toBeGreaterThanOrEqual(0);
            expect(row.onHold as number).toBeGreaterThanOrEqual(0);
          }
          expect(rows.length).toBe(expected.size);
        }),
        { numRuns: 12 },
      );
    }, 60_000);

    it('puts a finished batch into stock and moves it on and off hold', async () => {
      const B = `${A}/Stock/Batches`;
      const made = await call('POST', `${B}/post`, {
        id: 'roast',
        batchcode: 'HB-261125',
        productID: 'milk',
        locationID: 'wh',
        quantityGoal: 60,
        isPending: true,
      });
      expect(made.status).toBe(201);
      expect(await stockOf('roast')).toBeNull();
      const empty = await call('PATCH', `${B}/patch/partial`, {
        id: 'roast',
        rowVersion: 1,
        isPending: false,
      });
      expect(empty.status).toBe(422);
      const finished = await call('PATCH', `${B}/patch/partial`, {
        id: 'roast',
        rowVersion: 1,
        isPending: false,
        quantity: 48,
      });
      expect(finished.status).toBe(200);
      expect(await stockOf('roast')).toMatchObject({ available: 48, onHold: 0 });
      const held = await call('PATCH', `${B}/patch/partial`, { id: 'roast', rowVersion: 2, onHold: true });
      expect(await stockOf('roast')).toMatchObject({ available: 0, onHold: 48 });
      await call('PATCH', `${B}/patch/partial`, {
        id: 'roast',
        rowVersion: (held.body as { rowVersion: number }).rowVersion,
        onHold: false,
      });
      expect(await stockOf('roast')).toMatchObject({ available: 48, onHold: 0 });
      const entries = (
        await call('GET', `${LEDGER}/getAll?query=${encodeURIComponent('batchID == "roast"')}`)
      ).body.data as Json[];
      expect(entries.map((entry) => [entry.kind, entry.quantity]).sort()).toEqual([
        ['onHold', -48],
        ['onHold', 48],
        ['produced', 48],
      ]);
    });

    it("moves a transfer's picked units to the destination when it arrives", async () => {
      const T = `${A}/Stock/Consignments`;
      await entry('e1', { kind: 'received', quantity: 10 });
      await call('POST', `${T}/post`, {
        id: 't1',
        isTransfer: true,
        departureLocationID: 'wh',
        destinationLocationID: 'cold',
        consignmentOrderItems: [{ productID: 'milk', quantity: 4 }],
      });
      const picked = await call('PATCH', `${T}/patch/partial`, {
        id: 't1',
        rowVersion: 1,
        consignmentEntryItems: [{ batchID: 'b1', productID: 'milk', quantity: 4, quantityPicked: 4 }],
      });
      expect(picked.status).toBe(200);
      expect(await stockOf('b1', 'cold')).toBeNull();
      const arrived = await call('PATCH', `${T}/patch/partial`, {
        id: 't1',
        rowVersion: 2,
        performedOn: '2026-11-25T03:00:00.000Z',
      });
      expect(arrived.status).toBe(200);
      await call('PATCH', `${T}/patch/partial`, { id: 't1', rowVersion: 3, notes: 'again' });
      expect((await stockOf('b1', 'wh'))?.available).toBe(6);
      expect((await stockOf('b1', 'cold'))?.available).toBe(4);
    });

    it('imports stock whole or not at all, naming each bad row', async () => {
      const I = `${A}/Stock/Imports`;
      const rows = [
        { productID: 'milk', batchID: 'b1', quantity: 6 },
        { productID: 'milk', batchcode: 'NEW-1', quantity: 4 },
        { productID: 'nope', quantity: 0 },
      ];
      const refused = await call('POST', `${I}/post`, {
        id: 'imp1',
        locationID: 'wh',
        isFinished: true,
        importItems: rows,
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([
        { field: 'importItems[2].productID', row: 3, message: 'Unknown product' },
        { field: 'importItems[2].quantity', row: 3, message: 'Must be a number above 0' },
      ]);
      expect(await stockOf('b1')).toBeNull();
      const imported = await call('POST', `${I}/post`, {
        id: 'imp1',
        locationID: 'wh',
        isFinished: true,
        importItems: rows.slice(0, 2),
      });
      expect(imported.status).toBe(201);
      expect((await stockOf('b1'))?.available).toBe(6);
      const made = (
        (await call('GET', `${A}/Stock/Batches/getAll?query=${encodeURIComponent('batchcode == "NEW-1"')}`))
          .body.data as Json[]
      )[0];
      expect((await stockOf(String(made?.id)))?.available).toBe(4);
      const reopened = await call('PATCH', `${I}/patch/partial`, {
        id: 'imp1',
        rowVersion: 1,
        isFinished: false,
      });
      expect(reopened.status).toBe(409);
    });

    describe('confirming a customer order', () => {
      // The seller may name the café as its buyer only under an agreement (party access).
      beforeEach(async () => {
        await kit.store.insert({
          section: 'Customers',
          id: 'agreement-cafe-co',
          companyAccountID: 'compA',
          parties: ['cafe-co'],
          isInactive: false,
          data: { companyName: 'Cafe Co', sellerID: 'compA', buyerID: 'cafe-co' },
        });
      });
      const order = (id: string, fields: Json) =>
        call('POST', `${ORDERS}/post`, {
          id,
          buyerID: 'cafe-co',
          sellerID: 'compA',
          locationID: 'cafe',
          dueDate: '2026-11-26T20:00:00.000Z',
          orderItems: [
            { id: `${id}-1`, productID: 'milk', quantity: 6, unitPrice: 2 },
            { id: `${id}-2`, productID: null, description: 'Delivery fee', quantity: 1, unitPrice: 5 },
          ],
          ...fields,
        });
      // The list answers summaries; each consignment is read whole.
      const consignments = async () => {
        const listed = (await call('GET', `${CONSIGNMENTS}/getAll`)).body.data as Json[];
        return Promise.all(
          listed.map(
            async (row) =>
              (await call('GET', `${CONSIGNMENTS}/get/${encodeURIComponent(String(row.id))}`)).body,
          ),
        );
      };

      it('makes its customer consignment from the order lines, once', async () => {
        await order('o1', { isConfirmed: false });
        expect(await consignments()).toEqual([]);
        const saved = await call('PATCH', `${ORDERS}/patch/partial`, {
          id: 'o1',
          rowVersion: 1,
          isConfirmed: true,
        });
        expect(saved.status).toBe(200);
        await call('PATCH', `${ORDERS}/patch/partial`, { id: 'o1', rowVersion: 2, tagsCSV: 'again' });
        const made = await consignments();
        expect(made).toEqual([
          expect.objectContaining({
            customerOrderID: 'o1',
            buyerID: 'cafe-co',
            departureLocationID: 'wh',
            destinationLocationID: 'cafe',
            dueDate: '2026-11-26T20:00:00.000Z',
            needsPacking: true,
            consignmentOrderItems: [{ productID: 'milk', quantity: 6 }],
          }),
        ]);
        expect(made[0]?.consignmentNumber).toEqual(expect.stringMatching(/^C\d+/));
      });

      it("groups a customer's orders of one day when the company asks for it", async () => {
        const company = await kit.store.get(COMPANIES_SECTION, 'compA');
        await kit.store.update(
          {
            section: COMPANIES_SECTION,
            id: 'compA',
            companyAccountID: 'compA',
            parties: [],
            isInactive: false,
            data: { ...company?.data, consignmentGrouping: 'PerCustomerPerDay' },
          },
          company?.rowVersion ?? 1,
        );
        await order('o1', { isConfirmed: true });
        await order('o2', { isConfirmed: true, dueDate: '2026-11-26T23:00:00.000Z' });
        await order('o3', { isConfirmed: true, dueDate: '2026-11-28T20:00:00.000Z' });
        const made = await consignments();
        expect(made).toHaveLength(2);
        expect(made.find((row) => row.customerOrderID === 'o1')).toMatchObject({
          customerOrderIDs: ['o1', 'o2'],
          consignmentOrderItems: [{ productID: 'milk', quantity: 12 }],
        });
      });

      it('makes none when the seller does not pick and pack', async () => {
        const company = await kit.store.get(COMPANIES_SECTION, 'compA');
        await kit.store.update(
          {
            section: COMPANIES_SECTION,
            id: 'compA',
            companyAccountID: 'compA',
            parties: [],
            isInactive: false,
            data: { ...company?.data, picksAndPacks: false },
          },
          company?.rowVersion ?? 1,
        );
        await order('o1', { isConfirmed: true });
        expect(await consignments()).toEqual([]);
      });
    });
  });
}
