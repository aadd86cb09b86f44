import type { MirrorRow } from '../../data/mirror-row';
import { isOnDay } from '../../domain/delivery/journey-status';
import { consignmentsByState, type ConsignmentState } from './dispatch-flow';

/** A choice in one of the hub's selects. */
export type DispatchOption = { value: string; label: string };

/** A stop of a journey: a delivery, or a courier's leg. */
export type DispatchStop = MirrorRow<'deliveries'> | MirrorRow<'courier-movements'>;

export type DispatchInput = {
  consignments: readonly MirrorRow<'customer-consignments'>[];
  deliveries: readonly MirrorRow<'deliveries'>[];
  courierMovements: readonly MirrorRow<'courier-movements'>[];
  courierOrders: readonly MirrorRow<'courier-orders'>[];
  journeys: readonly MirrorRow<'journeys'>[];
  couriers: readonly MirrorRow<'couriers'>[];
  users: readonly MirrorRow<'users'>[];
  /** The local day (yyyy-mm-dd) dispatch plans. */
  day: string;
  timeZone: string;
  /** The company dispatching (its own trucks; its own courier record is not offered). */
  ownCompany: string;
};

/** What the dispatch hub shows for a day. */
export type DispatchView = {
  groups: Map<ConsignmentState, MirrorRow<'customer-consignments'>[]>;
  /** The day's active journeys. */
  journeys: MirrorRow<'journeys'>[];
  /** A journey's active stops (its deliveries and courier legs). */
  stopsOf(journeyID: string): DispatchStop[];
  journeyOptions: DispatchOption[];
  courierOptions: DispatchOption[];
  driverOptions: DispatchOption[];
};

function userLabel(user: MirrorRow<'users'>): string {
  const name = [user.firstName, user.lastName]
    .filter((part) => typeof part === 'string' && part !== '')
    .join(' ');
  return name !== '' ? name : String(user.userName ?? user.id);
}

/**
 * The dispatch hub's view model: the day's consignments by state, its journeys with their
 * stops, and the journeys, couriers and drivers a dispatcher can choose.
 * @example dispatchFlow(input).groups.ready
 */
export function dispatchFlow(input: DispatchInput): DispatchView {
  const { day, timeZone, ownCompany } = input;
  const allMovements = [...input.deliveries, ...input.courierMovements, ...input.courierOrders];
  const journeys = input.journeys.filter(
    (journey) => journey.isInactive !== true && isOnDay(journey.dueStartOn, day, timeZone),
  );
  const stops: DispatchStop[] = [...input.deliveries, ...input.courierMovements];
  return {
    groups: consignmentsByState(input.consignments, allMovements, day, ownCompany, timeZone),
    journeys,
    stopsOf: (journeyID) => stops.filter((stop) => stop.journeyID === journeyID && stop.isInactive !== true),
    journeyOptions: journeys.map((journey) => ({
      value: journey.id,
      label: String(journey.journeyName ?? journey.id),
    })),
    courierOptions: input.couriers
      .filter(
        (courier) =>
          typeof courier.courierID === 'string' &&
          courier.courierID !== ownCompany &&
          courier.isInactive !== true,
      )
      .map((courier) => ({
        value: String(courier.courierID),
        label: String(courier.companyName ?? courier.courierID),
      })),
    driverOptions: input.users
      .filter((user) => user.isInactive !== true && user.companyAccountID === ownCompany)
      .map((user) => ({ value: user.id, label: userLabel(user) })),
  };
}
