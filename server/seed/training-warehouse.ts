import { CUSTOMERS, type CustomerSeed } from './training-agreements';
import { companyRef } from './training-companies';
import type { TrainingClock } from './training-clock';
import { packingOf } from './training-consignments';
import { COMPANY, LOCATION, USER } from './training-ids';
import { buildOrder, type BuiltOrder } from './training-order-builder';
import { PRODUCT, productOf, productSummary } from './training-products';
import { locationRef } from './training-sites';
import type { EntityName } from '../../src/entities/record-of';
import type { SeedData, SeedRecord, SeedRecords } from './training-types';

/** comp1's second site: a cold store near the airport that picks the northern and western runs. */
export const COLD_STORE = 'loc-tullamarine-cold-store';

const coldStore = {
  id: COLD_STORE,
  locationName: 'Tullamarine Cold Store',
  companyAccountID: COMPANY.wholesaler,
  companyAccount: { companyName: companyRef(COMPANY.wholesaler).companyName },
  lat: -37.7035,
  lng: 144.8805,
  streetNumber: '12',
  streetName: 'Link Road',
  suburb: 'Tullamarine',
  state: 'VIC',
  postcode: '3043',
  addressLineOne: '12 Link Road, Tullamarine VIC 3043',
};

type WarehouseBatch = {
  id: string;
  productID: string;
  prefix: string;
  madeDaysAgo: number;
  quantity: number;
  locationID: string;
};

/** More batches, so picking has a choice: an older milk batch expiring first, and the cold store's own. */
const BATCHES: readonly WarehouseBatch[] = [
  {
    id: 'batch-milk-older',
    productID: PRODUCT.milk,
    prefix: 'GD',
    madeDaysAgo: 4,
    quantity: 30,
    locationID: LOCATION.warehouse,
  },
  {
    id: 'batch-cold-milk-older',
    productID: PRODUCT.milk,
    prefix: 'GT',
    madeDaysAgo: 5,
    quantity: 18,
    locationID: COLD_STORE,
  },
  {
    id: 'batch-cold-milk-current',
    productID: PRODUCT.milk,
    prefix: 'GT',
    madeDaysAgo: 1,
    quantity: 90,
    locationID: COLD_STORE,
  },
  {
    id: 'batch-cold-barista-current',
    productID: PRODUCT.baristaMilk,
    prefix: 'GT',
    madeDaysAgo: 2,
    quantity: 96,
    locationID: COLD_STORE,
  },
  {
    id: 'batch-cold-oj-current',
    productID: PRODUCT.orangeJuice,
    prefix: 'OT',
    madeDaysAgo: 3,
    quantity: 36,
    locationID: COLD_STORE,
  },
];

/** Two products below their lower threshold: the stock balancer has something to propose. */
const LOW_THRESHOLDS = [
  { productID: PRODUCT.liteMilk, lower: 36, upper: 144, minimum: 36, increment: 9 },
  { productID: PRODUCT.orangeJuice, lower: 60, upper: 180, minimum: 30, increment: 6 },
];

type Pick = {
  id: string;
  number: number;
  customer: CustomerSeed;
  from: string;
  hour: number;
  lines: readonly (readonly [string, number])[];
};

/** Eight confirmed orders due tomorrow, waiting to be picked: five from the warehouse, three from the cold store. */
const PICKS: readonly Pick[] = [
  {
    id: 'co-pick-fitzroy',
    number: 1100,
    customer: CUSTOMERS.fitzroy,
    from: LOCATION.warehouse,
    hour: 7,
    lines: [
      [PRODUCT.milk, 18],
      [PRODUCT.croissant, 24],
      [PRODUCT.sourdough, 4],
    ],
  },
  {
    id: 'co-pick-richmond',
    number: 1101,
    customer: CUSTOMERS.richmond,
    from: LOCATION.warehouse,
    hour: 7,
    lines: [
      [PRODUCT.baristaMilk, 24],
      [PRODUCT.cola, 48],
    ],
  },
  {
    id: 'co-pick-brunswick',
    number: 1102,
    customer: CUSTOMERS.brunswick,
    from: LOCATION.warehouse,
    hour: 8,
    lines: [
      [PRODUCT.coffeeBeans, 6],
      [PRODUCT.coldBrew, 24],
    ],
  },
  {
    id: 'co-pick-stkilda',
    number: 1103,
    customer: CUSTOMERS.stKilda,
    from: LOCATION.warehouse,
    hour: 8,
    lines: [
      [PRODUCT.milk, 9],
      [PRODUCT.lemonade, 12],
    ],
  },
  {
    id: 'co-pick-geelong',
    number: 1104,
    customer: CUSTOMERS.geelong,
    from: LOCATION.warehouse,
    hour: 10,
    lines: [
      [PRODUCT.sparklingWater, 24],
      [PRODUCT.cups, 5],
    ],
  },
  {
    id: 'co-pick-fitzroy-cold',
    number: 1105,
    customer: CUSTOMERS.fitzroy,
    from: COLD_STORE,
    hour: 9,
    lines: [
      [PRODUCT.milk, 27],
      [PRODUCT.orangeJuice, 6],
    ],
  },
  {
    id: 'co-pick-richmond-cold',
    number: 1106,
    customer: CUSTOMERS.richmond,
    from: COLD_STORE,
    hour: 9,
    lines: [[PRODUCT.baristaMilk, 36]],
  },
  {
    id: 'co-pick-stkilda-cold',
    number: 1107,
    customer: CUSTOMERS.stKilda,
    from: COLD_STORE,
    hour: 11,
    lines: [
      [PRODUCT.milk, 12],
      [PRODUCT.orangeJuice, 12],
    ],
  },
];

const owned = <N extends EntityName>(
  _name: N,
  data: SeedData<N>,
  parties?: readonly string[],
): SeedRecord<N> => ({
  owner: COMPANY.wholesaler,
  data: { ...data, isInactive: false },
  ...(parties === undefined ? {} : { parties }),
});

function consignmentOf(
  order: BuiltOrder,
  pick: Pick,
  clock: TrainingClock,
): SeedRecord<'customer-consignments'> {
  const lines = order.items.flatMap((item) =>
    item.productID === null ? [] : [{ productID: item.productID, quantity: item.quantity }],
  );
  const packing = packingOf(lines);
  return owned('customer-consignments', {
    id: `cons-${pick.id.slice('co-'.length)}`,
    consignmentNumber: `C${pick.number}`,
    customerOrderID: pick.id,
    customerOrderIDs: [pick.id],
    buyerID: pick.customer.companyID,
    buyer: companyRef(pick.customer.companyID),
    seller: companyRef(COMPANY.wholesaler),
    sellerID: COMPANY.wholesaler,
    departureLocationID: pick.from,
    departureLocation: pick.from === COLD_STORE ? coldStore : locationRef(pick.from),
    destinationLocationID: pick.customer.locationID,
    destinationLocation: locationRef(pick.customer.locationID),
    dueDate: clock.at(1, pick.hour),
    dueReadyOn: clock.at(1, 5, 30),
    pickedOn: null,
    pickedByUserID: null,
    packedOn: null,
    packedByUserID: null,
    readyOn: null,
    isOrdered: true,
    isReadyToOrderCourier: false,
    isRequestPickup: false,
    isBuyerCourier: false,
    isDispatched: false,
    isFullyProvisioned: true,
    isTransfer: false,
    needsPacking: true,
    orderWeight: packing.orderWeight,
    stockWeight: 0,
    packagedItems: [],
    consignmentOrderItems: lines,
    consignmentEntryItems: [],
  });
}

/**
 * The warehouse floor's demo records, added to the rest: the cold store, more batches, eight
 * confirmed orders to pick (with their consignments), two products below their lower threshold,
 * and the stock ledger's opening entries, so every stock item equals the sum of its entries.
 * `stockItems` are the other builders' stock items (the opening entries cover them too).
 */
export function trainingWarehouse(
  clock: TrainingClock,
  stockItems: readonly SeedRecord<'stock-items'>[],
): SeedRecords<
  | 'locations'
  | 'batches'
  | 'stock-items'
  | 'stock-adjustments'
  | 'stock-thresholds'
  | 'customer-orders'
  | 'customer-consignments'
> {
  const batches = BATCHES.map((batch) =>
    owned('batches', {
      id: batch.id,
      batchcode: `${batch.prefix}${clock.dateCode(-batch.madeDaysAgo)}`,
      productID: batch.productID,
      product: productSummary(batch.productID),
      locationID: batch.locationID,
      quantity: batch.quantity,
      quantityGoal: batch.quantity,
      createdOn: clock.at(-batch.madeDaysAgo, 4, 30),
      dom: clock.at(-batch.madeDaysAgo),
      exp: clock.at((productOf(batch.productID).expiryDays ?? 365) - batch.madeDaysAgo),
      isPending: false,
      onHold: false,
    }),
  );
  const newItems = BATCHES.map((batch) =>
    owned('stock-items', {
      id: `stock-${batch.id.slice('batch-'.length)}`,
      locationID: batch.locationID,
      productID: batch.productID,
      batchID: batch.id,
      available: batch.quantity,
      onHold: 0,
      wasted: 0,
    }),
  );
  const opening = [...stockItems, ...newItems].flatMap((item) => {
    const { id, locationID, productID, batchID } = item.data;
    const available = item.data.available ?? 0;
    const onHold = item.data.onHold ?? 0;
    const base = {
      productID,
      locationID,
      batchID: batchID ?? null,
      userID: USER.training,
      createdOn: clock.at(-7, 6),
    };
    return [
      ...(available + onHold > 0
        ? [
            owned('stock-adjustments', {
              id: `open-${id}`,
              kind: 'received',
              quantity: available + onHold,
              reason: 'Opening count',
              ...base,
            }),
          ]
        : []),
      ...(onHold > 0
        ? [
            owned('stock-adjustments', {
              id: `open-hold-${id}`,
              kind: 'onHold',
              quantity: onHold,
              reason: 'QA check of the bottle seals',
              ...base,
            }),
          ]
        : []),
    ];
  });
  const orders = PICKS.map((pick) =>
    buildOrder({
      id: pick.id,
      number: pick.number,
      kind: 'customer',
      buyerID: pick.customer.companyID,
      sellerID: COMPANY.wholesaler,
      locationID: pick.customer.locationID,
      supplyAgreementID: pick.customer.agreementID,
      priceTierID: pick.customer.priceTierID,
      createdOn: clock.at(0, 0, 40),
      confirmedOn: clock.at(0, 1),
      confirmedByUserID: USER.sales,
      dueDate: clock.at(1, pick.hour),
      state: 'confirmed',
      lines: pick.lines,
    }),
  );
  return {
    locations: [owned('locations', coldStore)],
    batches,
    'stock-items': newItems,
    'stock-adjustments': opening,
    'stock-thresholds': LOW_THRESHOLDS.map((threshold) =>
      owned('stock-thresholds', {
        id: `threshold-${threshold.productID.slice('prod-'.length)}`,
        productID: threshold.productID,
        locationID: LOCATION.warehouse,
        lowerThreshold: threshold.lower,
        upperThreshold: threshold.upper,
        minimumOrderAmount: threshold.minimum,
        orderIncrement: threshold.increment,
      }),
    ),
    'customer-orders': orders.map((order) => ({ owner: COMPANY.wholesaler, data: order.data })),
    'customer-consignments': orders.map((order, index) => consignmentOf(order, PICKS[index] as Pick, clock)),
  };
}
