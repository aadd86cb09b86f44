import { describe, expect, it } from 'vitest';
import { COMPANIES_SECTION } from '../../server/auth/account-records';
import type { Store } from '../../server/store/store';
import { weeklyInvoiceID } from '../../server/flows/delivery-invoices';
import { contractApp, contractCaller, type Json } from './contract-app';

const A = '/api/v1';
const DELIVERIES = `${A}/Courier/Deliveries`;
const INVOICES = `${A}/Customer/Invoices`;
const DELIVERED_ON = '2026-11-25T01:30:00.000Z';
const SIGNATURE = [
  [
    { x: 1, y: 2 },
    { x: 30, y: 12 },
  ],
];

const CALLERS = {
  seller: contractCaller('seller'),
  buyer: contractCaller('buyer'),
  third: contractCaller('third'),
};

/**
 * Customer invoices from deliveries through the REST calls, on one store: delivering an order's
 * movement makes exactly one invoice of the delivered quantities at the order's prices with GST,
 * a replayed or concurrent delivery never bills twice, the buyer sees it but cannot change it,
 * and a third company cannot see it at all.
 */
export function describeDeliveryInvoicesContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`customer invoices from deliveries on ${name}`, () => {
    const kit = contractApp(makeStore, {
      callers: CALLERS,
      clock: () => new Date('2026-11-25T02:00:00.000Z'),
      seed: async () => {
        await seed(COMPANIES_SECTION, 'seller', { companyName: 'Seller' });
        await seed('Supplier/PaymentTerms', 'term-7', { paymentTermName: '7 days', daysToPay: 7 });
        await seed(
          'Customers',
          'agr-buyer',
          { companyName: 'Buyer', buyerID: 'buyer', sellerID: 'seller', paymentTermID: 'term-7' },
          'seller',
          ['buyer'],
        );
        await seed(
          'CustomerOrders',
          'order-1',
          {
            customerOrderNumber: 1000,
            purchaseOrderNumber: 'PO-77',
            buyerID: 'buyer',
            sellerID: 'seller',
            supplyAgreementID: 'agr-buyer',
            isConfirmed: true,
            orderItems: [
              {
                id: 'l-milk',
                productID: 'milk',
                description: 'Barista Milk 2L',
                quantity: 18,
                unitPrice: 3.2,
                appliedUnitPrice: 3.2,
                taxType: null,
                sortNumber: 1,
              },
              {
                id: 'l-cola',
                productID: 'cola',
                description: 'Cola 375ml',
                quantity: 24,
                unitPrice: 2,
                appliedUnitPrice: 2,
                taxType: 'GST',
                sortNumber: 2,
              },
            ],
            subTotal: 105.6,
            taxTotal: 4.8,
            amountTotal: 110.4,
          },
          'seller',
          ['buyer'],
        );
        await seed(
          'Customer/Consignments',
          'cons-1',
          {
            customerOrderID: 'order-1',
            customerOrderIDs: ['order-1'],
            buyerID: 'buyer',
            sellerID: 'seller',
            consignmentOrderItems: [
              { productID: 'milk', quantity: 18 },
              { productID: 'cola', quantity: 24 },
            ],
            consignmentEntryItems: [],
          },
          'seller',
          ['buyer'],
        );
        for (const id of ['mv-1', 'mv-2']) {
          await seed(
            DELIVERIES_SECTION,
            id,
            {
              consignmentID: 'cons-1',
              customerOrderID: 'order-1',
              buyerID: 'buyer',
              sellerID: 'seller',
              courierID: 'seller',
              isFulfilled: false,
              packagedItems: [
                { id: `${id}-1`, productID: 'milk', code: 'Crate', quantityPacked: 3, quantityDelivered: 0 },
                { id: `${id}-2`, productID: 'cola', code: 'Carton', quantityPacked: 1, quantityDelivered: 0 },
              ],
            },
            'seller',
            ['buyer'],
          );
        }
      },
    });
    const seed = (section: string, id: string, data: Json, owner = 'seller', parties: string[] = []) =>
      kit.seed(section, id, owner, data, parties);
    const call = (who: string, method: string, path: string, body?: unknown) =>
      kit.call(who, method, path, body);

    async function deliver(id: string, delivered: { milk: number; cola: number }, who = 'seller') {
      const { body: movement } = await call(who, 'GET', `${DELIVERIES}/get/${id}`);
      const items = movement.packagedItems as Json[];
      return call(who, 'PATCH', `${DELIVERIES}/patch/partial`, {
        id,
        rowVersion: movement.rowVersion,
        deliveredOn: DELIVERED_ON,
        deliveredByUserID: `user-${who}`,
        receiverName: 'Front counter',
        proofOfDelivery: SIGNATURE,
        isFulfilled: true,
        packagedItems: items.map((item) => ({
          ...item,
          quantityDelivered: item.productID === 'milk' ? delivered.milk : delivered.cola,
        })),
      });
    }

    async function invoices(who = 'seller') {
      const { status, body } = await call(who, 'GET', `${INVOICES}/getAll?includeDetails=true`);
      expect(status).toBe(200);
      return body.data as Json[];
    }

    const linesOf = (invoice: Json | undefined) =>
      ((invoice?.lineItems ?? []) as Json[]).map((line) => [
        line.itemID,
        line.quantity,
        line.unitPrice,
        line.taxType,
      ]);

    it('bills the delivered quantities, not the ordered ones, once, numbered, dated and due by the terms', async () => {
      expect((await deliver('mv-1', { milk: 2, cola: 1 })).status).toBe(200);
      const made = await invoices();
      expect(made).toHaveLength(1);
      const invoice = made[0];
      expect(linesOf(invoice)).toEqual([
        ['milk', 12, 3.2, null],
        ['cola', 24, 2, 'GST'],
      ]);
      // 12 × 3.20 + 24 × 2.00, GST on the cola only
      expect([invoice?.subTotal, invoice?.taxTotal, invoice?.amountTotal]).toEqual([86.4, 4.8, 91.2]);
      expect(invoice).toMatchObject({
        invoiceNumber: 'INV-1000',
        buyerID: 'buyer',
        sellerID: 'seller',
        customerOrderID: 'order-1',
        customerOrderNumber: 1000,
        purchaseOrderNumber: 'PO-77',
        issuedOn: DELIVERED_ON,
        dueOn: '2026-12-02T01:30:00.000Z',
        isPaid: false,
        amountPaid: 0,
      });
    });

    it('tells the buyer once that the invoice was issued, where it asked to be told', async () => {
      await seed(
        'Account/NotificationConfigurations',
        'buyer-invoices',
        { configurationName: 'Invoices', eventName: 'Invoice Issued', channel: 'Push', isOn: true },
        'buyer',
      );
      expect((await deliver('mv-1', { milk: 2, cola: 1 })).status).toBe(200);
      expect((await deliver('mv-2', { milk: 1, cola: 0 })).status).toBe(200);
      const { rows } = await kit.store.list('Account/Notifications', {
        visibleTo: 'buyer',
        conditions: [],
        includeInactive: false,
        includeCount: false,
      });
      expect(rows.map((row) => [row.data.title, row.data.message])).toEqual([
        ['Invoice Issued', 'Invoice INV-1000 was issued.'],
      ]);
    });

    it('never bills a replayed delivery or a second delivery of the same goods twice', async () => {
      await deliver('mv-1', { milk: 2, cola: 1 });
      // The same write again (the driver's phone retrying it) and a later edit of the delivered movement.
      expect((await deliver('mv-1', { milk: 2, cola: 1 })).status).toBe(200);
      const { body: movement } = await call('seller', 'GET', `${DELIVERIES}/get/mv-1`);
      expect(
        (
          await call('seller', 'PATCH', `${DELIVERIES}/patch/partial`, {
            id: 'mv-1',
            rowVersion: movement.rowVersion,
            driverNotes: 'Left at the back door',
          })
        ).status,
      ).toBe(200);
      expect(await invoices()).toHaveLength(1);
      // The rest of the order comes on a second movement carrying everything again: only the six missing units are billed.
      await deliver('mv-2', { milk: 3, cola: 1 });
      const [invoice, ...more] = await invoices();
      expect(more).toHaveLength(0);
      expect(linesOf(invoice)).toEqual([
        ['milk', 12, 3.2, null],
        ['cola', 24, 2, 'GST'],
        ['milk', 6, 3.2, null],
      ]);
      expect(invoice?.amountTotal).toBe(110.4);
      expect(invoice?.deliveryIDs).toEqual(['mv-1', 'mv-2']);
    });

    it('makes one invoice when two deliveries of the order land at the same moment', async () => {
      const results = await Promise.all([
        deliver('mv-1', { milk: 1, cola: 0 }),
        deliver('mv-2', { milk: 1, cola: 1 }),
      ]);
      expect(results.map((result) => result.status)).toEqual([200, 200]);
      const made = await invoices();
      expect(made).toHaveLength(1);
      // 6 + 6 milk, 24 cola: each movement billed once.
      expect(
        ((made[0]?.lineItems ?? []) as Json[]).reduce(
          (sum, line) => sum + Number(line.itemID === 'milk' ? line.quantity : 0),
          0,
        ),
      ).toBe(12);
      expect(made[0]?.amountTotal).toBe(91.2);
      expect(new Set(made[0]?.deliveryIDs as string[])).toEqual(new Set(['mv-1', 'mv-2']));
    });

    it('shows the invoice to the buyer, read only, and to no third company', async () => {
      await deliver('mv-1', { milk: 3, cola: 1 });
      const [invoice] = await invoices();
      const id = String(invoice?.id);
      // The buyer's view of it is its supplier invoice (one record, viewed by role: invoice-views-contract.ts).
      const seen = await call('buyer', 'GET', `${A}/Supplier/Invoices/get/${encodeURIComponent(id)}`);
      expect(seen.status).toBe(200);
      expect(seen.body.amountTotal).toBe(110.4);
      const lines = (seen.body.lineItems as Json[]).map((line) => ({ ...line, unitPrice: 0.01 }));
      const changed = await call('buyer', 'PATCH', `${A}/Supplier/Invoices/patch/partial`, {
        id,
        rowVersion: seen.body.rowVersion,
        lineItems: lines,
      });
      expect(changed.status).toBe(403);
      expect((await call('third', 'GET', `${INVOICES}/get/${encodeURIComponent(id)}`)).status).toBe(404);
      expect(await invoices('third')).toEqual([]);
    });

    it('totals the lines the owner changes with the domain, whatever totals the write brings', async () => {
      await deliver('mv-1', { milk: 3, cola: 1 });
      const [invoice] = await invoices();
      const lines = ((invoice?.lineItems ?? []) as Json[]).map((line) =>
        line.itemID === 'milk' ? { ...line, quantity: 10 } : line,
      );
      const saved = await call('seller', 'PATCH', `${INVOICES}/patch/partial`, {
        id: invoice?.id,
        rowVersion: invoice?.rowVersion,
        lineItems: lines,
        amountTotal: 1,
      });
      expect(saved.status).toBe(200);
      const [after] = await invoices();
      expect([after?.subTotal, after?.taxTotal, after?.amountTotal]).toEqual([80, 4.8, 84.8]);
    });

    it('keeps what the invoice billed as the services set it: the owner cannot rewrite its orders or deliveries', async () => {
      await deliver('mv-1', { milk: 2, cola: 1 });
      const [invoice] = await invoices();
      // Clearing deliveryIDs would let the next delivery of mv-1 bill its goods a second time.
      const saved = await call('seller', 'PATCH', `${INVOICES}/patch/partial`, {
        id: invoice?.id,
        rowVersion: invoice?.rowVersion,
        deliveryIDs: [],
        customerOrderID: 'order-other',
        customerOrderIDs: ['order-other'],
        purchaseOrderNumber: 'PO-78',
      });
      expect(saved.status).toBe(200);
      const [after] = await invoices();
      expect(after).toMatchObject({
        deliveryIDs: ['mv-1'],
        customerOrderID: 'order-1',
        purchaseOrderNumber: 'PO-78',
      });
      await deliver('mv-1', { milk: 2, cola: 1 });
      expect((await invoices()).map((row) => row.amountTotal)).toEqual([91.2]);
      // A new invoice from a client names nothing it bills.
      const posted = await call('seller', 'POST', `${INVOICES}/post`, {
        id: 'inv-typed',
        buyerID: 'buyer',
        deliveryIDs: ['mv-2'],
        customerOrderID: 'order-1',
        lineItems: [],
      });
      expect(posted.status).toBe(201);
      const typed = await call('seller', 'GET', `${INVOICES}/get/inv-typed`);
      expect([typed.body.deliveryIDs, typed.body.customerOrderID]).toEqual([undefined, undefined]);
    });

    it('bills a customer’s deliveries of one week on one invoice when the seller invoices per customer per week', async () => {
      await kit.store.update(
        {
          section: COMPANIES_SECTION,
          id: 'seller',
          companyAccountID: 'seller',
          parties: [],
          isInactive: false,
          data: {
            id: 'seller',
            companyName: 'Seller',
            invoiceGrouping: 'Per customer per week',
            defaultPaymentTermsDays: 30,
          },
        },
        1,
      );
      const order = (await kit.store.get('CustomerOrders', 'order-1'))?.data ?? {};
      await seed(
        'CustomerOrders',
        'order-2',
        { ...order, id: 'order-2', customerOrderNumber: 1001, supplyAgreementID: null },
        'seller',
        ['buyer'],
      );
      await seed(
        DELIVERIES_SECTION,
        'mv-3',
        {
          customerOrderID: 'order-2',
          buyerID: 'buyer',
          sellerID: 'seller',
          courierID: 'seller',
          packagedItems: [],
        },
        'seller',
        ['buyer'],
      );
      await deliver('mv-1', { milk: 3, cola: 1 });
      await deliver('mv-3', { milk: 0, cola: 0 });
      const made = await invoices();
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({
        id: weeklyInvoiceID('seller', 'buyer', '2026-11-23'),
        customerOrderID: null,
        customerOrderIDs: ['order-1', 'order-2'],
        deliveryIDs: ['mv-1', 'mv-3'],
        amountTotal: 220.8,
      });
      // A replay still bills nothing twice.
      await deliver('mv-3', { milk: 0, cola: 0 });
      expect((await invoices())[0]?.amountTotal).toBe(220.8);
    });

    it('bills the dispatched order once, and not its delivery again, when the seller invoices on dispatch', async () => {
      await kit.store.update(
        {
          section: COMPANIES_SECTION,
          id: 'seller',
          companyAccountID: 'seller',
          parties: [],
          isInactive: false,
          data: { id: 'seller', companyName: 'Seller', invoiceTrigger: 'Dispatched' },
        },
        1,
      );
      const { body: order } = await call('seller', 'GET', `${A}/CustomerOrders/get/order-1`);
      const dispatched = await call('seller', 'PATCH', `${A}/CustomerOrders/patch/partial`, {
        id: 'order-1',
        rowVersion: order.rowVersion,
        isDispatched: true,
      });
      expect(dispatched.status).toBe(200);
      expect((await invoices()).map((invoice) => [invoice.deliveryIDs, invoice.amountTotal])).toEqual([
        [['dispatched:order-1'], 110.4],
      ]);
      await deliver('mv-1', { milk: 2, cola: 1 });
      expect((await invoices()).map((invoice) => [invoice.deliveryIDs, invoice.amountTotal])).toEqual([
        [['dispatched:order-1'], 110.4],
      ]);
    });

    it('bills nothing for a delivery without a proof of delivery or without an order of the seller', async () => {
      const { body: movement } = await call('seller', 'GET', `${DELIVERIES}/get/mv-1`);
      await call('seller', 'PATCH', `${DELIVERIES}/patch/partial`, {
        id: 'mv-1',
        rowVersion: movement.rowVersion,
        deliveredOn: DELIVERED_ON,
      });
      expect(await invoices()).toEqual([]);
      // A third company's movement naming the seller's order bills nothing on the seller's books.
      await seed(
        DELIVERIES_SECTION,
        'mv-third',
        {
          customerOrderID: 'order-1',
          buyerID: 'buyer',
          sellerID: 'third',
          courierID: 'third',
          packagedItems: [],
        },
        'third',
      );
      await deliver('mv-third', { milk: 0, cola: 0 }, 'third');
      expect(await invoices()).toEqual([]);
      expect(await invoices('third')).toEqual([]);
    });
  });
}

const DELIVERIES_SECTION = 'Courier/Deliveries';
