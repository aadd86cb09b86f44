import { round2 } from '../../src/domain/money';
import { companyRef } from './training-companies';
import type { TrainingClock } from './training-clock';
import { packingOf } from './training-consignments';
import { COMPANY, LOCATION, USER } from './training-ids';
import { PRODUCT, productOf } from './training-products';
import { addressFields, locationRef, type Site } from './training-sites';
import type { EntityName } from '../../src/entities/record-of';
import { DEMO_JOURNEY_LIMITS, type SeedData, type SeedRecord, type SeedRecords } from './training-types';

/** The demo user's own journey today: a dozen stops around inner Melbourne. */
export const DRIVER_RUN = {
  templateID: 'jt-inner-loop',
  journeyID: 'jny-inner-loop-today',
  dawnJourneyID: 'jny-dawn-run-today',
} as const;

/** Second outlets of the metro customers, so the loop has twelve real addresses. */
const OUTLETS: readonly Site[] = [
  {
    id: 'loc-bse-carlton',
    companyAccountID: COMPANY.fitzroy,
    locationName: 'Brunswick Street Espresso Carlton',
    streetNumber: '210',
    streetName: 'Lygon Street',
    suburb: 'Carlton',
    postcode: '3053',
    lat: -37.799,
    lng: 144.967,
  },
  {
    id: 'loc-bse-collingwood',
    companyAccountID: COMPANY.fitzroy,
    locationName: 'Brunswick Street Espresso Collingwood',
    streetNumber: '95',
    streetName: 'Smith Street',
    suburb: 'Collingwood',
    postcode: '3066',
    lat: -37.8035,
    lng: 144.9835,
  },
  {
    id: 'loc-ssk-hawthorn',
    companyAccountID: COMPANY.richmond,
    locationName: 'Swan Street Kitchen Hawthorn',
    streetNumber: '640',
    streetName: 'Glenferrie Road',
    suburb: 'Hawthorn',
    postcode: '3122',
    lat: -37.8215,
    lng: 145.0345,
  },
  {
    id: 'loc-ssk-southbank',
    companyAccountID: COMPANY.richmond,
    locationName: 'Swan Street Kitchen Southbank',
    streetNumber: '1',
    streetName: 'Southgate Avenue',
    suburb: 'Southbank',
    postcode: '3006',
    lat: -37.82,
    lng: 144.965,
  },
  {
    id: 'loc-src-coburg',
    companyAccountID: COMPANY.brunswick,
    locationName: 'Sydney Road Cafe Coburg',
    streetNumber: '450',
    streetName: 'Sydney Road',
    suburb: 'Coburg',
    postcode: '3058',
    lat: -37.744,
    lng: 144.964,
  },
  {
    id: 'loc-src-thornbury',
    companyAccountID: COMPANY.brunswick,
    locationName: 'Sydney Road Cafe Thornbury',
    streetNumber: '750',
    streetName: 'High Street',
    suburb: 'Thornbury',
    postcode: '3071',
    lat: -37.757,
    lng: 145.001,
  },
  {
    id: 'loc-asb-elwood',
    companyAccountID: COMPANY.stKilda,
    locationName: 'Acland Street Bistro Elwood',
    streetNumber: '30',
    streetName: 'Ormond Road',
    suburb: 'Elwood',
    postcode: '3184',
    lat: -37.8825,
    lng: 144.986,
  },
  {
    id: 'loc-asb-prahran',
    companyAccountID: COMPANY.stKilda,
    locationName: 'Acland Street Bistro Prahran',
    streetNumber: '190',
    streetName: 'Chapel Street',
    suburb: 'Prahran',
    postcode: '3181',
    lat: -37.85,
    lng: 144.993,
  },
];

function placeRef(id: string) {
  const outlet = OUTLETS.find((site) => site.id === id);
  return outlet === undefined ? locationRef(id) : { id, ...addressFields(outlet) };
}

function ownerOf(locationID: string): string {
  return (
    OUTLETS.find((site) => site.id === locationID)?.companyAccountID ??
    String(locationRef(locationID).companyAccountID)
  );
}

type Line = readonly [productID: string, quantity: number];
type StopPlan = { locationID: string; lines: readonly Line[]; notes?: string };

// Visiting order: bayside first, then the inner east and back through the north.
const LOOP: readonly StopPlan[] = [
  { locationID: 'loc-asb-elwood', lines: [[PRODUCT.sourdough, 8]] },
  {
    locationID: LOCATION.stKilda,
    lines: [[PRODUCT.coffeeBeans, 6]],
    notes: 'Loading zone out front until 10 AM.',
  },
  {
    locationID: 'loc-asb-prahran',
    lines: [
      [PRODUCT.cola, 24],
      [PRODUCT.cups, 20],
    ],
  },
  // The temperature-sensitive stop: milk in crates, the temperature is taken on delivery.
  {
    locationID: 'loc-ssk-southbank',
    lines: [[PRODUCT.milk, 18]],
    notes: 'Cool room is through the kitchen; ask for the chef.',
  },
  { locationID: LOCATION.richmond, lines: [[PRODUCT.croissant, 24]] },
  { locationID: 'loc-ssk-hawthorn', lines: [[PRODUCT.lemonade, 12]] },
  { locationID: 'loc-bse-collingwood', lines: [[PRODUCT.coffeeBeans, 6]] },
  {
    locationID: LOCATION.fitzroy,
    lines: [[PRODUCT.sourdough, 8]],
    notes: 'Rear lane entry off Rose Street.',
  },
  { locationID: 'loc-bse-carlton', lines: [[PRODUCT.sparklingWater, 12]] },
  { locationID: LOCATION.brunswick, lines: [[PRODUCT.cups, 20]] },
  { locationID: 'loc-src-coburg', lines: [[PRODUCT.croissant, 24]] },
  { locationID: 'loc-src-thornbury', lines: [[PRODUCT.coffeeBeans, 6]] },
];

function packagedItemsOf(id: string, lines: readonly Line[]) {
  return lines
    .flatMap(([productID, quantity]) =>
      packingOf([{ productID, quantity }]).packages.map((item) => ({
        measurementID: item.measurementID,
        measurementStandard: item.measurementStandard,
        code: item.code,
        productID,
        productName: productOf(productID).productName,
        dimensions: {
          length: item.length,
          width: item.width,
          height: item.height,
          weight: item.weight,
          volume: item.volume,
        },
        quantityPacked: item.quantity,
        quantityReleased: item.quantity,
        quantityDelivered: 0,
        quantityReceived: 0,
      })),
    )
    .map((item, index) => ({ id: `${id}-${index + 1}`, ...item }));
}

type Delivered = {
  on: string;
  receiverName: string;
  tempOnDelivery: number | null;
  shortBy?: number;
  shortReason?: string;
  flagged?: boolean;
  notes?: string;
};

function movement(
  id: string,
  plan: StopPlan,
  journeyID: string,
  sortNumber: number,
  clock: TrainingClock,
  delivered?: Delivered,
): SeedData<'deliveries'> {
  const destination = placeRef(plan.locationID);
  const sensitive = plan.lines.some(([productID]) => productOf(productID).isTemperatureSensitive === true);
  const items = packagedItemsOf(id, plan.lines).map((item, index) => {
    if (delivered === undefined) return item;
    const short = index === 0 ? (delivered.shortBy ?? 0) : 0;
    return {
      ...item,
      quantityDelivered: item.quantityPacked - short,
      quantityReceived: item.quantityPacked - short,
      ...(short > 0 ? { shortReason: delivered.shortReason } : {}),
    };
  });
  return {
    id,
    buyerID: ownerOf(plan.locationID),
    sellerID: COMPANY.wholesaler,
    courierID: COMPANY.wholesaler,
    departureLocationID: LOCATION.warehouse,
    departureLocation: locationRef(LOCATION.warehouse),
    destinationLocationID: plan.locationID,
    destinationLocation: destination,
    dueDepartureOn: clock.at(0, 7),
    dueArrivalOn: clock.at(0, 8 + Math.floor(sortNumber / 3), (sortNumber % 3) * 20),
    arrivalSortNumber: sortNumber,
    departureSortNumber: LOOP.length - sortNumber + 1,
    journeyID,
    bundleID: null,
    canBundle: true,
    isPickup: false,
    isFulfilled: delivered !== undefined,
    isChanged: false,
    isSourceChanged: false,
    isTemperatureSensitive: sensitive,
    releasedOn: clock.at(0, 6, 45),
    releasedByUserID: USER.dispatcher,
    proofOfRelease: SIGNATURE,
    deliveredOn: delivered?.on ?? null,
    deliveredByUserID: delivered === undefined ? null : USER.driver,
    receivedByUserID: null,
    receiverName: delivered?.receiverName ?? null,
    proofOfDelivery: delivered === undefined ? null : SIGNATURE,
    tempOnDelivery: delivered?.tempOnDelivery ?? null,
    driverNotes: delivered?.notes ?? plan.notes ?? null,
    isFlagged: delivered?.flagged === true,
    lat: destination.lat,
    lng: destination.lng,
    packagedItems: items,
    isInactive: false,
  };
}

// A signature as the pad stores it: point groups of a few strokes.
const SIGNATURE = [
  {
    penColor: '#000000',
    points: [
      { x: 14, y: 52 },
      { x: 26, y: 22 },
      { x: 38, y: 50 },
      { x: 50, y: 24 },
      { x: 62, y: 54 },
    ],
  },
  {
    penColor: '#000000',
    points: [
      { x: 72, y: 40 },
      { x: 92, y: 36 },
      { x: 118, y: 44 },
      { x: 140, y: 30 },
    ],
  },
];

function journey(
  id: string,
  name: string,
  driverUserID: string,
  stops: readonly StopPlan[],
  clock: TrainingClock,
  times: { start: [number, number]; end: [number, number]; started?: boolean; ended?: boolean },
) {
  const packings = stops.map((plan) =>
    packingOf(plan.lines.map(([productID, quantity]) => ({ productID, quantity }))),
  );
  const warehouse = locationRef(LOCATION.warehouse);
  return {
    id,
    journeyName: name,
    journeyTemplateID: DRIVER_RUN.templateID,
    driverUserID,
    dueStartOn: clock.at(0, ...times.start),
    dueEndOn: clock.at(0, ...times.end),
    startedOn: times.started === true ? clock.at(0, ...times.start) : null,
    endedOn: times.ended === true ? clock.at(0, ...times.end) : null,
    isReady: true,
    destinationCount: new Set(stops.map((plan) => plan.locationID)).size,
    lastPackages: packings.reduce((sum, packing) => sum + packing.packageCount, 0),
    lastWeight: round2(packings.reduce((sum, packing) => sum + packing.orderWeight, 0)),
    limits: { ...DEMO_JOURNEY_LIMITS },
    startLocationID: LOCATION.warehouse,
    startLocation: warehouse,
    endLocationID: LOCATION.warehouse,
    endLocation: { ...warehouse },
    isInactive: false,
  };
}

/** A consignment due today that the dispatch hub still has to place: to pick, picked, or packed and ready. */
function consignment(
  id: string,
  number: string,
  plan: StopPlan,
  stage: 'to-pick' | 'picked' | 'ready',
  clock: TrainingClock,
): SeedData<'customer-consignments'> {
  const lines = plan.lines.map(([productID, quantity]) => ({ productID, quantity }));
  const packing = packingOf(lines);
  const buyerID = ownerOf(plan.locationID);
  const picked = stage !== 'to-pick';
  const packed = stage === 'ready';
  return {
    id,
    consignmentNumber: number,
    buyerID,
    buyer: companyRef(buyerID),
    sellerID: COMPANY.wholesaler,
    seller: companyRef(COMPANY.wholesaler),
    departureLocationID: LOCATION.warehouse,
    departureLocation: locationRef(LOCATION.warehouse),
    destinationLocationID: plan.locationID,
    destinationLocation: placeRef(plan.locationID),
    dueDate: clock.at(0, 11),
    dueReadyOn: clock.at(0, 9),
    pickedOn: picked ? clock.at(0, 5, 30) : null,
    pickedByUserID: picked ? USER.picker : null,
    packedOn: packed ? clock.at(0, 6) : null,
    packedByUserID: packed ? USER.packer : null,
    readyOn: packed ? clock.at(0, 6) : null,
    performedOn: null,
    isOrdered: true,
    isReadyToOrderCourier: packed,
    isRequestPickup: false,
    isBuyerCourier: false,
    isDispatched: false,
    isFullyProvisioned: true,
    isTransfer: false,
    needsPacking: !packed,
    isSourceChanged: false,
    sourceHasChanged: false,
    orderWeight: packing.orderWeight,
    stockWeight: packing.orderWeight,
    packagedItems: packing.packages,
    consignmentOrderItems: lines,
    consignmentEntryItems: lines.map((line) => ({
      batchID: null,
      productID: line.productID,
      quantity: line.quantity,
      quantityPicked: picked ? line.quantity : 0,
    })),
    isInactive: false,
  };
}

const DAWN: readonly StopPlan[] = [
  { locationID: 'loc-ssk-southbank', lines: [[PRODUCT.orangeJuice, 12]] },
  { locationID: 'loc-bse-carlton', lines: [[PRODUCT.milk, 18]] },
  { locationID: 'loc-src-coburg', lines: [[PRODUCT.sourdough, 16]] },
];

/**
 * The demo user's twelve-stop loop for today (one stop temperature sensitive), an early run
 * already delivered (one stop flagged and short) for delivery review, two releases waiting
 * for pickup, and a courier order to Metro Link Couriers.
 */
export function trainingDriverRun(
  clock: TrainingClock,
): SeedRecords<
  | 'locations'
  | 'journey-templates'
  | 'journeys'
  | 'deliveries'
  | 'releases'
  | 'courier-orders'
  | 'customer-consignments'
  | 'receivals'
> {
  const owned = <N extends EntityName>(_name: N, data: SeedData<N>): SeedRecord<N> => ({
    owner: COMPANY.wholesaler,
    data,
  });
  const loop = LOOP.map((plan, index) =>
    movement(`del-loop-${String(index + 1).padStart(2, '0')}`, plan, DRIVER_RUN.journeyID, index + 1, clock),
  );
  const dawnDone: Delivered[] = [
    { on: clock.at(0, 5, 10), receiverName: 'Ava Nguyen', tempOnDelivery: 3.8 },
    {
      on: clock.at(0, 5, 35),
      receiverName: 'Leo Rossi',
      tempOnDelivery: 9.5,
      shortBy: 1,
      shortReason: 'One crate arrived warm; returned to the truck',
      flagged: true,
      notes: 'Cool room door was left open; milk too warm on arrival.',
    },
    { on: clock.at(0, 6, 5), receiverName: 'Chloe Martin', tempOnDelivery: null },
  ];
  const dawn = DAWN.map((plan, index) =>
    movement(`del-dawn-${index + 1}`, plan, DRIVER_RUN.dawnJourneyID, index + 1, clock, dawnDone[index]),
  );
  const release = (id: string, plan: StopPlan, courierID: string, journeyID: string | null, hour: number) => {
    const base = movement(id, plan, journeyID ?? '', 1, clock);
    return {
      ...base,
      courierID,
      journeyID,
      dueDepartureOn: clock.at(0, hour),
      isPickup: true,
      releasedOn: null,
      releasedByUserID: null,
      proofOfRelease: null,
      packagedItems: (base.packagedItems ?? []).map((item) => ({
        ...item,
        quantityReleased: 0,
      })),
    };
  };
  const receival = (id: string, supplier: string, from: string, lines: readonly Line[], hour: number) => {
    const items = packagedItemsOf(id, lines).map((item) => ({ ...item, quantityDelivered: 0 }));
    return {
      id,
      buyerID: COMPANY.wholesaler,
      sellerID: supplier,
      courierID: supplier,
      departureLocationID: from,
      departureLocation: locationRef(from),
      destinationLocationID: LOCATION.warehouse,
      destinationLocation: locationRef(LOCATION.warehouse),
      dueDepartureOn: clock.at(0, hour - 2),
      dueArrivalOn: clock.at(0, hour),
      isPickup: false,
      isFulfilled: false,
      isTemperatureSensitive: lines.some(
        ([productID]) => productOf(productID).isTemperatureSensitive === true,
      ),
      receivedByUserID: null,
      proofOfDelivery: null,
      packagedItems: items,
      isInactive: false,
    };
  };
  return {
    receivals: [
      receival(
        'rcv-dairy-today',
        COMPANY.dairy,
        LOCATION.dairy,
        [
          [PRODUCT.baristaMilk, 120],
          [PRODUCT.milk, 90],
        ],
        9,
      ),
      receival('rcv-bakery-today', COMPANY.bakery, LOCATION.bakery, [[PRODUCT.sourdough, 48]], 10),
    ].map((data) => owned('receivals', data)),
    'customer-consignments': [
      consignment(
        'cons-ready-hawthorn',
        'C3001',
        {
          locationID: 'loc-ssk-hawthorn',
          lines: [
            [PRODUCT.milk, 18],
            [PRODUCT.cola, 24],
          ],
        },
        'ready',
        clock,
      ),
      consignment(
        'cons-ready-coburg',
        'C3002',
        { locationID: 'loc-src-coburg', lines: [[PRODUCT.sourdough, 16]] },
        'ready',
        clock,
      ),
      consignment(
        'cons-picked-elwood',
        'C3003',
        { locationID: 'loc-asb-elwood', lines: [[PRODUCT.coffeeBeans, 12]] },
        'picked',
        clock,
      ),
      consignment(
        'cons-to-pick-prahran',
        'C3004',
        { locationID: 'loc-asb-prahran', lines: [[PRODUCT.lemonade, 24]] },
        'to-pick',
        clock,
      ),
    ].map((data) => owned('customer-consignments', data)),
    locations: OUTLETS.map((site) => ({
      owner: site.companyAccountID,
      parties: [COMPANY.wholesaler],
      data: { id: site.id, ...addressFields(site), isInactive: false },
    })),
    'journey-templates': [
      owned('journey-templates', {
        id: DRIVER_RUN.templateID,
        journeyName: 'Inner Melbourne Loop',
        startLocationID: LOCATION.warehouse,
        endLocationID: LOCATION.warehouse,
        ...DEMO_JOURNEY_LIMITS,
        isInactive: false,
      }),
    ],
    journeys: [
      owned(
        'journeys',
        journey(DRIVER_RUN.journeyID, 'Inner Melbourne Loop', USER.training, LOOP, clock, {
          start: [7, 30],
          end: [13, 0],
        }),
      ),
      owned(
        'journeys',
        journey(DRIVER_RUN.dawnJourneyID, 'Dawn Run', USER.driver, DAWN, clock, {
          start: [4, 45],
          end: [6, 30],
          started: true,
          ended: true,
        }),
      ),
    ],
    deliveries: [...loop, ...dawn].map((data) => owned('deliveries', data)),
    releases: [
      release(
        'rel-loop-extra',
        { locationID: LOCATION.richmond, lines: [[PRODUCT.cola, 48]] },
        COMPANY.wholesaler,
        DRIVER_RUN.journeyID,
        7,
      ),
      release(
        'rel-metro-link',
        { locationID: LOCATION.stKilda, lines: [[PRODUCT.lemonade, 24]] },
        COMPANY.courier,
        null,
        10,
      ),
    ].map((data) => owned('releases', data)),
    'courier-orders': [
      owned('courier-orders', {
        ...movement(
          'cor-geelong-tomorrow',
          {
            locationID: LOCATION.geelong,
            lines: [
              [PRODUCT.cola, 24],
              [PRODUCT.coldBrew, 24],
            ],
          },
          '',
          1,
          clock,
        ),
        courierID: COMPANY.courier,
        journeyID: null,
        departureLocationID: LOCATION.warehouse,
        dueDepartureOn: clock.at(1, 9),
        dueArrivalOn: clock.at(1, 12),
        releasedOn: null,
        releasedByUserID: null,
        proofOfRelease: null,
        courierOrderStatus: 'Requested',
      }),
    ],
  };
}
