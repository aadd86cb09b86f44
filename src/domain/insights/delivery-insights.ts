import { bucketIndex, dayBuckets } from './calendar-buckets';
import { isInactive, fieldText, timeOf, type AnyRecord } from './record-values';

/** One local day of deliveries. */
export type DeliveryDay = {
  day: string;
  dayStart: number;
  delivered: number;
  onTime: number;
  late: number;
  flagged: number;
};

/** A delivery the driver flagged. */
export type FlaggedDelivery = {
  id: string;
  deliveredOn: number;
  place: string;
  receiverName: string;
  notes: string;
};

export type DeliveryInsights = {
  days: DeliveryDay[];
  totals: {
    delivered: number;
    onTime: number;
    late: number;
    /** Delivered with no deliver-by time to judge by. */
    unjudged: number;
    flagged: number;
    /** On time over judged deliveries, 0 to 1; null when none could be judged. */
    onTimeShare: number | null;
    /** Due in the range, not yet delivered and already past their deliver-by. */
    overdue: number;
  };
  flaggedDeliveries: FlaggedDelivery[];
};

export type DeliveryOptions = { from: number; to: number; now: number; timeZone: string };

/**
 * The deliver-by instant of each customer order, by id: the order slot's deliverBy when the
 * order was placed in a slot, otherwise the order's due date.
 * @example deliverByIndex([{ id: 'o1', dueDate: '2026-11-25T21:00:00Z' }]).get('o1') // 1795640400000
 */
export function deliverByIndex(orders: readonly AnyRecord[]): Map<string, number> {
  const index = new Map<string, number>();
  for (const order of orders) {
    const slot = timeOf(order, 'deliverBy');
    const due = Number.isNaN(slot) ? timeOf(order, 'dueDate') : slot;
    if (!Number.isNaN(due)) index.set(fieldText(order, 'id'), due);
  }
  return index;
}

function placeOf(delivery: AnyRecord): string {
  const destination = delivery['destinationLocation'];
  if (destination !== null && typeof destination === 'object') {
    const record = destination as AnyRecord;
    return fieldText(record, 'locationName') || fieldText(record, 'suburb');
  }
  return fieldText(delivery, 'destinationLocationID');
}

/**
 * Deliveries (drops, not pickups) per local day of the range, judged on time when delivered
 * by their order's deliver-by (the order slot's deliverBy, else the order's due date, else the
 * movement's own dueArrivalOn), with the flagged ones listed newest first. One pass.
 * @example deliveryInsights(deliveries, deliverByIndex(orders), { from, to, now: Date.now(), timeZone: 'Australia/Melbourne' }).totals.onTimeShare
 */
export function deliveryInsights(
  deliveries: readonly AnyRecord[],
  deliverBy: ReadonlyMap<string, number>,
  options: DeliveryOptions,
): DeliveryInsights {
  const buckets = dayBuckets(options.from, options.to, options.timeZone);
  const days = buckets.starts.map((dayStart, index) => ({
    day: buckets.labels[index] ?? '',
    dayStart,
    delivered: 0,
    onTime: 0,
    late: 0,
    flagged: 0,
  }));
  let unjudged = 0;
  let overdue = 0;
  const flaggedDeliveries: FlaggedDelivery[] = [];
  for (const delivery of deliveries) {
    if (isInactive(delivery) || delivery['isPickup'] === true) continue;
    const orderDue = deliverBy.get(fieldText(delivery, 'customerOrderID'));
    const due = orderDue ?? timeOf(delivery, 'dueArrivalOn');
    const deliveredOn = timeOf(delivery, 'deliveredOn');
    if (Number.isNaN(deliveredOn)) {
      if (!Number.isNaN(due) && due < options.now && bucketIndex(buckets, due) >= 0) overdue += 1;
      continue;
    }
    const index = bucketIndex(buckets, deliveredOn);
    const day = days[index];
    if (day === undefined) continue;
    day.delivered += 1;
    if (Number.isNaN(due)) unjudged += 1;
    else if (deliveredOn <= due) day.onTime += 1;
    else day.late += 1;
    if (delivery['isFlagged'] === true) {
      day.flagged += 1;
      flaggedDeliveries.push({
        id: fieldText(delivery, 'id'),
        deliveredOn,
        place: placeOf(delivery),
        receiverName: fieldText(delivery, 'receiverName'),
        notes: fieldText(delivery, 'driverNotes'),
      });
    }
  }
  flaggedDeliveries.sort((a, b) => b.deliveredOn - a.deliveredOn);
  const sum = (field: 'delivered' | 'onTime' | 'late' | 'flagged') =>
    days.reduce((total, day) => total + day[field], 0);
  const onTime = sum('onTime');
  const late = sum('late');
  return {
    days,
    totals: {
      delivered: sum('delivered'),
      onTime,
      late,
      unjudged,
      flagged: sum('flagged'),
      onTimeShare: onTime + late === 0 ? null : onTime / (onTime + late),
      overdue,
    },
    flaggedDeliveries,
  };
}
