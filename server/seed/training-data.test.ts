import { notificationConfigurationSchema } from '../../src/entities/schemas/notification-configuration';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isPointInPolygon } from '../../src/domain/point-in-polygon';
import { validatePassword } from '../../src/domain/password-rules';
import {
  automaticLineItemSchema,
  batchSchema,
  boundarySchema,
  companyAccountSchema,
  consignmentSchema,
  courierMovementSchema,
  invoiceSchema,
  journeySchema,
  journeyTemplateSchema,
  locationSchema,
  measurementSchema,
  orderSchema,
  productCategorySchema,
  productSchema,
  productTetherSchema,
  standingOrderSchema,
  stockIncrementSchema,
  stockItemSchema,
  stockThresholdSchema,
  stockAdjustmentSchema,
  supplyAgreementSchema,
  unitPriceIncrementSchema,
  userSchema,
  weekdaysSchema,
} from '../../src/domain/schemas';
import { zonedWallTime } from '../../src/domain/time-zone';
import {
  DEMO_JOURNEY_LIMITS,
  TRAINING_COMPANY_ID,
  TRAINING_NAVIGATION_NAMES,
  trainingData,
  type SeedData,
  type SeedRecord,
  type TrainingData,
  type TrainingNavigationName,
} from './training-data';

const ZONE = 'Australia/Melbourne';
// 10:00 AM on Tuesday 3 March 2026 in Melbourne (AEDT, UTC+11).
const TODAY = new Date('2026-03-02T23:00:00Z');
const data = trainingData(TODAY);

function recordsOf<N extends TrainingNavigationName>(
  dataset: TrainingData,
  name: N,
): readonly SeedRecord<N>[] {
  return dataset.records[name];
}

function recordById<N extends TrainingNavigationName>(name: N, id: string): SeedData<N> {
  const found = recordsOf(data, name).find((record) => record.data.id === id);
  if (found === undefined) throw new Error(`no ${name} record ${id}`);
  return found.data;
}

/** Names without a schema in src/domain/schemas are checked below and against the registry in training-registry.test.ts. */
const SCHEMAS: Record<TrainingNavigationName, v.GenericSchema | null> = {
  companies: companyAccountSchema,
  users: userSchema,
  roles: null,
  locations: locationSchema,
  customers: supplyAgreementSchema,
  suppliers: supplyAgreementSchema,
  couriers: null,
  clients: null,
  'courier-price-tiers': null,
  'courier-payment-terms': null,
  'courier-billable-items': null,
  'courier-invoices': null,
  'client-billable-items': null,
  'client-invoices': null,
  'product-categories': productCategorySchema,
  products: productSchema,
  measurements: measurementSchema,
  'stock-increments': stockIncrementSchema,
  'product-tethers': productTetherSchema,
  'automatic-line-items': automaticLineItemSchema,
  'supplier-price-tiers': null,
  'order-slots': null,
  'customer-orders': orderSchema,
  'purchase-orders': orderSchema,
  'standing-customer-orders': standingOrderSchema,
  'standing-purchase-orders': standingOrderSchema,
  batches: batchSchema,
  'stock-items': stockItemSchema,
  'stock-thresholds': stockThresholdSchema,
  'stock-adjustments': stockAdjustmentSchema,
  'customer-consignments': consignmentSchema,
  'stock-consignments': consignmentSchema,
  'journey-templates': journeyTemplateSchema,
  journeys: journeySchema,
  deliveries: courierMovementSchema,
  releases: courierMovementSchema,
  'courier-orders': courierMovementSchema,
  receivals: courierMovementSchema,
  zones: null,
  'customer-invoices': invoiceSchema,
  'supplier-invoices': invoiceSchema,
  'subscription-invoices': invoiceSchema,
  'notification-configurations': notificationConfigurationSchema,
  'batch-archives': batchSchema,
  'stock-import-archives': null,
  'transfer-archives': consignmentSchema,
  'receival-consignment-archives': consignmentSchema,
  'journey-archives': journeySchema,
  'delivery-archives': courierMovementSchema,
  'receival-archives': courierMovementSchema,
  'release-archives': courierMovementSchema,
  'courier-order-archives': courierMovementSchema,
  'client-order-archives': orderSchema,
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Every ISO instant in the dataset, keyed by where it sits. */
function datesOf(value: unknown, path = '', found = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string' && ISO_INSTANT.test(value)) found.set(path, value);
  else if (Array.isArray(value)) value.forEach((item, index) => datesOf(item, `${path}[${index}]`, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) datesOf(item, `${path}.${key}`, found);
  }
  return found;
}

function localDay(iso: string, timeZone = ZONE): number {
  const { year, month, day } = zonedWallTime(new Date(iso), timeZone);
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

const todayNumber = localDay(TODAY.toISOString());

describe('trainingData', () => {
  it('gives the same data for the same local day, whatever the time', () => {
    const earlyMorning = new Date('2026-03-02T13:30:00Z'); // 00:30 on 3 March in Melbourne
    const lateNight = new Date('2026-03-03T12:45:00Z'); // 23:45 on 3 March
    expect(trainingData(earlyMorning)).toEqual(data);
    expect(trainingData(lateNight)).toEqual(data);
    expect(trainingData(new Date('2026-03-03T13:30:00Z'))).not.toEqual(data);
  });

  it('returns fresh objects, so a store mutating one load cannot change the next', () => {
    const first = trainingData(TODAY);
    const boundary = recordsOf(first, 'automatic-line-items')[0]?.data['boundary'];
    if (!Array.isArray(boundary)) throw new Error('delivery fee has no boundary');
    boundary.length = 0;
    first.companies[0]!['companyName'] = 'Changed';
    expect(trainingData(TODAY)).toEqual(data);
  });

  it('fills every navigation name, and every record parses with its schema', () => {
    expect(Object.keys(data.records).toSorted()).toEqual([...TRAINING_NAVIGATION_NAMES].toSorted());
    for (const name of TRAINING_NAVIGATION_NAMES) {
      const records = recordsOf(data, name);
      expect({ name, empty: records.length === 0 }).toEqual({ name, empty: false });
      const schema = SCHEMAS[name];
      if (schema === null) continue;
      for (const record of records) {
        const result = v.safeParse(schema, record.data);
        expect(result.issues?.map((issue) => `${name} ${record.data.id}: ${issue.message}`) ?? []).toEqual(
          [],
        );
      }
    }
  });

  it("lets comp1 see its trading partners' locations, which its orders deliver to", () => {
    const seen = new Set(
      recordsOf(data, 'locations')
        .filter(
          (record) =>
            record.owner === TRAINING_COMPANY_ID || (record.parties ?? []).includes(TRAINING_COMPANY_ID),
        )
        .map((record) => record.data.id),
    );
    const delivered = recordsOf(data, 'customer-orders').map((record) => String(record.data.locationID));
    expect(delivered.filter((id) => !seen.has(id))).toEqual([]);
  });

  it('gives roles, zones and price tiers the shapes their screens read', () => {
    for (const { data: role } of recordsOf(data, 'roles')) {
      expect(role['roleName']).toEqual(expect.any(String));
      expect(role['permissions']).toMatch(/^[a-z-]+(\.edit)?(,[a-z-]+(\.edit)?)*$/);
    }
    for (const { data: zone } of recordsOf(data, 'zones')) {
      expect(zone['zoneName']).toEqual(expect.any(String));
      expect(
        v.is(boundarySchema, zone['boundary']) &&
          Array.isArray(zone['boundary']) &&
          zone['boundary'].length >= 3,
      ).toBe(true);
      expect(v.is(weekdaysSchema, zone['weekdays'])).toBe(true);
    }
    for (const { data: tier } of recordsOf(data, 'supplier-price-tiers')) {
      const prices = v.parse(
        v.array(
          v.looseObject({
            productID: v.string(),
            unitPrice: v.number(),
            unitPriceIncrements: v.array(unitPriceIncrementSchema),
          }),
        ),
        tier['productPrices'],
      );
      // Every product of comp1's (the cidery's, which comp1 holds as its 3PL, are the cidery's to price).
      const comp1Products = recordsOf(data, 'products').filter(
        (p) => p.owner === undefined || p.owner === 'comp1',
      );
      expect(prices.map((price) => price.productID).toSorted()).toEqual(
        comp1Products.map((p) => p.data.id).toSorted(),
      );
    }
  });

  it('uses each id once across the whole dataset', () => {
    const ids = TRAINING_NAVIGATION_NAMES.flatMap((name) =>
      recordsOf(data, name).map((record) => record.data.id),
    );
    expect(ids.length).toBeGreaterThan(100);
    expect(new Set(ids).size).toBe(ids.length);
    const lineIds = [...recordsOf(data, 'customer-orders'), ...recordsOf(data, 'purchase-orders')].flatMap(
      (order) => v.parse(orderSchema, order.data).orderItems?.map((item) => item.id) ?? [],
    );
    expect(new Set(lineIds).size).toBe(lineIds.length);
  });

  it('lists the same companies and users at the top and under their navigation names', () => {
    expect(recordsOf(data, 'companies').map((record) => record.data)).toEqual(data.companies);
    expect(recordsOf(data, 'users').map((record) => record.data)).toEqual(
      data.users.map((user) => user.record),
    );
  });

  it('moves every date with today, keeping its local time of day', () => {
    const weekLater = trainingData(new Date(TODAY.getTime() + 7 * 86_400_000));
    const before = datesOf(data.records);
    const after = datesOf(weekLater.records);
    expect(before.size).toBeGreaterThan(100);
    expect([...after.keys()]).toEqual([...before.keys()]);
    // Next attention dates follow their schedules (a monthly one need not move by a week); tested with the schedules.
    const fixed = [...before].filter(([path]) => !path.endsWith('nextAttentionDate'));
    expect(fixed.length).toBeLessThan(before.size);
    for (const [path, iso] of fixed) {
      const moved = after.get(path) ?? '';
      expect({ path, days: localDay(moved) - localDay(iso) }).toEqual({ path, days: 7 });
      const { hour, minute } = zonedWallTime(new Date(iso), ZONE);
      expect({ path, ...zonedWallTime(new Date(moved), ZONE) }).toMatchObject({ path, hour, minute });
    }
  });

  it('sets a journey today, orders due tomorrow and an invoice from last week', () => {
    expect(localDay(String(recordById('journeys', 'jny-metro-morning-today')['dueStartOn']))).toBe(
      todayNumber,
    );
    expect(localDay(String(recordById('customer-orders', 'co-1005')['dueDate']))).toBe(todayNumber + 1);
    expect(localDay(String(recordById('purchase-orders', 'po-2001')['dueDate']))).toBe(todayNumber + 1);
    expect(localDay(String(recordById('customer-invoices', 'inv-1000')['issuedOn']))).toBe(todayNumber - 7);
  });

  it('reads today and local times in the time zone it is given', () => {
    const perth = trainingData(TODAY, 'Australia/Perth');
    const journey = recordsOf(perth, 'journeys')[0]?.data;
    const start = zonedWallTime(new Date(String(journey?.['dueStartOn'])), 'Australia/Perth');
    expect(start).toMatchObject({ year: 2026, month: 3, day: 3, hour: 6, minute: 30 });
    expect(perth.companies.every((company) => company['defaultTimeZone'] === 'Australia/Perth')).toBe(true);
  });

  it('runs in training as comp1 with a global-admin training user', () => {
    expect(TRAINING_COMPANY_ID).toBe('comp1');
    expect(data.companies[0]).toMatchObject({
      id: 'comp1',
      companyName: 'Yarra Valley Wholesale',
      subscriptionCode: 'SUPP',
      defaultTimeZone: 'Australia/Melbourne',
      isSuspended: false,
    });
    const training = data.users.find((user) => user.userName === 'training@bulktrade.app');
    expect(training?.password).toBe('Training!2026');
    expect(training?.record).toMatchObject({
      companyAccountID: 'comp1',
      isGlobalAdmin: true,
      permissions: 'everything.edit',
    });
    const globalAdmins = data.users.filter((user) => user.record['isGlobalAdmin'] === true);
    expect(globalAdmins.map((user) => user.userName)).toEqual(['training@bulktrade.app']);
  });

  it('gives comp1 staff with role-like permissions and every user a valid, unique login', () => {
    const staffPermissions = data.users
      .filter((user) => user.record.companyAccountID === 'comp1')
      .map((user) => String(user.record['permissions']));
    for (const role of ['driver', 'picker', 'packer', 'dispatcher', 'sales-manager']) {
      expect({
        role,
        held: staffPermissions.some((permissions) => permissions.split(',').includes(role)),
      }).toEqual({ role, held: true });
    }
    expect(data.users.map((user) => [user.userName, validatePassword(user.password)])).toEqual(
      data.users.map((user) => [user.userName, null]),
    );
    const names = data.users.map((user) => user.userName.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(JSON.stringify(data.records)).not.toMatch(/password/i);
  });

  it('has customers on customer plans, one managed by comp1, plus suppliers, a courier and a 3PL', () => {
    const codeOf = (id: unknown) => data.companies.find((company) => company.id === id)?.['subscriptionCode'];
    const buyers = recordsOf(data, 'customers').map((record) => record.data['buyerID']);
    expect(buyers.length).toBeGreaterThanOrEqual(4);
    for (const buyer of buyers) expect(['CUST', 'CUSTFREE']).toContain(codeOf(buyer));
    const managed = data.companies.filter((company) => company['isManagedByAnotherAccount'] === true);
    expect(managed.map((company) => [company['managedByAccountID'], buyers.includes(company.id)])).toEqual([
      ['comp1', true],
    ]);
    expect(recordsOf(data, 'suppliers').map((record) => codeOf(record.data['sellerID']))).toContain('SUPP');
    const couriers = recordsOf(data, 'couriers').map((record) => [
      codeOf(record.data['courierID']),
      record.data['isFulfiller'],
      record.data['buyerID'],
    ]);
    expect(couriers).toEqual([
      ['COUR', false, 'comp1'],
      ['SUPP', true, 'comp1'],
    ]);
    expect(recordsOf(data, 'clients').map((record) => record.data['courierID'])).toEqual([
      'comp1',
      'comp-metro-link-couriers',
    ]);
    for (const user of data.users)
      expect(data.companies.some((company) => company.id === user.record.companyAccountID)).toBe(true);
    expect(
      buyers.filter((buyer) => !data.users.some((user) => user.record.companyAccountID === buyer)),
    ).toEqual([]);
  });

  it('charges the delivery fee only inside metropolitan Melbourne', () => {
    const fee = recordsOf(data, 'automatic-line-items').find(
      (record) => record.data['tags'] === 'DeliveryFee',
    )?.data;
    expect(fee).toMatchObject({
      lineItemName: 'Delivery Fee',
      lineValue: 15,
      lineValueType: 'Fixed',
      taxType: 'GST',
      rule: 'TotalValueLessThan',
      quantity: 300,
    });
    const boundary = v.parse(boundarySchema, fee?.['boundary']) ?? [];
    const at = (id: string) => v.parse(locationSchema, recordById('locations', id));
    const inside = (id: string) => {
      const { lat, lng } = at(id);
      return isPointInPolygon({ lat: lat ?? 0, lng: lng ?? 0 }, boundary);
    };
    for (const suburb of [
      'loc-brunswick-st-espresso',
      'loc-swan-st-kitchen',
      'loc-sydney-rd-cafe',
      'loc-acland-st-bistro',
    ]) {
      expect({ suburb, inside: inside(suburb) }).toEqual({ suburb, inside: true });
    }
    expect(inside('loc-geelong-pier-cafe')).toBe(false);
    expect(at('loc-geelong-pier-cafe').suburb).toBe('Geelong');
  });

  it('limits the demo journey template to 15 destinations, 25 packages and 350 weight, and today fits', () => {
    expect(DEMO_JOURNEY_LIMITS).toEqual({ maxDestinations: 15, maxPackages: 25, maxWeight: 350 });
    const template = v.parse(journeyTemplateSchema, recordsOf(data, 'journey-templates')[0]?.data);
    expect(template).toMatchObject(DEMO_JOURNEY_LIMITS);
    const journey = v.parse(journeySchema, recordById('journeys', 'jny-metro-morning-today'));
    expect(journey.limits).toEqual(DEMO_JOURNEY_LIMITS);
    expect(journey.destinationCount).toBeLessThanOrEqual(15);
    expect(journey.lastPackages).toBeLessThanOrEqual(25);
    expect(journey.lastWeight).toBeLessThanOrEqual(350);
  });

  it('holds every state the training walks through', () => {
    const orders = recordsOf(data, 'customer-orders').map((record) => v.parse(orderSchema, record.data));
    expect(orders.some((order) => order.isConfirmed === false)).toBe(true);
    expect(orders.some((order) => order.isConfirmed === true && order.isDispatched === false)).toBe(true);
    expect(orders.some((order) => order.isDispatched === true)).toBe(true);
    const batches = recordsOf(data, 'batches').map((record) => v.parse(batchSchema, record.data));
    expect(batches.some((batch) => batch.isPending === true)).toBe(true);
    expect(batches.some((batch) => batch.isPending === false && batch.onHold === false)).toBe(true);
    expect(batches.some((batch) => batch.onHold === true)).toBe(true);
    const invoices = recordsOf(data, 'customer-invoices').map((record) =>
      v.parse(invoiceSchema, record.data),
    );
    expect(new Set(invoices.map((invoice) => invoice.isPaid))).toEqual(new Set([false, true]));
    const transfers = recordsOf(data, 'stock-consignments').map((record) =>
      v.parse(consignmentSchema, record.data),
    );
    expect(transfers.some((consignment) => consignment.isTransfer === true)).toBe(true);
    const consignments = recordsOf(data, 'customer-consignments').map((record) =>
      v.parse(consignmentSchema, record.data),
    );
    expect(
      consignments.some(
        (consignment) => consignment.needsPacking === true && consignment.isDispatched === false,
      ),
    ).toBe(true);
  });
});
