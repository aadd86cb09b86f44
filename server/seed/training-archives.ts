import type { TrainingClock } from './training-clock';
import { COMPANY, JOURNEY_TEMPLATE_ID, LOCATION, USER } from './training-ids';
import { PRODUCT, productOf, productSummary } from './training-products';
import { locationRef, siteOf } from './training-sites';
import type { EntityName } from '../../src/entities/record-of';
import { DEMO_JOURNEY_LIMITS, type SeedData, type SeedRecord, type SeedRecords } from './training-types';

/** The archive lists of the registry (each working list's `archive` route) the dataset fills. */
export type ArchiveName =
  | 'batch-archives'
  | 'stock-import-archives'
  | 'transfer-archives'
  | 'receival-consignment-archives'
  | 'journey-archives'
  | 'delivery-archives'
  | 'receival-archives'
  | 'release-archives'
  | 'courier-order-archives'
  | 'client-order-archives';

/** Ids of archived records other archives point at. */
export const ARCHIVED = {
  journeys: ['jny-archived-metro-1', 'jny-archived-metro-2', 'jny-archived-metro-3'],
  milkBatch: 'batch-archived-milk',
  baristaMilkBatch: 'batch-archived-barista-milk',
} as const;

const owned = <N extends EntityName>(
  _name: N,
  data: SeedData<N>,
  owner: string = COMPANY.wholesaler,
): SeedRecord<N> => ({
  owner,
  data: { ...data, isInactive: false },
});

// A scribble standing in for a captured signature, as on the working deliveries.
const SIGNATURE = [
  [
    { x: 10, y: 36 },
    { x: 34, y: 14 },
    { x: 58, y: 40 },
    { x: 90, y: 22 },
  ],
];

type Movement = {
  id: string;
  buyerID: string;
  sellerID: string;
  courierID: string;
  from: string;
  to: string;
  /** Days from today it left (negative: the past) and the hour it arrived. */
  days: number;
  arrivedAt: number;
  journeyID?: string;
  receiverName: string;
  notes?: string;
};

/** The archives of courier movements (one schema, courierMovementSchema). */
type MovementArchive =
  'delivery-archives' | 'receival-archives' | 'release-archives' | 'courier-order-archives';

function movement(name: MovementArchive, clock: TrainingClock, plan: Movement): SeedRecord<MovementArchive> {
  const destination = siteOf(plan.to);
  return owned(name, {
    id: plan.id,
    buyerID: plan.buyerID,
    sellerID: plan.sellerID,
    courierID: plan.courierID,
    departureLocationID: plan.from,
    departureLocation: locationRef(plan.from),
    destinationLocationID: plan.to,
    destinationLocation: locationRef(plan.to),
    dueDepartureOn: clock.at(plan.days, 6, 30),
    dueArrivalOn: clock.at(plan.days, plan.arrivedAt),
    journeyID: plan.journeyID ?? null,
    bundleID: null,
    isPickup: false,
    isFulfilled: true,
    releasedOn: clock.at(plan.days, 6, 15),
    releasedByUserID: plan.sellerID === COMPANY.wholesaler ? USER.dispatcher : null,
    proofOfRelease: SIGNATURE,
    deliveredOn: clock.at(plan.days, plan.arrivedAt, 10),
    deliveredByUserID: plan.courierID === COMPANY.wholesaler ? USER.driver : null,
    receivedByUserID: plan.buyerID === COMPANY.wholesaler ? USER.picker : null,
    receiverName: plan.receiverName,
    proofOfDelivery: SIGNATURE,
    tempOnDelivery: 3.8,
    driverNotes: plan.notes ?? null,
    isFlagged: false,
    lat: destination.lat,
    lng: destination.lng,
  });
}

function batch(
  clock: TrainingClock,
  id: string,
  productID: string,
  prefix: string,
  madeDaysAgo: number,
  quantity: number,
): SeedRecord<'batch-archives'> {
  const expiryDays = productOf(productID).expiryDays ?? 365;
  return owned('batch-archives', {
    id,
    batchcode: `${prefix}${clock.dateCode(-madeDaysAgo)}`,
    productID,
    product: productSummary(productID),
    locationID: LOCATION.warehouse,
    quantity,
    quantityGoal: quantity,
    createdOn: clock.at(-madeDaysAgo, 4, 30),
    dom: clock.at(-madeDaysAgo),
    exp: clock.at(expiryDays - madeDaysAgo),
    isPending: false,
    onHold: false,
  });
}

function consignment(
  name: 'transfer-archives' | 'receival-consignment-archives',
  clock: TrainingClock,
  id: string,
  number: string,
  from: string,
  to: string,
  days: number,
  lines: readonly [string, number][],
  transfer: boolean,
): SeedRecord<'transfer-archives' | 'receival-consignment-archives'> {
  return owned(name, {
    id,
    consignmentNumber: number,
    buyerID: COMPANY.wholesaler,
    fulfillmentBuyerID: transfer ? COMPANY.fulfiller : null,
    departureLocationID: from,
    departureLocation: locationRef(from),
    destinationLocationID: to,
    destinationLocation: locationRef(to),
    dueDate: clock.at(days, 9),
    performedOn: clock.at(days, 10, 40),
    isTransfer: transfer,
    isDispatched: true,
    isFullyProvisioned: true,
    consignmentOrderItems: lines.map(([productID, quantity]) => ({ productID, quantity })),
  });
}

/**
 * Finished work of the past weeks, moved to each archive list: used-up batches, a finished
 * stock import, transfers to the 3PL, received supplier consignments, ended journeys with
 * their delivered stops, receivals, releases, courier orders, and cider orders comp1 carried.
 * @example trainingArchives(clock)['journey-archives'].length // 3
 */
export function trainingArchives(clock: TrainingClock): SeedRecords<ArchiveName> {
  const { at } = clock;
  const [monday, tuesday, wednesday] = ARCHIVED.journeys;
  const warehouse = locationRef(LOCATION.warehouse);
  const journey = (id: string, days: number, destinations: number, packages: number, weight: number) =>
    owned('journey-archives', {
      id,
      journeyName: 'Metro Morning Run',
      journeyTemplateID: JOURNEY_TEMPLATE_ID,
      driverUserID: USER.driver,
      dueStartOn: at(days, 6, 30),
      dueEndOn: at(days, 11),
      startedOn: at(days, 6, 35),
      endedOn: at(days, 10, 50),
      isReady: true,
      destinationCount: destinations,
      lastPackages: packages,
      lastWeight: weight,
      limits: { ...DEMO_JOURNEY_LIMITS },
      startLocationID: LOCATION.warehouse,
      startLocation: warehouse,
      endLocationID: LOCATION.warehouse,
      endLocation: { ...warehouse },
    });
  const ownRun = { sellerID: COMPANY.wholesaler, courierID: COMPANY.wholesaler, from: LOCATION.warehouse };
  const viaCourier = {
    sellerID: COMPANY.wholesaler,
    courierID: COMPANY.courier,
    from: LOCATION.fulfiller,
    to: LOCATION.geelong,
    buyerID: COMPANY.geelong,
  };
  return {
    'batch-archives': [
      batch(clock, ARCHIVED.milkBatch, PRODUCT.milk, 'GD', 16, 180),
      batch(clock, ARCHIVED.baristaMilkBatch, PRODUCT.baristaMilk, 'GD', 16, 240),
      batch(clock, 'batch-archived-sourdough', PRODUCT.sourdough, 'WB', 8, 48),
      batch(clock, 'batch-archived-house-blend', PRODUCT.coffeeBeans, 'HB-', 24, 120),
      batch(clock, 'batch-archived-cold-brew', PRODUCT.coldBrew, 'CB-', 40, 120),
    ],
    'stock-import-archives': [
      owned('stock-import-archives', {
        id: 'import-archived-gippsland-opening',
        importNumber: 'IMP-0041',
        locationID: LOCATION.warehouse,
        sellerID: COMPANY.dairy,
        performedOn: at(-16, 8, 20),
        isFinished: true,
        notes: 'Opening count of the Gippsland Dairy delivery after the cool-room move.',
        importItems: [
          {
            productID: PRODUCT.milk,
            batchID: ARCHIVED.milkBatch,
            batchcode: `GD${clock.dateCode(-16)}`,
            quantity: 180,
          },
          {
            productID: PRODUCT.baristaMilk,
            batchID: ARCHIVED.baristaMilkBatch,
            batchcode: `GD${clock.dateCode(-16)}`,
            quantity: 240,
          },
        ],
      }),
    ],
    'transfer-archives': [
      consignment(
        'transfer-archives',
        clock,
        'con-archived-transfer-cola',
        'TR-0318',
        LOCATION.warehouse,
        LOCATION.fulfiller,
        -12,
        [
          [PRODUCT.cola, 240],
          [PRODUCT.lemonade, 48],
        ],
        true,
      ),
      consignment(
        'transfer-archives',
        clock,
        'con-archived-transfer-cold-brew',
        'TR-0322',
        LOCATION.warehouse,
        LOCATION.fulfiller,
        -6,
        [[PRODUCT.coldBrew, 48]],
        true,
      ),
    ],
    'receival-consignment-archives': [
      consignment(
        'receival-consignment-archives',
        clock,
        'con-archived-gippsland',
        'GD-55120',
        LOCATION.dairy,
        LOCATION.warehouse,
        -9,
        [
          [PRODUCT.milk, 180],
          [PRODUCT.baristaMilk, 240],
        ],
        false,
      ),
      consignment(
        'receival-consignment-archives',
        clock,
        'con-archived-westside',
        'WB-8841',
        LOCATION.bakery,
        LOCATION.warehouse,
        -8,
        [
          [PRODUCT.sourdough, 48],
          [PRODUCT.croissant, 96],
        ],
        false,
      ),
    ],
    'journey-archives': [
      journey(monday, -3, 3, 7, 96.4),
      journey(tuesday, -2, 2, 5, 71.2),
      journey(wednesday, -1, 3, 8, 104.9),
    ],
    'delivery-archives': [
      movement('delivery-archives', clock, {
        ...ownRun,
        id: 'del-archived-fitzroy-1',
        buyerID: COMPANY.fitzroy,
        to: LOCATION.fitzroy,
        days: -3,
        arrivedAt: 7,
        journeyID: monday,
        receiverName: 'Mia Chen',
        notes: 'Crates left beside the cool room.',
      }),
      movement('delivery-archives', clock, {
        ...ownRun,
        id: 'del-archived-richmond-1',
        buyerID: COMPANY.richmond,
        to: LOCATION.richmond,
        days: -2,
        arrivedAt: 8,
        journeyID: tuesday,
        receiverName: 'Liam Walsh',
      }),
      movement('delivery-archives', clock, {
        ...ownRun,
        id: 'del-archived-st-kilda-1',
        buyerID: COMPANY.stKilda,
        to: LOCATION.stKilda,
        days: -1,
        arrivedAt: 9,
        journeyID: wednesday,
        receiverName: 'Sophie Laurent',
      }),
      // Older than the 90 days a device keeps of an archive: its list reads it online.
      movement('delivery-archives', clock, {
        ...ownRun,
        id: 'del-archived-fitzroy-last-winter',
        buyerID: COMPANY.fitzroy,
        to: LOCATION.fitzroy,
        days: -200,
        arrivedAt: 7,
        receiverName: 'Noah Fitzgerald',
      }),
    ],
    'receival-archives': [
      movement('receival-archives', clock, {
        id: 'rcv-archived-gippsland',
        buyerID: COMPANY.wholesaler,
        sellerID: COMPANY.dairy,
        courierID: COMPANY.dairy,
        from: LOCATION.dairy,
        to: LOCATION.warehouse,
        days: -9,
        arrivedAt: 5,
        receiverName: 'Priya Sharma',
        notes: 'Probe temperature 3.8 °C at the dock.',
      }),
      movement('receival-archives', clock, {
        id: 'rcv-archived-westside',
        buyerID: COMPANY.wholesaler,
        sellerID: COMPANY.bakery,
        courierID: COMPANY.bakery,
        from: LOCATION.bakery,
        to: LOCATION.warehouse,
        days: -8,
        arrivedAt: 4,
        receiverName: 'Priya Sharma',
      }),
    ],
    'release-archives': [
      movement('release-archives', clock, {
        ...viaCourier,
        id: 'rel-archived-geelong-1',
        days: -5,
        arrivedAt: 11,
        receiverName: 'Jack Murray',
        notes: 'Two cartons on the Metro Link van.',
      }),
    ],
    'courier-order-archives': [
      movement('courier-order-archives', clock, {
        ...viaCourier,
        id: 'cor-archived-geelong-1',
        days: -5,
        arrivedAt: 11,
        receiverName: 'Jack Murray',
      }),
      movement('courier-order-archives', clock, {
        ...viaCourier,
        id: 'cor-archived-geelong-2',
        days: -12,
        arrivedAt: 11,
        receiverName: 'Jack Murray',
      }),
    ],
    // Healesville Cider's own orders, carried to the cafes on comp1's runs: the cidery owns them.
    'client-order-archives': [
      owned(
        'client-order-archives',
        {
          id: 'cli-archived-cider-fitzroy',
          customerOrderNumber: 'HC-0412',
          purchaseOrderNumber: 'BSE-118',
          buyerID: COMPANY.fitzroy,
          sellerID: COMPANY.cider,
          fulfillerID: COMPANY.wholesaler,
          locationID: LOCATION.fitzroy,
          dueDate: at(-3, 7),
          isConfirmed: true,
          isDispatched: true,
          tagsCSV: 'Cider',
          orderItems: [
            {
              id: 'cli-archived-cider-fitzroy-1',
              productID: null,
              description: 'Apple Cider 330ml (carton of 24)',
              quantity: 2,
              unitPrice: 62,
              sortNumber: 1,
            },
          ],
        },
        COMPANY.cider,
      ),
      owned(
        'client-order-archives',
        {
          id: 'cli-archived-cider-st-kilda',
          customerOrderNumber: 'HC-0415',
          purchaseOrderNumber: null,
          buyerID: COMPANY.stKilda,
          sellerID: COMPANY.cider,
          fulfillerID: COMPANY.wholesaler,
          locationID: LOCATION.stKilda,
          dueDate: at(-1, 9),
          isConfirmed: true,
          isDispatched: true,
          tagsCSV: 'Cider',
          orderItems: [
            {
              id: 'cli-archived-cider-st-kilda-1',
              productID: null,
              description: 'Pear Cider 330ml (carton of 24)',
              quantity: 1,
              unitPrice: 64,
              sortNumber: 1,
            },
          ],
        },
        COMPANY.cider,
      ),
    ],
  };
}
