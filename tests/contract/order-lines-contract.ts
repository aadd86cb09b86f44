import { describe, expect, it } from 'vitest';
import { COMPANIES_SECTION } from '../../server/auth/account-records';
import { generateStandingOrders } from '../../server/flows/standing-orders';
import type { Store } from '../../server/store/store';
import { DEFAULT_SERVICE_BASES, sectionBasePath } from '../../src/entities/derive/api-paths';
import { entityByName } from '../../src/entities/registry';
import { contractApp, contractCaller, REGISTRY_PRICING, type Answer, type Json } from './contract-app';

const COMPANIES = ['comp1', 'alpha', 'charlie'] as const;
type Who = (typeof COMPANIES)[number];
const CALLERS = Object.fromEntries(COMPANIES.map((company) => [company, contractCaller(company)]));

const path = (name: string) => sectionBasePath(entityByName(name), DEFAULT_SERVICE_BASES);
const ORDERS = path('customer-orders');
const PURCHASES = path('purchase-orders');
const STANDING_PURCHASES = path('standing-purchase-orders');

type Line = Json & { productID: string | null; quantity: number };

const TODAY = new Date('2026-11-20T00:00:00+11:00');
const DAY = 86_400_000;

/**
 * The lines a buyer may put on an order its seller prices (issue 21, item 2), tried as an attacker
 * would: comp1 sells to alpha on alpha's tier; charlie sells too, to nobody here.
 */
export function describeOrderLinesContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`order lines a buyer may write on ${name}`, () => {
    const kit = contractApp(makeStore, {
      callers: CALLERS,
      pricing: {
        ...REGISTRY_PRICING,
        agreements: entityByName('customers').section,
        priceTiers: entityByName('supplier-price-tiers').section,
      },
      // Before the orders' due days: the seller's ordering policy refuses a buyer's past day (issue 23).
      clock: () => TODAY,
    });
    const call = (who: Who, method: string, url: string, body?: unknown) => kit.call(who, method, url, body);
    const get = async (who: Who, base: string, id: string) =>
      (await call(who, 'GET', `${base}/get/${id}`)).body;
    const patch = async (who: Who, base: string, id: string, changes: Json) =>
      call(who, 'PATCH', `${base}/patch/partial`, {
        id,
        rowVersion: (await get(who, base, id)).rowVersion,
        ...changes,
      });
    const productLines = (order: Json) =>
      (order.orderItems as Json[]).filter((line) => line.automaticLineItemID == null);
    const feeLines = (order: Json) =>
      (order.orderItems as Json[]).filter((line) => line.automaticLineItemID === 'fee');

    const milk = (quantity: number, extra: Json = {}): Line => ({
      productID: 'milk',
      quantity,
      unitPrice: 0.01,
      taxType: 'GST',
      description: 'Milk',
      ...extra,
    });
    const bread = (quantity: number, extra: Json = {}): Line => ({
      productID: 'bread',
      quantity,
      unitPrice: 0.01,
      taxType: null,
      description: 'Bread',
      ...extra,
    });

    /**
     * comp1 sells milk (GST, in twos) and bread to alpha on alpha's tier, adds a $15 delivery fee
     * (GST) to every order, and entered order o1 for alpha: milk 4 × 2.50 + GST 1, bread 2 × 4,
     * fee 15 + GST 1.50 = 35.50.
     */
    async function tradingPartners() {
      const own = (owner: string, section: string, id: string, data: Json, parties: string[] = []) =>
        kit.store.insert({
          section,
          id,
          companyAccountID: owner,
          parties,
          isInactive: false,
          data: { id, ...data },
        });
      await own('comp1', COMPANIES_SECTION, 'comp1', { companyName: 'Wholesaler' });
      await own('comp1', 'Products', 'milk', {
        productName: 'Milk 2L',
        taxType: 'GST',
        isSold: true,
        cost: 1.1,
      });
      await own('comp1', 'Products', 'bread', { productName: 'Bread', taxType: null, isSold: true });
      // A product comp1 sells to others only, and one it has retired but its tier still lists.
      await own('comp1', 'Products', 'secret', { productName: 'Secret Blend', taxType: 'GST', isSold: true });
      await kit.store.insert({
        section: 'Products',
        id: 'retired',
        companyAccountID: 'comp1',
        parties: [],
        isInactive: true,
        data: { id: 'retired', productName: 'Retired Cream', taxType: null },
      });
      await own('charlie', 'Products', 'cheese', {
        productName: 'Charlie Cheese',
        taxType: null,
        isSold: true,
      });
      await own('comp1', 'Supplier/PriceTiers', 'tier-alpha', {
        priceTierName: 'Cafe',
        productPrices: [
          { productID: 'milk', unitPrice: 2.5, rules: [{ rule: 'QuantityInIncrements', value: 2 }] },
          { productID: 'bread', unitPrice: 4 },
          { productID: 'retired', unitPrice: 0.5 },
          { productID: 'cheese', unitPrice: 0.1 },
        ],
      });
      await own('comp1', 'Supplier/PriceTiers', 'tier-other', {
        priceTierName: 'Other',
        productPrices: [{ productID: 'secret', unitPrice: 9 }],
      });
      await own('comp1', 'AutomaticLineItems', 'fee', {
        lineItemName: 'Delivery Fee',
        lineValue: 15,
        lineValueType: 'Fixed',
        taxType: 'GST',
      });
      await own(
        'comp1',
        'Customers',
        'agr-alpha',
        { companyName: 'Alpha', sellerID: 'comp1', buyerID: 'alpha', priceTierID: 'tier-alpha' },
        ['alpha'],
      );
      await own(
        'alpha',
        'Suppliers',
        'sup-comp1',
        { companyName: 'Wholesaler', buyerID: 'alpha', sellerID: 'comp1' },
        ['comp1'],
      );
      const entered = await call('comp1', 'POST', `${ORDERS}/post`, {
        id: 'o1',
        buyerID: 'alpha',
        supplyAgreementID: 'agr-alpha',
        dueDate: '2026-12-01',
        orderItems: [milk(4, { id: 'l-milk' }), bread(2, { id: 'l-bread' })],
      });
      expect(entered.status).toBe(201);
      expect(await get('comp1', ORDERS, 'o1')).toMatchObject({
        subTotal: 33,
        taxTotal: 2.5,
        amountTotal: 35.5,
      });
    }

    /** o1 as comp1 entered it: what every refused attack must leave. */
    async function o1Untouched() {
      const order = await get('comp1', ORDERS, 'o1');
      expect(order).toMatchObject({ subTotal: 33, taxTotal: 2.5, amountTotal: 35.5, rowVersion: 1 });
      expect(
        productLines(order).map((line) => [line.productID, line.quantity, line.unitPrice, line.taxType]),
      ).toEqual([
        ['milk', 4, 2.5, 'GST'],
        ['bread', 2, 4, null],
      ]);
    }

    const comp1Orders = async () =>
      ((await call('comp1', 'GET', `${ORDERS}/getAll?includeInactive=true`)).body.data as Json[]).map(
        (order) => order.id,
      );
    const po = (id: string, orderItems: Line[], extra: Json = {}) =>
      call('alpha', 'POST', `${PURCHASES}/post`, {
        id,
        sellerID: 'comp1',
        supplyAgreementID: 'sup-comp1',
        dueDate: '2026-12-01',
        orderItems,
        ...extra,
      });

    // The attacker's table: what alpha sends, the answer, the refusal's field, and what comp1 sees after.
    type Attack = {
      what: string;
      status: number;
      field?: string;
      message?: RegExp;
      send: () => Promise<Answer>;
      after: () => Promise<void>;
    };
    const attacks: Attack[] = [
      {
        what: 'sets a negative quantity on the seller’s order',
        status: 422,
        field: 'orderItems[0].quantity',
        message: /Line 1 \(Milk 2L\): the quantity must be more than 0/,
        send: () =>
          patch('alpha', PURCHASES, 'o1', {
            orderItems: [milk(-40, { id: 'l-milk' }), bread(2, { id: 'l-bread' })],
          }),
        after: o1Untouched,
      },
      {
        what: 'breaks the product’s order-line rule (milk in twos)',
        status: 422,
        field: 'orderItems[0].quantity',
        message: /Line 1 \(Milk 2L\): Must be in increments of 2/,
        send: () =>
          patch('alpha', PURCHASES, 'o1', {
            orderItems: [milk(3, { id: 'l-milk' }), bread(2, { id: 'l-bread' })],
          }),
        after: o1Untouched,
      },
      {
        what: 'adds a free-text line at its own price',
        status: 422,
        field: 'orderItems[2].productID',
        message: /Line 3 \(Goodwill credit\) names no product of Wholesaler's catalogue/,
        send: () =>
          patch('alpha', PURCHASES, 'o1', {
            orderItems: [
              milk(4, { id: 'l-milk' }),
              bread(2, { id: 'l-bread' }),
              {
                productID: null,
                description: 'Goodwill credit',
                quantity: 1,
                unitPrice: -600,
                taxType: null,
              },
            ],
          }),
        after: o1Untouched,
      },
      {
        what: 'orders a product comp1 has retired, though its tier still prices it',
        status: 422,
        field: 'orderItems[2].productID',
        message: /Line 3 \(Cream\) is not a product of Wholesaler's catalogue for you/,
        send: () =>
          patch('alpha', PURCHASES, 'o1', {
            orderItems: [
              milk(4, { id: 'l-milk' }),
              bread(2, { id: 'l-bread' }),
              { productID: 'retired', description: 'Cream', quantity: 10 },
            ],
          }),
        after: o1Untouched,
      },
      {
        what: 'orders another seller’s product that comp1’s tier lists',
        status: 422,
        field: 'orderItems[0].productID',
        message: /Line 1 \(cheese\) is not a product/,
        send: () => patch('alpha', PURCHASES, 'o1', { orderItems: [{ productID: 'cheese', quantity: 10 }] }),
        after: o1Untouched,
      },
      {
        what: 'places a purchase order of minus 20 milk (a negative total)',
        status: 422,
        field: 'orderItems[0].quantity',
        send: () => po('po-negative', [milk(-20)]),
        after: async () => expect(await comp1Orders()).toEqual(['o1']),
      },
      {
        what: 'places a purchase order with a free-text line of its own price',
        status: 422,
        field: 'orderItems[1].productID',
        send: () =>
          po('po-free', [
            milk(2),
            { productID: null, description: 'Discount', quantity: 1, unitPrice: -49.2 },
          ]),
        after: async () => expect(await comp1Orders()).toEqual(['o1']),
      },
      {
        what: 'places a purchase order of a product comp1 offers only on another tier',
        status: 422,
        field: 'orderItems[0].productID',
        message: /Line 1 \(Blend\) is not a product/,
        send: () => po('po-secret', [{ productID: 'secret', description: 'Blend', quantity: 1 }]),
        after: async () => expect(await comp1Orders()).toEqual(['o1']),
      },
      {
        what: 'removes GST from the seller’s line (taxType null): the seller’s tax type stays',
        status: 200,
        send: () =>
          patch('alpha', PURCHASES, 'o1', {
            orderItems: [
              milk(4, { id: 'l-milk', taxType: null, unitPrice: 0.01 }),
              bread(2, { id: 'l-bread' }),
            ],
          }),
        after: async () => {
          const order = await get('comp1', ORDERS, 'o1');
          expect(order).toMatchObject({ subTotal: 33, taxTotal: 2.5, amountTotal: 35.5 });
          expect(productLines(order)[0]).toMatchObject({
            productID: 'milk',
            taxType: 'GST',
            unitPrice: 2.5,
            description: 'Milk 2L',
          });
        },
      },
      {
        what: 'tags the seller’s order IgnoreDeliveryFee: its own tag stays, the fee stays',
        status: 200,
        send: () => patch('alpha', PURCHASES, 'o1', { tagsCSV: 'Urgent,IgnoreDeliveryFee' }),
        after: async () => {
          const order = await get('comp1', ORDERS, 'o1');
          expect(order).toMatchObject({ tagsCSV: 'Urgent', amountTotal: 35.5 });
          expect(feeLines(order)).toHaveLength(1);
        },
      },
      {
        what: 'places a purchase order without GST, at its own prices, tagged IgnoreDeliveryFee',
        status: 201,
        send: () => po('po-untaxed', [milk(4, { taxType: null })], { tagsCSV: 'IgnoreDeliveryFee' }),
        after: async () => {
          const order = await get('comp1', ORDERS, 'po-untaxed');
          // 4 × 2.50 + GST 1, and the fee 15 + GST 1.50.
          expect(order).toMatchObject({ subTotal: 25, taxTotal: 2.5, amountTotal: 27.5 });
          expect(order.tagsCSV ?? null).toBeNull();
        },
      },
      {
        what: 'sends a negative quantity through POST /api/v1/batch',
        status: 200,
        send: async () => {
          const answer = await call('alpha', 'POST', '/api/v1/batch', {
            writes: [
              {
                section: 'PurchaseOrders',
                op: 'partial',
                id: 'o1',
                rowVersion: 1,
                data: { orderItems: [milk(-40, { id: 'l-milk' })] },
              },
              {
                section: 'PurchaseOrders',
                op: 'post',
                id: 'po-batch',
                data: {
                  sellerID: 'comp1',
                  supplyAgreementID: 'sup-comp1',
                  dueDate: '2026-12-01',
                  orderItems: [{ productID: null, description: 'Credit', quantity: 1, unitPrice: -583.1 }],
                },
              },
              {
                section: 'PurchaseOrders',
                op: 'partial',
                id: 'o1',
                rowVersion: 1,
                data: { tagsCSV: 'IgnoreDeliveryFee' },
              },
            ],
          });
          const results = (answer.body.results ?? []) as Json[];
          expect(results.map((result) => [result.id, result.status])).toEqual([
            ['o1', 422],
            ['po-batch', 422],
            ['o1', 200],
          ]);
          const bodyOf = (index: number) => (results[index]?.body ?? {}) as Json;
          expect(bodyOf(0).errors).toEqual([
            { field: 'orderItems[0].quantity', message: expect.stringMatching(/Line 1 \(Milk 2L\)/) },
          ]);
          expect(bodyOf(1).errors).toEqual([
            { field: 'orderItems[0].productID', message: expect.stringMatching(/Line 1 \(Credit\)/) },
          ]);
          return answer;
        },
        after: async () => {
          expect(await comp1Orders()).toEqual(['o1']);
          expect(await get('comp1', ORDERS, 'o1')).toMatchObject({ amountTotal: 35.5, tagsCSV: null });
        },
      },
    ];

    it.each(attacks.map((attack) => [attack.what, attack.status, attack] as const))(
      'alpha %s: %i',
      async (_what, status, attack) => {
        await tradingPartners();
        const answer = await attack.send();
        expect(answer.status).toBe(status);
        // A refusal says which line's field and why; an accepted write carries no errors.
        const errors = (Array.isArray(answer.body.errors) ? answer.body.errors : []) as Json[];
        expect(errors.map((error) => error.field)).toEqual(attack.field === undefined ? [] : [attack.field]);
        expect(errors.every((error) => typeof error.message === 'string' && error.message !== '')).toBe(true);
        expect(String(answer.body.message ?? '')).toMatch(attack.message ?? /.*/);
        // A refusal never names what the buyer may not see.
        expect(JSON.stringify(answer.body)).not.toMatch(/Secret Blend|Charlie Cheese|Retired Cream/);
        await attack.after();
      },
    );

    it('lets the buyer change quantities within the catalogue, and keeps the seller’s own lines and tags as the seller left them', async () => {
      await tradingPartners();
      // The seller adds what only it may: a charge of its own, a product of another tier at its price, a credit, and waives the fee.
      const sellers = [
        milk(4, { id: 'l-milk' }),
        bread(2, { id: 'l-bread' }),
        {
          id: 'l-hire',
          productID: null,
          description: 'Pallet hire',
          quantity: 1,
          unitPrice: 12,
          taxType: 'GST',
        },
        {
          id: 'l-secret',
          productID: 'secret',
          description: 'Secret Blend',
          quantity: 1,
          unitPrice: 7,
          taxType: 'GST',
        },
        {
          id: 'l-credit',
          productID: 'bread',
          description: 'Bread returned',
          quantity: -1,
          unitPrice: 4,
          taxType: null,
        },
      ];
      expect(
        (await patch('comp1', ORDERS, 'o1', { orderItems: sellers, tagsCSV: 'IgnoreDeliveryFee' })).status,
      ).toBe(200);
      // milk 10 + bread 8 + hire 12 + secret 7 - bread 4 = 33; GST 1 + 1.2 + 0.7.
      expect(await get('comp1', ORDERS, 'o1')).toMatchObject({
        subTotal: 33,
        taxTotal: 2.9,
        amountTotal: 35.9,
      });
      // The buyer doubles its milk, leaves out the seller's charge, keeps the rest as it was, and adds a tag of its own.
      const current = productLines(await get('alpha', PURCHASES, 'o1'));
      const changed = current
        .filter((line) => line.id !== 'l-hire')
        .map((line) => (line.id === 'l-milk' ? { ...line, quantity: 8 } : line));
      const written = await patch('alpha', PURCHASES, 'o1', { orderItems: changed, tagsCSV: 'Urgent' });
      expect(written.status).toBe(200);
      const order = await get('comp1', ORDERS, 'o1');
      expect(productLines(order).map((line) => [line.id, line.quantity, line.unitPrice])).toEqual([
        ['l-milk', 8, 2.5],
        ['l-bread', 2, 4],
        ['l-secret', 1, 7],
        ['l-credit', -1, 4],
        ['l-hire', 1, 12],
      ]);
      expect(order).toMatchObject({ tagsCSV: 'Urgent,IgnoreDeliveryFee', subTotal: 43, amountTotal: 46.9 });
      expect(feeLines(order)).toEqual([]);
      // The seller's product outside alpha's catalogue: kept or removed, not reordered by alpha.
      const more = productLines(order).map((line) =>
        line.id === 'l-secret' ? { ...line, quantity: 50 } : line,
      );
      const refused = await patch('alpha', PURCHASES, 'o1', { orderItems: more });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([
        {
          field: 'orderItems[2].quantity',
          message:
            "Line 3 (Secret Blend) is not in Wholesaler's catalogue for you: only Wholesaler changes its quantity.",
        },
      ]);
    });

    it('lets the seller write its own lines freely, on its own order and on the buyer’s purchase order', async () => {
      await tradingPartners();
      expect((await po('po1', [milk(2), bread(1)])).status).toBe(201);
      expect(await get('comp1', ORDERS, 'po1')).toMatchObject({ subTotal: 24, taxTotal: 2, amountTotal: 26 });
      const credit = {
        productID: null,
        description: 'Loyalty credit',
        quantity: 1,
        unitPrice: -5,
        taxType: null,
      };
      expect((await patch('comp1', ORDERS, 'po1', { orderItems: [milk(3), credit] })).status).toBe(200);
      // milk 3 × 2.50 (the seller may break its own increments) - 5, fee 15; GST 0.75 + 1.50.
      expect(await get('alpha', PURCHASES, 'po1')).toMatchObject({
        subTotal: 17.5,
        taxTotal: 2.25,
        amountTotal: 19.75,
      });
    });

    it('leaves a purchase order from a supplier outside Bulktrade to the buyer’s own prices', async () => {
      await tradingPartners();
      const outside = await call('alpha', 'POST', `${PURCHASES}/post`, {
        id: 'po-outside',
        dueDate: '2026-12-01',
        tagsCSV: 'IgnoreDeliveryFee',
        orderItems: [
          { productID: null, description: 'Flour 25kg', quantity: 2, unitPrice: 30, taxType: null },
          { productID: 'alpha-sugar', quantity: 1, unitPrice: 12, taxType: 'GST' },
        ],
      });
      expect(outside.status).toBe(201);
      expect(await get('alpha', PURCHASES, 'po-outside')).toMatchObject({
        subTotal: 72,
        taxTotal: 1.2,
        amountTotal: 73.2,
        tagsCSV: 'IgnoreDeliveryFee',
      });
    });

    it('refuses a buyer’s standing purchase order of a product its seller does not offer it', async () => {
      await tradingPartners();
      const standing = (id: string, orderItems: Json[]) =>
        call('alpha', 'POST', `${STANDING_PURCHASES}/post`, {
          id,
          standingOrderName: 'Weekly',
          sellerID: 'comp1',
          supplyAgreementID: 'sup-comp1',
          cronExpression: '0 6 * * 1',
          isOn: true,
          orderItems,
        });
      const refused = await standing('spo-secret', [
        { productID: 'secret', quantity: 1 },
        { productID: 'cheese', quantity: 1 },
      ]);
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([
        { field: 'orderItems[0].productID', message: expect.any(String) },
        { field: 'orderItems[1].productID', message: expect.any(String) },
      ]);
      expect((await standing('spo-milk', [{ productID: 'milk', quantity: 4 }])).status).toBe(201);
    });

    // Issue 21, item 5: standing orders name products by id, and the services describe and price them.
    it('describes and prices a standing order’s lines only through the buyer’s catalogue of the seller, leaving out the rest with a note', async () => {
      await tradingPartners();
      const standing = (section: string, id: string, owner: string, parties: string[], data: Json) =>
        kit.store.insert({
          section,
          id,
          companyAccountID: owner,
          parties,
          isInactive: false,
          data: {
            id,
            standingOrderName: id,
            isOn: true,
            cronExpression: '0 6 * * * 60',
            generatedThrough: TODAY.toISOString(),
            ...data,
          },
        });
      // charlie, a stranger to comp1, names comp1's agreement with alpha and comp1's products on a standing order of its own.
      await standing(entityByName('standing-customer-orders').section, 'sco-copy', 'charlie', [], {
        sellerID: 'charlie',
        supplyAgreementID: 'agr-alpha',
        orderItems: [
          { productID: 'milk', quantity: 4 },
          { productID: 'secret', quantity: 1 },
        ],
      });
      // alpha's standing purchase order from comp1: milk, which comp1 offers it, and what comp1 does not (any more).
      await standing(entityByName('standing-purchase-orders').section, 'spo-alpha', 'alpha', ['comp1'], {
        buyerID: 'alpha',
        sellerID: 'comp1',
        supplyAgreementID: 'sup-comp1',
        orderItems: [
          { productID: 'milk', quantity: 4 },
          { productID: 'secret', quantity: 1 },
          { productID: 'cheese', quantity: 2 },
        ],
      });
      const run = await generateStandingOrders({ store: kit.store, now: new Date(TODAY.getTime() + DAY) });
      expect(run.failed).toEqual([]);
      const made = async (section: string, standingOrderID: string) =>
        (
          await kit.store.list(section, {
            visibleTo: null,
            conditions: [],
            includeInactive: true,
            includeCount: false,
          })
        ).rows.filter((row) => row.data.standingOrderID === standingOrderID);
      const copies = await made(entityByName('customer-orders').section, 'sco-copy');
      expect(copies.length).toBeGreaterThanOrEqual(1);
      for (const copy of copies) {
        expect(copy.data.orderItems).toEqual([]);
        expect(copy.data.amountTotal).toBe(0);
        expect(JSON.stringify(copy.data)).not.toMatch(/Milk 2L|Secret Blend|2\.5/);
        expect(copy.data.notes).toBe(
          'Left out 4 of product milk: it is not in your products. Left out 1 of product secret: it is not in your products.',
        );
      }
      const purchases = await made(entityByName('purchase-orders').section, 'spo-alpha');
      expect(purchases.length).toBeGreaterThanOrEqual(1);
      for (const purchase of purchases) {
        expect(
          productLines(purchase.data).map((line) => [
            line.productID,
            line.quantity,
            line.unitPrice,
            line.taxType,
            line.description,
          ]),
        ).toEqual([['milk', 4, 2.5, 'GST', 'Milk 2L']]);
        // milk 10 + GST 1, comp1's delivery fee 15 + GST 1.50.
        expect(purchase.data).toMatchObject({ subTotal: 25, amountTotal: 27.5 });
        expect(JSON.stringify(purchase.data)).not.toMatch(/Secret Blend|Charlie Cheese/);
        expect(purchase.data.notes).toMatch(
          /Left out 1 of product secret: it is not in comp1's catalogue for you\. Left out 2 of product cheese/,
        );
      }
    });
  });
}
