import { zonedWallTime } from '../../src/domain/time-zone';
import { CUSTOMERS } from './training-agreements';
import type { TrainingClock } from './training-clock';
import { packingOf } from './training-consignments';
import { COMPANY, USER } from './training-ids';
import { buildOrder, type BuiltOrder, type OrderState } from './training-order-builder';
import { ORDER_SLOT } from './training-ordering';
import { PRODUCT } from './training-products';
import { locationRef } from './training-sites';
import type { SeedRecord } from './training-types';
import { unplannedDelivery } from './training-unplanned-delivery';

// Sydney Road Cafe (the slotted customer) orders into comp1's slots: the Weekday Morning run
// (delivered by 7:00 am, order by 5:00 pm the day before) every weekday from yesterday to six
// days ahead, and a Weekday Afternoon top-up (by 2:00 pm, order by 6:00 pm the day before) on
// Tuesdays and Thursdays. The order slot board shows them in their slots; the journey
// optimisation hub reads their deliver-by as time windows, so the orders due up to three
// days ahead have their delivery waiting to be planned.

/** Days (relative to today) the slotted orders cover. */
export const SLOTTED_DAYS = [-1, 0, 1, 2, 3, 4, 5, 6] as const;
/** The last day (relative to today) whose slotted orders are confirmed and have a delivery. */
const LAST_CONFIRMED_DAY = 3;

const SLOT_TIMES = {
  [ORDER_SLOT.morning]: {
    code: 'am',
    hour: 7,
    cutOffHoursBefore: 14,
    departHour: 5,
    departMinute: 30,
    lines: [
      [PRODUCT.milk, 12],
      [PRODUCT.sourdough, 6],
    ],
  },
  [ORDER_SLOT.afternoon]: {
    code: 'pm',
    hour: 14,
    cutOffHoursBefore: 20,
    departHour: 6,
    departMinute: 30,
    lines: [
      [PRODUCT.coldBrew, 12],
      [PRODUCT.orangeJuice, 6],
    ],
  },
} as const;

/** Monday = 1 ... Sunday = 7, of the local date `days` after today. */
function weekdayOf(clock: TrainingClock, days: number): number {
  const { year, month, day } = zonedWallTime(new Date(clock.at(days, 12)), clock.timeZone);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
}

/** The slot occurrences the cafe ordered into: [days from today, slot id]. */
export function slottedOccurrences(
  clock: TrainingClock,
): [number, (typeof ORDER_SLOT)[keyof typeof ORDER_SLOT]][] {
  const occurrences: [number, (typeof ORDER_SLOT)[keyof typeof ORDER_SLOT]][] = [];
  for (const days of SLOTTED_DAYS) {
    const weekday = weekdayOf(clock, days);
    if (weekday > 5) continue;
    // Today's morning run already carries the cafe's open-dated order.
    if (days !== 0) occurrences.push([days, ORDER_SLOT.morning]);
    if (weekday === 2 || weekday === 4) occurrences.push([days, ORDER_SLOT.afternoon]);
  }
  return occurrences;
}

/** The id of the cafe's order in a slot on a day. */
export function slottedOrderId(days: number, slotID: (typeof ORDER_SLOT)[keyof typeof ORDER_SLOT]): string {
  return `co-slot-${days < 0 ? `m${-days}` : days}-${SLOT_TIMES[slotID].code}`;
}

function stateOf(days: number): OrderState {
  if (days < 0) return 'dispatched';
  return days <= LAST_CONFIRMED_DAY ? 'confirmed' : 'unconfirmed';
}

/**
 * The cafe's slotted customer orders (orderSlotID, the slot's orderBy cut-off, due by the
 * slot's deliverBy) and, for those confirmed, their unplanned deliveries from the warehouse.
 * @example trainingSlottedOrders(clock)['customer-orders'][0].data.orderSlotID // 'slot-weekday-morning'
 */
export function trainingSlottedOrders(clock: TrainingClock): {
  'customer-orders': SeedRecord<'customer-orders'>[];
  deliveries: SeedRecord<'deliveries'>[];
} {
  const customer = CUSTOMERS.brunswick;
  const orders: SeedRecord<'customer-orders'>[] = [];
  const deliveries: SeedRecord<'deliveries'>[] = [];
  slottedOccurrences(clock).forEach(([days, slotID], index) => {
    const slot = SLOT_TIMES[slotID];
    const deliverBy = clock.at(days, slot.hour);
    const orderBy = new Date(
      new Date(deliverBy).getTime() - slot.cutOffHoursBefore * 3_600_000,
    ).toISOString();
    const state = stateOf(days);
    const built: BuiltOrder = buildOrder({
      id: slottedOrderId(days, slotID),
      // Their own range, after the warehouse's orders (1100-1107): a document number is given once.
      number: 1200 + index,
      kind: 'customer',
      buyerID: customer.companyID,
      sellerID: COMPANY.wholesaler,
      locationID: customer.locationID,
      supplyAgreementID: customer.agreementID,
      priceTierID: customer.priceTierID,
      createdOn: clock.at(days - 2, 10, 15),
      dueDate: deliverBy,
      state,
      ...(state === 'unconfirmed'
        ? {}
        : { confirmedOn: clock.at(days - 1, 9), confirmedByUserID: USER.sales }),
      lines: slot.lines,
    });
    orders.push({ owner: COMPANY.wholesaler, data: { ...built.data, orderSlotID: slotID, orderBy } });
    if (state === 'unconfirmed') return;
    const id = `del-${built.data.id.slice('co-'.length)}`;
    const packing = packingOf(built.items);
    deliveries.push(
      unplannedDelivery({
        id,
        buyerID: customer.companyID,
        customerOrderID: built.data.id,
        destination: locationRef(customer.locationID),
        dueDepartureOn: clock.at(days, slot.departHour, slot.departMinute),
        dueArrivalOn: deliverBy,
        packages: packing.packages.map((item) => ({
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
        })),
      }),
    );
  });
  return { 'customer-orders': orders, deliveries };
}
