import type { SyncScope } from '../sync-scope';

/**
 * The scopes the registry's entities share. A driver's phone holds its journeys from 7 days
 * back to 14 ahead, with their stops (each stop carries its place and its products); a
 * warehouse tablet the consignments of its location due from yesterday to the next days; a customer's phone
 * its own orders and invoices of the last 90 days and ahead; every device, the office's too, a
 * 90-day window on the archives, pulled last. Older records are read online from the services'
 * lists (src/portal/use-older-records.ts), and offline a list says they need a connection.
 */

/** Days of history a customer's phone keeps of its orders and invoices, and the office of archives. */
export const HISTORY_DAYS = 90;

/** A driver's journeys: the driver's own, 7 days back to 14 ahead, pulled first. */
export const DRIVER_JOURNEYS: SyncScope = {
  driver: {
    userField: 'driverUserID',
    window: { field: 'dueStartOn', daysBack: 7, daysAhead: 14 },
    priority: 1,
  },
};

/** A journey's stops (deliveries, courier legs, accepted courier orders): on the phone of the journey's driver. */
export const DRIVER_STOPS: SyncScope = {
  driver: { within: { field: 'journeyID', entity: 'journeys' }, priority: 2 },
};

/**
 * Deliveries: a driver's phone holds its journeys' stops; a customer's phone its own deliveries,
 * whole (no window: archiving already moves finished ones out a week after, and a delivery may
 * carry no due arrival, which a window would hide from its customer).
 * @example DELIVERY_SCOPE.customer // undefined
 */
export const DELIVERY_SCOPE: SyncScope = DRIVER_STOPS;

/** Releases a driver picks up: from yesterday to a week ahead. */
export const DRIVER_RELEASES: SyncScope = {
  driver: { window: { field: 'dueDepartureOn', daysBack: 1, daysAhead: 7 }, priority: 3 },
};

/**
 * Consignments on a warehouse tablet: those leaving from or arriving at the tablet's location
 * (every location's until it is told where it stands), due from yesterday to the next 7 days, first.
 */
export const FLOOR_CONSIGNMENTS: SyncScope = {
  floor: {
    window: { field: 'dueDate', daysBack: 1, daysAhead: 7 },
    location: { fields: ['departureLocationID', 'destinationLocationID'] },
    priority: 1,
  },
};

/**
 * A window of `HISTORY_DAYS` on a customer's records by their date field, open ahead.
 * @example customerHistory('dueDate').customer?.window // { field: 'dueDate', daysBack: 90 }
 */
export function customerHistory(field: string): SyncScope {
  return { customer: { window: { field, daysBack: HISTORY_DAYS } } };
}

/**
 * An archive on a device: the last `HISTORY_DAYS` by its date field, on every device (the
 * office's archive lists read older pages online). Always pulled last.
 * @example archiveWindow('deliveredOn').office?.window // { field: 'deliveredOn', daysBack: 90 }
 */
export function archiveWindow(field: string): SyncScope {
  const rule = { window: { field, daysBack: HISTORY_DAYS }, priority: 9 };
  return { office: rule, driver: rule, floor: rule, customer: rule };
}
