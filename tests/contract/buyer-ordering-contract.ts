import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_BASES, sectionBasePath } from '../../src/entities/derive/api-paths';
import { entityByName } from '../../src/entities/registry';
import type { Store } from '../../server/store/store';
import { contractApp, contractCaller, REGISTRY_PRICING, type Json } from './contract-app';

// alpha and charlie are customer companies: they buy on Bulktrade and sell nothing.
const CALLERS = {
  comp1: contractCaller('comp1'),
  alpha: contractCaller('alpha', { subscriptionCode: 'CUST' }),
  charlie: contractCaller('charlie', { subscriptionCode: 'CUST' }),
};
type Who = keyof typeof CALLERS;

const path = (name: string) => sectionBasePath(entityByName(name), DEFAULT_SERVICE_BASES);
const ORDERS = path('customer-orders');
const PURCHASES = path('purchase-orders');
const CONSIGNMENTS = path('customer-consignments');
const CATALOGUES = path('supplier-catalogues');
const TIERS = path('supplier-price-tiers');
const AGREEMENTS = path('customers');
const DELIVERIES = path('deliveries');
const CUSTOMER_INVOICES = path('customer-invoices');
const SUPPLIER_INVOICES = path('supplier-invoices');

/**
 * A customer company orders from its supplier on Bulktrade (issue 12, orders between
 * companies): what the seller's confirmation of a buyer-placed order causes.
 */
export function describeBuyerOrderingContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`a buyer ordering from its supplier on ${name}`, () => {
    const kit = contractApp(makeStore, {
      callers: CALLERS,
      pricing: {
        ...REGISTRY_PRICING,
        agreements: entityByName('customers').section,
        priceTiers: entityByName('supplier-price-tiers').section,
      },
      // Before the cut-off of alpha's slot below: alpha orders in comp1's slots (issue 23).
      clock: () => new Date('2026-11-25T00:00:00.000Z'),
    });
    // alpha's agreement is Slotted: its orders name a Morning delivery (Tue 1 Dec, 7 AM Melbourne).
    const SLOT_AM = { orderSlotID: 'slot-am', dueDate: '2026-11-30T20:00:00.000Z' };
    const call = (who: Who, method: string, url: string, body?: unknown) => kit.call(who, method, url, body);
    const get = async (who: Who, base: string, id: string) => call(who, 'GET', `${base}/get/${id}`);
    const patch = async (who: Who, base: string, id: string, changes: Json) => {
      const current = await get(who, base, id);
      return call(who, 'PATCH', `${base}/patch/partial`, {
        id,
        rowVersion: current.body.rowVersion,
        ...changes,
      });
    };
    const consignmentsOf = async (who: Who) =>
      (await call(who, 'GET', `${CONSIGNMENTS}/getAll?includeInactive=true`)).body.data as Json[];
    // Every consignment in the store, whoever owns it.
    const allConsignments = async () =>
      (
        await kit.store.list('Customer/Consignments', {
          visibleTo: null,
          conditions: [],
          includeInactive: true,
          includeCount: false,
        })
      ).rows;

    /** comp1 sells to alpha (an agreement as the requests flow leaves it) on its Cafe tier. */
    async function tradingPartners() {
      const own = (section: string, id: string, data: Json) =>
        kit.store.insert({
          section,
          id,
          companyAccountID: 'comp1',
          parties: [],
          isInactive: false,
          data: { id, ...data },
        });
      // What comp1 sells, with what only comp1 may read: its costs and its own supplier.
      await own('Products', 'milk', {
        productName: 'Milk 2L',
        categoryID: 'dairy',
        taxType: null,
        isSold: true,
        cost: 1.11,
        supplierID: 'dairy-co',
        stockNote: 'secret',
      });
      await own('Products', 'crate', {
        productName: 'Milk Crate',
        categoryID: 'packaging',
        taxType: null,
        isSold: true,
        cost: 2.22,
      });
      await own('Products', 'lemonade', {
        productName: 'Lemonade',
        categoryID: 'drinks',
        taxType: 'GST',
        isSold: true,
        cost: 0.77,
      });
      await own('Products', 'retired', { productName: 'Retired', isSold: true, cost: 0.5 });
      await kit.store.update(
        {
          section: 'Products',
          id: 'retired',
          companyAccountID: 'comp1',
          parties: [],
          isInactive: true,
          data: { id: 'retired', productName: 'Retired' },
        },
        1,
      );
      await own('ProductCategories', 'dairy', { categoryName: 'Dairy' });
      await own('ProductCategories', 'packaging', { categoryName: 'Packaging' });
      await own('ProductCategories', 'drinks', { categoryName: 'Drinks' });
      await own('ProductTethers', 'crate-per-9', {
        triggeringProductID: 'milk',
        tetheredProductID: 'crate',
        factor: 9,
        quantity: 1,
      });
      await own('ProductTethers', 'lemonade-crate', {
        triggeringProductID: 'lemonade',
        tetheredProductID: 'crate',
        factor: 6,
        quantity: 1,
      });
      await own('AutomaticLineItems', 'fee', {
        lineItemName: 'Delivery Fee',
        rule: 'TotalValueLessThan',
        quantity: 150,
        lineValue: 15,
        lineValueType: 'Fixed',
        taxType: 'GST',
      });
      await own('OrderSlots', 'slot-am', {
        slotName: 'Morning',
        cronExpression: '0 7 * * 1-5',
        orderLeadHours: 14,
        isOn: true,
      });
      await own('OrderSlots', 'slot-pm', {
        slotName: 'Afternoon',
        cronExpression: '0 14 * * 1-5',
        orderLeadHours: 20,
        isOn: true,
      });
      // Another customer's tier: alpha must never read it.
      await own('Supplier/PriceTiers', 'tier-volume', {
        priceTierName: 'Volume',
        productPrices: [
          { productID: 'milk', unitPrice: 1.99 },
          { productID: 'lemonade', unitPrice: 1.49 },
        ],
      });
      await kit.store.insert({
        section: 'Customers',
        id: 'agr-charlie-ended',
        companyAccountID: 'comp1',
        parties: ['charlie'],
        isInactive: true,
        data: {
          id: 'agr-charlie-ended',
          companyName: 'charlie',
          sellerID: 'comp1',
          buyerID: 'charlie',
          priceTierID: 'tier-volume',
        },
      });
      const agreement = (id: string, buyerID: string, priceTierID: string) => ({
        section: 'Customers',
        id,
        companyAccountID: 'comp1',
        parties: [buyerID],
        isInactive: false,
        data: { id, companyName: buyerID, sellerID: 'comp1', buyerID, priceTierID, orderLeadHours: 24 },
      });
      await kit.store.insert({
        ...agreement('agr-alpha', 'alpha', 'tier-cafe'),
        data: {
          ...agreement('agr-alpha', 'alpha', 'tier-cafe').data,
          orderingArrangement: 'Slotted',
          orderSlotIDs: ['slot-am'],
          isPreferPickup: true,
        },
      });
      await kit.store.insert({
        section: 'Suppliers',
        id: 'sup-comp1',
        companyAccountID: 'alpha',
        parties: ['comp1'],
        isInactive: false,
        data: { id: 'sup-comp1', companyName: 'comp1', buyerID: 'alpha', sellerID: 'comp1' },
      });
      await kit.store.insert({
        section: 'Supplier/PriceTiers',
        id: 'tier-cafe',
        companyAccountID: 'comp1',
        parties: [],
        isInactive: false,
        data: {
          id: 'tier-cafe',
          priceTierName: 'Cafe',
          productPrices: [
            {
              productID: 'milk',
              unitPrice: 2.5,
              unitPriceIncrements: [{ unitCountTrigger: 36, unitValue: 2.3 }],
              rules: [{ rule: 'QuantityInIncrements', value: 3 }],
            },
            { productID: 'crate', unitPrice: 0 },
            { productID: 'retired', unitPrice: 9 },
          ],
        },
      });
    }

    const milk = (id: string, quantity: number) => ({
      id: `${id}-milk`,
      productID: 'milk',
      product: { id: 'milk', productName: 'Milk' },
      quantity,
      unitPrice: 0.01,
      taxType: 'GST',
    });

    it('makes the consignment of a buyer-placed order once, when the seller confirms it', async () => {
      await tradingPartners();
      const placed = await call('alpha', 'POST', `${PURCHASES}/post`, {
        id: 'po1',
        buyerID: 'alpha',
        sellerID: 'comp1',
        supplyAgreementID: 'sup-comp1',
        ...SLOT_AM,
        orderItems: [milk('po1', 6)],
      });
      expect(placed.status).toBe(201);
      expect(await consignmentsOf('comp1')).toEqual([]);
      expect((await patch('comp1', ORDERS, 'po1', { isConfirmed: true })).status).toBe(200);
      const made = await consignmentsOf('comp1');
      expect(made).toHaveLength(1);
      expect((await get('comp1', CONSIGNMENTS, String(made[0]?.id))).body).toMatchObject({
        customerOrderID: 'po1',
        buyerID: 'alpha',
        sellerID: 'comp1',
        consignmentOrderItems: [{ productID: 'milk', quantity: 6 }],
      });
      // The seller's later changes of the confirmed order (and a confirmation sent again) make no second one.
      expect(
        (await patch('comp1', ORDERS, 'po1', { orderItems: [milk('po1', 8)], isConfirmed: true })).status,
      ).toBe(200);
      expect(await consignmentsOf('comp1')).toHaveLength(1);
      expect((await allConsignments()).map((row) => [row.companyAccountID, row.parties])).toEqual([
        ['comp1', ['alpha']],
      ]);
    });

    it('invoices a buyer-placed order once when its delivery is signed for, and the buyer sees that invoice', async () => {
      await tradingPartners();
      await call('alpha', 'POST', `${PURCHASES}/post`, {
        id: 'po2',
        buyerID: 'alpha',
        sellerID: 'comp1',
        supplyAgreementID: 'sup-comp1',
        ...SLOT_AM,
        orderItems: [milk('po2', 6)],
      });
      expect((await patch('comp1', ORDERS, 'po2', { isConfirmed: true })).status).toBe(200);
      const [consignment] = await consignmentsOf('comp1');
      const packages = [
        { id: 'pk-1', productID: 'milk', code: 'CRT', quantityPacked: 2, quantityDelivered: 2 },
      ];
      const posted = await call('comp1', 'POST', `${DELIVERIES}/post`, {
        id: 'mv-po2',
        buyerID: 'alpha',
        sellerID: 'comp1',
        courierID: 'comp1',
        consignmentID: consignment?.id,
        customerOrderID: 'po2',
        packagedItems: packages,
      });
      expect(posted.status).toBe(201);
      const signed = {
        deliveredOn: '2026-12-01T03:00:00.000Z',
        proofOfDelivery: [
          {
            points: [
              { x: 1, y: 2 },
              { x: 5, y: 7 },
            ],
          },
        ],
        receiverName: 'Ana',
      };
      expect((await patch('comp1', DELIVERIES, 'mv-po2', signed)).status).toBe(200);
      expect(
        (await patch('comp1', DELIVERIES, 'mv-po2', { ...signed, driverNotes: 'Signed again' })).status,
      ).toBe(200);
      const issued = (await call('comp1', 'GET', `${CUSTOMER_INVOICES}/getAll?includeDetails=true`)).body
        .data as Json[];
      expect(issued).toHaveLength(1);
      expect(issued[0]).toMatchObject({ buyerID: 'alpha', sellerID: 'comp1', customerOrderID: 'po2' });
      const received = (await call('alpha', 'GET', `${SUPPLIER_INVOICES}/getAll`)).body.data as Json[];
      expect(received.map((invoice) => invoice.id)).toEqual([issued[0]?.id]);
    });

    it('makes no consignment for a purchase order with a supplier outside Bulktrade', async () => {
      await tradingPartners();
      const placed = await call('alpha', 'POST', `${PURCHASES}/post`, {
        id: 'po-outside',
        buyerID: 'alpha',
        dueDate: '2026-12-01T00:00:00.000Z',
        orderItems: [milk('po-outside', 2)],
      });
      expect(placed.status).toBe(201);
      expect((await patch('alpha', PURCHASES, 'po-outside', { isConfirmed: true })).status).toBe(200);
      expect(await allConsignments()).toEqual([]);
    });

    const catalogues = async (who: Who) =>
      (await call(who, 'GET', `${CATALOGUES}/getAll`)).body.data as Json[];

    it('gives a buyer the catalogue of a seller it has an agreement with: its own tier’s products and prices, tethers, automatic lines, slots and terms', async () => {
      await tradingPartners();
      const [found, ...others] = await catalogues('alpha');
      expect(others).toEqual([]);
      const catalogue = found ?? {};
      expect(catalogue).toMatchObject({
        id: 'comp1',
        sellerID: 'comp1',
        buyerID: 'alpha',
        supplyAgreementID: 'agr-alpha',
        priceTierName: 'Cafe',
        orderLeadHours: 24,
        orderingArrangement: 'Slotted',
        orderSlotIDs: ['slot-am'],
        isPreferPickup: true,
      });
      const products = catalogue.products as Json[];
      // Only what its tier prices, sold and active: no lemonade (another tier's), no retired product.
      expect(products.map((product) => [product.id, product.unitPrice])).toEqual([
        ['milk', 2.5],
        ['crate', 0],
      ]);
      expect(products[0]).toMatchObject({
        productName: 'Milk 2L',
        unitPriceIncrements: [{ unitCountTrigger: 36, unitValue: 2.3 }],
        rules: [{ rule: 'QuantityInIncrements', value: 3 }],
      });
      expect((catalogue.categories as Json[]).map((category) => category.categoryName)).toEqual([
        'Dairy',
        'Packaging',
      ]);
      expect((catalogue.tethers as Json[]).map((tether) => tether.id)).toEqual(['crate-per-9']);
      expect(catalogue.automaticLineItems).toEqual([
        expect.objectContaining({ id: 'fee', lineItemName: 'Delivery Fee', lineValue: 15 }),
      ]);
      expect((catalogue.orderSlots as Json[]).map((slot) => slot.slotName)).toEqual(['Morning']);
      // Never another tier, a cost or what comp1 keeps to itself.
      const text = JSON.stringify(catalogue);
      for (const secret of [
        'tier-volume',
        'Volume',
        '1.99',
        '1.49',
        'cost',
        '1.11',
        '2.22',
        'dairy-co',
        'stockNote',
        'lemonade',
        'charlie',
      ])
        expect(text).not.toContain(secret);
      expect((await get('alpha', CATALOGUES, 'comp1')).body).toEqual(catalogue);
    });

    it('gives a company without an agreement, or whose agreement ended, no catalogue of the seller', async () => {
      await tradingPartners();
      expect(await catalogues('charlie')).toEqual([]);
      expect((await get('charlie', CATALOGUES, 'comp1')).status).toBe(404);
      expect((await call('charlie', 'GET', `${CATALOGUES}/changes?after=0`)).body.data).toEqual([]);
      // The seller's own products stay the seller's.
      expect((await call('alpha', 'GET', `${path('products')}/getAll`)).body.data).toEqual([]);
      expect((await get('comp1', CATALOGUES, 'comp1')).status).toBe(404);
      expect(await catalogues('comp1')).toEqual([]);
    });

    it('pulls a catalogue again when the seller changes its prices, and a removal when the agreement ends', async () => {
      await tradingPartners();
      const first = await call('alpha', 'GET', `${CATALOGUES}/changes?after=0`);
      expect((first.body.data as Json[]).map((row) => row.id)).toEqual(['comp1']);
      const quiet = await call('alpha', 'GET', `${CATALOGUES}/changes?after=${String(first.body.cursor)}`);
      expect(quiet.body).toMatchObject({ data: [], cursor: first.body.cursor, hasMore: false });

      const tier = (await get('comp1', TIERS, 'tier-cafe')).body;
      const repriced = (tier.productPrices as Json[]).map((price) =>
        price.productID === 'milk' ? { ...price, unitPrice: 2.75 } : price,
      );
      expect((await patch('comp1', TIERS, 'tier-cafe', { productPrices: repriced })).status).toBe(200);
      const second = await call('alpha', 'GET', `${CATALOGUES}/changes?after=${String(first.body.cursor)}`);
      expect(
        (((second.body.data as Json[])[0] ?? {}).products as Json[]).find((product) => product.id === 'milk'),
      ).toMatchObject({ unitPrice: 2.75 });
      expect(Number(second.body.cursor)).toBeGreaterThan(Number(first.body.cursor));

      expect(
        (
          await call('comp1', 'DELETE', `${AGREEMENTS}/delete`, {
            id: 'agr-alpha',
            rowVersion: (await get('comp1', AGREEMENTS, 'agr-alpha')).body.rowVersion,
          })
        ).status,
      ).toBe(200);
      const ended = await call('alpha', 'GET', `${CATALOGUES}/changes?after=${String(second.body.cursor)}`);
      expect(ended.body.data).toEqual([
        { id: 'comp1', rowVersion: Number(ended.body.cursor), isRemoved: true },
      ]);
      expect(await catalogues('alpha')).toEqual([]);
    });

    it('refuses every write to a catalogue', async () => {
      await tradingPartners();
      expect(
        (
          await call('alpha', 'POST', `${CATALOGUES}/post`, {
            id: 'comp1',
            products: [{ id: 'milk', unitPrice: 0.01 }],
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await call('alpha', 'PATCH', `${CATALOGUES}/patch/partial`, {
            id: 'comp1',
            rowVersion: 1,
            products: [],
          })
        ).status,
      ).toBe(403);
      expect(
        (await call('alpha', 'DELETE', `${CATALOGUES}/delete`, { id: 'comp1', rowVersion: 1 })).status,
      ).toBe(403);
    });

    it('prices a buyer’s order placed from its catalogue exactly as the catalogue shows', async () => {
      await tradingPartners();
      const [catalogue = {}] = await catalogues('alpha');
      const milkPrice = (catalogue.products as Json[]).find((product) => product.id === 'milk')?.unitPrice;
      const placed = await call('alpha', 'POST', `${PURCHASES}/post`, {
        id: 'po-cat',
        buyerID: 'alpha',
        sellerID: 'comp1',
        supplyAgreementID: 'sup-comp1',
        ...SLOT_AM,
        orderItems: [milk('po-cat', 3)],
      });
      expect(placed.status).toBe(201);
      expect(
        ((placed.body.data as Json).orderItems as Json[]).find((line) => line.productID === 'milk'),
      ).toMatchObject({ unitPrice: milkPrice });
    });
  });
}
