import { describe, expect, it } from 'vitest';
import { COMPANIES_SECTION } from '../../server/auth/account-records';
import type { Caller } from '../../server/http/caller';
import type { Store } from '../../server/store/store';
import { courierBillableItemID } from '../../src/domain/courier-billing';
import { contractApp, contractCaller, type Json } from './contract-app';

const A = '/api/v1';
const ORDERS = `${A}/Courier/Orders`;
const ITEMS = `${A}/Courier/BillableItems`;
const INVOICES = `${A}/Courier/Invoices`;
const RECEIVALS = `${A}/Courier/Receivals`;

// The supplier orders a courier, the courier carries it; a third company is a stranger to both.
// The id of the courier's (cour's) billable item of a movement.
const itemID = (movementID: string, kind: 'delivery' | 'packages' | 'weight') =>
  courierBillableItemID('cour', movementID, kind);

const CALLERS: Record<string, Caller> = {
  supplier: contractCaller('supp', { userID: 'user-supp', userName: 'user-supp@example.com' }),
  courier: contractCaller('cour', {
    userID: 'user-cour',
    userName: 'user-cour@example.com',
    subscriptionCode: 'COUR',
  }),
  stranger: contractCaller('other', {
    userID: 'user-other',
    userName: 'user-other@example.com',
    subscriptionCode: 'COUR',
  }),
};

/**
 * Courier billing through the REST calls, on one store: a delivered courier order becomes the
 * courier's billable items exactly once, priced from its tier for the client, seen by the courier
 * and its client only; a courier invoice takes each unbilled item exactly once. And a receival
 * counted in books its units into the stock ledger exactly once.
 */
export function describeCourierBillingContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`courier billing and receivals on ${name}`, () => {
    const kit = contractApp(makeStore, {
      callers: CALLERS,
      clock: () => new Date('2026-11-25T02:00:00.000Z'),
      seed: async ({ seed }) => {
        for (const company of ['supp', 'cour', 'other'])
          await seed(COMPANIES_SECTION, company, company, { companyName: company });
        // The supplier's courier agreement, and the courier's own client record with its tier and terms.
        await seed(
          'Couriers',
          'agr-cour',
          'supp',
          { buyerID: 'supp', courierID: 'cour', companyName: 'Courier' },
          ['cour'],
        );
        await seed(
          'Clients',
          'cli-supp',
          'cour',
          {
            buyerID: 'supp',
            courierID: 'cour',
            companyName: 'Supplier',
            priceTierID: 'tier-metro',
            paymentTermID: 'terms-30',
          },
          ['supp'],
        );
        await seed('Courier/PriceTiers', 'tier-metro', 'cour', {
          priceTierName: 'Metro',
          deliveryFee: 18.5,
          packageFee: 1.2,
          weightFee: 0,
        });
        await seed('Courier/PriceTiers', 'tier-default', 'cour', {
          priceTierName: 'Standard',
          deliveryFee: 25,
          isDefault: true,
        });
        await seed('Courier/PaymentTerms', 'terms-30', 'cour', { paymentTermName: '30 days', daysToPay: 30 });
        await seed('Locations', 'loc-cafe', 'supp', { locationName: 'Pier Cafe' });
        for (const id of ['cor-1', 'cor-2']) {
          await seed(
            ORDERS.slice(A.length + 1),
            id,
            'supp',
            {
              buyerID: 'cafe',
              sellerID: 'supp',
              courierID: 'cour',
              destinationLocationID: 'loc-cafe',
              destinationLocation: { id: 'loc-cafe', locationName: 'Pier Cafe' },
              courierOrderStatus: 'Accepted',
              packagedItems: [
                { id: `${id}-1`, quantityPacked: 4, quantityDelivered: 0, dimensions: { weight: 10 } },
              ],
            },
            ['cafe', 'cour'],
          );
        }
        await seed('Products', 'milk', 'supp', { productName: 'Milk 2L' });
        await seed('Stock/Increments', 'inc-milk', 'supp', {
          productID: 'milk',
          measurementID: 'crate',
          units: 9,
        });
        await seed('Locations', 'wh', 'supp', { locationName: 'Warehouse' });
        await seed(
          RECEIVALS.slice(A.length + 1),
          'rcv-1',
          'supp',
          {
            buyerID: 'supp',
            sellerID: 'dairy',
            courierID: 'dairy',
            destinationLocationID: 'wh',
            packagedItems: [
              {
                id: 'rcv-1-1',
                productID: 'milk',
                measurementID: 'crate',
                quantityPacked: 10,
                quantityReceived: 0,
              },
            ],
          },
          [],
        );
      },
    });
    const call = (who: string, method: string, path: string, body?: unknown) =>
      kit.call(who, method, path, body);
    async function deliver(id: string, delivered = 3) {
      const current = await call('courier', 'GET', `${ORDERS}/get/${id}`);
      return call('courier', 'PATCH', `${ORDERS}/patch/partial`, {
        id,
        rowVersion: current.body.rowVersion,
        deliveredOn: '2026-11-25T01:00:00.000Z',
        deliveredByUserID: 'user-cour',
        receiverName: 'Jack',
        packagedItems: [
          { id: `${id}-1`, quantityPacked: 4, quantityDelivered: delivered, dimensions: { weight: 10 } },
        ],
      });
    }
    const itemsOf = async (who: string) =>
      ((await call(who, 'GET', `${ITEMS}/getAll`)).body.data ?? []) as Json[];

    it('bills a delivered courier order once, priced from the client’s tier', async () => {
      expect((await deliver('cor-1')).status).toBe(200);
      const items = await itemsOf('courier');
      expect(items.map((item) => [item.id, item.quantity, item.unitPrice, item.amountTotal])).toEqual(
        expect.arrayContaining([
          [itemID('cor-1', 'delivery'), 1, 18.5, 18.5],
          [itemID('cor-1', 'packages'), 3, 1.2, 3.6],
        ]),
      );
      expect(items).toHaveLength(2);
      expect(
        items.every(
          (item) =>
            item.buyerID === 'supp' &&
            item.sellerID === 'cour' &&
            item.itemID === 'cor-1' &&
            item.isInvoiced === false,
        ),
      ).toBe(true);
      // A later write to the delivered order (a note, a replayed delivery) bills nothing more.
      const current = await call('courier', 'GET', `${ORDERS}/get/cor-1`);
      expect(
        (
          await call('courier', 'PATCH', `${ORDERS}/patch/partial`, {
            id: 'cor-1',
            rowVersion: current.body.rowVersion,
            driverNotes: 'Left at the back door',
          })
        ).status,
      ).toBe(200);
      expect((await deliver('cor-1')).status).toBe(200);
      expect(await itemsOf('courier')).toHaveLength(2);
    });

    it('bills two deliveries sent at once exactly once', async () => {
      const current = await call('courier', 'GET', `${ORDERS}/get/cor-1`);
      const write = () =>
        call('courier', 'PATCH', `${ORDERS}/patch/partial`, {
          id: 'cor-1',
          rowVersion: current.body.rowVersion,
          deliveredOn: '2026-11-25T01:00:00.000Z',
          packagedItems: [{ id: 'cor-1-1', quantityPacked: 4, quantityDelivered: 4 }],
        });
      const answers = await Promise.all([write(), write()]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect((await itemsOf('courier')).filter((item) => item.itemID === 'cor-1')).toHaveLength(2);
    });

    it('shows the items to the courier and its client only, and lets no one write them', async () => {
      await deliver('cor-1');
      expect(await itemsOf('supplier')).toHaveLength(2);
      expect(await itemsOf('stranger')).toHaveLength(0);
      expect((await call('stranger', 'GET', `${ITEMS}/get/${itemID('cor-1', 'delivery')}`)).status).toBe(404);
      expect(
        (
          await call('supplier', 'PATCH', `${ITEMS}/patch/partial`, {
            id: itemID('cor-1', 'delivery'),
            rowVersion: 1,
            isInvoiced: true,
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await call('courier', 'PATCH', `${ITEMS}/patch/partial`, {
            id: itemID('cor-1', 'delivery'),
            rowVersion: 1,
            unitPrice: 99,
          })
        ).status,
      ).toBe(405);
      expect(
        (
          await call('courier', 'POST', `${ITEMS}/post`, {
            id: 'forged',
            buyerID: 'supp',
            sellerID: 'cour',
            unitPrice: 500,
          })
        ).status,
      ).toBe(405);
    });

    it('invoices every unbilled item once, to the client that sees the invoice', async () => {
      await deliver('cor-1');
      await deliver('cor-2', 4);
      const made = await call('courier', 'POST', `${INVOICES}/post`, {
        id: 'inv-1',
        buyerID: 'supp',
        sellerID: 'cour',
      });
      expect(made.status).toBe(201);
      const invoice = (made.body as { data: Json }).data;
      expect(invoice).toMatchObject({
        invoiceNumber: 'INV-1000',
        subTotal: 45.4,
        taxTotal: 4.54,
        amountTotal: 49.94,
        issuedOn: '2026-11-25T02:00:00.000Z',
        dueOn: '2026-12-25T02:00:00.000Z',
        isPaid: false,
      });
      expect((invoice.lineItems as Json[]).map((line) => line.itemID).sort()).toEqual(
        [
          itemID('cor-1', 'delivery'),
          itemID('cor-1', 'packages'),
          itemID('cor-2', 'delivery'),
          itemID('cor-2', 'packages'),
        ].sort(),
      );
      expect(
        (await itemsOf('courier')).every((item) => item.isInvoiced === true && item.invoiceID === 'inv-1'),
      ).toBe(true);
      // The retried post answers the same invoice; a second invoice finds nothing left.
      expect(
        (
          await call('courier', 'POST', `${INVOICES}/post`, {
            id: 'inv-1',
            buyerID: 'supp',
            sellerID: 'cour',
          })
        ).status,
      ).toBe(200);
      const again = await call('courier', 'POST', `${INVOICES}/post`, {
        id: 'inv-2',
        buyerID: 'supp',
        sellerID: 'cour',
      });
      expect(again.status).toBe(422);
      expect((await call('supplier', 'GET', `${INVOICES}/get/inv-1`)).body).toMatchObject({
        amountTotal: 49.94,
      });
      expect((await call('stranger', 'GET', `${INVOICES}/get/inv-1`)).status).toBe(404);
    });

    it('lets exactly one of two racing invoices take the items', async () => {
      await deliver('cor-1');
      const answers = await Promise.all(
        ['inv-a', 'inv-b'].map((id) =>
          call('courier', 'POST', `${INVOICES}/post`, { id, buyerID: 'supp', sellerID: 'cour' }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
      const invoices = ((await call('courier', 'GET', `${INVOICES}/getAll`)).body.data ?? []) as Json[];
      expect(invoices).toHaveLength(1);
      expect((await itemsOf('courier')).every((item) => item.invoiceID === invoices[0]?.id)).toBe(true);
    });

    it('books a receival into the stock ledger once, in units', async () => {
      const current = await call('supplier', 'GET', `${RECEIVALS}/get/rcv-1`);
      const receive = (rowVersion: unknown) =>
        call('supplier', 'PATCH', `${RECEIVALS}/patch/partial`, {
          id: 'rcv-1',
          rowVersion,
          receivedOn: '2026-11-25T01:30:00.000Z',
          receivedByUserID: 'user-supp',
          isFulfilled: true,
          stockReceived: false,
          packagedItems: [
            {
              id: 'rcv-1-1',
              productID: 'milk',
              measurementID: 'crate',
              quantityPacked: 10,
              quantityReceived: 9,
            },
          ],
        });
      const done = await receive(current.body.rowVersion);
      expect(done.status).toBe(200);
      expect((done.body as { data: Json }).data.stockReceived).toBe(true);
      const stock = async () =>
        ((
          await call(
            'supplier',
            'GET',
            `${A}/Stock/Items/getAll?query=${encodeURIComponent('productID == "milk"')}`,
          )
        ).body.data ?? []) as Json[];
      expect(await stock()).toEqual([expect.objectContaining({ locationID: 'wh', available: 81 })]);
      const entries = ((await call('supplier', 'GET', `${A}/Stock/Adjustments/getAll`)).body.data ??
        []) as Json[];
      expect(entries).toEqual([
        expect.objectContaining({
          kind: 'received',
          productID: 'milk',
          quantity: 81,
          receivalID: 'rcv-1',
          userID: 'user-supp',
        }),
      ]);
      // The same Complete Receival sent again (a replay) books nothing more.
      expect((await receive((done.body as { rowVersion: number }).rowVersion)).status).toBe(200);
      expect((await stock())[0]?.available).toBe(81);
      expect((await call('supplier', 'GET', `${A}/Stock/Adjustments/get/count`)).body.count).toBe(1);
    });
  });
}
