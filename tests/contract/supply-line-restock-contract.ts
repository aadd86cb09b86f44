import { describe, expect, it } from 'vitest';
import { COMPANIES_SECTION } from '../../server/auth/account-records';
import type { Store } from '../../server/store/store';
import { entityByName } from '../../src/entities/registry';
import { contractApp, contractCaller, type Json } from './contract-app';

const A = '/api/v1';
const LINES = entityByName('supply-lines').section;
const TRANSFERS = entityByName('stock-consignments').section;
const PURCHASES = entityByName('purchase-orders').section;
const DUE = '2026-11-27T09:00:00.000Z';

const transfer = (id: string, supplyLineID: string, from = 'wh', to = 'cold'): Json => ({
  id,
  isTransfer: true,
  supplyLineID,
  departureLocationID: from,
  destinationLocationID: to,
  dueDate: DUE,
  needsPacking: true,
  consignmentOrderItems: [{ productID: 'milk', quantity: 36 }],
  consignmentEntryItems: [],
});

const purchase = (id: string, supplyLineID: string): Json => ({
  id,
  supplyLineID,
  locationID: 'wh',
  dueDate: DUE,
  orderItems: [{ id: `${id}-1`, productID: 'milk', quantity: 36, description: 'Milk 2L', sortNumber: 1 }],
});

/**
 * Supply lines as restocking rules (issue 23 §3): a purchase order or stock transfer made by a
 * supply line (the stock balancer's accepted proposal names it) stands only while it follows
 * the line: switched on, the company's own, its way (bought, moved; made in house is a batch's),
 * product, destination and departure. The services hold it to that on every write that makes
 * one or changes what the rule reads, directly and through the batch route; its later progress
 * is never refused for a line changed since.
 */
export function describeSupplyLineRestockContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`restocking by supply lines on ${name}`, () => {
    const kit = contractApp(makeStore, {
      callers: { comp: contractCaller('comp'), other: contractCaller('other') },
      clock: () => new Date('2026-11-25T02:00:00.000Z'),
      seed: async ({ seed }) => {
        await seed(COMPANIES_SECTION, 'comp', 'comp', { companyName: 'Comp' });
        await seed(COMPANIES_SECTION, 'other', 'other', { companyName: 'Other' });
        await seed('Products', 'milk', 'comp', { productName: 'Milk 2L' });
        await seed('Locations', 'wh', 'comp', { locationName: 'Warehouse', companyAccountID: 'comp' });
        await seed('Locations', 'cold', 'comp', { locationName: 'Cold Store', companyAccountID: 'comp' });
        await seed('Locations', 'yard', 'comp', { locationName: 'Yard', companyAccountID: 'comp' });
        const line = (id: string, fields: Json) => ({
          supplyLineName: id,
          productID: 'milk',
          destinationLocationID: 'cold',
          isOn: true,
          ...fields,
        });
        await seed(LINES, 'move-milk', 'comp', line('Milk to the cold store', { departureLocationID: 'wh' }));
        await seed(LINES, 'buy-milk', 'comp', line('Milk bought in', { destinationLocationID: 'wh' }));
        await seed(LINES, 'made-milk', 'comp', line('Milk made', { isManufactured: true }));
        await seed(
          LINES,
          'off-milk',
          'comp',
          line('Old milk run', { departureLocationID: 'yard', isOn: false }),
        );
        await seed(LINES, 'their-line', 'other', line('Theirs', { departureLocationID: 'wh' }));
      },
    });
    const call = kit.call;
    const post = (section: string, body: Json) => call('comp', 'POST', `${A}/${section}/post`, body);
    const refusal = (answer: { status: number; body: Json }) => [answer.status, answer.body.message];

    it('makes a transfer or purchase order that follows its line, and refuses one that does not, naming why', async () => {
      expect((await post(TRANSFERS, transfer('t-ok', 'move-milk'))).status).toBe(201);
      expect((await post(PURCHASES, purchase('po-ok', 'buy-milk'))).status).toBe(201);
      expect(refusal(await post(TRANSFERS, transfer('t-yard', 'move-milk', 'yard')))).toEqual([
        422,
        "Supply line 'Milk to the cold store' moves stock from another location.",
      ]);
      expect(refusal(await post(TRANSFERS, transfer('t-off', 'off-milk', 'yard')))).toEqual([
        422,
        "Supply line 'Old milk run' is off.",
      ]);
      expect(refusal(await post(TRANSFERS, transfer('t-made', 'made-milk')))).toEqual([
        422,
        "Supply line 'Milk made' is made in house: restock it by a batch.",
      ]);
      expect(refusal(await post(PURCHASES, purchase('po-move', 'move-milk')))).toEqual([
        422,
        "Supply line 'Milk to the cold store' restocks by a transfer.",
      ]);
      // Another company's line is none of this company's.
      expect(refusal(await post(TRANSFERS, transfer('t-theirs', 'their-line')))).toEqual([
        422,
        'That supply line no longer exists.',
      ]);
      for (const [section, id] of [
        [TRANSFERS, 't-yard'],
        [TRANSFERS, 't-off'],
        [TRANSFERS, 't-made'],
        [PURCHASES, 'po-move'],
        [TRANSFERS, 't-theirs'],
      ] as const)
        expect((await call('comp', 'GET', `${A}/${section}/get/${id}`)).status).toBe(404);
    });

    it('holds a late write through the batch route to the line as it is now', async () => {
      const answer = await call('comp', 'POST', `${A}/batch`, {
        writes: [
          { section: TRANSFERS, op: 'post', id: 't-late-ok', data: transfer('t-late-ok', 'move-milk') },
          {
            section: TRANSFERS,
            op: 'post',
            id: 't-late-off',
            data: transfer('t-late-off', 'off-milk', 'yard'),
          },
        ],
      });
      const results = (answer.body.results ?? []) as Json[];
      expect(results.map((result) => result.status)).toEqual([201, 422]);
      expect(JSON.stringify(results[1])).toContain("Supply line 'Old milk run' is off");
      expect((await call('comp', 'GET', `${A}/${TRANSFERS}/get/t-late-off`)).status).toBe(404);
    });

    it('never refuses a made transfer’s progress once its line changes, but refuses moving it off the line', async () => {
      expect((await post(TRANSFERS, transfer('t-run', 'move-milk'))).status).toBe(201);
      const line = (await call('comp', 'GET', `${A}/${LINES}/get/move-milk`)).body;
      const off = await call('comp', 'PATCH', `${A}/${LINES}/patch/partial`, {
        id: 'move-milk',
        rowVersion: line.rowVersion,
        isOn: false,
      });
      expect(off.status).toBe(200);
      const made = (await call('comp', 'GET', `${A}/${TRANSFERS}/get/t-run`)).body;
      const packed = await call('comp', 'PATCH', `${A}/${TRANSFERS}/patch/partial`, {
        id: 't-run',
        rowVersion: made.rowVersion,
        needsPacking: false,
      });
      expect(packed.status).toBe(200);
      const moved = await call('comp', 'PATCH', `${A}/${TRANSFERS}/patch/partial`, {
        id: 't-run',
        rowVersion: (packed.body.data as Json).rowVersion,
        departureLocationID: 'yard',
      });
      expect(refusal(moved)).toEqual([422, "Supply line 'Milk to the cold store' is off."]);
    });
  });
}
