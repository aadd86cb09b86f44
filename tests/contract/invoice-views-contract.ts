import { beforeEach, describe, expect, it } from 'vitest';
import { COMPANIES_SECTION } from '../../server/auth/account-records';
import type { Store } from '../../server/store/store';
import { deliveryInvoiceID } from '../../server/flows/delivery-invoices';
import { contractApp, contractCaller, type Json } from './contract-app';

const A = '/api/v1';
const CUSTOMER_INVOICES = `${A}/Customer/Invoices`;
const SUPPLIER_INVOICES = `${A}/Supplier/Invoices`;
const DELIVERIES = `${A}/Courier/Deliveries`;
const DELIVERED_ON = '2026-11-25T01:30:00.000Z';
const PAID_ON = '2026-11-30T00:00:00.000Z';

const CALLERS = {
  seller: contractCaller('seller'),
  buyer: contractCaller('buyer'),
  third: contractCaller('third'),
};

/**
 * One invoice record, viewed by role (issue 17): the invoice the services make for the seller
 * from a delivery is the seller's customer invoice and the buyer's supplier invoice, in lists,
 * reads, counts and pulls; no third company sees it; the seller records its payment and the
 * buyer sees it paid, but cannot change it; the buyer's own record of a bill stays its own.
 */
export function describeInvoiceViewsContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`an invoice viewed by role on ${name}`, () => {
    let invoiceID = '';
    const kit = contractApp(makeStore, {
      callers: CALLERS,
      clock: () => new Date('2026-11-25T02:00:00.000Z'),
      seed: async ({ seed }) => {
        await seed(COMPANIES_SECTION, 'seller', 'seller', { companyName: 'Seller' });
        await seed(
          'Customers',
          'agr-buyer',
          'seller',
          { companyName: 'Buyer', buyerID: 'buyer', sellerID: 'seller' },
          ['buyer'],
        );
        await seed(
          'CustomerOrders',
          'order-1',
          'seller',
          {
            customerOrderNumber: 1000,
            buyerID: 'buyer',
            sellerID: 'seller',
            supplyAgreementID: 'agr-buyer',
            isConfirmed: true,
            orderItems: [
              {
                id: 'l-cola',
                productID: 'cola',
                description: 'Cola 375ml',
                quantity: 24,
                unitPrice: 2,
                appliedUnitPrice: 2,
                taxType: 'GST',
                sortNumber: 1,
              },
            ],
            subTotal: 48,
            taxTotal: 4.8,
            amountTotal: 52.8,
          },
          ['buyer'],
        );
        await seed(
          'Courier/Deliveries',
          'mv-1',
          'seller',
          {
            customerOrderID: 'order-1',
            buyerID: 'buyer',
            sellerID: 'seller',
            courierID: 'seller',
            packagedItems: [
              { id: 'mv-1-1', productID: 'cola', code: 'Carton', quantityPacked: 1, quantityDelivered: 0 },
            ],
          },
          ['buyer'],
        );
      },
    });
    const call = kit.call;

    const ids = async (who: string, base: string) => {
      const { status, body } = await call(who, 'GET', `${base}/getAll?includeDetails=true`);
      expect(status).toBe(200);
      return (body.data as Json[]).map((row) => row.id);
    };
    const count = async (who: string, base: string) =>
      (await call(who, 'GET', `${base}/get/count`)).body.count;
    const pulled = async (who: string, base: string) =>
      ((await call(who, 'GET', `${base}/changes?after=0`)).body.data as Json[]).map((row) => [
        row.id,
        row.isRemoved === true,
      ]);

    beforeEach(async () => {
      // The seller's driver signs for the delivery: the services bill it.
      const { body: movement } = await call('seller', 'GET', `${DELIVERIES}/get/mv-1`);
      const delivered = await call('seller', 'PATCH', `${DELIVERIES}/patch/partial`, {
        id: 'mv-1',
        rowVersion: movement.rowVersion,
        deliveredOn: DELIVERED_ON,
        receiverName: 'Front counter',
        proofOfDelivery: [
          [
            { x: 1, y: 2 },
            { x: 30, y: 12 },
          ],
        ],
        isFulfilled: true,
        packagedItems: (movement.packagedItems as Json[]).map((item) => ({ ...item, quantityDelivered: 1 })),
      });
      expect(delivered.status).toBe(200);
      const [made] = await ids('seller', CUSTOMER_INVOICES);
      invoiceID = String(made);
    });

    it('is the seller’s customer invoice and the buyer’s supplier invoice, never the other way round', async () => {
      expect(invoiceID).toBe(deliveryInvoiceID('seller', 'order-1'));
      expect(await ids('seller', CUSTOMER_INVOICES)).toEqual([invoiceID]);
      expect(await ids('seller', SUPPLIER_INVOICES)).toEqual([]);
      expect(await ids('buyer', SUPPLIER_INVOICES)).toEqual([invoiceID]);
      expect(await ids('buyer', CUSTOMER_INVOICES)).toEqual([]);
      expect([
        await count('seller', CUSTOMER_INVOICES),
        await count('buyer', SUPPLIER_INVOICES),
        await count('buyer', CUSTOMER_INVOICES),
      ]).toEqual([1, 1, 0]);
      const seen = await call('buyer', 'GET', `${SUPPLIER_INVOICES}/get/${encodeURIComponent(invoiceID)}`);
      expect(seen.status).toBe(200);
      expect(seen.body).toMatchObject({
        invoiceNumber: 'INV-1000',
        buyerID: 'buyer',
        sellerID: 'seller',
        amountTotal: 52.8,
        isPaid: false,
      });
      expect(
        (await call('buyer', 'GET', `${CUSTOMER_INVOICES}/get/${encodeURIComponent(invoiceID)}`)).status,
      ).toBe(404);
      expect(
        (await call('seller', 'GET', `${SUPPLIER_INVOICES}/get/${encodeURIComponent(invoiceID)}`)).status,
      ).toBe(404);
    });

    it('reaches the buyer’s mirror by the supplier invoices’ pull, and leaves its customer invoices', async () => {
      expect(await pulled('buyer', SUPPLIER_INVOICES)).toEqual([[invoiceID, false]]);
      // A copy the buyer kept under customer invoices (before the role view) is removed by the pull.
      expect(await pulled('buyer', CUSTOMER_INVOICES)).toEqual([[invoiceID, true]]);
      expect(await pulled('seller', CUSTOMER_INVOICES)).toEqual([[invoiceID, false]]);
      expect(await pulled('seller', SUPPLIER_INVOICES)).toEqual([]);
    });

    it('is seen by no third company, in any view', async () => {
      for (const base of [CUSTOMER_INVOICES, SUPPLIER_INVOICES]) {
        expect(await ids('third', base)).toEqual([]);
        expect(await count('third', base)).toBe(0);
        expect(await pulled('third', base)).toEqual([]);
        expect((await call('third', 'GET', `${base}/get/${encodeURIComponent(invoiceID)}`)).status).toBe(404);
      }
    });

    it('is marked paid by the seller, and the buyer sees it paid but cannot mark it or change it', async () => {
      const stored = await call('seller', 'GET', `${CUSTOMER_INVOICES}/get/${encodeURIComponent(invoiceID)}`);
      const byBuyer = await call('buyer', 'PATCH', `${SUPPLIER_INVOICES}/patch/partial`, {
        id: invoiceID,
        rowVersion: stored.body.rowVersion,
        amountPaid: 52.8,
        isPaid: true,
        paidOn: PAID_ON,
      });
      expect(byBuyer.status).toBe(403);
      const part = await call('seller', 'PATCH', `${CUSTOMER_INVOICES}/patch/partial`, {
        id: invoiceID,
        rowVersion: stored.body.rowVersion,
        amountPaid: 20,
        isPaid: false,
        paidOn: PAID_ON,
      });
      expect(part.status).toBe(200);
      expect(
        (await call('buyer', 'GET', `${SUPPLIER_INVOICES}/get/${encodeURIComponent(invoiceID)}`)).body,
      ).toMatchObject({ amountPaid: 20, isPaid: false });
      const { body: before } = await call('buyer', 'GET', `${SUPPLIER_INVOICES}/changes?after=0`);
      const paid = await call('seller', 'PATCH', `${CUSTOMER_INVOICES}/patch/partial`, {
        id: invoiceID,
        rowVersion: part.body.rowVersion,
        amountPaid: 52.8,
        isPaid: true,
        paidOn: PAID_ON,
      });
      expect(paid.status).toBe(200);
      // The buyer's next pull, from where its last one ended, brings the payment.
      const { body: next } = await call(
        'buyer',
        'GET',
        `${SUPPLIER_INVOICES}/changes?after=${String(before.cursor)}`,
      );
      expect((next.data as Json[]).map((row) => [row.id, row.isPaid])).toEqual([[invoiceID, true]]);
      const seen = await call('buyer', 'GET', `${SUPPLIER_INVOICES}/get/${encodeURIComponent(invoiceID)}`);
      expect(seen.body).toMatchObject({ amountPaid: 52.8, isPaid: true, paidOn: PAID_ON });
      const filtered = await call('buyer', 'GET', `${SUPPLIER_INVOICES}/getAll?filterBy=Paid`);
      expect((filtered.body.data as Json[]).map((row) => row.id)).toEqual([invoiceID]);
      // Nor may the buyer delete it: it is the seller's.
      expect(
        (
          await call('buyer', 'DELETE', `${SUPPLIER_INVOICES}/delete`, {
            id: invoiceID,
            rowVersion: seen.body.rowVersion,
          })
        ).status,
      ).toBe(403);
    });

    it('keeps the buyer’s own record of a bill its own: it is the buyer, and the seller does not see it', async () => {
      const typed = await call('buyer', 'POST', `${SUPPLIER_INVOICES}/post`, {
        id: 'paper-1',
        invoiceNumber: 'GD-1',
        sellerID: 'seller',
        buyerID: 'third',
        issuedOn: DELIVERED_ON,
        amountTotal: 10,
        subTotal: 10,
        taxTotal: 0,
      });
      expect(typed.status).toBe(201);
      expect(typed.body.data).toMatchObject({ buyerID: 'buyer' });
      expect(new Set(await ids('buyer', SUPPLIER_INVOICES))).toEqual(new Set([invoiceID, 'paper-1']));
      expect(await ids('seller', CUSTOMER_INVOICES)).toEqual([invoiceID]);
      expect((await call('seller', 'GET', `${CUSTOMER_INVOICES}/get/paper-1`)).status).toBe(404);
      const stored = typed.body.data as Json;
      expect(
        (
          await call('buyer', 'PATCH', `${SUPPLIER_INVOICES}/patch/partial`, {
            id: 'paper-1',
            rowVersion: typed.body.rowVersion,
            isPaid: true,
            amountPaid: stored.amountTotal,
          })
        ).status,
      ).toBe(200);
    });
  });
}
