import { describe, expect, it } from 'vitest';
import { COMPANIES_SECTION } from '../../server/auth/account-records';
import type { Store } from '../../server/store/store';
import { DEFAULT_SERVICE_BASES, sectionBasePath } from '../../src/entities/derive/api-paths';
import { entityByName } from '../../src/entities/registry';
import { contractApp, contractCaller, REGISTRY_PRICING, type Json } from './contract-app';

// bravo buys from comp1 on open days under an agreement that sets no terms of its own: comp1's
// Customer settings (Customers Order Online, Order Lead Hours, Deliver On Weekends, Daily Cut-Off
// Time) are the terms bravo orders under.
const CALLERS = {
  comp1: contractCaller('comp1'),
  bravo: contractCaller('bravo', { subscriptionCode: 'CUST' }),
};
type Who = keyof typeof CALLERS;

const path = (name: string) => sectionBasePath(entityByName(name), DEFAULT_SERVICE_BASES);
const PURCHASES = path('purchase-orders');
const CATALOGUES = path('supplier-catalogues');

// Melbourne is UTC+11 (AEDT) in late 2026.
/** Monday 30 November 2026, 4:55 PM in Melbourne. */
const MON_455PM = new Date('2026-11-30T05:55:00.000Z');
/** Monday 30 November 2026, 5:20 PM in Melbourne: after a 5 PM daily cut-off. */
const MON_520PM = new Date('2026-11-30T06:20:00.000Z');
/** Days as comp1 stores them: midnight in Melbourne. */
const DAY = {
  mon: '2026-11-29T13:00:00.000Z',
  tue: '2026-11-30T13:00:00.000Z',
  wed: '2026-12-01T13:00:00.000Z',
  sat: '2026-12-04T13:00:00.000Z',
};

/**
 * The seller's Customer settings act as its terms where an agreement does not set them (issue 23,
 * item 5): the services refuse a buyer's order that breaks them, as they do an agreement's own.
 */
export function describeSellerSettingsContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`the seller's customer settings as default terms on ${name}`, () => {
    let now = MON_455PM;
    const kit = contractApp(makeStore, {
      callers: CALLERS,
      pricing: {
        ...REGISTRY_PRICING,
        agreements: entityByName('customers').section,
        priceTiers: entityByName('supplier-price-tiers').section,
      },
      clock: () => now,
      seed: async ({ seed }) => {
        now = MON_455PM;
        await seed(COMPANIES_SECTION, 'comp1', 'comp1', {
          companyName: 'Wholesaler',
          defaultTimeZone: 'Australia/Melbourne',
        });
        await seed('Products', 'bread', 'comp1', { productName: 'Bread', taxType: null, isSold: true });
        await seed('Supplier/PriceTiers', 'tier-cafe', 'comp1', {
          priceTierName: 'Cafe',
          productPrices: [{ productID: 'bread', unitPrice: 4 }],
        });
        await seed(
          'Customers',
          'agr-bravo',
          'comp1',
          {
            companyName: 'Bravo',
            sellerID: 'comp1',
            buyerID: 'bravo',
            priceTierID: 'tier-cafe',
            orderingArrangement: 'Open',
          },
          ['bravo'],
        );
        await seed(
          'Suppliers',
          'bravo-comp1',
          'bravo',
          { companyName: 'Wholesaler', buyerID: 'bravo', sellerID: 'comp1' },
          ['comp1'],
        );
      },
    });
    const call = (who: Who, method: string, url: string, body?: unknown) => kit.call(who, method, url, body);
    const settings = async (changes: Json) => {
      const company = (await call('comp1', 'GET', `${path('companies')}/get/comp1`)).body;
      const saved = await call('comp1', 'PATCH', `${path('companies')}/patch/partial`, {
        id: 'comp1',
        rowVersion: company.rowVersion,
        ...changes,
      });
      expect(saved.status).toBe(200);
    };
    const order = (id: string, dueDate: string) =>
      call('bravo', 'POST', `${PURCHASES}/post`, {
        id,
        sellerID: 'comp1',
        supplyAgreementID: 'bravo-comp1',
        dueDate,
        orderItems: [{ productID: 'bread', quantity: 2, unitPrice: 4 }],
      });

    it("closes each ordering day at the seller's Daily Cut-Off Time, and says so in the catalogue", async () => {
      // No cut-off set: an order for today is taken until midnight.
      now = MON_520PM;
      expect((await order('po-today', DAY.mon)).status).toBe(201);
      await settings({ orderCutOffTime: '17:00' });
      const refused = await order('po-late', DAY.mon);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        rule: 'cutOff',
        field: 'dueDate',
        cutOff: '2026-11-30T06:00:00.000Z',
        nextSlot: { dueDate: DAY.tue },
      });
      expect(refused.body.message).toMatch(/closed at the 5:00 PM cut-off on 30 Nov 2026/);
      expect((await order('po-tue', DAY.tue)).status).toBe(201);
      // Before the cut-off the day is open.
      now = MON_455PM;
      expect((await order('po-early', DAY.mon)).status).toBe(201);
      const [catalogue] = (await call('bravo', 'GET', `${CATALOGUES}/getAll`)).body.data as Json[];
      expect(catalogue).toMatchObject({ orderCutOffTime: '17:00' });
    });

    it("holds a required lead time to the seller's Order Lead Hours when the agreement sets none", async () => {
      await call('comp1', 'PATCH', `${path('customers')}/patch/partial`, {
        id: 'agr-bravo',
        rowVersion: (await call('comp1', 'GET', `${path('customers')}/get/agr-bravo`)).body.rowVersion,
        requireLeadTime: true,
      });
      expect((await order('po-tue', DAY.tue)).status).toBe(201);
      await settings({ defaultOrderLeadHours: 48 });
      const refused = await order('po-tue2', DAY.tue);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ rule: 'leadTime', nextSlot: { dueDate: DAY.wed } });
      expect(refused.body.message).toMatch(/48 hours' notice/);
    });

    it("refuses weekends unless the seller's Deliver On Weekends is on", async () => {
      expect((await order('po-sat', DAY.sat)).body).toMatchObject({ rule: 'weekend' });
      await settings({ isAvailableWeekends: true });
      expect((await order('po-sat', DAY.sat)).status).toBe(201);
    });

    it("refuses every order when the seller's Customers Order Online is off, unless the agreement switches it on", async () => {
      await settings({ isCustomerOrderingEnabled: false });
      expect((await order('po-off', DAY.tue)).body).toMatchObject({ rule: 'orderingOff' });
      await call('comp1', 'PATCH', `${path('customers')}/patch/partial`, {
        id: 'agr-bravo',
        rowVersion: (await call('comp1', 'GET', `${path('customers')}/get/agr-bravo`)).body.rowVersion,
        isCustomerOrderingEnabled: true,
      });
      expect((await order('po-on', DAY.tue)).status).toBe(201);
    });
  });
}
