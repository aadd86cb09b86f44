import {
  courierBillableItemsFor,
  courierRatesOf,
  invoiceLinesFrom,
  invoiceTotalsOf,
  dueOnFor,
} from '../../src/domain/courier-billing';
import type { TrainingClock } from './training-clock';
import { packingOf } from './training-consignments';
import { COMPANY, LOCATION } from './training-ids';
import { PRODUCT, productOf } from './training-products';
import { locationRef } from './training-sites';
import { invoiceLineItemSchema } from '../../src/domain/schemas/invoice';
import type { EntityName } from '../../src/entities/record-of';
import { storedLines } from './stored-lines';
import type { SeedData, SeedRecord, SeedRecords } from './training-types';

const TIER = { standard: 'tier-metro-link-standard', wholesale: 'tier-metro-link-wholesale' } as const;
const TERMS_ID = 'terms-metro-link-14-days';
const TERMS = {
  paymentTermName: '14 days',
  termDescription: 'Due 14 days after the invoice',
  daysToPay: 14,
  isEndOfMonth: false,
};
const WHOLESALE_RATES = { deliveryFee: 18.5, packageFee: 1.2, weightFee: 0 };
/** The courier invoice that took Metro Link's oldest deliveries (its first, INV-1000 of its own series). */
const INVOICE_ID = 'cinv-metro-link-1000';

type Line = readonly [productID: string, quantity: number];
type Run = { id: string; days: number; locationID: string; lines: readonly Line[]; invoiced: boolean };

// Metro Link's past runs for comp1, to its regional customers (oldest first; the two oldest are invoiced).
const RUNS: readonly Run[] = [
  {
    id: 'cor-done-geelong-1',
    days: -9,
    locationID: LOCATION.geelong,
    lines: [
      [PRODUCT.cola, 48],
      [PRODUCT.lemonade, 24],
    ],
    invoiced: true,
  },
  {
    id: 'cor-done-geelong-2',
    days: -7,
    locationID: LOCATION.geelong,
    lines: [[PRODUCT.coldBrew, 24]],
    invoiced: true,
  },
  {
    id: 'cor-done-stkilda',
    days: -4,
    locationID: LOCATION.stKilda,
    lines: [[PRODUCT.sparklingWater, 36]],
    invoiced: false,
  },
  {
    id: 'cor-done-geelong-3',
    days: -2,
    locationID: LOCATION.geelong,
    lines: [
      [PRODUCT.cola, 24],
      [PRODUCT.orangeJuice, 12],
    ],
    invoiced: false,
  },
  {
    id: 'cor-done-richmond',
    days: -1,
    locationID: LOCATION.richmond,
    lines: [[PRODUCT.lemonade, 36]],
    invoiced: false,
  },
];

function deliveredOrder(run: Run, clock: TrainingClock): SeedData<'courier-orders'> {
  const packages = packingOf(run.lines.map(([productID, quantity]) => ({ productID, quantity }))).packages;
  return {
    id: run.id,
    buyerID: locationRef(run.locationID).companyAccountID,
    sellerID: COMPANY.wholesaler,
    courierID: COMPANY.courier,
    departureLocationID: LOCATION.warehouse,
    departureLocation: locationRef(LOCATION.warehouse),
    destinationLocationID: run.locationID,
    destinationLocation: locationRef(run.locationID),
    dueDepartureOn: clock.at(run.days, 8),
    dueArrivalOn: clock.at(run.days, 12),
    journeyID: null,
    isPickup: false,
    canBundle: true,
    isFulfilled: true,
    isFlagged: false,
    isTemperatureSensitive: run.lines.some(
      ([productID]) => productOf(productID).isTemperatureSensitive === true,
    ),
    courierOrderStatus: 'Accepted',
    releasedOn: clock.at(run.days, 8, 20),
    deliveredOn: clock.at(run.days, 11, 40),
    receiverName: 'Front counter',
    packagedItems: packages.map((item, index) => ({
      id: `${run.id}-${index + 1}`,
      measurementID: item.measurementID,
      measurementStandard: item.measurementStandard,
      code: item.code,
      dimensions: {
        length: item.length,
        width: item.width,
        height: item.height,
        weight: item.weight,
        volume: item.volume,
      },
      quantityPacked: item.quantity,
      quantityReleased: item.quantity,
      quantityDelivered: item.quantity,
      quantityReceived: item.quantity,
    })),
    isInactive: false,
  };
}

/**
 * Metro Link Couriers' billing with comp1: its price tiers (fees per delivery, package and
 * kilogram), payment terms and client record naming comp1's tier; five courier orders it
 * delivered over the last nine days with their billable items (as the billing flow makes
 * them); and its first courier invoice, which took the two oldest deliveries' items.
 */
export function trainingCourierBilling(
  clock: TrainingClock,
): SeedRecords<
  | 'courier-price-tiers'
  | 'courier-payment-terms'
  | 'clients'
  | 'courier-orders'
  | 'courier-billable-items'
  | 'courier-invoices'
> {
  const courier = <N extends EntityName>(_name: N, data: SeedData<N>): SeedRecord<N> => ({
    owner: COMPANY.courier,
    data,
  });
  const orders = RUNS.map((run) => ({ run, order: deliveredOrder(run, clock) }));
  const items = orders.flatMap(({ run, order }) =>
    courierBillableItemsFor(order, courierRatesOf(WHOLESALE_RATES), {
      client: COMPANY.wholesaler,
      courier: COMPANY.courier,
      place: String(locationRef(run.locationID).locationName ?? 'destination'),
    }).map((item) => ({
      ...item,
      priceTierID: TIER.wholesale,
      ...(run.invoiced ? { isInvoiced: true, invoiceID: INVOICE_ID } : {}),
    })),
  );
  const invoiced = items.filter((item) => item.invoiceID === INVOICE_ID);
  const issuedOn = clock.at(-6, 9);
  return {
    'courier-price-tiers': [
      courier('courier-price-tiers', {
        id: TIER.standard,
        priceTierName: 'Standard',
        priceTierDescription: 'Metro and regional deliveries',
        isDefault: true,
        deliveryFee: 24,
        packageFee: 1.5,
        weightFee: 0.05,
        isInactive: false,
      }),
      courier('courier-price-tiers', {
        id: TIER.wholesale,
        priceTierName: 'Wholesale Account',
        priceTierDescription: 'Regular wholesale clients',
        isDefault: false,
        ...WHOLESALE_RATES,
        isInactive: false,
      }),
    ],
    'courier-payment-terms': [
      courier('courier-payment-terms', { id: TERMS_ID, ...TERMS, isInactive: false }),
    ],
    clients: [
      courier('clients', {
        id: 'cli-metro-link-yarra-valley',
        companyName: 'Yarra Valley Wholesale',
        buyerID: COMPANY.wholesaler,
        courierID: COMPANY.courier,
        locationID: LOCATION.warehouse,
        priceTierID: TIER.wholesale,
        paymentTermID: TERMS_ID,
        isFulfiller: false,
        isInactive: false,
      }),
    ],
    'courier-orders': orders.map(({ order }) => ({ owner: COMPANY.wholesaler, data: order })),
    'courier-billable-items': items.map((item) =>
      courier('courier-billable-items', { ...item, isInactive: false }),
    ),
    'courier-invoices': [
      courier('courier-invoices', {
        id: INVOICE_ID,
        invoiceNumber: 'INV-1000',
        buyerID: COMPANY.wholesaler,
        sellerID: COMPANY.courier,
        issuedOn,
        dueOn: dueOnFor(issuedOn, TERMS),
        lineItems: storedLines(invoiceLineItemSchema, invoiceLinesFrom(invoiced)),
        ...invoiceTotalsOf(invoiced),
        amountPaid: 0,
        isPaid: false,
        isInactive: false,
      }),
    ],
  };
}
