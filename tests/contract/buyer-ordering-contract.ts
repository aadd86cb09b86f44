import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_BASES, sectionBasePath } from '../../src/entities/derive/api-paths';
import { servedEntities } from '../../src/entities/derive/served-entities';
import { ENTITIES, entityByName } from '../../src/entities/registry';
import { createApp } from '../../server/app';
import type { Caller } from '../../server/http/caller';
import type { Store } from '../../server/store/store';

type Json = Record<string, unknown>;

const COMPANIES = ['comp1', 'alpha', 'charlie'] as const;
type Who = (typeof COMPANIES)[number];

function callerOf(company: Who): Caller {
  // alpha and charlie are customer companies: they buy on Bulktrade and sell nothing.
  const code = company === 'comp1' ? 'SUPP' : 'CUST';
  return {
    userID: `user-${company}`,
    userName: `${company}@example.com`,
    permissions: 'everything.edit',
    isGlobalAdmin: false,
    subscriptionCode: code,
    subscriptionsInUse: code,
    expiresOn: '2099-01-01T00:00:00.000Z',
    company: { id: company, companyName: company, subscriptionCode: code, defaultTimeZone: 'Australia/Melbourne', isSuspended: false },
    companyAccountID: company,
  };
}

const path = (name: string) => sectionBasePath(entityByName(name), DEFAULT_SERVICE_BASES);
const ORDERS = path('customer-orders');
const PURCHASES = path('purchase-orders');
const CONSIGNMENTS = path('customer-consignments');

/**
 * A customer company orders from its supplier on Bulktrade (issue 12, orders between
 * companies): what the seller's confirmation of a buyer-placed order causes.
 */
export function describeBuyerOrderingContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`a buyer ordering from its supplier on ${name}`, () => {
    let store: Store;
    let app: ReturnType<typeof createApp>;
    const opened: Store[] = [];

    beforeEach(async () => {
      store = await makeStore();
      opened.push(store);
      app = createApp({
        store,
        entities: servedEntities(ENTITIES),
        pricing: {
          automaticLineItems: entityByName('automatic-line-items').section,
          locations: entityByName('locations').section,
          agreements: entityByName('customers').section,
          priceTiers: entityByName('supplier-price-tiers').section,
        },
        authenticate: async (header) => {
          const who = header?.slice('Bearer '.length) as Who | undefined;
          return who !== undefined && COMPANIES.includes(who) ? { ok: true, caller: callerOf(who) } : { ok: false, status: 401, message: 'Sign in' };
        },
      });
    });
    afterAll(async () => {
      await Promise.all(opened.map((s) => s.close()));
    });

    async function call(who: Who, method: string, url: string, body?: unknown) {
      const init: RequestInit = { method, headers: { Authorization: `Bearer ${who}`, 'Content-Type': 'application/json' } };
      if (body !== undefined) init.body = JSON.stringify(body);
      const response = await app.request(url, init);
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
    }
    const get = async (who: Who, base: string, id: string) => call(who, 'GET', `${base}/get/${id}`);
    const patch = async (who: Who, base: string, id: string, changes: Json) => {
      const current = await get(who, base, id);
      return call(who, 'PATCH', `${base}/patch/partial`, { id, rowVersion: current.body.rowVersion, ...changes });
    };
    const consignmentsOf = async (who: Who) => (await call(who, 'GET', `${CONSIGNMENTS}/getAll?includeInactive=true`)).body.data as Json[];
    // Every consignment in the store, whoever owns it.
    const allConsignments = async () =>
      (await store.list('Customer/Consignments', { visibleTo: null, conditions: [], includeInactive: true, includeCount: false })).rows;

    /** comp1 sells to alpha (an agreement as the requests flow leaves it) on its Cafe tier. */
    async function tradingPartners() {
      const agreement = (id: string, buyerID: string, priceTierID: string) => ({
        section: 'Customers', id, companyAccountID: 'comp1', parties: [buyerID], isInactive: false,
        data: { id, companyName: buyerID, sellerID: 'comp1', buyerID, priceTierID, orderLeadHours: 24 },
      });
      await store.insert(agreement('agr-alpha', 'alpha', 'tier-cafe'));
      await store.insert({ section: 'Suppliers', id: 'sup-comp1', companyAccountID: 'alpha', parties: ['comp1'], isInactive: false, data: { id: 'sup-comp1', companyName: 'comp1', buyerID: 'alpha', sellerID: 'comp1' } });
      await store.insert({
        section: 'Supplier/PriceTiers', id: 'tier-cafe', companyAccountID: 'comp1', parties: [], isInactive: false,
        data: { id: 'tier-cafe', priceTierName: 'Cafe', productPrices: [{ productID: 'milk', unitPrice: 2.5 }, { productID: 'crate', unitPrice: 0 }] },
      });
    }

    const milk = (id: string, quantity: number) => ({ id: `${id}-milk`, productID: 'milk', product: { id: 'milk', productName: 'Milk' }, quantity, unitPrice: 0.01, taxType: 'GST' });

    it('makes the consignment of a buyer-placed order once, when the seller confirms it', async () => {
      await tradingPartners();
      const placed = await call('alpha', 'POST', `${PURCHASES}/post`, { id: 'po1', buyerID: 'alpha', sellerID: 'comp1', supplyAgreementID: 'sup-comp1', dueDate: '2026-12-01T00:00:00.000Z', orderItems: [milk('po1', 6)] });
      expect(placed.status).toBe(201);
      expect(await consignmentsOf('comp1')).toEqual([]);
      expect((await patch('comp1', ORDERS, 'po1', { isConfirmed: true })).status).toBe(200);
      const made = await consignmentsOf('comp1');
      expect(made).toHaveLength(1);
      expect((await get('comp1', CONSIGNMENTS, String(made[0]?.id))).body).toMatchObject({ customerOrderID: 'po1', buyerID: 'alpha', sellerID: 'comp1', consignmentOrderItems: [{ productID: 'milk', quantity: 6 }] });
      // The seller's later changes of the confirmed order (and a confirmation sent again) make no second one.
      expect((await patch('comp1', ORDERS, 'po1', { orderItems: [milk('po1', 8)], isConfirmed: true })).status).toBe(200);
      expect(await consignmentsOf('comp1')).toHaveLength(1);
      expect((await allConsignments()).map((row) => [row.companyAccountID, row.parties])).toEqual([['comp1', ['alpha']]]);
    });

    it('makes no consignment for a purchase order with a supplier outside Bulktrade', async () => {
      await tradingPartners();
      const placed = await call('alpha', 'POST', `${PURCHASES}/post`, { id: 'po-outside', buyerID: 'alpha', dueDate: '2026-12-01T00:00:00.000Z', orderItems: [milk('po-outside', 2)] });
      expect(placed.status).toBe(201);
      expect((await patch('alpha', PURCHASES, 'po-outside', { isConfirmed: true })).status).toBe(200);
      expect(await allConsignments()).toEqual([]);
    });
  });
}
