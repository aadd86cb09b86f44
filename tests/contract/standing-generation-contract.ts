import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPANIES_SECTION } from '../../server/auth/account-records';
import { generateStandingOrders } from '../../server/flows/standing-orders';
import type { RecordRow, Store } from '../../server/store/store';
import { entityByName } from '../../src/entities/registry';

// What a generated order holds, on every store: the seller's tethered products (as the order
// editor adds them) and occurrences in the owner company's own time zone.

type Json = Record<string, unknown>;

const TODAY = new Date('2026-11-20T00:00:00+11:00'); // Friday in Melbourne (AEDT), Thursday 21:00 in Perth
const DAY = 86_400_000;
const ORDERS = entityByName('customer-orders').section;
const STANDING = entityByName('standing-customer-orders').section;
const PRODUCTS = entityByName('products').section;
const TETHERS = entityByName('product-tethers').section;
const TIERS = entityByName('supplier-price-tiers').section;
const CUSTOMERS = entityByName('customers').section;

async function generatedOrders(store: Store, standingOrderID: string): Promise<RecordRow[]> {
  const { rows } = await store.list(ORDERS, {
    visibleTo: null,
    conditions: [],
    includeInactive: true,
    includeCount: false,
  });
  return rows
    .filter((row) => row.data.standingOrderID === standingOrderID)
    .sort((a, b) => String(a.data.dueDate).localeCompare(String(b.data.dueDate)));
}

export function describeStandingGenerationContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`standing order generation on ${name}`, () => {
    let store: Store;
    const opened: Store[] = [];
    const seed = (section: string, id: string, owner: string, data: Json) =>
      store.insert({
        section,
        id,
        companyAccountID: owner,
        parties: [],
        isInactive: false,
        data: { id, ...data },
      });
    const standing = (id: string, owner: string, data: Json) =>
      store.insert({
        section: STANDING,
        id,
        companyAccountID: owner,
        parties: ['buyer-x'],
        isInactive: false,
        data: {
          id,
          standingOrderName: id,
          buyerID: 'buyer-x',
          sellerID: owner,
          isOn: true,
          generatedThrough: TODAY.toISOString(),
          ...data,
        },
      });

    beforeEach(async () => {
      store = await makeStore();
      opened.push(store);
    });

    afterEach(async () => {
      await Promise.all(opened.splice(0).map((opening) => opening.close()));
    });

    it("adds the seller's tethered products to a generated order, priced like any line, and only the seller's tethers", async () => {
      await seed(PRODUCTS, 'milk', 'seller-a', { productName: 'Milk 2L', taxType: 'GST' });
      await seed(PRODUCTS, 'crate', 'seller-a', {
        productName: 'Milk Crate',
        abbreviation: 'CRT',
        taxType: 'GST',
      });
      await seed(PRODUCTS, 'lid', 'seller-b', { productName: 'Lid', taxType: 'GST' });
      await seed(TIERS, 'tier-a', 'seller-a', {
        priceTierName: 'Standard',
        isDefault: true,
        productPrices: [
          { productID: 'milk', unitPrice: 2 },
          { productID: 'crate', unitPrice: 5 },
        ],
      });
      await seed(TETHERS, 'tether-crate', 'seller-a', {
        triggeringProductID: 'milk',
        tetheredProductID: 'crate',
        factor: 12,
        quantity: 1,
      });
      // Another company's tether on the same product brings nothing to seller-a's orders.
      await seed(TETHERS, 'tether-lid', 'seller-b', {
        triggeringProductID: 'milk',
        tetheredProductID: 'lid',
        factor: 1,
        quantity: 1,
      });
      await standing('so-tethers', 'seller-a', {
        cronExpression: '0 6 * * * 60',
        orderItems: [{ productID: 'milk', quantity: 25 }],
      });
      const run = await generateStandingOrders({ store, now: new Date(TODAY.getTime() + DAY) });
      expect(run.failed).toEqual([]);
      const orders = await generatedOrders(store, 'so-tethers');
      expect(orders.length).toBeGreaterThanOrEqual(1);
      for (const order of orders) {
        const lines = (order.data.orderItems as Json[]).filter((line) => line.automaticLineItemID == null);
        expect(
          lines.map((line) => [line.productID, line.quantity, line.unitPrice, line.isTethered ?? false]),
        ).toEqual([
          ['milk', 25, 2, false],
          // Every 12 milk (or part of 12) brings a crate: 25 bring 3.
          ['crate', 3, 5, true],
        ]);
        expect(lines[1]).toMatchObject({ description: 'Milk Crate', lineItemCode: 'CRT', sortNumber: 2 });
        expect(order.data.subTotal).toBe(65);
      }
    });

    it("prices the owner's own products by its customer's tier, else its default tier, else at nothing: never by a price the product record carries beyond its schema", async () => {
      for (const [id, extra] of [
        ['milk', { price: 9, cost: 8 }],
        ['bread', {}],
        ['jam', { price: 7 }],
      ] as const)
        await seed(PRODUCTS, id, 'seller-a', { productName: id, taxType: null, ...extra });
      await seed(TIERS, 'tier-default', 'seller-a', {
        priceTierName: 'Standard',
        isDefault: true,
        productPrices: [
          { productID: 'milk', unitPrice: 2 },
          { productID: 'bread', unitPrice: 4 },
        ],
      });
      await seed(TIERS, 'tier-cafe', 'seller-a', {
        priceTierName: 'Cafe',
        productPrices: [{ productID: 'milk', unitPrice: 1.5 }],
      });
      await seed(CUSTOMERS, 'agreement-cafe', 'seller-a', {
        sellerID: 'seller-a',
        buyerID: 'buyer-x',
        priceTierID: 'tier-cafe',
      });
      const items = ['milk', 'bread', 'jam'].map((productID) => ({ productID, quantity: 1 }));
      // A buyer without an agreement: the seller's default tier.
      await standing('so-default', 'seller-a', {
        cronExpression: '0 6 * * * 60',
        buyerID: 'buyer-y',
        orderItems: items,
      });
      await standing('so-cafe', 'seller-a', {
        cronExpression: '0 6 * * * 60',
        supplyAgreementID: 'agreement-cafe',
        orderItems: items,
      });
      const run = await generateStandingOrders({ store, now: new Date(TODAY.getTime() + DAY) });
      expect(run.failed).toEqual([]);
      const prices = async (id: string) => {
        const [order] = await generatedOrders(store, id);
        return ((order?.data.orderItems ?? []) as Json[])
          .filter((line) => line.automaticLineItemID == null)
          .map((line) => [line.productID, line.unitPrice]);
      };
      expect(await prices('so-default')).toEqual([
        ['milk', 2],
        ['bread', 4],
        ['jam', 0],
      ]);
      // The customer's tier, whole: what it does not list is at nothing, not at the default tier's price.
      expect(await prices('so-cafe')).toEqual([
        ['milk', 1.5],
        ['bread', 0],
        ['jam', 0],
      ]);
    });

    it("generates in the owner company's time zone, and in Australia/Melbourne for a company without one", async () => {
      await seed(COMPANIES_SECTION, 'perth-co', 'perth-co', {
        companyName: 'Perth Co',
        defaultTimeZone: 'Australia/Perth',
      });
      await seed(COMPANIES_SECTION, 'broken-co', 'broken-co', {
        companyName: 'Broken Co',
        defaultTimeZone: 'Not/AZone',
      });
      await seed(PRODUCTS, 'bread', 'perth-co', { productName: 'Bread', taxType: null });
      // Every day at 9 AM on the seller's wall clock, ordered an hour before.
      const daily = { cronExpression: '0 9 * * * 60', orderItems: [{ productID: 'bread', quantity: 1 }] };
      await standing('so-perth', 'perth-co', daily);
      await standing('so-broken', 'broken-co', daily);
      await standing('so-unknown', 'nobody-co', daily);
      const run = await generateStandingOrders({ store, now: new Date(TODAY.getTime() + 2 * DAY) });
      expect(run.failed).toEqual([]);
      const dues = async (id: string) =>
        (await generatedOrders(store, id)).map((order) => String(order.data.dueDate));
      const perth = await dues('so-perth');
      // 9 AM in Perth (UTC+8, no daylight saving) is 01:00 UTC.
      expect(perth.length).toBeGreaterThanOrEqual(2);
      for (const due of perth) expect(due).toMatch(/T01:00:00\.000Z$/);
      // 9 AM in Melbourne in November (AEDT, UTC+11) is 22:00 UTC the day before.
      for (const id of ['so-broken', 'so-unknown']) {
        const melbourne = await dues(id);
        expect(melbourne.length).toBeGreaterThanOrEqual(2);
        for (const due of melbourne) expect(due).toMatch(/T22:00:00\.000Z$/);
      }
      // The next order is announced on the same clock.
      expect(String((await store.get(STANDING, 'so-perth'))?.data.nextAttentionDate)).toMatch(
        /T00:00:00\.000Z$/,
      );
    });
  });
}
