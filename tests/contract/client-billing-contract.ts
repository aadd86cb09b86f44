import { describe, expect, it } from 'vitest';
import { entityByName } from '../../src/entities/registry';
import { COMPANIES_SECTION } from '../../server/auth/account-records';
import type { Store } from '../../server/store/store';
import { clientBillableItemID } from '../../src/domain/client-billing';
import { contractApp, contractCaller, type Json } from './contract-app';

const A = '/api/v1';
const CLIENT_ORDERS = `${A}/${entityByName('client-orders').section}`;
const ITEMS = `${A}/${entityByName('client-billable-items').section}`;
const INVOICES = `${A}/${entityByName('client-invoices').section}`;
const NOW = '2026-11-25T02:00:00.000Z';

// The id of the 3PL's (tpl's) billable item of an order.
const itemID = (orderID: string, kind: 'order' | 'units') => clientBillableItemID('tpl', orderID, kind);

const CALLERS = {
  cider: contractCaller('cider'),
  tpl: contractCaller('tpl'),
  other: contractCaller('other'),
};

/**
 * A 3PL billing its client through the REST calls, on one store: an order the 3PL dispatches for
 * the client becomes its client billable items exactly once, priced from its tier for that
 * client, read only and seen by the two of them only; a client invoice takes each unbilled item
 * exactly once, also when two are made at the same moment.
 */
export function describeClientBillingContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`client invoices from a 3PL's billable items on ${name}`, () => {
    const kit = contractApp(makeStore, {
      callers: CALLERS,
      clock: () => new Date(NOW),
      seed: async ({ seed }) => {
        for (const company of ['cider', 'tpl', 'other'])
          await seed(COMPANIES_SECTION, company, company, { companyName: company });
        // The 3PL's own record of its client, with the tier and terms it bills the client by.
        await seed(
          'Clients',
          'cli-cider',
          'tpl',
          {
            buyerID: 'cider',
            courierID: 'tpl',
            companyName: 'Cider',
            priceTierID: 'tier-3pl',
            paymentTermID: 'terms-14',
          },
          ['cider'],
        );
        await seed('Courier/PriceTiers', 'tier-3pl', 'tpl', {
          priceTierName: '3PL Standard',
          orderFee: 6.5,
          unitFee: 0.35,
        });
        await seed('Courier/PriceTiers', 'tier-default', 'tpl', {
          priceTierName: 'Default',
          orderFee: 9,
          isDefault: true,
        });
        await seed('Courier/PaymentTerms', 'terms-14', 'tpl', { paymentTermName: '14 days', daysToPay: 14 });
        for (const [id, number] of [
          ['cli-1', 'HC-0412'],
          ['cli-2', 'HC-0415'],
        ] as const) {
          await seed(
            'Client/Orders',
            id,
            'cider',
            {
              customerOrderNumber: number,
              buyerID: 'cafe',
              sellerID: 'cider',
              fulfillerID: 'tpl',
              isConfirmed: true,
              orderItems: [
                {
                  id: `${id}-1`,
                  productID: null,
                  description: 'Apple Cider 330ml (carton of 24)',
                  quantity: 2,
                  unitPrice: 62,
                  sortNumber: 1,
                },
                {
                  id: `${id}-2`,
                  productID: null,
                  description: 'Pear Cider 330ml (carton of 24)',
                  quantity: 1,
                  unitPrice: 64,
                  sortNumber: 2,
                },
              ],
            },
            ['tpl'],
          );
        }
      },
    });
    const call = kit.call;
    const rowsOf = async (who: string, base: string) => {
      const { status, body } = await call(who, 'GET', `${base}/getAll?includeDetails=true`);
      expect(status).toBe(200);
      return body.data as Json[];
    };
    async function dispatch(id: string) {
      const { body: order } = await call('tpl', 'GET', `${CLIENT_ORDERS}/get/${id}`);
      return call('tpl', 'PATCH', `${CLIENT_ORDERS}/patch/partial`, {
        id,
        rowVersion: order.rowVersion,
        isDispatched: true,
      });
    }

    it('bills an order the 3PL dispatches for its client once, at its tier for the client, read only', async () => {
      expect((await dispatch('cli-1')).status).toBe(200);
      // A later change to the dispatched order (the client's tags) bills nothing again.
      const { body: order } = await call('cider', 'GET', `${CLIENT_ORDERS}/get/cli-1`);
      expect(
        (
          await call('cider', 'PATCH', `${CLIENT_ORDERS}/patch/partial`, {
            id: 'cli-1',
            rowVersion: order.rowVersion,
            tagsCSV: 'Cider',
          })
        ).status,
      ).toBe(200);
      const items = await rowsOf('tpl', ITEMS);
      expect(
        items
          .map((item) => [
            item.id,
            item.description,
            item.quantity,
            item.unitPrice,
            item.amountTotal,
            item.taxType,
            item.buyerID,
            item.sellerID,
            item.isInvoiced,
          ])
          .sort(),
      ).toEqual(
        [
          [
            itemID('cli-1', 'order'),
            'Order HC-0412 picked, packed and dispatched',
            1,
            6.5,
            6.5,
            'GST',
            'cider',
            'tpl',
            false,
          ],
          [
            itemID('cli-1', 'units'),
            'Units picked for order HC-0412',
            3,
            0.35,
            1.05,
            'GST',
            'cider',
            'tpl',
            false,
          ],
        ].sort(),
      );
      // The client sees what it will be billed; no third company does; nobody writes them.
      expect((await rowsOf('cider', ITEMS)).map((item) => item.id).sort()).toEqual(
        [itemID('cli-1', 'order'), itemID('cli-1', 'units')].sort(),
      );
      expect(await rowsOf('other', ITEMS)).toEqual([]);
      const item = items[0] ?? {};
      expect(
        (
          await call('tpl', 'PATCH', `${ITEMS}/patch/partial`, {
            id: item.id,
            rowVersion: item.rowVersion,
            unitPrice: 0,
          })
        ).status,
      ).toBe(405);
      expect(
        (
          await call('tpl', 'POST', `${ITEMS}/post`, {
            description: 'Storage',
            buyerID: 'cider',
            quantity: 1,
            unitPrice: 10,
          })
        ).status,
      ).toBe(405);
      expect(
        (await call('tpl', 'DELETE', `${ITEMS}/delete`, { id: item.id, rowVersion: item.rowVersion })).status,
      ).toBe(405);
    });

    it('bills a seller’s customer order its 3PL dispatches, as the 3PL sees it among its customer orders', async () => {
      await kit.store.insert({
        section: 'CustomerOrders',
        id: 'co-cider',
        companyAccountID: 'cider',
        parties: ['tpl'],
        isInactive: false,
        data: {
          id: 'co-cider',
          customerOrderNumber: 1000,
          sellerID: 'cider',
          fulfillerID: 'tpl',
          isConfirmed: true,
          orderItems: [
            {
              id: 'co-cider-1',
              productID: 'apple',
              description: 'Apple Cider 330ml',
              quantity: 4,
              unitPrice: 62,
              sortNumber: 1,
            },
          ],
        },
      });
      const { body: order } = await call('tpl', 'GET', `${A}/CustomerOrders/get/co-cider`);
      expect(
        (
          await call('tpl', 'PATCH', `${A}/CustomerOrders/patch/partial`, {
            id: 'co-cider',
            rowVersion: order.rowVersion,
            isDispatched: true,
          })
        ).status,
      ).toBe(200);
      expect(
        (await rowsOf('tpl', ITEMS)).map((item) => [item.id, item.quantity, item.amountTotal]).sort(),
      ).toEqual(
        [
          [itemID('co-cider', 'order'), 1, 6.5],
          [itemID('co-cider', 'units'), 4, 1.4],
        ].sort(),
      );
    });

    it('bills nothing for an order the seller fulfils itself or that is not dispatched', async () => {
      await kit.store.insert({
        section: 'Client/Orders',
        id: 'cli-own',
        companyAccountID: 'cider',
        parties: [],
        isInactive: false,
        data: { id: 'cli-own', sellerID: 'cider', fulfillerID: 'cider', orderItems: [] },
      });
      const { body: own } = await call('cider', 'GET', `${CLIENT_ORDERS}/get/cli-own`);
      expect(
        (
          await call('cider', 'PATCH', `${CLIENT_ORDERS}/patch/partial`, {
            id: 'cli-own',
            rowVersion: own.rowVersion,
            isDispatched: true,
          })
        ).status,
      ).toBe(200);
      const { body: order } = await call('tpl', 'GET', `${CLIENT_ORDERS}/get/cli-2`);
      expect(
        (
          await call('tpl', 'PATCH', `${CLIENT_ORDERS}/patch/partial`, {
            id: 'cli-2',
            rowVersion: order.rowVersion,
            isConfirmed: true,
          })
        ).status,
      ).toBeLessThan(500);
      expect(await rowsOf('tpl', ITEMS)).toEqual([]);
    });

    it('puts each unbilled item on one client invoice, numbered, due by the terms, for the client to see', async () => {
      await dispatch('cli-1');
      await dispatch('cli-2');
      const made = await call('tpl', 'POST', `${INVOICES}/post`, { buyerID: 'cider', sellerID: 'tpl' });
      expect(made.status).toBe(201);
      const invoice = made.body.data as Json;
      // Two orders: 2 × 6.50 + 6 units × 0.35 = 15.10; GST by line (0.65 + 0.11, twice) = 1.52.
      expect(invoice).toMatchObject({
        invoiceNumber: 'INV-1000',
        buyerID: 'cider',
        sellerID: 'tpl',
        companyAccountID: 'tpl',
        subTotal: 15.1,
        taxTotal: 1.52,
        amountTotal: 16.62,
        issuedOn: NOW,
        dueOn: '2026-12-09T02:00:00.000Z',
        isPaid: false,
      });
      expect((invoice.lineItems as Json[]).map((line) => line.itemID).sort()).toEqual(
        [
          itemID('cli-1', 'order'),
          itemID('cli-1', 'units'),
          itemID('cli-2', 'order'),
          itemID('cli-2', 'units'),
        ].sort(),
      );
      expect(
        (await rowsOf('tpl', ITEMS)).every(
          (item) => item.isInvoiced === true && item.invoiceID === invoice.id,
        ),
      ).toBe(true);
      // Nothing is left: a second invoice is refused, and bills nothing twice.
      const again = await call('tpl', 'POST', `${INVOICES}/post`, { buyerID: 'cider', sellerID: 'tpl' });
      expect(again.status).toBe(422);
      expect(await rowsOf('tpl', INVOICES)).toHaveLength(1);
      // The client reads it, and cannot mark it paid; no third company sees it.
      const seen = await call('cider', 'GET', `${INVOICES}/get/${String(invoice.id)}`);
      expect(seen.body).toMatchObject({ amountTotal: 16.62 });
      expect(
        (
          await call('cider', 'PATCH', `${INVOICES}/patch/partial`, {
            id: invoice.id,
            rowVersion: seen.body.rowVersion,
            isPaid: true,
            amountPaid: 16.62,
          })
        ).status,
      ).toBe(403);
      expect((await call('other', 'GET', `${INVOICES}/get/${String(invoice.id)}`)).status).toBe(404);
      // The 3PL records the payment.
      expect(
        (
          await call('tpl', 'PATCH', `${INVOICES}/patch/partial`, {
            id: invoice.id,
            rowVersion: seen.body.rowVersion,
            isPaid: true,
            amountPaid: 16.62,
            paidOn: NOW,
          })
        ).status,
      ).toBe(200);
    });

    it('takes each item once when two client invoices are made at the same moment', async () => {
      await dispatch('cli-1');
      const answers = await Promise.all([
        call('tpl', 'POST', `${INVOICES}/post`, { id: 'race-a', buyerID: 'cider', sellerID: 'tpl' }),
        call('tpl', 'POST', `${INVOICES}/post`, { id: 'race-b', buyerID: 'cider', sellerID: 'tpl' }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
      const invoices = await rowsOf('tpl', INVOICES);
      expect(invoices).toHaveLength(1);
      expect(((invoices[0]?.lineItems ?? []) as Json[]).map((line) => line.itemID).sort()).toEqual(
        [itemID('cli-1', 'order'), itemID('cli-1', 'units')].sort(),
      );
    });
  });
}
