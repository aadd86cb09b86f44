import { round2 } from '../../src/domain/money';
import { companyRef } from './training-companies';
import type { TrainingClock } from './training-clock';
import { COMPANY, LOCATION, USER } from './training-ids';
import type { BuiltOrder } from './training-order-builder';
import { MEASUREMENTS, PRODUCT, productOf } from './training-products';
import { locationRef } from './training-sites';
import { pickingBatchOf } from './training-stock';
import type { SeedRecord, SeedRecords } from './training-types';

/** A package of a consignment; weight is one full package (goods plus tare). */
export type SeedPackage = {
  /** The product packed in it. */
  productID: string;
  code: string;
  measurementID: string;
  measurementStandard: string;
  quantity: number;
  length: number;
  width: number;
  height: number;
  volume: number;
  weight: number;
};

/** What a consignment ships: its packages and the weight of the goods. */
export type Packing = { packages: SeedPackage[]; packageCount: number; orderWeight: number };

/**
 * Packs product quantities into each product's package (a part-filled package
 * counts as one). Products without a package, such as the crates milk travels
 * in, ship as they are and only add weight.
 * @example packingOf([{ productID: 'prod-sourdough-800g', quantity: 12 }]).packageCount // 2 bread trays
 */
export function packingOf(lines: readonly { productID: string | null; quantity: number }[]): Packing {
  const packages: SeedPackage[] = [];
  let weight = 0;
  for (const line of lines) {
    if (line.productID === null) continue;
    const product = productOf(line.productID);
    weight += line.quantity * product.weight;
    const measurement = MEASUREMENTS.find((candidate) => candidate.id === product.packageID);
    if (measurement === undefined || product.unitsPerPackage === undefined) continue;
    packages.push({
      productID: line.productID,
      code: measurement.code,
      measurementID: measurement.id,
      measurementStandard: measurement.measurementStandard,
      quantity: Math.ceil(line.quantity / product.unitsPerPackage),
      length: measurement.length,
      width: measurement.width,
      height: measurement.height,
      volume: measurement.volume,
      weight: round2(product.unitsPerPackage * product.weight + measurement.weight),
    });
  }
  return {
    packages,
    packageCount: packages.reduce((sum, item) => sum + item.quantity, 0),
    orderWeight: round2(weight),
  };
}

/** The consignment id of a customer order. */
export function consignmentIdOf(orderID: string): string {
  return `cons-${orderID.slice('co-'.length)}`;
}

function productLines(order: BuiltOrder): { productID: string; quantity: number }[] {
  return order.items.flatMap((item) =>
    item.productID === null ? [] : [{ productID: item.productID, quantity: item.quantity }],
  );
}

function customerConsignment(order: BuiltOrder, clock: TrainingClock): SeedRecord<'customer-consignments'> {
  const { seed } = order;
  const lines = productLines(order);
  const packing = packingOf(lines);
  const dispatched = seed.state === 'dispatched';
  const departureLocationID =
    seed.fulfillerID === COMPANY.fulfiller ? LOCATION.fulfiller : LOCATION.warehouse;
  // Picked and packed the afternoon before the delivery day.
  // Deliveries run between 4 AM and noon, so whole days from midnight survive a daylight-saving shift.
  const packedDay = Math.floor((Date.parse(seed.dueDate) - clock.startOfToday.getTime()) / 86_400_000) - 1;
  // Batches of older deliveries are used up and archived.
  const recent = packedDay >= -1;
  // A 3PL picks and packs from its own shelves, so the consignment is its own; the seller buys the fulfilment.
  const fulfilled = seed.fulfillerID !== undefined && seed.fulfillerID !== seed.sellerID;
  return {
    owner: fulfilled ? (seed.fulfillerID ?? seed.sellerID) : seed.sellerID,
    data: {
      id: consignmentIdOf(seed.id),
      consignmentNumber: `C${seed.number}`,
      customerOrderID: seed.id,
      buyerID: seed.buyerID,
      buyer: companyRef(seed.buyerID),
      seller: companyRef(seed.sellerID),
      ...(fulfilled ? { fulfillerID: seed.fulfillerID, fulfillmentBuyerID: seed.sellerID } : {}),
      departureLocationID,
      departureLocation: locationRef(departureLocationID),
      destinationLocationID: seed.locationID,
      destinationLocation: locationRef(seed.locationID),
      dueDate: seed.dueDate,
      dueReadyOn: clock.at(packedDay + 1, 5, 30),
      pickedOn: dispatched ? clock.at(packedDay, 15) : null,
      pickedByUserID: dispatched ? USER.picker : null,
      packedOn: dispatched ? clock.at(packedDay, 16) : null,
      packedByUserID: dispatched ? USER.packer : null,
      readyOn: dispatched ? clock.at(packedDay, 16) : null,
      performedOn: null,
      isOrdered: true,
      isReadyToOrderCourier: dispatched,
      isRequestPickup: seed.isRequestPickup ?? false,
      isBuyerCourier: false,
      isDispatched: dispatched,
      isFullyProvisioned: true,
      isTransfer: false,
      needsPacking: !dispatched,
      isSourceChanged: false,
      sourceHasChanged: false,
      orderWeight: packing.orderWeight,
      stockWeight: packing.orderWeight,
      packagedItems: packing.packages,
      consignmentOrderItems: lines,
      consignmentEntryItems: lines.map((line) => ({
        batchID: recent ? pickingBatchOf(line.productID) : null,
        productID: line.productID,
        quantity: line.quantity,
        quantityPicked: dispatched ? line.quantity : 0,
      })),
      isInactive: false,
    },
  };
}

/** A transfer of stock to the 3PL, done two days ago. */
function transferToFulfiller(clock: TrainingClock): SeedRecord<'stock-consignments'> {
  const lines = [
    { productID: PRODUCT.cola, quantity: 240 },
    { productID: PRODUCT.lemonade, quantity: 48 },
    { productID: PRODUCT.coldBrew, quantity: 48 },
  ];
  const packing = packingOf(lines);
  return {
    owner: COMPANY.wholesaler,
    data: {
      id: 'cons-transfer-westgate',
      consignmentNumber: 'T0001',
      buyerID: COMPANY.wholesaler,
      buyer: companyRef(COMPANY.wholesaler),
      seller: companyRef(COMPANY.wholesaler),
      fulfillerID: COMPANY.fulfiller,
      departureLocationID: LOCATION.warehouse,
      departureLocation: locationRef(LOCATION.warehouse),
      destinationLocationID: LOCATION.fulfiller,
      destinationLocation: locationRef(LOCATION.fulfiller),
      dueDate: clock.at(-2, 10),
      pickedOn: clock.at(-2, 7),
      pickedByUserID: USER.picker,
      packedOn: clock.at(-2, 8),
      packedByUserID: USER.packer,
      readyOn: clock.at(-2, 8),
      performedOn: clock.at(-2, 11, 15),
      isOrdered: true,
      isDispatched: true,
      isFullyProvisioned: true,
      isTransfer: true,
      needsPacking: false,
      orderWeight: packing.orderWeight,
      stockWeight: packing.orderWeight,
      packagedItems: packing.packages,
      consignmentOrderItems: lines,
      consignmentEntryItems: lines.map((line) => ({
        ...line,
        batchID: pickingBatchOf(line.productID),
        quantityPicked: line.quantity,
      })),
      isInactive: false,
    },
  };
}

/**
 * One customer consignment per confirmed or dispatched customer order (linked by
 * customerOrderID), and the stock transfer to the 3PL.
 */
export function trainingConsignments(
  customerOrders: readonly BuiltOrder[],
  clock: TrainingClock,
): SeedRecords<'customer-consignments' | 'stock-consignments'> {
  return {
    'customer-consignments': customerOrders
      .filter((order) => order.seed.state !== 'unconfirmed')
      .map((order) => customerConsignment(order, clock)),
    'stock-consignments': [transferToFulfiller(clock)],
  };
}
