import type { PlanLocation, PlanMovement, PlanTemplate } from '../../domain/routing/journey-plan';
import { templateLimits } from '../../domain/routing/journey-plan';
import { instantFromWallTime, localDayOf } from '../../domain/time-zone';
import { hasDate, numberOrZero, textOf } from '../unknown-values';

/** Mirror tables whose records are movements a journey can carry. */
export const MOVEMENT_ENTITIES = ['deliveries', 'courier-movements'] as const;
export type MovementEntity = (typeof MOVEMENT_ENTITIES)[number];

/** A location record (or a movement's embedded summary of one) as a plan reads it. */
export type PlannedPlace = {
  readonly id?: string | null;
  readonly lat?: number | null;
  readonly lng?: number | null;
  readonly suburb?: string | null;
  readonly locationName?: string | null;
};

/** A package as a movement's load reads it (its weight is per package, in its dimensions). */
type LoadedPackage = {
  readonly quantityPacked?: number | null;
  readonly dimensions?: string | { readonly weight?: number | null } | null;
};

/** A movement as its load reads it. */
export type LoadedMovement = {
  readonly id?: string;
  readonly packagedItems?: readonly LoadedPackage[] | null;
};

/** A delivery or courier movement as the day's plan reads it. */
export type PlannedMovement = LoadedMovement & {
  readonly id: string;
  readonly isInactive?: boolean | null;
  readonly isFulfilled?: boolean | null;
  readonly departureLocationID?: string | null;
  readonly destinationLocationID?: string | null;
  readonly destinationLocation?: PlannedPlace | null;
  readonly dueDepartureOn?: string | null;
  readonly dueArrivalOn?: string | null;
  readonly journeyID?: string | null;
  readonly arrivalSortNumber?: number | null;
  readonly customerOrderID?: string | null;
};

/** A customer order as its deadline reads it. */
export type DeadlineOrder = {
  readonly id: string;
  readonly isInactive?: boolean | null;
  readonly orderSlotID?: string | null;
  readonly deliverBy?: string | null;
  readonly dueDate?: string | null;
};

/** A journey template as the day's plan reads it. */
export type PlannedTemplate = {
  readonly id: string;
  readonly isInactive?: boolean | null;
  readonly journeyName?: string | null;
  readonly startLocationID?: string | null;
  readonly endLocationID?: string | null;
  readonly maxDestinations?: number | null;
  readonly maxPackages?: number | null;
  readonly maxWeight?: number | null;
};

/** A movement of the day with where it came from (its mirror table). */
export interface DayMovement extends PlanMovement {
  readonly entity: MovementEntity;
  readonly journeyID: string | null;
  readonly arrivalSortNumber: number | null;
  /** When it is due to leave, in minutes after the day's start (null if not stated). */
  readonly departure: number | null;
}

/** The local date (yyyy-mm-dd) of an instant in the time zone. */
export function localDay(value: unknown, timeZone: string): string | null {
  if (!hasDate(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : localDayOf(instant, timeZone);
}

/** A location record (or embedded summary) as a plan location; null without coordinates. */
export function planLocation(row: PlannedPlace | null | undefined): PlanLocation | null {
  if (!row) return null;
  const id = textOf(row['id']);
  const lat = row['lat'];
  const lng = row['lng'];
  if (
    id === null ||
    typeof lat !== 'number' ||
    typeof lng !== 'number' ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    (lat === 0 && lng === 0)
  )
    return null;
  const area = textOf(row['suburb']);
  return {
    id,
    name: textOf(row['locationName']) ?? area ?? id,
    lat,
    lng,
    ...(area === null ? {} : { area }),
  };
}

/** Packages and weight of a movement from its packaged items (weight is per package). */
export function movementLoad(row: LoadedMovement): { packages: number; weight: number } {
  const items: readonly LoadedPackage[] = Array.isArray(row['packagedItems']) ? row['packagedItems'] : [];
  let packages = 0;
  let weight = 0;
  for (const item of items) {
    const quantity = numberOrZero(item['quantityPacked']);
    packages += quantity;
    const dimensions = item['dimensions'];
    if (dimensions && typeof dimensions === 'object') weight += quantity * numberOrZero(dimensions['weight']);
  }
  return { packages, weight: Math.round(weight * 100) / 100 };
}

export interface DaySelection {
  readonly day: string;
  readonly startLocationID: string;
  readonly timeZone: string;
  /** The deliver-by instant of each customer order placed in an order slot, by order id (see slotDeadlines). */
  readonly deadlines?: ReadonlyMap<string, string>;
}

/**
 * The deliver-by instant of each customer order placed in an order slot (it has an
 * orderSlotID): the slot's deliverBy as the order keeps it (deliverBy, else its due date,
 * which the order editor sets to the slot's deliverBy). Orders on open dates have no deadline.
 * @example slotDeadlines([{ id: 'co-1', orderSlotID: 's', dueDate: '2026-11-26T03:00:00Z' }]).get('co-1') // '2026-11-26T03:00:00Z'
 */
export function slotDeadlines(orders: readonly DeadlineOrder[]): Map<string, string> {
  const deadlines = new Map<string, string>();
  for (const order of orders) {
    if (textOf(order['orderSlotID']) === null || order['isInactive'] === true) continue;
    const at = [order['deliverBy'], order['dueDate']].find(
      (value) => hasDate(value) && !Number.isNaN(new Date(value).getTime()),
    );
    if (typeof at === 'string') deadlines.set(String(order['id']), at);
  }
  return deadlines;
}

/**
 * Minutes from the local midnight starting `day` (yyyy-mm-dd) to an instant, in the time zone.
 * @example minutesIntoDay('2026-11-25T19:30:00Z', '2026-11-26', 'Australia/Melbourne') // 390 (6:30 am)
 */
export function minutesIntoDay(instant: string, day: string, timeZone: string): number | null {
  const at = new Date(instant).getTime();
  const [year, month, date] = day.split('-').map(Number);
  if (Number.isNaN(at) || year === undefined || month === undefined || date === undefined) return null;
  const midnight = instantFromWallTime({ year, month, day: date, hour: 0, minute: 0 }, timeZone).getTime();
  return Math.round((at - midnight) / 60_000);
}

/**
 * The instant `minutes` after the local midnight starting `day` (the inverse of minutesIntoDay).
 * @example instantInDay('2026-11-26', 390, 'Australia/Melbourne').toISOString() // '2026-11-25T19:30:00.000Z'
 */
export function instantInDay(day: string, minutes: number, timeZone: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(
    instantFromWallTime({ year, month, day: date, hour: 0, minute: 0 }, timeZone).getTime() +
      minutes * 60_000,
  );
}

/**
 * When the day's journeys leave, in minutes after midnight: the company's Journeys Start At
 * (Courier settings, HH:MM) when it sets one, else the earliest due departure among the day's
 * movements, else 0 (midnight).
 * @example dayDeparture(movements, '06:30') // 390
 */
export function dayDeparture(
  movements: readonly Pick<DayMovement, 'departure'>[],
  journeyStartTime: string | null = null,
): number {
  const set = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(journeyStartTime?.trim() ?? '');
  if (set !== null) return Number(set[1]) * 60 + Number(set[2]);
  const times = movements
    .map((movement) => movement.departure)
    .filter((minutes): minutes is number => minutes !== null);
  return times.length > 0 ? Math.min(...times) : 0;
}

/**
 * The movements to plan: leaving the start location on the day (by due departure, else due
 * arrival), not yet fulfilled, not on a journey that has started, with a plottable destination.
 * `skipped` counts the ones left out for having no coordinates.
 */
export function dayMovements(
  rows: readonly { entity: MovementEntity; row: PlannedMovement }[],
  locations: ReadonlyMap<string, PlannedPlace>,
  startedJourneyIDs: ReadonlySet<string>,
  selection: DaySelection,
): { movements: DayMovement[]; skipped: number } {
  const movements: DayMovement[] = [];
  let skipped = 0;
  for (const { entity, row } of rows) {
    if (row['isInactive'] === true || row['isFulfilled'] === true) continue;
    if (textOf(row['departureLocationID']) !== selection.startLocationID) continue;
    const day =
      localDay(row['dueDepartureOn'], selection.timeZone) ??
      localDay(row['dueArrivalOn'], selection.timeZone);
    if (day !== selection.day) continue;
    const journeyID = textOf(row['journeyID']);
    if (journeyID !== null && startedJourneyIDs.has(journeyID)) continue;
    const destinationID = textOf(row['destinationLocationID']);
    const destination = planLocation(
      (destinationID === null ? undefined : locations.get(destinationID)) ?? row['destinationLocation'],
    );
    if (destination === null) {
      skipped++;
      continue;
    }
    const sort = row['arrivalSortNumber'];
    const orderID = textOf(row['customerOrderID']);
    const deadline = orderID === null ? undefined : selection.deadlines?.get(orderID);
    const deliverBy =
      deadline === undefined ? null : minutesIntoDay(deadline, selection.day, selection.timeZone);
    const departure = hasDate(row['dueDepartureOn'])
      ? minutesIntoDay(row['dueDepartureOn'], selection.day, selection.timeZone)
      : null;
    movements.push({
      id: String(row['id']),
      entity,
      destination,
      ...movementLoad(row),
      journeyID,
      arrivalSortNumber: typeof sort === 'number' ? sort : null,
      departure,
      ...(deliverBy === null ? {} : { deliverBy }),
    });
  }
  movements.sort((a, b) => a.destination.name.localeCompare(b.destination.name) || a.id.localeCompare(b.id));
  return { movements, skipped };
}

/**
 * The templates leaving from the start location, each allowed as many journeys as the day's
 * load could need (the optimiser uses fewer when it can). A template that sets no most
 * destinations takes the company's Most Stops On A Journey (`maxStops`, Courier settings).
 */
export function dayTemplates(
  templates: readonly PlannedTemplate[],
  locations: ReadonlyMap<string, PlannedPlace>,
  startLocationID: string,
  movements: readonly DayMovement[],
  maxStops: number | null = null,
): PlanTemplate[] {
  const destinations = new Set(movements.map((movement) => movement.destination.id)).size;
  const packages = movements.reduce((sum, movement) => sum + movement.packages, 0);
  const weight = movements.reduce((sum, movement) => sum + movement.weight, 0);
  const planned: PlanTemplate[] = [];
  for (const row of templates) {
    if (row['isInactive'] === true || textOf(row['startLocationID']) !== startLocationID) continue;
    const start = planLocation(locations.get(startLocationID));
    const end = planLocation(locations.get(textOf(row['endLocationID']) ?? startLocationID));
    if (start === null || end === null) continue;
    const template: PlanTemplate = {
      id: String(row['id']),
      name: textOf(row['journeyName']) ?? 'Journey',
      start,
      end,
      maxDestinations:
        numberOrZero(row['maxDestinations']) || (maxStops !== null && maxStops > 0 ? maxStops : null),
      maxPackages: numberOrZero(row['maxPackages']) || null,
      maxWeight: numberOrZero(row['maxWeight']) || null,
    };
    const limits = templateLimits(template);
    const needed = Math.max(
      1,
      ...[destinations, packages, weight].map((amount, d) =>
        Number.isFinite(limits[d]!) ? Math.ceil(amount / limits[d]!) : 1,
      ),
    );
    planned.push({ ...template, count: Math.max(1, Math.min(destinations, needed + 1)) });
  }
  return planned;
}
