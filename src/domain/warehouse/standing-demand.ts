import { occurrenceKey, upcomingOccurrences, type StandingOrderLike } from '../standing-order-schedule';
import type { DemandLine } from './stock-check';
import { textOrEmpty } from '../unknown-values';

/** An order line as the demand reads it. */
type DemandItem = { readonly productID?: string | null; readonly quantity?: number | null };

/** A standing order as its demand reads it: its schedule, whether it is on, and its lines. */
export type StandingDemandSource = StandingOrderLike & {
  readonly isInactive?: boolean | null;
  readonly orderItems?: readonly DemandItem[] | null;
};

/** An order the services made for a standing order's occurrence, as the demand reads it. */
export type StandingMadeOrder = {
  readonly id?: string;
  readonly standingOrderID?: string | null;
  readonly standingOrderOccurrence?: string | null;
  readonly standingOrderSlotID?: string | null;
  readonly isConfirmed?: boolean | null;
  readonly isInactive?: boolean | null;
  readonly orderItems?: readonly DemandItem[] | null;
};

function productLines(
  items: readonly DemandItem[] | null | undefined,
): { productID: string; quantity: number }[] {
  if (!Array.isArray(items)) return [];
  return items
    .filter(
      (item) => textOrEmpty(item.productID) !== '' && typeof item.quantity === 'number' && item.quantity > 0,
    )
    .map((item) => ({ productID: textOrEmpty(item.productID), quantity: item.quantity as number }));
}

/**
 * Where a standing order's goods leave from: the company's pick/pack location, else its first
 * location by name, as the consignment of the order it makes will. A standing order names no
 * departure of its own (spec: its fields), and the orders it makes carry none.
 * @example standingDeparture('wh', []) // 'wh'
 */
export function standingDeparture(
  pickPackLocationID: string | null,
  ownLocations: readonly { readonly id: string; readonly locationName?: string | null }[],
): string {
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
export function standingOrderDemand<S extends StandingDemandSource>(
  standingOrders: readonly S[],
  orders: readonly StandingMadeOrder[],
  options: { from: string; until: string; timeZone: string; departureOf: (standing: S) => string },
): DemandLine[] {
  const made = new Map<string, StandingMadeOrder>();
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
    for (const occurrence of upcomingOccurrences(standing, from, until, options.timeZone)) {
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
