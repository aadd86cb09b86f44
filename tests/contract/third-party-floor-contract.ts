import { describe, expect, it } from 'vitest';
import { entityByName } from '../../src/entities/registry';
import { COMPANIES_SECTION } from '../../server/auth/account-records';
import { consignmentID } from '../../server/flows/order-consignments';
import type { Store } from '../../server/store/store';
import { contractApp, contractCaller, type Json } from './contract-app';

const A = '/api/v1';
const ORDERS = `${A}/${entityByName('customer-orders').section}`;
const CONSIGNMENTS = `${A}/${entityByName('customer-consignments').section}`;
const LEDGER = `${A}/${entityByName('stock-adjustments').section}`;
const TRACKED = `${A}/${entityByName('stock-tracked-items').section}`;
const NOW = '2026-11-25T02:00:00.000Z';

// Healesville Cider (cider) sells to a café; Westgate (tpl), a courier-level 3PL, fulfils for it
// from its own shelves (tpl-wh); a plain courier (van) carries for it; another company (other) is
// party to none of it.
const CALLERS = {
  cider: contractCaller('cider', { subscriptionCode: 'SUPPFREE' }),
  tpl: contractCaller('tpl', { subscriptionCode: 'COUR' }),
  cafe: contractCaller('cafe', { subscriptionCode: 'CUSTFREE' }),
  van: contractCaller('van', { subscriptionCode: 'COUR' }),
  other: contractCaller('other'),
};

function ciderOrder(id: string, fulfillerID: string | null, fields: Json = {}): Json {
  return {
    id,
    buyerID: 'cafe',
    sellerID: 'cider',
    fulfillerID,
    locationID: 'cafe-door',
    dueDate: '2026-11-26T20:00:00.000Z',
    isConfirmed: true,
    orderItems: [
      {
        id: `${id}-1`,
        productID: 'apple',
        quantity: 3,
        unitPrice: 62,
        description: 'Apple Cider 330ml (carton of 24)',
      },
      {
        id: `${id}-2`,
        productID: 'pear',
        quantity: 1,
        unitPrice: 64,
        description: 'Pear Cider 330ml (carton of 24)',
      },
    ],
    ...fields,
  };
}

/**
 * 3PL floors (issue 23 §7) through the REST calls, on one store: a client's confirmed order
 * naming its 3PL becomes a consignment on the 3PL's floor (owned by the 3PL, its departure the
 * 3PL's location, its products named), never on the client's; the 3PL reads the order without
 * its prices, picks from its own stock, and the client sees the progress; nobody else reads or
 * writes that consignment, and the client cannot pick it.
 */
export function describeThirdPartyFloorContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`3PL floors on ${name}`, () => {
    const kit = contractApp(makeStore, {
      callers: CALLERS,
      clock: () => new Date(NOW),
      seed: async ({ seed }) => {
        for (const company of ['cider', 'tpl', 'cafe', 'van', 'other'])
          await seed(COMPANIES_SECTION, company, company, {
            companyName: company,
            defaultTimeZone: 'Australia/Melbourne',
          });
        await seed(
          'Customers',
          'agr-cafe',
          'cider',
          { companyName: 'Cafe', sellerID: 'cider', buyerID: 'cafe' },
          ['cafe'],
        );
        // The 3PL's record of its client, marked 3PL fulfilment; the courier's, not.
        await seed(
          'Clients',
          'cli-cider',
          'tpl',
          { companyName: 'Cider', buyerID: 'cider', courierID: 'tpl', isFulfiller: true },
          ['cider'],
        );
        await seed(
          'Clients',
          'cli-cider-van',
          'van',
          { companyName: 'Cider', buyerID: 'cider', courierID: 'van', isFulfiller: false },
          ['cider'],
        );
        await seed('Products', 'apple', 'cider', { productName: 'Apple Cider 330ml' });
        await seed('Products', 'pear', 'cider', { productName: 'Pear Cider 330ml' });
        await seed('Locations', 'cider-cellar', 'cider', {
          locationName: 'Cellar door',
          companyAccountID: 'cider',
        });
        await seed('Locations', 'tpl-wh', 'tpl', { locationName: 'Laverton North', companyAccountID: 'tpl' });
        await seed('Locations', 'cafe-door', 'cafe', { locationName: 'Cafe', companyAccountID: 'cafe' });
      },
    });
    const call = kit.call;
    const get = async (who: string, base: string, id: string) =>
      call(who, 'GET', `${base}/get/${encodeURIComponent(id)}`);
    const ids = async (who: string, base: string) =>
      ((await call(who, 'GET', `${base}/getAll?includeDetails=true`)).body.data as Json[]).map(
        (row) => row.id,
      );

    it("puts a client's confirmed order on its 3PL's floor, named and without prices, never on the client's", async () => {
      expect((await call('cider', 'POST', `${ORDERS}/post`, ciderOrder('o1', 'tpl'))).status).toBe(201);
      const id = consignmentID('tpl', 'o1');
      const { status, body } = await get('tpl', CONSIGNMENTS, id);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        customerOrderID: 'o1',
        buyerID: 'cafe',
        sellerID: 'cider',
        fulfillerID: 'tpl',
        fulfillmentBuyerID: 'cider',
        departureLocationID: 'tpl-wh',
        destinationLocationID: 'cafe-door',
        isDispatched: false,
      });
      expect(body.consignmentOrderItems).toEqual([
        { productID: 'apple', quantity: 3, productName: 'Apple Cider 330ml' },
        { productID: 'pear', quantity: 1, productName: 'Pear Cider 330ml' },
      ]);
      expect(JSON.stringify(body)).not.toMatch(/unitPrice|amountTotal/);
      expect(await ids('tpl', CONSIGNMENTS)).toEqual([id]);
      // The client sees the progress of its order's consignment; it has no consignment of its own to pick.
      expect(await ids('cider', CONSIGNMENTS)).toEqual([id]);
      // It reads where it leaves from and goes to by name, though those locations are not its to read.
      expect((await get('cider', CONSIGNMENTS, id)).body).toMatchObject({
        companyAccountID: 'tpl',
        departureLocation: { id: 'tpl-wh', locationName: 'Laverton North' },
        destinationLocation: { id: 'cafe-door', locationName: 'Cafe' },
      });
      expect((await get('cider', `${A}/Locations`, 'tpl-wh')).status).toBe(404);
      expect((await get('cider', CONSIGNMENTS, consignmentID('cider', 'o1'))).status).toBe(404);

      // The 3PL reads the order it fulfils (its customer orders as fulfiller), without the client's prices.
      const order = (await get('tpl', ORDERS, 'o1')).body;
      expect(order).toMatchObject({ id: 'o1', buyerID: 'cafe', sellerID: 'cider', fulfillerID: 'tpl' });
      expect(order.amountTotal).toBeUndefined();
      expect(
        (order.orderItems as Json[]).map((line) => [line.productID, line.quantity, line.unitPrice]),
      ).toEqual([
        ['apple', 3, undefined],
        ['pear', 1, undefined],
      ]);
      const listed = (await call('tpl', 'GET', `${ORDERS}/getAll?includeDetails=true`)).body.data as Json[];
      expect(JSON.stringify(listed)).not.toMatch(/unitPrice|amountTotal|subTotal/);
      const pulled = (await call('tpl', 'GET', `${ORDERS}/changes?after=0`)).body.data as Json[];
      expect(pulled.map((row) => row.id)).toEqual(['o1']);
      expect(JSON.stringify(pulled)).not.toMatch(/unitPrice|amountTotal|subTotal/);
      // The client and its customer still read their prices.
      expect((await get('cider', ORDERS, 'o1')).body.amountTotal).toBeGreaterThan(0);
    });

    it('the 3PL picks from its own stock and the client sees the progress; its dispatch leaves the prices as they were', async () => {
      expect(
        (
          await call('tpl', 'POST', `${LEDGER}/post`, {
            id: 'in-apple',
            kind: 'received',
            productID: 'apple',
            locationID: 'tpl-wh',
            batchID: null,
            quantity: 40,
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await call('tpl', 'POST', `${LEDGER}/post`, {
            id: 'in-pear',
            kind: 'received',
            productID: 'pear',
            locationID: 'tpl-wh',
            batchID: null,
            quantity: 10,
          })
        ).status,
      ).toBe(201);
      expect((await call('cider', 'POST', `${ORDERS}/post`, ciderOrder('o2', 'tpl'))).status).toBe(201);
      const id = consignmentID('tpl', 'o2');
      const consignment = (await get('tpl', CONSIGNMENTS, id)).body;
      const picked = await call('tpl', 'PATCH', `${CONSIGNMENTS}/patch/partial`, {
        id,
        rowVersion: consignment.rowVersion,
        consignmentEntryItems: [
          { productID: 'apple', batchID: null, quantity: 3, quantityPicked: 3 },
          { productID: 'pear', batchID: null, quantity: 1, quantityPicked: 1 },
        ],
        pickedOn: NOW,
        pickedByUserID: 'user-tpl',
      });
      expect(picked.status).toBe(200);
      // The units left the 3PL's shelf.
      const tracked = (
        await call('tpl', 'GET', `${TRACKED}/getAll?query=${encodeURIComponent('productID == "apple"')}`)
      ).body.data as Json[];
      expect(tracked.map((row) => [row.locationID, row.inStock])).toEqual([['tpl-wh', 37]]);
      // The client sees it picked.
      const seen = (await get('cider', CONSIGNMENTS, id)).body;
      expect(seen.pickedOn).toBe(NOW);
      expect(
        (seen.consignmentEntryItems as Json[]).map((item) => [item.productID, item.quantityPicked]),
      ).toEqual([
        ['apple', 3],
        ['pear', 1],
      ]);

      // The 3PL records the dispatch with the order as it reads it (no prices): the client's prices stay.
      const before = (await get('cider', ORDERS, 'o2')).body;
      const read = (await get('tpl', ORDERS, 'o2')).body;
      const dispatched = await call('tpl', 'PATCH', `${ORDERS}/patch`, { ...read, isDispatched: true });
      expect(dispatched.status).toBe(200);
      expect(JSON.stringify(dispatched.body)).not.toMatch(/unitPrice|amountTotal/);
      const after = (await get('cider', ORDERS, 'o2')).body;
      expect(after.isDispatched).toBe(true);
      expect([after.amountTotal, (after.orderItems as Json[]).map((line) => line.unitPrice)]).toEqual([
        before.amountTotal,
        (before.orderItems as Json[]).map((line) => line.unitPrice),
      ]);
    });

    it("shows the 3PL its client's order only once the client confirms it (directly or through the batch route), never the draft", async () => {
      const draft = (id: string) => ciderOrder(id, 'tpl', { isConfirmed: false });
      expect((await call('cider', 'POST', `${ORDERS}/post`, draft('d1'))).status).toBe(201);
      const batched = await call('cider', 'POST', `${A}/batch`, {
        writes: [
          { section: entityByName('customer-orders').section, op: 'post', id: 'd2', data: draft('d2') },
        ],
      });
      expect(((batched.body.results ?? []) as Json[]).map((result) => result.status)).toEqual([201]);
      const start = (await call('tpl', 'GET', `${ORDERS}/changes?after=0`)).body;
      // The drafts: not listed, not read, not pulled by the 3PL; the client reads both.
      expect(await ids('tpl', ORDERS)).toEqual([]);
      expect((await get('tpl', ORDERS, 'd1')).status).toBe(404);
      // (A pull names them only as removals: whatever the 3PL's device kept of them goes.)
      expect((start.data as Json[]).filter((row) => row.isRemoved !== true)).toEqual([]);
      expect((await ids('cider', ORDERS)).sort()).toEqual(['d1', 'd2']);
      // Nor may it write one.
      const stored = (await get('cider', ORDERS, 'd1')).body;
      expect(
        (
          await call('tpl', 'PATCH', `${ORDERS}/patch/partial`, {
            id: 'd1',
            rowVersion: stored.rowVersion,
            isDispatched: true,
          })
        ).status,
      ).toBe(404);

      // Confirmed, one directly and one through the batch route, both reach the 3PL.
      expect(
        (
          await call('cider', 'PATCH', `${ORDERS}/patch/partial`, {
            id: 'd1',
            rowVersion: stored.rowVersion,
            isConfirmed: true,
          })
        ).status,
      ).toBe(200);
      const second = (await get('cider', ORDERS, 'd2')).body;
      const confirmed = await call('cider', 'POST', `${A}/batch`, {
        writes: [
          {
            section: entityByName('customer-orders').section,
            op: 'partial',
            id: 'd2',
            rowVersion: second.rowVersion,
            data: { isConfirmed: true },
          },
        ],
      });
      expect(((confirmed.body.results ?? []) as Json[]).map((result) => result.status)).toEqual([200]);
      expect((await ids('tpl', ORDERS)).sort()).toEqual(['d1', 'd2']);
      expect((await get('tpl', ORDERS, 'd1')).body.isConfirmed).toBe(true);
      const pulled = (await call('tpl', 'GET', `${ORDERS}/changes?after=${String(start.cursor)}`)).body
        .data as Json[];
      expect(pulled.map((row) => [row.id, row.isRemoved ?? false]).sort()).toEqual([
        ['d1', false],
        ['d2', false],
      ]);
    });

    it('lets no other company read or write the consignment, and the client not pick it', async () => {
      expect((await call('cider', 'POST', `${ORDERS}/post`, ciderOrder('o3', 'tpl'))).status).toBe(201);
      const id = consignmentID('tpl', 'o3');
      const consignment = (await get('tpl', CONSIGNMENTS, id)).body;
      const pick = {
        id,
        rowVersion: consignment.rowVersion,
        consignmentEntryItems: [{ productID: 'apple', batchID: null, quantity: 3, quantityPicked: 3 }],
      };
      // A company party to none of it: not found, not in its lists, not writable.
      expect((await get('other', CONSIGNMENTS, id)).status).toBe(404);
      expect(await ids('other', CONSIGNMENTS)).toEqual([]);
      expect((await call('other', 'PATCH', `${CONSIGNMENTS}/patch/partial`, pick)).status).toBe(404);
      expect(
        (await call('other', 'DELETE', `${CONSIGNMENTS}/delete`, { id, rowVersion: consignment.rowVersion }))
          .status,
      ).toBe(404);
      expect((await get('other', ORDERS, 'o3')).status).toBe(404);
      // The client and the café see it but cannot pick it, nor delete it: the 3PL's floor does.
      expect((await call('cider', 'PATCH', `${CONSIGNMENTS}/patch/partial`, pick)).status).toBe(403);
      expect((await call('cafe', 'PATCH', `${CONSIGNMENTS}/patch/partial`, pick)).status).toBe(403);
      expect(
        (await call('cider', 'DELETE', `${CONSIGNMENTS}/delete`, { id, rowVersion: consignment.rowVersion }))
          .status,
      ).toBe(403);
      expect((await get('tpl', CONSIGNMENTS, id)).body.rowVersion).toBe(consignment.rowVersion);
      // Nor can another company take the consignment's id first.
      expect(
        (
          await call('other', 'POST', `${CONSIGNMENTS}/post`, {
            id: consignmentID('tpl', 'o4'),
            buyerID: 'other',
          })
        ).status,
      ).toBe(422);
    });

    it('refuses an order naming a fulfiller that does not fulfil for the seller, and makes nothing', async () => {
      // The courier carries for the cidery but is no 3PL of it.
      const refused = await call('cider', 'POST', `${ORDERS}/post`, ciderOrder('o5', 'van'));
      expect(refused.status).toBe(422);
      expect(String(refused.body.message)).toContain('does not fulfil orders for you as a 3PL');
      expect((await get('cider', ORDERS, 'o5')).status).toBe(404);
      expect(await ids('van', CONSIGNMENTS)).toEqual([]);
      // Unconfirmed, it is a draft; confirmed later, it is refused then.
      expect(
        (await call('cider', 'POST', `${ORDERS}/post`, ciderOrder('o6', 'van', { isConfirmed: false })))
          .status,
      ).toBe(201);
      const draft = (await get('cider', ORDERS, 'o6')).body;
      expect(
        (
          await call('cider', 'PATCH', `${ORDERS}/patch/partial`, {
            id: 'o6',
            rowVersion: draft.rowVersion,
            isConfirmed: true,
          })
        ).status,
      ).toBe(422);
      // The seller's own order still goes to its own floor.
      expect((await call('cider', 'POST', `${ORDERS}/post`, ciderOrder('o7', null))).status).toBe(201);
      expect((await get('cider', CONSIGNMENTS, consignmentID('cider', 'o7'))).body.departureLocationID).toBe(
        'cider-cellar',
      );
    });
  });
}
