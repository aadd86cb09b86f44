import { occurrenceKey, upcomingOccurrences, type StandingOrderLike } from '../standing-order-schedule';
import type { DemandLine } from './stock-check';
import { textOrEmpty } from '../unknown-values';

type Row = Readonly<Record<string, unknown>>;

function productLines(items: unknown): { productID: string; quantity: number }[] {
  if (!Array.isArray(items)) return [];
  return (items as { productID?: unknown; quantity?: unknown }[])
    .filter(
      (item) => textOrEmpty(item.productID) !== '' && typeof item.quantity === 'number' && item.quantity > 0,
    )
    .map((item) => ({ productID: textOrEmpty(item.productID), quantity: item.quantity as number }));
}

/**
 * Where a standing order's goods leave from: its own departure location, else the company's
 * pick/pack location, else the company's first location by name (as a confirmed order's
 * consignment would).
 * @example standingDeparture({}, 'wh', []) // 'wh'
 */
export function standingDeparture(
  standing: Row,
  pickPackLocationID: string | null,
  ownLocations: readonly Row[],
): string {
  const named = textOrEmpty(standing.departureLocationID);
  if (named !== '') return named;
  if (pickPackLocationID !== null && pickPackLocationID !== '') return pickPackLocationID;
  const first = [...ownLocations].sort((a, b) =>
    textOrEmpty(a.locationName).localeCompare(textOrEmpty(b.locationName)),
  )[0];
  return textOrEmpty(first?.id);
}

/**
 * The demand of the company's standing customer orders in [from, until): each coming
 * occurrence (adjustments applied, cancelled ones left out) asks for the standing order's
 * product lines at its departure location, due when it falls. An occurrence whose order the
 * services already made counts through that order instead: its lines while it waits to be
 * confirmed, nothing once confirmed (its consignment carries the demand) or deleted.
 * @example standingOrderDemand([standing], [], { from, until, timeZone, departureOf: () => 'wh' }) // [{ productID, locationID: 'wh', quantity, dueDate }]
 */
export function standingOrderDemand(
  standingOrders: readonly Row[],
  orders: readonly Row[],
  options: { from: string; until: string; timeZone: string; departureOf: (standing: Row) => string },
): DemandLine[] {
  const made = new Map<string, Row>();
  for (const order of orders) {
    const standingID = textOrEmpty(order.standingOrderID);
    const at = Date.parse(textOrEmpty(order.standingOrderOccurrence));
    if (standingID === '' || Number.isNaN(at)) continue;
    const slotID = textOrEmpty(order.standingOrderSlotID);
    made.set(
      occurrenceKey(standingID, { slotID: slotID === '' ? null : slotID, originalAt: new Date(at) }),
      order,
    );
  }
  // upcomingOccurrences takes (from, until]: a millisecond earlier keeps an occurrence right at `from` and drops one right at `until`.
  const from = new Date(Date.parse(options.from) - 1);
  const until = new Date(Date.parse(options.until) - 1);
  const lines: DemandLine[] = [];
  for (const standing of standingOrders) {
    if (standing.isInactive === true || standing.isOn !== true) continue;
    const locationID = options.departureOf(standing);
    if (locationID === '') continue;
    for (const occurrence of upcomingOccurrences(
      standing as StandingOrderLike,
      from,
      until,
      options.timeZone,
    )) {
      if (occurrence.status === 'cancelled') continue;
      const order = made.get(occurrenceKey(textOrEmpty(standing.id), occurrence));
      if (order !== undefined && (order.isConfirmed === true || order.isInactive === true)) continue;
      const dueDate = occurrence.at.toISOString();
      for (const line of productLines(order === undefined ? standing.orderItems : order.orderItems))
        lines.push({ ...line, locationID, dueDate });
    }
  }
  return lines;
}
