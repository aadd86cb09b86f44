import { describe, expect, it } from 'vitest';
import { COMPANIES_SECTION } from '../../server/auth/account-records';
import { deliveryInvoiceID, weeklyInvoiceID } from '../../server/flows/delivery-invoices';
import { consignmentID } from '../../server/flows/order-consignments';
import type { Store } from '../../server/store/store';
import { contractApp, contractCaller, type Json } from './contract-app';

const A = '/api/v1';
const ORDERS = `${A}/CustomerOrders`;
const CONSIGNMENTS = `${A}/Customer/Consignments`;
const INVOICES = `${A}/Customer/Invoices`;
const PRODUCTS = `${A}/Products`;
const NOW = '2026-11-25T02:00:00.000Z';
// The Monday of NOW's week in Melbourne: the key of a weekly invoice.
const WEEK = '2026-11-23';

const CALLERS = {
  seller: contractCaller('seller'),
  other: contractCaller('other'),
  buyer: contractCaller('buyer', { subscriptionCode: 'CUST' }),
  stranger: contractCaller('stranger'),
};

/**
 * The ids of the records the services make from others (issue 21, item 7): no other company can
 * take one first (a buyer or a stranger who computes it is refused; an id of before that it
 * takes stalls nothing), two sellers making the same kind of record for one customer never
 * meet, and a taken id is a 409 that says so, never a 500.
 */
export function describeDerivedIdsContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`ids the services make on ${name}`, () => {
    const kit = contractApp(makeStore, {
      callers: CALLERS,
      clock: () => new Date(NOW),
      seed: async ({ seed }) => {
        for (const seller of ['seller', 'other']) {
          await seed(COMPANIES_SECTION, seller, seller, {
            companyName: seller,
            defaultTimeZone: 'Australia/Melbourne',
            invoiceTrigger: 'Dispatched',
            invoiceGrouping: 'Per customer per week',
          });
          await seed('Locations', `${seller}-wh`, seller, {
            locationName: 'Warehouse',
            companyAccountID: seller,
          });
          await seed('Products', `${seller}-milk`, seller, { productName: 'Milk 2L' });
          await seed(
            'Customers',
            `${seller}-agr`,
            seller,
            { companyName: 'Buyer', sellerID: seller, buyerID: 'buyer' },
            ['buyer'],
          );
        }
        await seed(COMPANIES_SECTION, 'buyer', 'buyer', { companyName: 'Buyer' });
        await seed('Locations', 'cafe', 'buyer', { locationName: 'Cafe', companyAccountID: 'buyer' });
      },
    });
    const call = kit.call;

    const order = (seller: string, id: string, fields: Json = {}) =>
      call(seller, 'POST', `${ORDERS}/post`, {
        id,
        buyerID: 'buyer',
        sellerID: seller,
        supplyAgreementID: `${seller}-agr`,
        locationID: 'cafe',
        dueDate: '2026-11-26T20:00:00.000Z',
        orderItems: [{ id: `${id}-1`, productID: `${seller}-milk`, quantity: 6, unitPrice: 2 }],
        ...fields,
      });
    const patch = async (who: string, path: string, id: string, fields: Json) => {
      const row = (await call(who, 'GET', `${path}/get/${encodeURIComponent(id)}`)).body;
      return call(who, 'PATCH', `${path}/patch/partial`, { id, rowVersion: row.rowVersion, ...fields });
    };
    // The seller's own invoices, whole (a list row leaves the lines out).
    const invoicesOf = async (seller: string) => {
      const rows = ((await call(seller, 'GET', `${INVOICES}/getAll`)).body.data as Json[]).filter(
        (row) => row.companyAccountID === seller,
      );
      return Promise.all(
        rows.map(
          async (row) =>
            (await call(seller, 'GET', `${INVOICES}/get/${encodeURIComponent(String(row.id))}`)).body,
        ),
      );
    };

    it('refuses a stranger’s and a buyer’s record under the id a seller’s consignment or invoice will get, and the seller’s confirm and dispatch still work', async () => {
      expect((await order('seller', 'order-1')).status).toBe(201);
      for (const [who, id] of [
        ['stranger', consignmentID('seller', 'order-1')],
        ['buyer', consignmentID('seller', 'order-1')],
        ['stranger', weeklyInvoiceID('seller', 'buyer', WEEK)],
        ['stranger', deliveryInvoiceID('seller', 'order-1')],
      ] as const) {
        const taken = await call(who, 'POST', who === 'buyer' ? `${A}/Locations/post` : `${PRODUCTS}/post`, {
          id,
          productName: 'Squatter',
          locationName: 'Squatter',
        });
        expect([who, taken.status, taken.body.message]).toEqual([
          who,
          422,
          expect.stringContaining('services make'),
        ]);
      }
      // The ids of before are plain text a client may still use: they stall nothing now.
      expect(
        (await call('stranger', 'POST', `${PRODUCTS}/post`, { id: 'cons:order-1', productName: 'Squatter' }))
          .status,
      ).toBe(201);
      expect(
        (
          await call('stranger', 'POST', `${PRODUCTS}/post`, {
            id: `inv:buyer:${WEEK}`,
            productName: 'Squatter',
          })
        ).status,
      ).toBe(201);

      expect((await patch('seller', ORDERS, 'order-1', { isConfirmed: true })).status).toBe(200);
      const consignment = await call(
        'seller',
        'GET',
        `${CONSIGNMENTS}/get/${consignmentID('seller', 'order-1')}`,
      );
      expect([
        consignment.status,
        consignment.body.customerOrderID,
        consignment.body.companyAccountID,
      ]).toEqual([200, 'order-1', 'seller']);

      expect((await patch('seller', ORDERS, 'order-1', { isDispatched: true })).status).toBe(200);
      expect((await invoicesOf('seller')).map((row) => [row.id, row.customerOrderIDs])).toEqual([
        [weeklyInvoiceID('seller', 'buyer', WEEK), ['order-1']],
      ]);
      // The stranger's records stayed its own.
      expect((await call('stranger', 'GET', `${PRODUCTS}/get/cons:order-1`)).body.productName).toBe(
        'Squatter',
      );
    });

    it('lets two sellers invoice one customer in the same week, each on its own invoice', async () => {
      for (const seller of ['seller', 'other']) {
        expect((await order(seller, `${seller}-order`, { isConfirmed: true })).status).toBe(201);
        expect((await patch(seller, ORDERS, `${seller}-order`, { isDispatched: true })).status).toBe(200);
      }
      for (const seller of ['seller', 'other']) {
        const made = await invoicesOf(seller);
        expect(made.map((row) => [row.id, row.buyerID, row.customerOrderIDs])).toEqual([
          [weeklyInvoiceID(seller, 'buyer', WEEK), 'buyer', [`${seller}-order`]],
        ]);
      }
      expect(weeklyInvoiceID('seller', 'buyer', WEEK)).not.toBe(weeklyInvoiceID('other', 'buyer', WEEK));
    });

    it('keeps adding to a seller’s weekly invoice made under the id of before, and finds its consignment of before', async () => {
      await kit.seed(
        'Customer/Invoices',
        `inv:buyer:${WEEK}`,
        'seller',
        {
          companyAccountID: 'seller',
          buyerID: 'buyer',
          sellerID: 'seller',
          customerOrderID: null,
          customerOrderIDs: ['old-order'],
          deliveryIDs: ['dispatched:old-order'],
          issuedOn: NOW,
          lineItems: [],
        },
        ['buyer'],
      );
      expect((await order('seller', 'order-2')).status).toBe(201);
      await kit.seed(
        'Customer/Consignments',
        'cons:order-2',
        'seller',
        {
          customerOrderID: 'order-2',
          customerOrderIDs: ['order-2'],
          buyerID: 'buyer',
          sellerID: 'seller',
          consignmentOrderItems: [],
        },
        ['buyer'],
      );
      expect((await patch('seller', ORDERS, 'order-2', { isConfirmed: true })).status).toBe(200);
      // Its consignment of before is the order's: no second one.
      expect(
        ((await call('seller', 'GET', `${CONSIGNMENTS}/getAll`)).body.data as Json[]).map((row) => row.id),
      ).toEqual(['cons:order-2']);
      expect((await patch('seller', ORDERS, 'order-2', { isDispatched: true })).status).toBe(200);
      expect((await invoicesOf('seller')).map((row) => [row.id, row.customerOrderIDs])).toEqual([
        [`inv:buyer:${WEEK}`, ['old-order', 'order-2']],
      ]);
    });

    it('answers a flow’s id held by another company’s record with a 409 that names nothing of it, never a 500', async () => {
      // As an old database may hold it: another company's record under the id the consignment gets.
      await kit.seed('Products', consignmentID('seller', 'order-3'), 'stranger', { productName: 'Squatter' });
      expect((await order('seller', 'order-3')).status).toBe(201);
      const confirm = await patch('seller', ORDERS, 'order-3', { isConfirmed: true });
      expect([confirm.status, confirm.body.reason]).toEqual([409, 'IdTaken']);
      expect(confirm.body.message).toMatch(/already in use/);
      expect(JSON.stringify(confirm.body)).not.toContain('Squatter');
      expect((await call('seller', 'GET', `${ORDERS}/get/order-3`)).body.isConfirmed).not.toBe(true);
    });

    it('answers a client’s new record under an id another company or section holds with a 409', async () => {
      expect(
        (await call('stranger', 'POST', `${PRODUCTS}/post`, { id: 'taken-1', productName: 'Mine' })).status,
      ).toBe(201);
      const otherCompany = await call('seller', 'POST', `${PRODUCTS}/post`, {
        id: 'taken-1',
        productName: 'Theirs',
      });
      expect([otherCompany.status, otherCompany.body.reason, otherCompany.body.message]).toEqual([
        409,
        'IdTaken',
        expect.stringMatching(/already in use/),
      ]);
      const otherSection = await call('stranger', 'POST', `${A}/Locations/post`, {
        id: 'taken-1',
        locationName: 'Depot',
      });
      expect([otherSection.status, otherSection.body.reason]).toEqual([409, 'IdTaken']);
      const batched = await call('seller', 'POST', `${A}/batch`, {
        writes: [{ section: 'Products', op: 'post', id: 'taken-1', data: { productName: 'Theirs' } }],
      });
      expect((batched.body.results as Json[]).map((result) => [result.status, result.result])).toEqual([
        [409, 'refused'],
      ]);
      expect((await call('stranger', 'GET', `${PRODUCTS}/get/taken-1`)).body.productName).toBe('Mine');
    });
  });
}
