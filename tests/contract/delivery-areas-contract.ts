import { describe, expect, it } from 'vitest';
import { COMPANIES_SECTION } from '../../server/auth/account-records';
import type { Store } from '../../server/store/store';
import { DEFAULT_SERVICE_BASES, sectionBasePath } from '../../src/entities/derive/api-paths';
import { entityByName } from '../../src/entities/registry';
import { contractApp, contractCaller, REGISTRY_PRICING, type Json } from './contract-app';

const COMPANIES = ['comp1', 'alpha'] as const;
type Who = (typeof COMPANIES)[number];
const CALLERS = Object.fromEntries(COMPANIES.map((company) => [company, contractCaller(company)]));

const path = (name: string) => sectionBasePath(entityByName(name), DEFAULT_SERVICE_BASES);
const ORDERS = path('customer-orders');
const PURCHASES = path('purchase-orders');
const FEES = path('delivery-fees');
const section = (name: string) => entityByName(name).section;

const TODAY = new Date('2026-11-20T00:00:00+11:00');

// Roughly the Melbourne CBD; Fitzroy is inside it, Geelong is not.
const CBD = [
  { lat: -37.83, lng: 144.94 },
  { lat: -37.83, lng: 144.99 },
  { lat: -37.79, lng: 144.99 },
  { lat: -37.79, lng: 144.94 },
];
const FITZROY = { lat: -37.8, lng: 144.978 };
const GEELONG = { lat: -38.15, lng: 144.36 };

/**
 * The Delivery Fees screen's fees on the orders they apply to (issue 23, item 3): comp1 charges a
 * $12 City Delivery (GST) inside its CBD zone. alpha orders bread ($4) from comp1 to its Fitzroy
 * café (inside) or its Geelong store (outside). The services add the fee by the address on every
 * write, whoever writes and however the write arrives; only comp1 waives it.
 */
export function describeDeliveryAreasContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`delivery fees within their zones on ${name}`, () => {
    const kit = contractApp(makeStore, {
      callers: CALLERS,
      pricing: {
        ...REGISTRY_PRICING,
        agreements: section('customers'),
        priceTiers: section('supplier-price-tiers'),
      },
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
    const fees = (order: Json) =>
      (order.orderItems as Json[])
        .filter((line) => line.automaticLineItemID != null)
        .map((line) => [line.description, line.unitPrice, line.amountTotal]);
    const bread = (quantity: number, extra: Json = {}): Json => ({
      productID: 'bread',
      quantity,
      description: 'Bread',
      ...extra,
    });
    const po = (id: string, locationID: string, extra: Json = {}) =>
      call('alpha', 'POST', `${PURCHASES}/post`, {
        id,
        sellerID: 'comp1',
        supplyAgreementID: 'sup-comp1',
        dueDate: '2026-12-01',
        locationID,
        orderItems: [bread(5)],
        ...extra,
      });
    const CITY_FEE = [['City Delivery', 12, 12]];

    async function tradingPartners() {
      const own = (owner: string, where: string, id: string, data: Json, parties: string[] = []) =>
        kit.seed(where, id, owner, data, parties);
      await own('comp1', COMPANIES_SECTION, 'comp1', { companyName: 'Wholesaler' });
      await own('comp1', section('products'), 'bread', { productName: 'Bread', taxType: null, isSold: true });
      await own('comp1', section('supplier-price-tiers'), 'tier-alpha', {
        priceTierName: 'Cafe',
        productPrices: [{ productID: 'bread', unitPrice: 4 }],
      });
      await own(
        'comp1',
        section('customers'),
        'agr-alpha',
        { companyName: 'Alpha', sellerID: 'comp1', buyerID: 'alpha', priceTierID: 'tier-alpha' },
        ['alpha'],
      );
      await own(
        'alpha',
        section('suppliers'),
        'sup-comp1',
        { companyName: 'Wholesaler', buyerID: 'alpha', sellerID: 'comp1' },
        ['comp1'],
      );
      await own('alpha', section('locations'), 'loc-fitzroy', {
        locationName: 'Fitzroy Cafe',
        companyAccountID: 'alpha',
        ...FITZROY,
      });
      await own('alpha', section('locations'), 'loc-geelong', {
        locationName: 'Geelong Store',
        companyAccountID: 'alpha',
        ...GEELONG,
      });
      await own('comp1', section('zones'), 'z-cbd', { zoneName: 'CBD', boundary: CBD });
      const fee = await call('comp1', 'POST', `${FEES}/post`, {
        id: 'fee-city',
        lineItemName: 'City Delivery',
        lineValue: 12,
        lineValueType: 'Fixed',
        zoneID: 'z-cbd',
      });
      expect(fee.status).toBe(201);
    }

    it('adds the fee to an order delivered inside its zone, and not to one outside it', async () => {
      await tradingPartners();
      expect((await po('po-in', 'loc-fitzroy')).status).toBe(201);
      expect((await po('po-out', 'loc-geelong')).status).toBe(201);
      const inside = await get('comp1', ORDERS, 'po-in');
      expect(fees(inside)).toEqual(CITY_FEE);
      expect(inside).toMatchObject({ subTotal: 32, amountTotal: 32 });
      const outside = await get('comp1', ORDERS, 'po-out');
      expect(fees(outside)).toEqual([]);
      expect(outside).toMatchObject({ subTotal: 20, amountTotal: 20 });
    });

    it('adds a fee with a boundary of its own by that boundary, on the seller’s own orders too', async () => {
      await tradingPartners();
      await kit.seed(section('delivery-fees'), 'fee-geelong', 'comp1', {
        lineItemName: 'Country Delivery',
        lineValue: 30,
        lineValueType: 'Fixed',
        boundary: [
          { lat: -38.2, lng: 144.3 },
          { lat: -38.2, lng: 144.4 },
          { lat: -38.1, lng: 144.4 },
          { lat: -38.1, lng: 144.3 },
        ],
      });
      const entered = await call('comp1', 'POST', `${ORDERS}/post`, {
        id: 'o-geelong',
        buyerID: 'alpha',
        supplyAgreementID: 'agr-alpha',
        dueDate: '2026-12-01',
        locationID: 'loc-geelong',
        orderItems: [bread(5, { unitPrice: 4 })],
      });
      expect(entered.status).toBe(201);
      expect(fees(await get('comp1', ORDERS, 'o-geelong'))).toEqual([['Country Delivery', 30, 30]]);
    });

    it('moves the fee with the address when the order changes', async () => {
      await tradingPartners();
      await po('po-move', 'loc-geelong');
      expect((await patch('alpha', PURCHASES, 'po-move', { locationID: 'loc-fitzroy' })).status).toBe(200);
      expect(fees(await get('alpha', PURCHASES, 'po-move'))).toEqual(CITY_FEE);
      expect((await patch('alpha', PURCHASES, 'po-move', { locationID: 'loc-geelong' })).status).toBe(200);
      expect(fees(await get('alpha', PURCHASES, 'po-move'))).toEqual([]);
    });

    it('keeps the fee when the buyer leaves it out, lowers it or tags the order IgnoreDeliveryFee', async () => {
      await tradingPartners();
      await po('po-keep', 'loc-fitzroy', {
        orderItems: [
          bread(5),
          { automaticLineItemID: 'fee-city', description: 'City Delivery', quantity: 1, unitPrice: 0 },
        ],
      });
      expect(fees(await get('alpha', PURCHASES, 'po-keep'))).toEqual(CITY_FEE);
      expect((await patch('alpha', PURCHASES, 'po-keep', { orderItems: [bread(6)] })).status).toBe(200);
      expect(fees(await get('alpha', PURCHASES, 'po-keep'))).toEqual(CITY_FEE);
      expect(
        (
          await patch('alpha', PURCHASES, 'po-keep', {
            orderItems: [
              bread(6),
              { automaticLineItemID: 'fee-city', description: 'City Delivery', quantity: 1, unitPrice: 0.01 },
            ],
          })
        ).status,
      ).toBe(200);
      expect(fees(await get('alpha', PURCHASES, 'po-keep'))).toEqual(CITY_FEE);
      expect((await patch('alpha', PURCHASES, 'po-keep', { tagsCSV: 'IgnoreDeliveryFee' })).status).toBe(200);
      const order = await get('comp1', ORDERS, 'po-keep');
      expect(fees(order)).toEqual(CITY_FEE);
      expect(order).toMatchObject({ amountTotal: 36 });
    });

    it('waives the fee on the seller’s order it tags IgnoreDeliveryFee, and on a pickup', async () => {
      await tradingPartners();
      const entered = await call('comp1', 'POST', `${ORDERS}/post`, {
        id: 'o-waived',
        buyerID: 'alpha',
        supplyAgreementID: 'agr-alpha',
        dueDate: '2026-12-01',
        locationID: 'loc-fitzroy',
        orderItems: [bread(5, { unitPrice: 4 })],
      });
      expect(entered.status).toBe(201);
      expect(fees(await get('comp1', ORDERS, 'o-waived'))).toEqual(CITY_FEE);
      expect((await patch('comp1', ORDERS, 'o-waived', { tagsCSV: 'IgnoreDeliveryFee' })).status).toBe(200);
      expect(fees(await get('alpha', PURCHASES, 'o-waived'))).toEqual([]);
      await po('po-pickup', 'loc-fitzroy', { isRequestPickup: true });
      expect(fees(await get('alpha', PURCHASES, 'po-pickup'))).toEqual([]);
    });

    it('prices a late write through POST /api/v1/batch the same: the fee by the address', async () => {
      await tradingPartners();
      const answer = await call('alpha', 'POST', '/api/v1/batch', {
        writes: [
          {
            section: section('purchase-orders'),
            op: 'post',
            id: 'po-late-in',
            data: {
              sellerID: 'comp1',
              supplyAgreementID: 'sup-comp1',
              dueDate: '2026-12-01',
              locationID: 'loc-fitzroy',
              orderItems: [bread(5)],
            },
          },
          {
            section: section('purchase-orders'),
            op: 'post',
            id: 'po-late-out',
            data: {
              sellerID: 'comp1',
              supplyAgreementID: 'sup-comp1',
              dueDate: '2026-12-01',
              locationID: 'loc-geelong',
              orderItems: [
                bread(5),
                { automaticLineItemID: 'fee-city', description: 'City Delivery', quantity: 1, unitPrice: 12 },
              ],
            },
          },
          {
            section: section('purchase-orders'),
            op: 'partial',
            id: 'po-late-in',
            rowVersion: 1,
            data: { orderItems: [bread(5)] },
          },
        ],
      });
      expect(answer.status).toBe(200);
      expect(((answer.body.results ?? []) as Json[]).map((result) => result.status)).toEqual([201, 201, 200]);
      expect(fees(await get('comp1', ORDERS, 'po-late-in'))).toEqual(CITY_FEE);
      expect(fees(await get('comp1', ORDERS, 'po-late-out'))).toEqual([]);
    });

    it('stops adding a fee once the seller ends the zone it names', async () => {
      await tradingPartners();
      await po('po-zone', 'loc-fitzroy');
      expect(fees(await get('comp1', ORDERS, 'po-zone'))).toEqual(CITY_FEE);
      await kit.store.transaction(async (tx) => {
        const zone = await tx.get(section('zones'), 'z-cbd');
        if (zone === null) throw new Error('zone missing');
        await tx.update(
          {
            section: zone.section,
            id: zone.id,
            companyAccountID: zone.companyAccountID,
            parties: zone.parties,
            isInactive: true,
            data: zone.data,
          },
          zone.rowVersion,
        );
      });
      await po('po-no-zone', 'loc-fitzroy');
      expect(fees(await get('comp1', ORDERS, 'po-no-zone'))).toEqual([]);
    });
  });

  /**
   * The seller's pointers read when its order's consignment is made (issue 23, item 3): comp1
   * supplies the CBD from its Epping warehouse (a supply pointer on the CBD zone), and its CBD
   * deliveries go with Metro Couriers' city run on Tuesdays and on its own van otherwise (courier
   * pointers). Elsewhere the consignment leaves from comp1's first location, with no courier yet.
   */
  describe(`supply, courier and fulfiller pointers on ${name}`, () => {
    const kit = contractApp(makeStore, { callers: CALLERS, clock: () => TODAY });
    const call = (who: Who, method: string, url: string, body?: unknown) => kit.call(who, method, url, body);
    const CONSIGNMENTS = path('customer-consignments');
    const TUESDAY = '2026-12-01';
    const WEDNESDAY = '2026-12-02';

    async function pointers() {
      const own = (owner: string, where: string, id: string, data: Json, parties: string[] = []) =>
        kit.seed(where, id, owner, data, parties);
      await own('comp1', COMPANIES_SECTION, 'comp1', { companyName: 'Wholesaler' });
      await own('comp1', section('locations'), 'loc-dandenong', {
        locationName: 'A Dandenong Warehouse',
        companyAccountID: 'comp1',
        lat: -38.01,
        lng: 145.2,
      });
      await own('comp1', section('locations'), 'loc-epping', {
        locationName: 'Epping Warehouse',
        companyAccountID: 'comp1',
        lat: -37.65,
        lng: 145.02,
      });
      await own('alpha', section('locations'), 'loc-fitzroy', {
        locationName: 'Fitzroy Cafe',
        companyAccountID: 'alpha',
        ...FITZROY,
      });
      await own('alpha', section('locations'), 'loc-geelong', {
        locationName: 'Geelong Store',
        companyAccountID: 'alpha',
        ...GEELONG,
      });
      await own(
        'comp1',
        section('customers'),
        'agr-alpha',
        { companyName: 'Alpha', sellerID: 'comp1', buyerID: 'alpha' },
        ['alpha'],
      );
      await own('comp1', section('zones'), 'z-cbd', { zoneName: 'CBD', boundary: CBD });
      expect(
        (
          await call('comp1', 'POST', `${path('supply-pointers')}/post`, {
            id: 'sp-cbd',
            pointerName: 'CBD from Epping',
            zoneID: 'z-cbd',
            weekdays: 'Always',
            locationID: 'loc-epping',
          })
        ).status,
      ).toBe(201);
      await own(
        'comp1',
        section('couriers'),
        'cour-metro',
        { companyName: 'Metro Couriers', buyerID: 'comp1', courierID: 'metro' },
        ['metro'],
      );
      await own('metro', section('journey-templates'), 'tpl-metro-city', { journeyName: 'Metro City Run' });
      await own('comp1', section('journey-templates'), 'tpl-own-van', { journeyName: 'Own Van' });
      await own('stranger', section('journey-templates'), 'tpl-stranger', { journeyName: 'Stranger Run' });
      await own('comp1', section('courier-pointers'), 'cp-cbd-tue', {
        pointerName: 'CBD Tuesdays',
        boundary: CBD,
        weekdays: 'Tue',
        journeyTemplateID: 'tpl-metro-city',
      });
      // Written as the seller's screen writes it: a pointer over a zone, by its zone.
      expect(
        (
          await call('comp1', 'POST', `${path('courier-pointers')}/post`, {
            id: 'cp-cbd',
            pointerName: 'CBD',
            zoneID: 'z-cbd',
            weekdays: 'Always',
            journeyTemplateID: 'tpl-own-van',
          })
        ).status,
      ).toBe(201);
    }

    const confirmed = (id: string, locationID: string, dueDate: string) =>
      call('comp1', 'POST', `${ORDERS}/post`, {
        id,
        buyerID: 'alpha',
        supplyAgreementID: 'agr-alpha',
        dueDate,
        locationID,
        isConfirmed: true,
        orderItems: [{ productID: 'bread', description: 'Bread', quantity: 5, unitPrice: 4 }],
      });
    const consignmentOf = async (orderID: string) => {
      const rows = (await call('comp1', 'GET', `${CONSIGNMENTS}/getAll`)).body.data as Json[];
      const found = rows.find((row) => row.customerOrderID === orderID);
      expect(found).toBeDefined();
      return found ?? {};
    };
    const routed = (consignment: Json) => [
      consignment.departureLocationID,
      consignment.journeyTemplateID ?? null,
      consignment.plannedCourierID ?? null,
    ];

    it('supplies an address inside the supply pointer’s zone from its warehouse, and sends it with the courier pointer’s courier for the day', async () => {
      await pointers();
      expect((await confirmed('o-tue', 'loc-fitzroy', TUESDAY)).status).toBe(201);
      expect((await confirmed('o-wed', 'loc-fitzroy', WEDNESDAY)).status).toBe(201);
      expect(routed(await consignmentOf('o-tue'))).toEqual(['loc-epping', 'tpl-metro-city', 'metro']);
      expect(routed(await consignmentOf('o-wed'))).toEqual(['loc-epping', 'tpl-own-van', 'comp1']);
    });

    it('leaves an address outside every pointer to the first location, with no courier chosen', async () => {
      await pointers();
      expect((await confirmed('o-geelong', 'loc-geelong', TUESDAY)).status).toBe(201);
      expect(routed(await consignmentOf('o-geelong'))).toEqual(['loc-dandenong', null, null]);
    });

    it('takes no courier from a pointer naming a stranger’s journey template', async () => {
      await pointers();
      await kit.seed(section('courier-pointers'), 'cp-cbd-mon', 'comp1', {
        pointerName: 'CBD Mondays',
        zoneID: 'z-cbd',
        weekdays: 'Mon',
        journeyTemplateID: 'tpl-stranger',
      });
      expect((await confirmed('o-mon', 'loc-fitzroy', '2026-11-30')).status).toBe(201);
      expect(routed(await consignmentOf('o-mon'))).toEqual(['loc-epping', null, null]);
    });

    it('hands an order confirmed for an address inside a fulfiller pointer to that 3PL, and no other company', async () => {
      await pointers();
      await kit.seed(
        section('couriers'),
        'cour-westgate',
        'comp1',
        { companyName: 'Westgate 3PL', buyerID: 'comp1', courierID: 'westgate', isFulfiller: true },
        ['westgate'],
      );
      await kit.seed(section('fulfiller-pointers'), 'fp-geelong', 'comp1', {
        pointerName: 'Geelong via Westgate',
        boundary: [
          { lat: -38.2, lng: 144.3 },
          { lat: -38.2, lng: 144.4 },
          { lat: -38.1, lng: 144.4 },
          { lat: -38.1, lng: 144.3 },
        ],
        weekdays: 'Always',
        fulfillerID: 'westgate',
      });
      // A pointer to a company comp1 has not taken on as a fulfiller is not followed.
      await kit.seed(section('fulfiller-pointers'), 'fp-cbd', 'comp1', {
        pointerName: 'CBD via stranger',
        zoneID: 'z-cbd',
        weekdays: 'Always',
        fulfillerID: 'stranger',
      });
      const geelong = await confirmed('o-3pl', 'loc-geelong', TUESDAY);
      expect(geelong.status).toBe(201);
      expect((geelong.body.data as Json).fulfillerID).toBe('westgate');
      // The 3PL's floor picks it (issue 23 §7): comp1 follows the consignment but it is Westgate's, none is comp1's own.
      const seen = ((await call('comp1', 'GET', `${CONSIGNMENTS}/getAll`)).body.data as Json[]).filter(
        (row) => row.customerOrderID === 'o-3pl',
      );
      expect(seen.map((row) => [row.companyAccountID, row.fulfillerID])).toEqual([['westgate', 'westgate']]);
      const city = await confirmed('o-city', 'loc-fitzroy', TUESDAY);
      expect((city.body.data as Json).fulfillerID ?? null).toBeNull();
      expect((await consignmentOf('o-city')).departureLocationID).toBe('loc-epping');
    });

    it('routes an order confirmed through POST /api/v1/batch the same, in the same write', async () => {
      await pointers();
      const answer = await call('comp1', 'POST', '/api/v1/batch', {
        writes: [
          {
            section: section('customer-orders'),
            op: 'post',
            id: 'o-batch',
            data: {
              buyerID: 'alpha',
              supplyAgreementID: 'agr-alpha',
              dueDate: TUESDAY,
              locationID: 'loc-fitzroy',
              isConfirmed: true,
              orderItems: [{ productID: 'bread', description: 'Bread', quantity: 5, unitPrice: 4 }],
            },
          },
        ],
      });
      expect(((answer.body.results ?? []) as Json[]).map((result) => result.status)).toEqual([201]);
      expect(routed(await consignmentOf('o-batch'))).toEqual(['loc-epping', 'tpl-metro-city', 'metro']);
    });
  });
}
