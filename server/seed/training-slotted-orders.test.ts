import { describe, expect, it } from 'vitest';
import { upcomingOrderSlots } from '../../src/domain/order-dates';
import { zonedWallTime } from '../../src/domain/time-zone';
import { trainingClock } from './training-clock';
import { LOCATION } from './training-ids';
import { ORDER_SLOT, SLOTTED_AGREEMENT } from './training-ordering';
import { trainingSlottedOrders } from './training-slotted-orders';

const ZONE = 'Australia/Melbourne';
const TODAY = new Date('2026-03-02T23:00:00Z'); // Tuesday 3 March in Melbourne
const clock = trainingClock(TODAY, ZONE);
const demo = trainingSlottedOrders(clock);
const orders = demo['customer-orders'].map((record) => record.data);
const SLOTS = [
  {
    id: ORDER_SLOT.morning,
    slotName: 'Weekday Morning',
    cronExpression: '0 7 * * 1-5',
    orderLeadHours: 14,
    isOn: true,
  },
  {
    id: ORDER_SLOT.afternoon,
    slotName: 'Weekday Afternoon',
    cronExpression: '0 14 * * 1-5',
    orderLeadHours: 20,
    isOn: true,
  },
];

describe('the slotted demo orders', () => {
  it("are the slotted customer's, each at a real occurrence of its slot with that occurrence's cut-off", () => {
    expect(orders.length).toBeGreaterThanOrEqual(6);
    const occurrences = upcomingOrderSlots(SLOTS, new Date(clock.at(-3, 0)), { count: 40, timeZone: ZONE });
    for (const order of orders) {
      expect(order['supplyAgreementID']).toBe(SLOTTED_AGREEMENT);
      expect(occurrences).toContainEqual(
        expect.objectContaining({
          orderSlotID: order['orderSlotID'],
          deliverBy: new Date(String(order['dueDate'])).toISOString(),
          orderBy: order['orderBy'],
        }),
      );
      const { hour } = zonedWallTime(new Date(String(order['dueDate'])), ZONE);
      expect(hour).toBe(order['orderSlotID'] === ORDER_SLOT.morning ? 7 : 14);
    }
  });

  it('fill both slots in the coming week, some still open for changes', () => {
    const upcoming = orders.filter((order) => String(order['dueDate']) > TODAY.toISOString());
    expect(new Set(upcoming.map((order) => order['orderSlotID']))).toEqual(
      new Set([ORDER_SLOT.morning, ORDER_SLOT.afternoon]),
    );
    expect(upcoming.some((order) => order['isConfirmed'] !== true)).toBe(true);
  });

  it('give each confirmed order an unplanned delivery from the warehouse due by its slot', () => {
    const confirmed = orders.filter((order) => order['isConfirmed'] === true);
    expect(demo.deliveries.map((record) => record.data['customerOrderID'])).toEqual(
      confirmed.map((order) => order['id']),
    );
    for (const { data } of demo.deliveries) {
      const order = orders.find((candidate) => candidate['id'] === data['customerOrderID'])!;
      expect(data).toMatchObject({
        departureLocationID: LOCATION.warehouse,
        destinationLocationID: order['locationID'],
        dueArrivalOn: order['dueDate'],
        journeyID: null,
        isFulfilled: false,
      });
      expect(String(data['dueDepartureOn']) < String(order['dueDate'])).toBe(true);
    }
  });
});
