import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_BASES, sectionBasePath } from '../../src/entities/derive/api-paths';
import { entityByName } from '../../src/entities/registry';
import type { Store } from '../../server/store/store';
import { contractApp, contractCaller, REGISTRY_PRICING, type Json } from './contract-app';

const COMPANIES = ['comp1', 'alpha', 'charlie', 'stranger'] as const;
type Who = (typeof COMPANIES)[number];

const CALLERS = Object.fromEntries(COMPANIES.map((company) => [company, contractCaller(company)]));

const path = (name: string) => sectionBasePath(entityByName(name), DEFAULT_SERVICE_BASES);
const ORDERS = path('customer-orders');
const PURCHASES = path('purchase-orders');
const AGREEMENTS = path('customers');
const SUPPLIERS = path('suppliers');
const REQUESTS = path('customer-requests');
const SUPPLIER_REQUESTS = path('supplier-requests');
const COURIER_REQUESTS = path('courier-requests');
const CLIENT_REQUESTS = path('client-requests');
const CUSTOMER_INVOICES = path('customer-invoices');
const SUPPLIER_INVOICES = path('supplier-invoices');
const TIERS = path('supplier-price-tiers');
const LINES = path('automatic-line-items');
const PRODUCTS = path('products');

/**
 * The party-access rule, tried as an attacker would (issue 10, high findings 1 and 2), on the
 * real registry: who may name whom, what each party may change, and what the owner sees after.
 */
export function describePartyAccessContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`party access on ${name}`, () => {
    const kit = contractApp(makeStore, {
      callers: CALLERS,
      pricing: {
        ...REGISTRY_PRICING,
        agreements: entityByName('customers').section,
        priceTiers: entityByName('supplier-price-tiers').section,
      },
      // Before the orders' due days: the seller's ordering policy refuses a buyer's past day (issue 23).
      clock: () => new Date('2026-11-20T00:00:00.000Z'),
    });
    const call = (who: Who, method: string, url: string, body?: unknown) => kit.call(who, method, url, body);
    const get = async (who: Who, base: string, id: string) => call(who, 'GET', `${base}/get/${id}`);
    const patch = async (who: Who, base: string, id: string, changes: Json) => {
      const current = await get('comp1', base, id);
      const owner = current.status === 200 ? current.body : (await get(who, base, id)).body;
      return call(who, 'PATCH', `${base}/patch/partial`, { id, rowVersion: owner.rowVersion, ...changes });
    };

    const milk = (quantity: number, unitPrice = 0.01) => ({
      id: `line-milk-${quantity}`,
      productID: 'milk',
      quantity,
      unitPrice,
      taxType: 'GST',
    });

    /** comp1 sells to alpha under an agreement alpha approved; charlie and stranger have none. */
    async function tradingPartners() {
      expect(
        (
          await call('comp1', 'POST', `${REQUESTS}/post`, {
            id: 'req1',
            buyerID: 'alpha',
            sellerID: 'comp1',
            message: 'Trade with us',
            isApproved: true,
          })
        ).status,
      ).toBe(201);
      // The asker cannot answer its own request.
      expect((await get('comp1', REQUESTS, 'req1')).body.isApproved).not.toBe(true);
      expect(
        (
          await call('comp1', 'POST', `${AGREEMENTS}/post`, {
            id: 'agr-early',
            companyName: 'Alpha',
            buyerID: 'alpha',
            sellerID: 'comp1',
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await patch('alpha', REQUESTS, 'req1', {
            isApproved: true,
            respondedOn: '2026-11-25T00:00:00.000Z',
          })
        ).status,
      ).toBe(200);
      // What comp1 sells: a buyer's lines name its products (issue 21, item 2).
      expect(
        (
          await call('comp1', 'POST', `${PRODUCTS}/post`, {
            id: 'milk',
            productName: 'Milk',
            taxType: 'GST',
            isSold: true,
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await call('comp1', 'POST', `${TIERS}/post`, {
            id: 'tier1',
            priceTierName: 'Cafe',
            productPrices: [
              {
                productID: 'milk',
                unitPrice: 2.5,
                unitPriceIncrements: [{ unitCountTrigger: 10, unitValue: 2.2 }],
              },
            ],
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await call('comp1', 'POST', `${LINES}/post`, {
            id: 'levy',
            lineItemName: 'Fuel Levy',
            lineValue: 4,
            taxType: 'GST',
            rule: 'TotalValueGreaterThan',
            quantity: 0,
          })
        ).status,
      ).toBe(201);
      const agreement = await call('comp1', 'POST', `${AGREEMENTS}/post`, {
        id: 'agr1',
        companyName: 'Alpha',
        buyerID: 'alpha',
        sellerID: 'comp1',
        priceTierID: 'tier1',
        orderLeadHours: 24,
      });
      expect(agreement.status).toBe(201);
      const order = await call('comp1', 'POST', `${ORDERS}/post`, {
        id: 'o1',
        buyerID: 'alpha',
        sellerID: 'comp1',
        supplyAgreementID: 'agr1',
        orderItems: [milk(4, 9)],
      });
      expect(order.status).toBe(201);
    }

    it('stamps the answer of the company asked with who gave it and when, whatever the client sends', async () => {
      await tradingPartners();
      const request = (await get('alpha', REQUESTS, 'req1')).body;
      expect(request).toMatchObject({
        buyerID: 'alpha',
        sellerID: 'comp1',
        isApproved: true,
        respondedByUserID: 'user-alpha',
        respondedByUserName: 'alpha@example.com',
      });
      expect(request.respondedOn).not.toBe('2026-11-25T00:00:00.000Z');
      // The asker cannot forge the stamp, nor can the company asked rewrite it after answering.
      const fresh = await call('comp1', 'POST', `${REQUESTS}/post`, {
        id: 'req2',
        buyerID: 'charlie',
        respondedByUserID: 'user-charlie',
        respondedOn: '2026-01-01T00:00:00.000Z',
      });
      expect(fresh.status).toBe(201);
      const sent = (await get('comp1', REQUESTS, 'req2')).body;
      expect(sent).toMatchObject({ sellerID: 'comp1', buyerID: 'charlie' });
      expect(sent.respondedByUserID ?? null).toBeNull();
      await patch('alpha', REQUESTS, 'req1', {
        respondedByUserName: 'someone@else',
        respondedOn: '2026-01-01T00:00:00.000Z',
      });
      expect((await get('comp1', REQUESTS, 'req1')).body).toMatchObject({
        respondedByUserName: 'alpha@example.com',
        respondedOn: request.respondedOn,
      });
    });

    it('lets a request be answered only by the company asked, and an agreement follow only an approved request', async () => {
      await tradingPartners();
      expect((await patch('alpha', REQUESTS, 'req1', { message: 'Rewritten by alpha' })).status).toBe(403);
      expect((await patch('charlie', REQUESTS, 'req1', { isApproved: false })).status).toBe(404);
      expect((await get('alpha', AGREEMENTS, 'agr1')).status).toBe(200);
    });

    it('prices every line from the seller’s tier, whoever sends which price', async () => {
      await tradingPartners();
      // 4 × 2.50 = 10; fuel levy 4; GST 10 % of 14.
      expect((await get('comp1', ORDERS, 'o1')).body).toMatchObject({
        subTotal: 14,
        taxTotal: 1.4,
        amountTotal: 15.4,
      });
      const repriced = await patch('alpha', PURCHASES, 'o1', { orderItems: [milk(10)] });
      expect(repriced.status).toBe(200);
      // 10 × 2.20 (the tier's break) = 22; levy 4.
      expect((await get('comp1', ORDERS, 'o1')).body).toMatchObject({ subTotal: 26, amountTotal: 28.6 });
    });

    // The attacker's table: who, what, the answer, and what the owner sees afterwards.
    const attacks: {
      who: Who;
      what: string;
      call: () => Promise<{ status: number }>;
      status: number;
      after: () => Promise<void>;
    }[] = [];
    function attack(
      who: Who,
      what: string,
      status: number,
      request: (helpers: { call: typeof call; patch: typeof patch }) => Promise<{ status: number }>,
      after: (helpers: { get: typeof get; call: typeof call }) => Promise<void>,
    ) {
      attacks.push({
        who,
        what,
        status,
        call: () => request({ call, patch }),
        after: () => after({ get, call }),
      });
    }

    attack(
      'stranger',
      'posts an order naming another company as buyer and comp1 as seller',
      403,
      ({ call }) =>
        call('stranger', 'POST', `${ORDERS}/post`, {
          id: 'forged',
          buyerID: 'alpha',
          sellerID: 'comp1',
          orderItems: [milk(1)],
        }),
      async ({ call }) => {
        const listed = (await call('comp1', 'GET', `${ORDERS}/getAll`)).body.data as Json[];
        expect(listed.map((order) => order.id)).toEqual(['o1']);
      },
    );
    attack(
      'stranger',
      'posts an agreement between two companies it is neither of',
      403,
      ({ call }) =>
        call('stranger', 'POST', `${AGREEMENTS}/post`, {
          id: 'forged-agr',
          companyName: 'x',
          buyerID: 'alpha',
          sellerID: 'comp1',
        }),
      async ({ call }) =>
        expect((await call('comp1', 'GET', `${AGREEMENTS}/get/forged-agr`)).status).toBe(404),
    );
    attack(
      'stranger',
      'posts a supplier agreement naming comp1',
      403,
      ({ call }) =>
        call('stranger', 'POST', `${SUPPLIERS}/post`, {
          id: 'forged-sup',
          companyName: 'x',
          buyerID: 'stranger',
          sellerID: 'comp1',
        }),
      async ({ call }) =>
        expect((await call('comp1', 'GET', `${SUPPLIERS}/get/forged-sup`)).status).toBe(404),
    );
    attack(
      'stranger',
      'posts a purchase order to comp1 (and would get its automatic lines back)',
      403,
      ({ call }) =>
        call('stranger', 'POST', `${PURCHASES}/post`, {
          id: 'forged-po',
          buyerID: 'stranger',
          sellerID: 'comp1',
          orderItems: [milk(1)],
        }),
      async ({ call }) => expect((await call('comp1', 'GET', `${PURCHASES}/get/forged-po`)).status).toBe(404),
    );
    attack(
      'alpha',
      'confirms the seller’s order',
      403,
      ({ patch }) => patch('alpha', PURCHASES, 'o1', { isConfirmed: true }),
      async ({ get }) => expect((await get('comp1', ORDERS, 'o1')).body.isConfirmed).not.toBe(true),
    );
    attack(
      'alpha',
      're-shares the order with a third company',
      403,
      ({ patch }) => patch('alpha', PURCHASES, 'o1', { fulfillerID: 'charlie' }),
      async ({ get }) => {
        expect((await get('comp1', ORDERS, 'o1')).body.fulfillerID ?? null).toBeNull();
        expect((await get('charlie', ORDERS, 'o1')).status).toBe(404);
      },
    );
    attack(
      'alpha',
      'reprices its agreement and opens ordering with no lead time',
      403,
      ({ patch }) => patch('alpha', AGREEMENTS, 'agr1', { priceTierID: null, orderLeadHours: 0 }),
      async ({ get }) =>
        expect((await get('comp1', AGREEMENTS, 'agr1')).body).toMatchObject({
          priceTierID: 'tier1',
          orderLeadHours: 24,
        }),
    );
    attack(
      'alpha',
      'deletes the seller’s agreement',
      403,
      ({ call }) => call('alpha', 'DELETE', `${AGREEMENTS}/delete`, { id: 'agr1', rowVersion: 1 }),
      async ({ get }) => expect((await get('comp1', AGREEMENTS, 'agr1')).body.isInactive).toBe(false),
    );
    attack(
      'alpha',
      'deletes the seller’s order',
      403,
      ({ call }) => call('alpha', 'DELETE', `${PURCHASES}/delete`, { id: 'o1', rowVersion: 1 }),
      async ({ get }) => expect((await get('comp1', ORDERS, 'o1')).body.isInactive).toBe(false),
    );
    attack(
      'alpha',
      'attaches an external reference to the seller’s order',
      403,
      ({ call }) => call('alpha', 'POST', `${PURCHASES}/post?partyID=xero&sync=true`, { id: 'o1' }),
      async ({ get }) => expect((await get('comp1', ORDERS, 'o1')).body.externalReferences ?? []).toEqual([]),
    );
    attack(
      'charlie',
      'reads the order',
      404,
      ({ call }) => call('charlie', 'GET', `${ORDERS}/get/o1`),
      async ({ call }) => expect((await call('charlie', 'GET', `${ORDERS}/getAll`)).body.data).toEqual([]),
    );
    attack(
      'comp1',
      'names a company it has no agreement with as the fulfiller',
      403,
      ({ patch }) => patch('comp1', ORDERS, 'o1', { fulfillerID: 'charlie' }),
      async ({ get }) => expect((await get('charlie', ORDERS, 'o1')).status).toBe(404),
    );

    // Issue 21, high 1: an approval by the wrong company makes no relationship. stranger owns
    // charlie too (a second free company) and tries to relate alpha, the victim, to either.
    attack(
      'stranger',
      'sends a supplier request in the victim’s name, to a company of its own',
      403,
      ({ call }) =>
        call('stranger', 'POST', `${SUPPLIER_REQUESTS}/post`, {
          id: 'forged-req',
          buyerID: 'alpha',
          sellerID: 'charlie',
        }),
      async ({ get, call }) => {
        expect((await get('charlie', SUPPLIER_REQUESTS, 'forged-req')).status).toBe(404);
        expect(
          (
            await call('charlie', 'PATCH', `${SUPPLIER_REQUESTS}/patch/partial`, {
              id: 'forged-req',
              rowVersion: 1,
              isApproved: true,
            })
          ).status,
        ).toBe(404);
        expect(
          (
            await call('charlie', 'POST', `${AGREEMENTS}/post`, {
              id: 'forged-agr',
              companyName: 'Victim',
              buyerID: 'alpha',
              sellerID: 'charlie',
            })
          ).status,
        ).toBe(403);
        expect((await call('alpha', 'GET', `${SUPPLIERS}/getAll`)).body.data).toEqual([]);
      },
    );
    for (const [label, base, asker, asked] of [
      ['customer', REQUESTS, 'sellerID', 'buyerID'],
      ['supplier', SUPPLIER_REQUESTS, 'buyerID', 'sellerID'],
      ['courier', COURIER_REQUESTS, 'buyerID', 'courierID'],
      ['client', CLIENT_REQUESTS, 'courierID', 'buyerID'],
    ] as const) {
      attack(
        'stranger',
        `asks charlie in a ${label} request that names the victim as the asker, and charlie approves`,
        403,
        ({ call }) =>
          call('stranger', 'POST', `${base}/post`, {
            id: `forged-${label}`,
            [asker]: 'alpha',
            [asked]: 'charlie',
          }),
        async ({ call }) => {
          expect(
            (
              await call('charlie', 'PATCH', `${base}/patch/partial`, {
                id: `forged-${label}`,
                rowVersion: 1,
                isApproved: true,
              })
            ).status,
          ).toBe(404);
          expect(
            (
              await call('charlie', 'POST', `${AGREEMENTS}/post`, {
                id: 'forged-agr',
                companyName: 'Victim',
                buyerID: 'alpha',
                sellerID: 'charlie',
              })
            ).status,
          ).toBe(403);
          expect(
            ((await call('alpha', 'GET', `${base}/getAll`)).body.data as Json[]).map((row) => row.id),
          ).not.toContain(`forged-${label}`);
        },
      );
    }
    attack(
      'stranger',
      'has charlie approve its request, then points the approved request at the victim',
      409,
      async ({ call, patch }) => {
        expect(
          (
            await call('stranger', 'POST', `${SUPPLIER_REQUESTS}/post`, {
              id: 'moved-req',
              sellerID: 'charlie',
            })
          ).status,
        ).toBe(201);
        expect((await patch('charlie', SUPPLIER_REQUESTS, 'moved-req', { isApproved: true })).status).toBe(
          200,
        );
        return patch('stranger', SUPPLIER_REQUESTS, 'moved-req', { sellerID: 'alpha' });
      },
      async ({ get, call }) => {
        expect((await get('alpha', SUPPLIER_REQUESTS, 'moved-req')).status).toBe(404);
        expect(
          (
            await call('stranger', 'POST', `${SUPPLIERS}/post`, {
              id: 'forged-sup',
              companyName: 'Victim',
              buyerID: 'stranger',
              sellerID: 'alpha',
            })
          ).status,
        ).toBe(403);
      },
    );
    attack(
      'stranger',
      'sends a request that asks nobody',
      422,
      ({ call }) =>
        call('stranger', 'POST', `${SUPPLIER_REQUESTS}/post`, { id: 'empty-req', message: 'hello' }),
      async ({ call }) =>
        expect((await call('stranger', 'GET', `${SUPPLIER_REQUESTS}/getAll`)).body.data).toEqual([]),
    );

    // Issue 21, high 3: a buyer never sets the totals of its seller's invoice, whichever call it uses.
    async function paperInvoice() {
      const made = await call('comp1', 'POST', `${CUSTOMER_INVOICES}/post`, {
        id: 'paper-inv',
        buyerID: 'alpha',
        invoiceNumber: 'P-1',
        subTotal: 500,
        taxTotal: 50,
        amountTotal: 550,
      });
      expect(made.status).toBe(201);
      return made.body.rowVersion as number;
    }
    attack(
      'alpha',
      'rewrites the totals of the seller’s invoice without lines, through its own view',
      200,
      async ({ call }) =>
        call('alpha', 'PATCH', `${SUPPLIER_INVOICES}/patch/partial`, {
          id: 'paper-inv',
          rowVersion: await paperInvoice(),
          subTotal: 0.05,
          taxTotal: 0,
          amountTotal: 0.05,
        }),
      async ({ get }) =>
        expect((await get('comp1', CUSTOMER_INVOICES, 'paper-inv')).body).toMatchObject({
          subTotal: 500,
          taxTotal: 50,
          amountTotal: 550,
        }),
    );
    attack(
      'alpha',
      'rewrites the same totals through the batch route',
      200,
      async ({ call }) => {
        const rowVersion = await paperInvoice();
        const batch = await call('alpha', 'POST', '/api/v1/batch', {
          writes: [
            {
              section: 'Supplier/Invoices',
              op: 'partial',
              id: 'paper-inv',
              rowVersion,
              data: { amountTotal: 0.05, subTotal: 0.05 },
            },
          ],
        });
        return { status: Number((batch.body.results as Json[])[0]?.status) };
      },
      async ({ get }) =>
        expect((await get('comp1', CUSTOMER_INVOICES, 'paper-inv')).body).toMatchObject({
          subTotal: 500,
          taxTotal: 50,
          amountTotal: 550,
        }),
    );

    it.each(attacks.map((entry) => [entry.who, entry.what, entry.status, entry] as const))(
      '%s %s: %i',
      async (_who, _what, status, entry) => {
        await tradingPartners();
        expect((await entry.call()).status).toBe(status);
        await entry.after();
      },
    );

    it('closes the buyer’s edits once the seller confirms', async () => {
      await tradingPartners();
      expect((await patch('alpha', PURCHASES, 'o1', { orderItems: [milk(6)] })).status).toBe(200);
      expect((await patch('comp1', ORDERS, 'o1', { isConfirmed: true })).status).toBe(200);
      expect((await patch('alpha', PURCHASES, 'o1', { orderItems: [milk(60)] })).status).toBe(403);
      expect((await get('alpha', PURCHASES, 'o1')).body).toMatchObject({ isConfirmed: true, subTotal: 19 });
    });

    it('lets a buyer order from its seller: the seller’s prices and automatic lines, and the seller sees it', async () => {
      await tradingPartners();
      const placed = await call('alpha', 'POST', `${PURCHASES}/post`, {
        id: 'po1',
        buyerID: 'alpha',
        sellerID: 'comp1',
        orderItems: [milk(4)],
      });
      expect(placed.status).toBe(201);
      expect((await get('comp1', ORDERS, 'po1')).body).toMatchObject({ subTotal: 14, amountTotal: 15.4 });
      expect((await get('charlie', PURCHASES, 'po1')).status).toBe(404);
    });

    // One order record viewed by role: the buyer's purchase order is the seller's customer order.
    const ids = async (who: Who, base: string, query = '') =>
      ((await call(who, 'GET', `${base}/getAll${query}`)).body.data as Json[]).map((row) => row.id);

    it('shows an order as a customer order to its seller and as a purchase order to its buyer, and to nobody else', async () => {
      await tradingPartners();
      expect(
        (
          await call('alpha', 'POST', `${PURCHASES}/post`, {
            id: 'po1',
            buyerID: 'alpha',
            sellerID: 'comp1',
            purchaseOrderNumber: 'ALPHA-7',
            dueDate: '2026-12-01',
            orderItems: [milk(4)],
          })
        ).status,
      ).toBe(201);
      expect(await ids('comp1', ORDERS, '?sortBy=id&sortDirection=asc')).toEqual(['o1', 'po1']);
      expect(await ids('comp1', PURCHASES)).toEqual([]);
      expect(await ids('alpha', PURCHASES, '?sortBy=id&sortDirection=asc')).toEqual(['o1', 'po1']);
      expect(await ids('alpha', ORDERS)).toEqual([]);
      expect(await ids('charlie', ORDERS)).toEqual([]);
      expect(await ids('charlie', PURCHASES)).toEqual([]);
      expect((await get('comp1', PURCHASES, 'po1')).status).toBe(404);
      expect((await get('alpha', ORDERS, 'o1')).status).toBe(404);
      expect((await call('comp1', 'GET', `${ORDERS}/get/count`)).body.count).toBe(2);
      expect((await call('alpha', 'GET', `${ORDERS}/get/count`)).body.count).toBe(0);
      // Paged and sorted over both views' records: the second by due date, newest first.
      const page = await call(
        'comp1',
        'GET',
        `${ORDERS}/getAll?sortBy=dueDate&sortDirection=desc&takeAmount=1&takeFrom=1&includeCount=true`,
      );
      expect(page.body).toMatchObject({ count: 2, data: [{ id: 'o1' }] });
    });

    it('numbers a buyer’s purchase order in the seller’s customer-order series, and keeps the buyer’s own reference', async () => {
      await tradingPartners();
      expect((await get('comp1', ORDERS, 'o1')).body.customerOrderNumber).toBe(1000);
      await call('alpha', 'POST', `${PURCHASES}/post`, {
        id: 'po1',
        buyerID: 'alpha',
        sellerID: 'comp1',
        purchaseOrderNumber: 'ALPHA-7',
        orderItems: [milk(4)],
      });
      expect((await get('alpha', PURCHASES, 'po1')).body).toMatchObject({
        customerOrderNumber: 1001,
        purchaseOrderNumber: 'ALPHA-7',
      });
      await call('comp1', 'POST', `${ORDERS}/post`, {
        id: 'o2',
        buyerID: 'alpha',
        supplyAgreementID: 'agr1',
        orderItems: [milk(1)],
      });
      expect((await get('comp1', ORDERS, 'o2')).body).toMatchObject({
        customerOrderNumber: 1002,
        sellerID: 'comp1',
      });
      // The buyer's own series is untouched: its purchase orders from others are numbered by them.
      expect(
        (await patch('alpha', PURCHASES, 'po1', { purchaseOrderNumber: 'ALPHA-8', customerOrderNumber: 1 }))
          .status,
      ).toBe(403);
      expect((await patch('alpha', PURCHASES, 'po1', { purchaseOrderNumber: 'ALPHA-8' })).status).toBe(200);
      expect((await get('comp1', ORDERS, 'po1')).body).toMatchObject({
        customerOrderNumber: 1001,
        purchaseOrderNumber: 'ALPHA-8',
      });
    });

    it('lets the seller confirm a buyer’s purchase order as its customer order, and then closes the buyer’s edits', async () => {
      await tradingPartners();
      await call('alpha', 'POST', `${PURCHASES}/post`, {
        id: 'po1',
        buyerID: 'alpha',
        sellerID: 'comp1',
        orderItems: [milk(4)],
      });
      // The buyer owns it, yet only the seller confirms it: not at a patch, nor on a new order.
      expect((await patch('alpha', PURCHASES, 'po1', { isConfirmed: true })).status).toBe(403);
      expect(
        (
          await call('alpha', 'POST', `${PURCHASES}/post`, {
            id: 'po2',
            buyerID: 'alpha',
            sellerID: 'comp1',
            isConfirmed: true,
            customerOrderNumber: 5,
            orderItems: [milk(1)],
          })
        ).status,
      ).toBe(201);
      expect((await get('comp1', ORDERS, 'po2')).body).toMatchObject({ customerOrderNumber: 1002 });
      expect((await get('comp1', ORDERS, 'po2')).body.isConfirmed).not.toBe(true);
      // Through the purchase orders the seller sees nothing to change.
      expect(
        (
          await call('comp1', 'PATCH', `${PURCHASES}/patch/partial`, {
            id: 'po1',
            rowVersion: 1,
            isConfirmed: true,
          })
        ).status,
      ).toBe(404);
      expect((await patch('comp1', ORDERS, 'po1', { isConfirmed: true })).status).toBe(200);
      expect((await get('alpha', PURCHASES, 'po1')).body).toMatchObject({
        isConfirmed: true,
        buyerID: 'alpha',
        subTotal: 14,
      });
      expect((await patch('alpha', PURCHASES, 'po1', { orderItems: [milk(40, 0.01)] })).status).toBe(403);
      expect((await get('comp1', ORDERS, 'po1')).body).toMatchObject({ subTotal: 14 });
      // Deleting stays the owner's: the buyer placed it, so the seller cannot.
      expect((await call('comp1', 'DELETE', `${ORDERS}/delete`, { id: 'po1', rowVersion: 2 })).status).toBe(
        403,
      );
      expect((await get('alpha', PURCHASES, 'po1')).body.isInactive).toBe(false);
    });

    it('makes the owner hold its view’s role: a customer order’s seller and a purchase order’s buyer are their owners', async () => {
      await tradingPartners();
      expect(
        (
          await call('comp1', 'POST', `${ORDERS}/post`, {
            id: 'o2',
            buyerID: 'alpha',
            sellerID: 'alpha',
            supplyAgreementID: 'agr1',
            orderItems: [milk(1)],
          })
        ).status,
      ).toBe(201);
      expect((await get('comp1', ORDERS, 'o2')).body).toMatchObject({ sellerID: 'comp1', buyerID: 'alpha' });
      expect(
        (
          await call('alpha', 'POST', `${PURCHASES}/post`, {
            id: 'po2',
            sellerID: 'comp1',
            orderItems: [milk(1)],
          })
        ).status,
      ).toBe(201);
      expect((await get('comp1', ORDERS, 'po2')).body).toMatchObject({ sellerID: 'comp1', buyerID: 'alpha' });
    });

    it('pulls each order in the view of the company’s role, and a removal in the other', async () => {
      await tradingPartners();
      await call('alpha', 'POST', `${PURCHASES}/post`, {
        id: 'po1',
        buyerID: 'alpha',
        sellerID: 'comp1',
        orderItems: [milk(4)],
      });
      const sales = await call('comp1', 'GET', `${ORDERS}/changes?after=0`);
      expect((sales.body.data as Json[]).map((row) => [row.id, row.isRemoved ?? false])).toEqual([
        ['o1', false],
        ['po1', false],
      ]);
      const purchases = await call('comp1', 'GET', `${PURCHASES}/changes?after=0`);
      // comp1's own customer order never shows among its purchases; the one it sells to alpha is
      // answered as a removal there, so a copy kept under the other view is dropped.
      expect(purchases.body.data).toEqual([{ id: 'po1', rowVersion: 1, isRemoved: true }]);
      // Paged one at a time, the cursor walks both sections in commit order.
      const first = await call('alpha', 'GET', `${PURCHASES}/changes?after=0&take=1`);
      expect(first.body).toMatchObject({ data: [{ id: 'o1' }], hasMore: true });
      const second = await call(
        'alpha',
        'GET',
        `${PURCHASES}/changes?after=${String(first.body.cursor)}&take=1`,
      );
      expect(second.body).toMatchObject({ data: [{ id: 'po1' }], hasMore: false });
      expect((await call('charlie', 'GET', `${ORDERS}/changes?after=0`)).body.data).toEqual([]);
      expect((await call('charlie', 'GET', `${PURCHASES}/changes?after=0`)).body.data).toEqual([]);
    });

    it('keeps only an order’s, agreement’s or price tier’s declared fields from a client, and what the services stored beyond them as stored', async () => {
      await tradingPartners();
      const posted = await call('alpha', 'POST', `${PURCHASES}/post`, {
        id: 'po1',
        sellerID: 'comp1',
        orderItems: [milk(1)],
        zzPlanted: 'x'.repeat(5000),
        orderSlotID: 'slot1',
        clientAmountTotal: 3.85,
      });
      expect(posted.status).toBe(201);
      expect((await get('comp1', ORDERS, 'po1')).body).not.toHaveProperty('zzPlanted');
      expect((await get('comp1', ORDERS, 'po1')).body).toMatchObject({
        orderSlotID: 'slot1',
        clientAmountTotal: 3.85,
      });
      // A flow's link on the order (a standing order's), stored beyond the schema.
      const row = await kit.store.get('CustomerOrders', 'o1');
      if (row === null) throw new Error('o1 is missing');
      const { seq: _seq, rowVersion, ...write } = row;
      expect(
        (
          await kit.store.update(
            { ...write, data: { ...row.data, standingOrderID: 'standing-1' } },
            rowVersion,
          )
        ).ok,
      ).toBe(true);
      // The buyer edits its lines: the link is not its change, and it cannot plant or rewrite one.
      expect(
        (
          await patch('alpha', PURCHASES, 'o1', {
            orderItems: [milk(5)],
            standingOrderID: 'forged',
            zzPlanted: 1,
          })
        ).status,
      ).toBe(200);
      const current = (await get('comp1', ORDERS, 'o1')).body;
      expect(current).toMatchObject({ standingOrderID: 'standing-1' });
      expect(current).not.toHaveProperty('zzPlanted');
      // A full write by the owner that leaves the link out keeps it too.
      const { standingOrderID: _link, ...withoutLink } = current;
      expect(
        (
          await call('comp1', 'PATCH', `${ORDERS}/patch`, {
            ...withoutLink,
            dueDate: '2026-12-02T00:00:00.000Z',
          })
        ).status,
      ).toBe(200);
      expect((await get('comp1', ORDERS, 'o1')).body).toMatchObject({
        standingOrderID: 'standing-1',
        dueDate: '2026-12-02T00:00:00.000Z',
      });
      // Agreements and price tiers alike: their terms stay, planted fields go.
      expect(
        (await patch('comp1', AGREEMENTS, 'agr1', { isRequiredPickup: true, zzPlanted: 1 })).status,
      ).toBe(200);
      const agreement = (await get('comp1', AGREEMENTS, 'agr1')).body;
      expect(agreement).toMatchObject({ isRequiredPickup: true, priceTierID: 'tier1' });
      expect(agreement).not.toHaveProperty('zzPlanted');
      expect((await patch('comp1', TIERS, 'tier1', { zzPlanted: 1 })).status).toBe(200);
      const tier = (await get('comp1', TIERS, 'tier1')).body;
      expect(tier).not.toHaveProperty('zzPlanted');
      expect(tier.productPrices).toEqual([
        {
          productID: 'milk',
          unitPrice: 2.5,
          unitPriceIncrements: [{ unitCountTrigger: 10, unitValue: 2.2 }],
        },
      ]);
    });

    it('tells a company that stops being a party, in its next pull, to drop the record', async () => {
      await tradingPartners();
      const before = await call('alpha', 'GET', `${PURCHASES}/changes?after=0`);
      expect((before.body.data as Json[]).map((row) => row.id)).toEqual(['o1']);
      // comp1 takes the order back as its own (no buyer on Bulktrade): alpha is a party no more.
      expect((await patch('comp1', ORDERS, 'o1', { buyerID: null })).status).toBe(200);
      const after = await call('alpha', 'GET', `${PURCHASES}/changes?after=${String(before.body.cursor)}`);
      expect(after.body.data).toEqual([{ id: 'o1', rowVersion: 2, isRemoved: true }]);
      expect((await get('alpha', PURCHASES, 'o1')).status).toBe(404);
      // Named again, it sees the record again.
      expect((await patch('comp1', ORDERS, 'o1', { buyerID: 'alpha' })).status).toBe(200);
      expect((await get('alpha', PURCHASES, 'o1')).body).toMatchObject({ buyerID: 'alpha', rowVersion: 3 });
    });
  });
}
