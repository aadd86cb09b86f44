import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { priceOrder, type AutomaticLineItemDefinition } from '../../src/domain/automatic-line-items';
import { checkLineRules, orderTotals } from '../../src/domain/order-pricing';
import { applyTethers } from '../../src/domain/product-tethers';
import { isValidScheduleExpression } from '../../src/domain/schedule-expression';
import { nextOccurrences } from '../../src/domain/schedule-occurrences';
import {
  automaticLineItemSchema,
  consignmentSchema,
  courierMovementSchema,
  invoiceSchema,
  journeySchema,
  locationSchema,
  orderSchema,
  productTetherSchema,
  standingOrderSchema,
  supplyAgreementSchema,
  type Order,
} from '../../src/domain/schemas';
import { instantFromWallTime } from '../../src/domain/time-zone';
import { trainingData, type SeedRecord, type TrainingNavigationName } from './training-data';

const ZONE = 'Australia/Melbourne';
const TODAY = new Date('2026-03-02T23:00:00Z'); // 10:00 AM Tuesday 3 March 2026 in Melbourne
const data = trainingData(TODAY);

function recordsOf<N extends TrainingNavigationName>(name: N): readonly SeedRecord<N>[] {
  return data.records[name];
}
function idsOf(...names: TrainingNavigationName[]): Set<string> {
  return new Set(names.flatMap((name) => recordsOf(name).map((record) => record.data.id)));
}
function byId<T>(name: TrainingNavigationName, schema: v.GenericSchema<unknown, T>, id: unknown): T {
  const found = recordsOf(name).find((record) => record.data.id === id);
  if (found === undefined) throw new Error(`no ${name} record ${String(id)}`);
  return v.parse(schema, found.data);
}

const companyIds = new Set(data.companies.map((company) => company.id));
const users: TrainingNavigationName[] = ['users'];
const locations: TrainingNavigationName[] = ['locations'];

/** Where each foreign key points; a key ending in ID that is in neither list fails the test. */
const LINKS: Readonly<Record<string, readonly TrainingNavigationName[]>> = {
  buyerID: ['companies'],
  sellerID: ['companies'],
  courierID: ['companies'],
  fulfillerID: ['companies'],
  fulfillmentBuyerID: ['companies'],
  companyAccountID: ['companies'],
  managedByAccountID: ['companies'],
  productID: ['products'],
  triggeringProductID: ['products'],
  tetheredProductID: ['products'],
  locationID: locations,
  defaultLocationID: locations,
  departureLocationID: locations,
  destinationLocationID: locations,
  startLocationID: locations,
  endLocationID: locations,
  journeyID: ['journeys', 'journey-archives'],
  journeyTemplateID: ['journey-templates'],
  batchID: ['batches', 'batch-archives'],
  measurementID: ['measurements'],
  categoryID: ['product-categories'],
  priceTierID: ['supplier-price-tiers', 'courier-price-tiers'],
  paymentTermID: ['courier-payment-terms'],
  invoiceID: ['courier-invoices', 'client-invoices'],
  supplyAgreementID: ['customers', 'suppliers'],
  customerOrderID: ['customer-orders'],
  orderSlotID: ['order-slots'],
  purchaseOrderID: ['purchase-orders'],
  consignmentID: ['customer-consignments'],
  roleID: ['roles'],
  movementID: ['deliveries'],
  automaticLineItemID: ['automatic-line-items'],
  itemID: [
    'products',
    'automatic-line-items',
    'courier-orders',
    'courier-billable-items',
    'client-order-archives',
    'client-billable-items',
  ],
  driverUserID: users,
  pickedByUserID: users,
  packedByUserID: users,
  confirmedByUserID: users,
  deliveredByUserID: users,
  releasedByUserID: users,
  receivedByUserID: users,
  userID: users,
};
/** Embedded summaries whose id must name a record too. */
const EMBEDDED: Readonly<Record<string, readonly TrainingNavigationName[]>> = {
  buyer: ['companies'],
  seller: ['companies'],
  courier: ['companies'],
  product: ['products'],
  departureLocation: locations,
  destinationLocation: locations,
  startLocation: locations,
  endLocation: locations,
};
/** Ids of groupings the dataset does not hold as records. */
// orderItemID names a line inside an order (an invoice line's source), not a record.
const NOT_LINKS = new Set([
  'optionGroupID',
  'orderSlotGroupID',
  'supplyAgreementTemplateID',
  'bundleID',
  'orderItemID',
]);

function brokenLinks(value: unknown, path: string, problems: string[]): string[] {
  if (Array.isArray(value)) value.forEach((item, index) => brokenLinks(item, `${path}[${index}]`, problems));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return problems;
  for (const [key, item] of Object.entries(value)) {
    const where = `${path}.${key}`;
    const targets = LINKS[key];
    if (key.endsWith('ID') && targets === undefined && !NOT_LINKS.has(key))
      problems.push(`${where}: unknown link`);
    if (targets !== undefined && item != null && !(typeof item === 'string' && idsOf(...targets).has(item))) {
      problems.push(`${where}: ${String(item)} is not in ${targets.join('/')}`);
    }
    const embedded = EMBEDDED[key];
    if (embedded !== undefined && item != null) {
      const id: unknown = (item as { id?: unknown }).id;
      if (!(typeof id === 'string' && idsOf(...embedded).has(id)))
        problems.push(`${where}.id: ${String(id)} missing`);
    }
    brokenLinks(item, where, problems);
  }
  return problems;
}

function definitionsOf(sellerID: unknown): AutomaticLineItemDefinition[] {
  return recordsOf('automatic-line-items')
    .filter((record) => record.owner === sellerID)
    .map((record) => v.parse(automaticLineItemSchema, record.data))
    .map((line) => ({ ...line, lineItemName: line.lineItemName ?? '', lineValue: line.lineValue ?? 0 }));
}

const possibleLocations = recordsOf('locations').map((record) => v.parse(locationSchema, record.data));

function priced(order: Order) {
  const orderItems = (order.orderItems ?? []).map((item) => ({
    ...item,
    automaticLineItemID: typeof item['automaticLineItemID'] === 'string' ? item['automaticLineItemID'] : null,
  }));
  return priceOrder({ ...order, orderItems }, definitionsOf(order.sellerID), { possibleLocations });
}

// comp1's sales (not its 3PL client's, priced by the cidery: training-third-party.ts).
const customerOrders = recordsOf('customer-orders')
  .filter((record) => record.data['sellerID'] === 'comp1')
  .map((record) => v.parse(orderSchema, record.data));
const purchaseOrders = recordsOf('purchase-orders').map((record) => v.parse(orderSchema, record.data));

describe('training data links', () => {
  it('points every foreign key and embedded summary at an existing record or company', () => {
    expect(companyIds.has('comp1')).toBe(true);
    const problems = Object.entries(data.records).flatMap(([name, records]) =>
      records.flatMap((record) => brokenLinks(record.data, `${name}/${record.data.id}`, [])),
    );
    expect(problems).toEqual([]);
  });

  it('gives every record an owning company, so each side sees its orders', () => {
    for (const [name, records] of Object.entries(data.records)) {
      expect(
        records
          .filter((record) => !companyIds.has(record.owner))
          .map((record) => `${name}/${record.data.id}`),
      ).toEqual([]);
    }
    for (const record of recordsOf('customer-orders')) expect(record.owner).toBe(record.data['sellerID']);
    for (const record of recordsOf('purchase-orders')) expect(record.owner).toBe(record.data['buyerID']);
    for (const name of ['locations', 'users', 'products'] as const) {
      for (const record of recordsOf(name)) expect(record.owner).toBe(record.data['companyAccountID']);
    }
    for (const record of recordsOf('companies')) expect(record.owner).toBe(record.data.id);
    // A 3PL owns what it picks from its shelves; the seller stays a party as the fulfilment's buyer.
    const consignments = recordsOf('customer-consignments').map((record) => [
      record.data.id,
      record.owner,
      record.data['fulfillmentBuyerID'] ?? null,
    ]);
    expect(consignments.filter(([, owner]) => owner !== 'comp1')).toEqual([
      ['cons-1005', 'comp-westgate-3pl', 'comp1'],
    ]);
  });

  it('stores order totals and lines exactly as priceOrder computes them', () => {
    for (const order of [...customerOrders, ...purchaseOrders]) {
      const pricing = priced(order);
      expect({
        id: order.id,
        subTotal: order.subTotal,
        taxTotal: order.taxTotal,
        amountTotal: order.amountTotal,
      }).toEqual({
        id: order.id,
        subTotal: pricing.subTotal,
        taxTotal: pricing.taxTotal,
        amountTotal: pricing.amountTotal,
      });
      const stored = (order.orderItems ?? []).map((item) => [
        item['automaticLineItemID'] ?? item.productID,
        item.amountTotal,
      ]);
      const computed = pricing.lines.map((line) => [
        line.automaticLineItemID ?? line.productID,
        line.amountTotal,
      ]);
      expect({ id: order.id, lines: stored }).toEqual({ id: order.id, lines: computed });
    }
  });

  it('adds the delivery fee to small metro orders only, never to Geelong or pickups', () => {
    const hasFee = (id: string) =>
      priced(customerOrders.find((order) => order.id === id)!).automaticLines.some(
        (line) => line.automaticLineItemID === 'ali-delivery-fee',
      );
    expect(hasFee('co-1001')).toBe(true);
    expect(hasFee('co-1002')).toBe(false); // over $300
    const geelong = customerOrders.find((order) => order.id === 'co-1005')!;
    expect(geelong.subTotal).toBeLessThan(300);
    expect(hasFee('co-1005')).toBe(false);
    expect(hasFee('co-1007')).toBe(false); // pickup request
    const discounts = customerOrders.flatMap((order) =>
      priced(order).automaticLines.filter((line) => line.optionGroupID !== null),
    );
    expect(new Set(discounts.map((line) => line.automaticLineItemID))).toEqual(
      new Set(['ali-volume-discount-5', 'ali-volume-discount-2']),
    );
  });

  it("prices customer lines at the buyer's tier and adds a crate deposit per crate of milk", () => {
    const tethers = recordsOf('product-tethers').map((record) => v.parse(productTetherSchema, record.data));
    const factors = tethers.map((tether) => ({
      triggeringProductID: tether.triggeringProductID ?? '',
      tetheredProductID: tether.tetheredProductID ?? '',
      factor: tether.factor ?? 0,
      quantity: tether.quantity ?? 0,
    }));
    for (const order of customerOrders) {
      const agreement = byId('customers', supplyAgreementSchema, order.supplyAgreementID);
      const tier = recordsOf('supplier-price-tiers').find(
        (record) => record.data.id === agreement['priceTierID'],
      )?.data;
      const prices = tier?.['productPrices'] as {
        productID: string;
        unitPrice: number;
        unitPriceIncrements: unknown;
      }[];
      const lines = (order.orderItems ?? []).filter((item) => item.productID != null);
      for (const line of lines) {
        const price = prices.find((candidate) => candidate.productID === line.productID);
        expect({
          line: line.id,
          unitPrice: line.unitPrice,
          unitPriceIncrements: line.unitPriceIncrements,
        }).toEqual({
          line: line.id,
          unitPrice: price?.unitPrice,
          unitPriceIncrements: price?.unitPriceIncrements,
        });
        expect({ line: line.id, broken: checkLineRules({ ...line, rules: line.rules ?? null }) }).toEqual({
          line: line.id,
          broken: [],
        });
      }
      const ordered = lines
        .filter((line) => line.productID !== 'prod-milk-crate')
        .map((line) => ({ productID: line.productID ?? '', quantity: line.quantity }));
      const crates = lines
        .filter((line) => line.productID === 'prod-milk-crate')
        .map((line) => ({ productID: 'prod-milk-crate', quantity: line.quantity }));
      expect({ id: order.id, crates }).toEqual({ id: order.id, crates: applyTethers(ordered, factors) });
    }
    expect(
      customerOrders.some((order) => order.orderItems?.some((item) => item.productID === 'prod-milk-crate')),
    ).toBe(true);
  });

  it('bills each invoice at its order: same totals, lines that add up, the right parties', () => {
    for (const [name, orders, key] of [
      ['customer-invoices', customerOrders, 'customerOrderID'],
      ['supplier-invoices', purchaseOrders, 'purchaseOrderID'],
    ] as const) {
      for (const record of recordsOf(name)) {
        const invoice = v.parse(invoiceSchema, record.data);
        const order = orders.find((candidate) => candidate.id === record.data[key]);
        expect({ invoice: invoice.id, hasOrder: order !== undefined }).toEqual({
          invoice: invoice.id,
          hasOrder: true,
        });
        // Billed as delivered: the whole order, or less when a delivery came short (never a line past its order).
        const units = (lines: readonly { quantity: number }[] | null | undefined) =>
          (lines ?? []).reduce((sum, line) => sum + line.quantity, 0);
        const short =
          units(invoice.lineItems) <
          units((order as { orderItems?: { quantity: number }[] } | undefined)?.orderItems);
        const totals = [invoice.subTotal, invoice.taxTotal, invoice.amountTotal];
        const ordered = [order?.subTotal, order?.taxTotal, order?.amountTotal];
        expect(totals).toEqual(short ? totals : ordered);
        expect((invoice.amountTotal ?? 0) <= (order?.amountTotal ?? 0)).toBe(true);
        expect(
          (invoice.lineItems ?? []).every((line) => line.quantity <= (line.onOrder ?? line.quantity)),
        ).toBe(true);
        expect(invoice.buyerID).toBe(order?.buyerID);
        expect(orderTotals(invoice.lineItems ?? [])).toEqual({
          subTotal: invoice.subTotal,
          taxTotal: invoice.taxTotal,
          amountTotal: invoice.amountTotal,
        });
        expect(invoice.amountPaid).toBe(invoice.isPaid === true ? invoice.amountTotal : 0);
        expect(invoice.paidOn != null).toBe(invoice.isPaid === true);
      }
    }
  });

  it('schedules standing orders with valid expressions and their next attention from today', () => {
    const startOfToday = instantFromWallTime({ year: 2026, month: 3, day: 3, hour: 0, minute: 0 }, ZONE);
    const standing = [...recordsOf('standing-customer-orders'), ...recordsOf('standing-purchase-orders')].map(
      (record) => v.parse(standingOrderSchema, record.data),
    );
    const schedules = standing.flatMap((order) => [order, ...(order.orderSlots ?? [])]);
    expect(schedules.map((schedule) => schedule.cronExpression)).toEqual(
      expect.arrayContaining(['0 6 * * 1', '0 6 8-14 * 2 1440']),
    );
    for (const schedule of schedules) {
      const expression = schedule.cronExpression ?? '';
      expect({ expression, valid: isValidScheduleExpression(expression) }).toEqual({
        expression,
        valid: true,
      });
      const runs = nextOccurrences(expression, startOfToday, { count: 3, timeZone: ZONE });
      if (!runs.ok) throw new Error(runs.error);
      const next = runs.value.map((run) => run.leadDateLeft ?? run.at).find((at) => at >= startOfToday);
      expect({ expression, next: schedule.nextAttentionDate }).toEqual({
        expression,
        next: next?.toISOString(),
      });
    }
  });

  it('walks co-1001 from order to consignment to a delivery on today’s journey to its invoice', () => {
    const consignment = recordsOf('customer-consignments')
      .map((record) => v.parse(consignmentSchema, record.data))
      .find((candidate) => candidate['customerOrderID'] === 'co-1001');
    const order = customerOrders.find((candidate) => candidate.id === 'co-1001');
    expect(consignment?.buyerID).toBe(order?.buyerID);
    expect(consignment?.destinationLocationID).toBe(order?.locationID);
    expect(consignment?.consignmentOrderItems).toEqual(
      order?.orderItems
        ?.filter((item) => item.productID != null)
        .map((item) => ({ productID: item.productID, quantity: item.quantity })),
    );
    const delivery = recordsOf('deliveries')
      .map((record) => v.parse(courierMovementSchema, record.data))
      .find((candidate) => candidate['consignmentID'] === consignment?.id);
    expect(delivery).toMatchObject({
      customerOrderID: 'co-1001',
      journeyID: 'jny-metro-morning-today',
      destinationLocationID: order?.locationID,
      buyerID: order?.buyerID,
    });
    const invoice = recordsOf('customer-invoices').find(
      (record) => record.data['customerOrderID'] === 'co-1001',
    );
    expect(invoice?.data['customerOrderNumber']).toBe(order?.customerOrderNumber);
  });

  it("sums today's deliveries into the journey's destinations, packages and weight", () => {
    const journey = v.parse(journeySchema, recordsOf('journeys')[0]?.data);
    const stops = recordsOf('deliveries')
      .map((record) => v.parse(courierMovementSchema, record.data))
      .filter((movement) => movement.journeyID === journey.id);
    expect(stops.length).toBeGreaterThanOrEqual(4);
    expect(stops.length).toBeLessThanOrEqual(6);
    expect(stops.map((stop) => stop.arrivalSortNumber).toSorted()).toEqual(
      stops.map((_, index) => index + 1),
    );
    expect(new Set(stops.map((stop) => stop.destinationLocationID)).size).toBe(journey.destinationCount);
    const packages = stops
      .flatMap((stop) => stop.packagedItems ?? [])
      .reduce((sum, item) => sum + (item.quantityPacked ?? 0), 0);
    expect(packages).toBe(journey.lastPackages);
    const weight = stops.reduce(
      (sum, stop) =>
        sum + Number(byId('customer-consignments', consignmentSchema, stop['consignmentID']).orderWeight),
      0,
    );
    expect(weight).toBeCloseTo(journey.lastWeight ?? -1, 2);
    for (const stop of stops) {
      const order = customerOrders.find((candidate) => candidate.id === stop['customerOrderID']);
      expect({ stop: stop.id, dispatched: order?.isDispatched }).toEqual({ stop: stop.id, dispatched: true });
      expect(stop.dueArrivalOn).toBe(order?.dueDate);
    }
  });
});
