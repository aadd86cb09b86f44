import { round2 } from '../../domain/money';
import { carriesTemperatureSensitive } from '../../domain/temperature-sensitive';
import { isOnDay } from '../../domain/delivery/journey-status';
import { hasSignature } from '../../domain/delivery/signature-proof';
import { hasDate, numberOrZero } from '../../domain/unknown-values';

import type { FieldsOf, RecordOf } from '../../data/mirror-row';

type Consignment = Readonly<RecordOf<'customer-consignments'>>;
/** What carries a consignment: a delivery on a journey, a courier's leg, or a courier order. */
type Movement = Readonly<RecordOf<'deliveries'> | RecordOf<'courier-movements'> | RecordOf<'courier-orders'>>;
type Journey = Readonly<RecordOf<'journeys'>>;
type JourneyTemplate = Readonly<RecordOf<'journey-templates'>>;

/** Where a consignment of the day stands, in the order the hub shows the columns. */
export type ConsignmentState =
  'to-pick' | 'picked' | 'ready' | 'on-journey' | 'with-courier' | 'released' | 'delivered' | 'flagged';

export const CONSIGNMENT_STATES: readonly ConsignmentState[] = [
  'to-pick',
  'picked',
  'ready',
  'on-journey',
  'with-courier',
  'released',
  'delivered',
  'flagged',
];

export const STATE_LABELS: Readonly<Record<ConsignmentState, string>> = {
  'to-pick': 'To Pick',
  picked: 'Picked',
  ready: 'Packed & Ready',
  'on-journey': 'On A Journey',
  'with-courier': 'With A Courier',
  released: 'Released',
  delivered: 'Delivered',
  flagged: 'Flagged',
};

/**
 * A consignment's state from its own progress and the movements and courier orders made for it
 * (matched by consignmentID): a flag wins, then delivered, released, dispatched, packed, picked.
 * @example consignmentState({ packedOn: '2026-03-02T05:00:00Z' }, []) // 'ready'
 */
export function consignmentState(
  consignment: Consignment,
  movements: readonly Movement[],
  ownCompany?: string,
): ConsignmentState {
  const mine = movements.filter(
    (movement) => movement.consignmentID === consignment.id && movement.isInactive !== true,
  );
  if (mine.some((movement) => movement.isFlagged === true)) return 'flagged';
  if (mine.length > 0 && mine.every((movement) => hasDate(movement.deliveredOn))) return 'delivered';
  if (mine.some((movement) => hasDate(movement.releasedOn) || hasSignature(movement.proofOfRelease)))
    return 'released';
  const courier = mine.some(
    (movement) =>
      typeof movement.courierID === 'string' &&
      ownCompany !== undefined &&
      movement.courierID !== ownCompany &&
      movement.courierID !== '',
  );
  if (courier) return 'with-courier';
  if (mine.some((movement) => typeof movement.journeyID === 'string' && movement.journeyID !== ''))
    return 'on-journey';
  if (consignment.isDispatched === true) return 'with-courier';
  if (hasDate(consignment.packedOn) || hasDate(consignment.readyOn)) return 'ready';
  if (hasDate(consignment.pickedOn)) return 'picked';
  return 'to-pick';
}

/**
 * The day's consignments grouped by state.
 * @example consignmentsByState(consignments, movements, '2026-03-03', 'comp1').get('ready')
 */
export function consignmentsByState<T extends Consignment>(
  consignments: readonly T[],
  movements: readonly Movement[],
  day: string,
  ownCompany: string,
  timeZone?: string,
): Map<ConsignmentState, T[]> {
  const groups = new Map<ConsignmentState, T[]>(CONSIGNMENT_STATES.map((state) => [state, []]));
  for (const consignment of consignments) {
    if (consignment.isInactive === true || !isOnDay(consignment.dueDate, day, timeZone)) continue;
    groups.get(consignmentState(consignment, movements, ownCompany))?.push(consignment);
  }
  return groups;
}

type ConsignmentPackage = {
  code?: unknown;
  measurementID?: unknown;
  measurementStandard?: unknown;
  quantity?: unknown;
  weight?: unknown;
  length?: unknown;
  width?: unknown;
  height?: unknown;
  volume?: unknown;
};

function packagesOf(consignment: Consignment): ConsignmentPackage[] {
  return Array.isArray(consignment.packagedItems)
    ? (consignment.packagedItems as ConsignmentPackage[]).filter(
        (item) => typeof item === 'object' && item !== null,
      )
    : [];
}

/**
 * Packages and weight of a consignment's packed items (weight is per package).
 * @example packedLoad({ packagedItems: [{ quantity: 2, weight: 10.5 }] }) // { packages: 2, weight: 21 }
 */
export function packedLoad(consignment: Consignment): { packages: number; weight: number } {
  const items = packagesOf(consignment);
  return {
    packages: items.reduce((sum, item) => sum + numberOrZero(item.quantity), 0),
    weight: round2(
      items.reduce((sum, item) => sum + numberOrZero(item.quantity) * numberOrZero(item.weight), 0),
    ),
  };
}

/** A journey's load against its limits. */
export type JourneyLoad = {
  destinations: number;
  packages: number;
  weight: number;
  limits: { maxDestinations: number | null; maxPackages: number | null; maxWeight: number | null };
  over: ('destinations' | 'packages' | 'weight')[];
};

function limitOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * What a journey carries (its active stops) against its limits (its own, else its template's).
 * @example journeyLoad({ limits: { maxPackages: 2 } }, [{ destinationLocationID: 'a', packagedItems: [{ quantityPacked: 3 }] }]).over // ['packages']
 */
export function journeyLoad(
  journey: Journey,
  stops: readonly Movement[],
  template?: JourneyTemplate | null,
): JourneyLoad {
  const own = journey.limits ?? {};
  const limits = {
    maxDestinations: limitOf(own.maxDestinations) ?? limitOf(template?.maxDestinations),
    maxPackages: limitOf(own.maxPackages) ?? limitOf(template?.maxPackages),
    maxWeight: limitOf(own.maxWeight) ?? limitOf(template?.maxWeight),
  };
  const active = stops.filter((stop) => stop.isInactive !== true);
  const items = active.flatMap((stop) => stop.packagedItems ?? []);
  const destinations = new Set(active.map((stop) => String(stop.destinationLocationID ?? stop.id))).size;
  const packages = items.reduce((sum, item) => sum + numberOrZero(item.quantityPacked), 0);
  const weight = round2(
    items.reduce(
      (sum, item) =>
        sum +
        numberOrZero(item.quantityPacked) *
          numberOrZero(typeof item.dimensions === 'object' ? item.dimensions?.weight : null),
      0,
    ),
  );
  const over: JourneyLoad['over'] = [];
  if (limits.maxDestinations !== null && destinations > limits.maxDestinations) over.push('destinations');
  if (limits.maxPackages !== null && packages > limits.maxPackages) over.push('packages');
  if (limits.maxWeight !== null && weight > limits.maxWeight) over.push('weight');
  return { destinations, packages, weight, limits, over };
}

/**
 * The movement that carries a packed consignment: its packages (counted as packed, weight and
 * size kept as dimensions), parties, places and links back to the consignment and its order.
 * `assignment` puts it on one of the company's journeys (as the next stop) or with a courier.
 * @example movementFor(consignment, { journeyID: 'jny-1', arrivalSortNumber: 5, courierID: 'comp1' }, new Set()).journeyID // 'jny-1'
 */
export function movementFor(
  consignment: Consignment,
  assignment: { journeyID: string | null; arrivalSortNumber: number | null; courierID: string },
  sensitiveProductIDs: ReadonlySet<string>,
): FieldsOf<'deliveries'> {
  const orderItems = consignment.consignmentOrderItems ?? [];
  return {
    consignmentID: consignment.id,
    ...(typeof consignment.customerOrderID === 'string'
      ? { customerOrderID: consignment.customerOrderID }
      : {}),
    buyerID: consignment.buyerID ?? null,
    sellerID: consignment.sellerID ?? consignment.seller?.id ?? null,
    courierID: assignment.courierID,
    departureLocationID: consignment.departureLocationID ?? null,
    departureLocation: consignment.departureLocation ?? null,
    destinationLocationID: consignment.destinationLocationID ?? null,
    destinationLocation: consignment.destinationLocation ?? null,
    dueArrivalOn: consignment.dueDate ?? null,
    journeyID: assignment.journeyID,
    arrivalSortNumber: assignment.arrivalSortNumber,
    isPickup: false,
    canBundle: true,
    isFulfilled: false,
    isFlagged: false,
    isTemperatureSensitive: carriesTemperatureSensitive(orderItems, (productID) =>
      sensitiveProductIDs.has(productID),
    ),
    packagedItems: packagesOf(consignment).map((item, index) => ({
      id: `${String(consignment.id)}-${index + 1}`,
      measurementID: typeof item.measurementID === 'string' ? item.measurementID : null,
      measurementStandard: typeof item.measurementStandard === 'string' ? item.measurementStandard : null,
      code: typeof item.code === 'string' ? item.code : null,
      dimensions: {
        length: numberOrZero(item.length),
        width: numberOrZero(item.width),
        height: numberOrZero(item.height),
        weight: numberOrZero(item.weight),
        volume: numberOrZero(item.volume),
      },
      quantityPacked: numberOrZero(item.quantity),
      quantityReleased: 0,
      quantityDelivered: 0,
      quantityReceived: 0,
    })),
  };
}

/**
 * The next stop number on a journey.
 * @example nextSortNumber([{ arrivalSortNumber: 3 }, { arrivalSortNumber: 7 }]) // 8
 */
export function nextSortNumber(stops: readonly Pick<Movement, 'arrivalSortNumber'>[]): number {
  return stops.reduce((max, stop) => Math.max(max, numberOrZero(stop.arrivalSortNumber)), 0) + 1;
}

/**
 * A new journey from a template for a day: its name, places and limits, not ready and with no driver yet.
 * @example journeyFromTemplate({ id: 'jt-1', journeyName: 'Metro' }, '2026-03-03T20:00:00.000Z').journeyTemplateID // 'jt-1'
 */
export function journeyFromTemplate(template: JourneyTemplate, dueStartOn: string): FieldsOf<'journeys'> {
  return {
    journeyName: template.journeyName ?? 'Journey',
    journeyTemplateID: template.id,
    startLocationID: template.startLocationID ?? null,
    endLocationID: template.endLocationID ?? null,
    limits: {
      maxDestinations: limitOf(template.maxDestinations),
      maxPackages: limitOf(template.maxPackages),
      maxWeight: limitOf(template.maxWeight),
    },
    dueStartOn,
    driverUserID: null,
    isReady: false,
  };
}
