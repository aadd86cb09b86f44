import { describe, expect, it } from 'vitest';
import { COMPANIES_SECTION } from '../../server/auth/account-records';
import type { Store } from '../../server/store/store';
import { DEFAULT_SERVICE_BASES, sectionBasePath } from '../../src/entities/derive/api-paths';
import { entityByName } from '../../src/entities/registry';
import { contractApp, contractCaller, REGISTRY_PRICING, type Json } from './contract-app';

// alpha is a cafe in Perth buying from comp1 in Melbourne in comp1's slots; bravo buys on open days.
const CALLERS = {
  comp1: contractCaller('comp1'),
  alpha: contractCaller('alpha', {
    subscriptionCode: 'CUST',
    company: {
      id: 'alpha',
      companyName: 'Alpha',
      subscriptionCode: 'CUST',
      defaultTimeZone: 'Australia/Perth',
      isSuspended: false,
    },
  }),
  bravo: contractCaller('bravo', { subscriptionCode: 'CUST' }),
};
type Who = keyof typeof CALLERS;

const path = (name: string) => sectionBasePath(entityByName(name), DEFAULT_SERVICE_BASES);
const ORDERS = path('customer-orders');
const PURCHASES = path('purchase-orders');
const CATALOGUES = path('supplier-catalogues');

// Melbourne is UTC+11 (AEDT) in late 2026; Perth is UTC+8.
/** Monday 30 November 2026, 4:55 PM in Melbourne (1:55 PM in Perth). */
const MON_455PM = new Date('2026-11-30T05:55:00.000Z');
/** Monday 30 November 2026, 5:20 PM in Melbourne (2:20 PM in Perth): after the Morning slot's 5 PM cut-off. */
const MON_520PM = new Date('2026-11-30T06:20:00.000Z');
/** Monday 30 November 2026, 10 AM in Melbourne. */
const MON_10AM = new Date('2026-11-29T23:00:00.000Z');
/** comp1's Morning slot delivers at 7 AM Melbourne, ordered by 5 PM the day before. */
const TUE_MORNING = { orderSlotID: 'slot-am', dueDate: '2026-11-30T20:00:00.000Z' };
const TUE_CUT_OFF = '2026-11-30T06:00:00.000Z';
const WED_MORNING = {
  orderSlotID: 'slot-am',
  dueDate: '2026-12-01T20:00:00.000Z',
  orderBy: '2026-12-01T06:00:00.000Z',
};
/** Days as comp1 stores them: midnight in Melbourne. */
const MELBOURNE_DAY = {
  tue: '2026-11-30T13:00:00.000Z',
  wed: '2026-12-01T13:00:00.000Z',
  sat: '2026-12-04T13:00:00.000Z',
};

/**
 * The seller's ordering policy, held by the services on every buyer's write (issue 23, item 1):
 * a late offline order, a batch or another client's write is refused with the rule, the line and
 * the next delivery that would take it; the seller can always override, and the order says so.
 */
export function describeOrderingPolicyContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`the seller's ordering policy on ${name}`, () => {
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
        await seed(COMPANIES_SECTION, 'alpha', 'alpha', {
          companyName: 'Alpha',
          defaultTimeZone: 'Australia/Perth',
        });
        await seed('Products', 'milk', 'comp1', {
          productName: 'Milk 2L',
          tags: 'Dairy',
          taxType: null,
          isSold: true,
        });
        await seed('Products', 'bread', 'comp1', {
          productName: 'Bread',
          tags: 'Bakery',
          taxType: null,
          isSold: true,
        });
        await seed('Supplier/PriceTiers', 'tier-cafe', 'comp1', {
          priceTierName: 'Cafe',
          productPrices: [
            { productID: 'milk', unitPrice: 2.5 },
            { productID: 'bread', unitPrice: 4 },
          ],
        });
        // Dairy goes by the crate of 6: a rule of the group, not of the tier.
        await seed('OrderingRulesGroups', 'rules-dairy', 'comp1', {
          groupName: 'Dairy crates',
          productTags: 'Dairy',
          rules: [{ rule: 'QuantityInIncrements', value: 6 }],
        });
        await seed('OrderSlots', 'slot-am', 'comp1', {
          slotName: 'Morning',
          cronExpression: '0 7 * * 1-5',
          orderLeadHours: 14,
          isOn: true,
        });
        await seed(
          'Customers',
          'agr-alpha',
          'comp1',
          {
            companyName: 'Alpha',
            sellerID: 'comp1',
            buyerID: 'alpha',
            priceTierID: 'tier-cafe',
            orderingArrangement: 'Slotted',
            orderSlotIDs: ['slot-am'],
            isCustomerOrderingEnabled: true,
          },
          ['alpha'],
        );
        await seed(
          'Suppliers',
          'sup-comp1',
          'alpha',
          { companyName: 'Wholesaler', buyerID: 'alpha', sellerID: 'comp1' },
          ['comp1'],
        );
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
            orderLeadHours: 48,
            requireLeadTime: true,
            isAvailableWeekends: false,
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
    const get = async (who: Who, base: string, id: string) =>
      (await call(who, 'GET', `${base}/get/${id}`)).body;
    const patch = async (who: Who, base: string, id: string, changes: Json) =>
      call(who, 'PATCH', `${base}/patch/partial`, {
        id,
        rowVersion: (await get(who, base, id)).rowVersion,
        ...changes,
      });
    const bread = (quantity: number) => ({ productID: 'bread', quantity, unitPrice: 4 });
    const milk = (quantity: number) => ({ productID: 'milk', quantity, unitPrice: 2.5 });
    const alphaOrder = (id: string, extra: Json = {}) =>
      call('alpha', 'POST', `${PURCHASES}/post`, {
        id,
        sellerID: 'comp1',
        supplyAgreementID: 'sup-comp1',
        ...TUE_MORNING,
        orderItems: [bread(2)],
        ...extra,
      });
    const bravoOrder = (id: string, dueDate: string) =>
      call('bravo', 'POST', `${PURCHASES}/post`, {
        id,
        sellerID: 'comp1',
        supplyAgreementID: 'bravo-comp1',
        dueDate,
        orderItems: [bread(2)],
      });
    const setTerms = (id: string, terms: Json) => patch('comp1', path('customers'), id, terms);

    it('refuses every order of a buyer its seller does not take orders from online', async () => {
      expect((await setTerms('agr-alpha', { isCustomerOrderingEnabled: false })).status).toBe(200);
      const refused = await alphaOrder('po-off');
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        rule: 'orderingOff',
        message: expect.stringMatching(/Wholesaler does not take orders from you online/),
      });
      expect((await get('comp1', ORDERS, 'po-off')).message).toMatch(/not found/);
      // The seller enters its customer's order as ever: no override to record.
      expect(
        (
          await call('comp1', 'POST', `${ORDERS}/post`, {
            id: 'o-phone',
            buyerID: 'alpha',
            supplyAgreementID: 'agr-alpha',
            ...TUE_MORNING,
            orderItems: [bread(2)],
          })
        ).status,
      ).toBe(201);
      expect((await get('comp1', ORDERS, 'o-phone')).sellerOverrideRule ?? null).toBeNull();
    });

    it('takes an order in a slot before its cut-off, with the cut-off from the slot, and refuses it after, with the next slot', async () => {
      const placed = await alphaOrder('po-early', { orderBy: '2099-01-01T00:00:00.000Z' });
      expect(placed.status).toBe(201);
      expect(await get('alpha', PURCHASES, 'po-early')).toMatchObject({
        ...TUE_MORNING,
        orderBy: TUE_CUT_OFF,
      });
      now = MON_520PM;
      const late = await alphaOrder('po-late');
      expect(late.status).toBe(422);
      expect(late.body).toMatchObject({
        rule: 'cutOff',
        field: 'orderSlotID',
        cutOff: TUE_CUT_OFF,
        timeZone: 'Australia/Melbourne',
        nextSlot: { ...WED_MORNING, slotName: 'Morning' },
      });
      expect(late.body.message).toMatch(
        /^Not accepted: ordered after the 5:00 PM cut-off \(Melbourne time\) of Morning/,
      );
      // A slot the agreement does not order in, or no slot, is refused too.
      expect((await alphaOrder('po-noslot', { orderSlotID: null })).body).toMatchObject({
        rule: 'slot',
        nextSlot: WED_MORNING,
      });
      expect((await alphaOrder('po-offtime', { dueDate: '2026-12-01T21:00:00.000Z' })).body).toMatchObject({
        rule: 'slot',
        field: 'dueDate',
      });
    });

    it('reads the cut-off in the seller’s time zone, whatever the buyer’s: a Perth cafe is refused at 2:20 PM its time', async () => {
      // 5:20 PM in Melbourne is 2:20 PM in Perth, before a Perth 5 PM: the seller's clock decides.
      now = MON_520PM;
      const late = await alphaOrder('po-perth');
      expect(late.status).toBe(422);
      expect(late.body).toMatchObject({ rule: 'cutOff', timeZone: 'Australia/Melbourne' });
      expect(late.body.message).toMatch(/5:00 PM cut-off \(Melbourne time\)/);
      const [catalogue] = (await call('alpha', 'GET', `${CATALOGUES}/getAll`)).body.data as Json[];
      expect(catalogue).toMatchObject({
        timeZone: 'Australia/Melbourne',
        isCustomerOrderingEnabled: true,
        orderingArrangement: 'Slotted',
      });
    });

    it('refuses an open day inside the required lead time, with the first day that would take it', async () => {
      now = MON_10AM;
      const refused = await bravoOrder('po-soon', MELBOURNE_DAY.tue);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        rule: 'leadTime',
        field: 'dueDate',
        nextSlot: { dueDate: MELBOURNE_DAY.wed },
      });
      expect(refused.body.message).toMatch(/48 hours' notice/);
      expect((await bravoOrder('po-wed', MELBOURNE_DAY.wed)).status).toBe(201);
      // A day already past is refused whatever the lead time.
      expect((await bravoOrder('po-past', '2026-11-20T13:00:00.000Z')).body).toMatchObject({
        rule: 'pastDate',
      });
    });

    it('refuses a weekend day when the seller does not deliver on weekends', async () => {
      now = MON_10AM;
      const refused = await bravoOrder('po-sat', MELBOURNE_DAY.sat);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        rule: 'weekend',
        message: expect.stringMatching(/No deliveries on weekends/),
        nextSlot: { dueDate: MELBOURNE_DAY.wed },
      });
      expect((await setTerms('agr-bravo', { isAvailableWeekends: true })).status).toBe(200);
      expect((await bravoOrder('po-sat', MELBOURNE_DAY.sat)).status).toBe(201);
    });

    it('refuses a quantity outside the increments of the seller’s Ordering Rules Group, naming the line, and shows the rule in the catalogue', async () => {
      const refused = await alphaOrder('po-milk', { orderItems: [bread(3), milk(4)] });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        rule: 'QuantityInIncrements',
        line: 1,
        field: 'orderItems[1].quantity',
        message: 'Line 2 (Milk 2L): Must be in increments of 6.',
      });
      expect((await alphaOrder('po-milk', { orderItems: [bread(3), milk(12)] })).status).toBe(201);
      const [catalogue] = (await call('alpha', 'GET', `${CATALOGUES}/getAll`)).body.data as Json[];
      const products = (catalogue?.products ?? []) as Json[];
      expect(products.find((product) => product.id === 'milk')?.rules).toEqual([
        { rule: 'QuantityInIncrements', value: 6 },
      ]);
      expect(products.find((product) => product.id === 'bread')?.rules ?? null).toBeNull();
    });

    it('refuses the late order sent through POST /api/v1/batch the same way', async () => {
      now = MON_520PM;
      const answer = await call('alpha', 'POST', '/api/v1/batch', {
        writes: [
          {
            section: 'PurchaseOrders',
            op: 'post',
            id: 'po-batch',
            data: {
              sellerID: 'comp1',
              supplyAgreementID: 'sup-comp1',
              ...TUE_MORNING,
              orderItems: [bread(2)],
            },
          },
          {
            section: 'PurchaseOrders',
            op: 'post',
            id: 'po-batch-next',
            data: {
              sellerID: 'comp1',
              supplyAgreementID: 'sup-comp1',
              orderSlotID: WED_MORNING.orderSlotID,
              dueDate: WED_MORNING.dueDate,
              orderItems: [bread(2)],
            },
          },
        ],
      });
      const results = (answer.body.results ?? []) as Json[];
      expect(results.map((result) => [result.id, result.status])).toEqual([
        ['po-batch', 422],
        ['po-batch-next', 201],
      ]);
      expect(results[0]?.body).toMatchObject({ rule: 'cutOff', nextSlot: WED_MORNING });
    });

    it('after the cut-off keeps the buyer from changing what the seller prepares, or cancelling, but not its own reference', async () => {
      expect((await alphaOrder('po1')).status).toBe(201);
      // Before the cut-off the buyer changes its lines freely.
      expect((await patch('alpha', PURCHASES, 'po1', { orderItems: [bread(4)] })).status).toBe(200);
      now = MON_520PM;
      const changed = await patch('alpha', PURCHASES, 'po1', { orderItems: [bread(8)] });
      expect(changed.status).toBe(422);
      expect(changed.body).toMatchObject({
        rule: 'cutOff',
        cutOff: TUE_CUT_OFF,
        message: expect.stringMatching(/ask Wholesaler to change its orderItems/),
      });
      expect((await patch('alpha', PURCHASES, 'po1', { ...WED_MORNING })).body).toMatchObject({
        rule: 'cutOff',
      });
      expect((await patch('alpha', PURCHASES, 'po1', { purchaseOrderNumber: 'ALPHA-9' })).status).toBe(200);
      const stored = await get('alpha', PURCHASES, 'po1');
      const cancelled = await call('alpha', 'DELETE', `${PURCHASES}/delete`, {
        id: 'po1',
        rowVersion: stored.rowVersion,
      });
      expect(cancelled.status).toBe(422);
      expect(cancelled.body.message).toMatch(/ask Wholesaler to cancel it/);
      expect(await get('comp1', ORDERS, 'po1')).toMatchObject({
        isInactive: false,
        purchaseOrderNumber: 'ALPHA-9',
        orderItems: [expect.objectContaining({ productID: 'bread', quantity: 4 })],
      });
    });

    it('lets a buyer cancel before the cut-off, and restore it only while the policy would still take it', async () => {
      expect((await alphaOrder('po-cancel')).status).toBe(201);
      const stored = await get('alpha', PURCHASES, 'po-cancel');
      expect(
        (
          await call('alpha', 'DELETE', `${PURCHASES}/delete`, {
            id: 'po-cancel',
            rowVersion: stored.rowVersion,
          })
        ).status,
      ).toBe(200);
      now = MON_520PM;
      const restored = await call('alpha', 'PATCH', `${PURCHASES}/patch/restore?id=po-cancel`);
      expect(restored.status).toBe(422);
      expect(restored.body).toMatchObject({ rule: 'cutOff', nextSlot: WED_MORNING });
      expect((await get('alpha', PURCHASES, 'po-cancel')).isInactive).toBe(true);
    });

    it('never refuses the seller: its change after the cut-off stands and the order records the override', async () => {
      expect(
        (
          await alphaOrder('po1', {
            sellerOverrideOn: '2026-01-01T00:00:00.000Z',
            sellerOverrideByUserID: 'forged',
          })
        ).status,
      ).toBe(201);
      expect((await get('comp1', ORDERS, 'po1')).sellerOverrideOn ?? null).toBeNull();
      now = MON_520PM;
      const changed = await patch('comp1', ORDERS, 'po1', { orderItems: [bread(10)] });
      expect(changed.status).toBe(200);
      expect(await get('comp1', ORDERS, 'po1')).toMatchObject({
        sellerOverrideOn: MON_520PM.toISOString(),
        sellerOverrideByUserID: 'user-comp1',
        sellerOverrideRule: 'cutOff',
        orderItems: [expect.objectContaining({ quantity: 10 })],
      });
      // The seller enters an order for a slot whose cut-off has passed: it stands, recorded.
      const entered = await call('comp1', 'POST', `${ORDERS}/post`, {
        id: 'o-late',
        buyerID: 'alpha',
        supplyAgreementID: 'agr-alpha',
        ...TUE_MORNING,
        orderItems: [bread(1)],
      });
      expect(entered.status).toBe(201);
      expect(await get('comp1', ORDERS, 'o-late')).toMatchObject({
        sellerOverrideRule: 'cutOff',
        sellerOverrideByUserID: 'user-comp1',
      });
      // The buyer can neither clear nor forge the stamp.
      expect(
        (
          await patch('alpha', PURCHASES, 'po1', {
            purchaseOrderNumber: 'A-1',
            sellerOverrideOn: null,
            sellerOverrideRule: 'none',
          })
        ).status,
      ).toBe(200);
      expect(await get('alpha', PURCHASES, 'po1')).toMatchObject({
        purchaseOrderNumber: 'A-1',
        sellerOverrideRule: 'cutOff',
        sellerOverrideOn: MON_520PM.toISOString(),
      });
    });

    it('refuses a delivery where the seller requires pickup', async () => {
      expect((await setTerms('agr-alpha', { isRequiredPickup: true })).status).toBe(200);
      expect((await alphaOrder('po-deliver')).body).toMatchObject({
        rule: 'pickup',
        field: 'isRequestPickup',
      });
      expect((await alphaOrder('po-pickup', { isRequestPickup: true })).status).toBe(201);
    });
  });
}
