import type { EntityName } from '../../src/entities/record-of';
import { round2 } from '../../src/domain/money';
import type { TrainingClock } from './training-clock';
import { consignmentIdOf, packingOf, type Packing } from './training-consignments';
import { COMPANY, JOURNEY_ID, JOURNEY_TEMPLATE_ID, LOCATION, USER } from './training-ids';
import type { BuiltOrder } from './training-order-builder';
import { CUSTOMER_ORDER, TODAYS_RUN } from './training-orders';
import { GEELONG_BOUNDARY, METRO_MELBOURNE_BOUNDARY } from './training-price-rules';
import { locationRef, siteOf } from './training-sites';
import { DEMO_JOURNEY_LIMITS, type SeedRecord, type SeedRecords, type SeedData } from './training-types';

type Hand = { on: string; byUserID: string | null };

type MovementPlan = {
  order: BuiltOrder;
  courierID: string;
  departureLocationID: string;
  dueDepartureOn: string;
  journeyID: string | null;
  arrivalSortNumber: number;
  departureSortNumber: number;
  released?: Hand;
  delivered?: Hand & { receiverName: string; tempOnDelivery: number | null };
  driverNotes?: string;
};

/** The delivery id of a customer order. */
export function deliveryIdOf(orderID: string): string {
  return `del-${orderID.slice('co-'.length)}`;
}

function packingOfOrder(order: BuiltOrder): Packing {
  return packingOf(order.items);
}

// A scribble standing in for a captured signature: strokes of points.
const SIGNATURE = [
  [
    { x: 12, y: 40 },
    { x: 30, y: 18 },
    { x: 52, y: 44 },
    { x: 75, y: 20 },
    { x: 96, y: 38 },
  ],
];

function delivery(plan: MovementPlan): SeedRecord<'deliveries'> {
  const { order, released, delivered } = plan;
  const id = deliveryIdOf(order.seed.id);
  const destination = siteOf(order.seed.locationID);
  return {
    owner: COMPANY.wholesaler,
    data: {
      id,
      buyerID: order.seed.buyerID,
      sellerID: order.seed.sellerID,
      courierID: plan.courierID,
      customerOrderID: order.seed.id,
      consignmentID: consignmentIdOf(order.seed.id),
      departureLocationID: plan.departureLocationID,
      departureLocation: locationRef(plan.departureLocationID),
      destinationLocationID: destination.id,
      destinationLocation: locationRef(destination.id),
      dueDepartureOn: plan.dueDepartureOn,
      dueArrivalOn: order.seed.dueDate,
      arrivalSortNumber: plan.arrivalSortNumber,
      departureSortNumber: plan.departureSortNumber,
      journeyID: plan.journeyID,
      bundleID: null,
      canBundle: true,
      isPickup: false,
      isFulfilled: delivered !== undefined,
      isChanged: false,
      isSourceChanged: false,
      releasedOn: released?.on ?? null,
      releasedByUserID: released?.byUserID ?? null,
      proofOfRelease: released === undefined ? null : SIGNATURE,
      deliveredOn: delivered?.on ?? null,
      deliveredByUserID: delivered?.byUserID ?? null,
      receivedByUserID: null,
      receiverName: delivered?.receiverName ?? null,
      proofOfDelivery: delivered === undefined ? null : SIGNATURE,
      tempOnDelivery: delivered?.tempOnDelivery ?? null,
      driverNotes: plan.driverNotes ?? null,
      isFlagged: false,
      lat: destination.lat,
      lng: destination.lng,
      packagedItems: packingOfOrder(order).packages.map((item, index) => ({
        id: `${id}-${index + 1}`,
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
        quantityReleased: released === undefined ? 0 : item.quantity,
        quantityDelivered: delivered === undefined ? 0 : item.quantity,
        quantityReceived: delivered === undefined ? 0 : item.quantity,
      })),
      isInactive: false,
    },
  };
}

const NOTES: Readonly<Record<string, string>> = {
  [CUSTOMER_ORDER.fitzroyToday]: 'Rear lane entry off Rose Street; crates go beside the cool room.',
  [CUSTOMER_ORDER.stKildaToday]: 'Loading zone out front until 10 AM.',
};

/**
 * Today's metro journey (its template carries the demo limits), its deliveries
 * in visiting order, past deliveries, tomorrow's courier delivery to Geelong, and zones.
 */
export function trainingJourneys(
  customerOrders: readonly BuiltOrder[],
  clock: TrainingClock,
): SeedRecords<'journey-templates' | 'journeys' | 'deliveries' | 'zones'> {
  const { at } = clock;
  const orderOf = (id: string): BuiltOrder => {
    const order = customerOrders.find((candidate) => candidate.seed.id === id);
    if (order === undefined) throw new Error(`Unknown training order '${id}'`);
    return order;
  };
  const run = TODAYS_RUN.map(orderOf);
  const ownRun = { courierID: COMPANY.wholesaler, departureLocationID: LOCATION.warehouse };
  const todays = run.map((order, index) =>
    delivery({
      ...ownRun,
      order,
      dueDepartureOn: at(0, 6, 30),
      journeyID: JOURNEY_ID,
      arrivalSortNumber: index + 1,
      // Loaded last-in, first-out: the first stop goes on the truck last.
      departureSortNumber: run.length - index,
      released: { on: at(0, 6, 15), byUserID: USER.dispatcher },
      ...(NOTES[order.seed.id] === undefined ? {} : { driverNotes: NOTES[order.seed.id] }),
    }),
  );
  const past = [
    { id: CUSTOMER_ORDER.fitzroyOverdue, days: -14, receiverName: 'Mia Chen' },
    { id: CUSTOMER_ORDER.stKildaLastWeek, days: -7, receiverName: 'Sophie Laurent' },
  ].map(({ id, days, receiverName }) =>
    delivery({
      ...ownRun,
      order: orderOf(id),
      dueDepartureOn: at(days, 6, 30),
      journeyID: null,
      arrivalSortNumber: 1,
      departureSortNumber: 1,
      released: { on: at(days, 6, 15), byUserID: USER.dispatcher },
      delivered: { on: at(days, 7, 25), byUserID: USER.driver, receiverName, tempOnDelivery: 3.5 },
    }),
  );
  const geelong = delivery({
    order: orderOf(CUSTOMER_ORDER.geelongTomorrow),
    courierID: COMPANY.courier,
    departureLocationID: LOCATION.fulfiller,
    dueDepartureOn: at(1, 8, 45),
    journeyID: null,
    arrivalSortNumber: 1,
    departureSortNumber: 1,
  });
  const packings = run.map(packingOfOrder);
  const limits = { ...DEMO_JOURNEY_LIMITS };
  const warehouse = locationRef(LOCATION.warehouse);
  const owned = <N extends EntityName>(_name: N, data: SeedData<N>): SeedRecord<N> => ({
    owner: COMPANY.wholesaler,
    data: { ...data, isInactive: false },
  });
  return {
    'journey-templates': [
      owned('journey-templates', {
        id: JOURNEY_TEMPLATE_ID,
        journeyName: 'Metro Morning Run',
        startLocationID: LOCATION.warehouse,
        endLocationID: LOCATION.warehouse,
        ...limits,
      }),
    ],
    journeys: [
      owned('journeys', {
        id: JOURNEY_ID,
        journeyName: 'Metro Morning Run',
        journeyTemplateID: JOURNEY_TEMPLATE_ID,
        driverUserID: USER.driver,
        dueStartOn: at(0, 6, 30),
        dueEndOn: at(0, 11),
        startedOn: null,
        endedOn: null,
        isReady: true,
        destinationCount: new Set(run.map((order) => order.seed.locationID)).size,
        lastPackages: packings.reduce((sum, packing) => sum + packing.packageCount, 0),
        lastWeight: round2(packings.reduce((sum, packing) => sum + packing.orderWeight, 0)),
        limits,
        startLocationID: LOCATION.warehouse,
        startLocation: warehouse,
        endLocationID: LOCATION.warehouse,
        endLocation: { ...warehouse },
      }),
    ],
    deliveries: [...past, ...todays, geelong],
    zones: [
      owned('zones', {
        id: 'zone-metro-melbourne',
        zoneName: 'Metropolitan Melbourne',
        zoneDescription: 'Own trucks from Dandenong South; delivery fee under $300',
        colour: '#1d5474',
        companyAccountID: COMPANY.wholesaler,
        boundary: METRO_MELBOURNE_BOUNDARY.map((point) => ({ ...point })),
        journeyTemplateID: JOURNEY_TEMPLATE_ID,
        weekdays: 'Mon,Tue,Wed,Thu,Fri',
      }),
      owned('zones', {
        id: 'zone-geelong',
        zoneName: 'Geelong & Bellarine',
        zoneDescription: 'From the Westgate 3PL with Metro Link Couriers',
        colour: '#00838f',
        companyAccountID: COMPANY.wholesaler,
        boundary: GEELONG_BOUNDARY.map((point) => ({ ...point })),
        journeyTemplateID: null,
        weekdays: 'Mon,Wed,Fri',
      }),
    ],
  };
}
