import { describe, expect, it } from 'vitest';
import {
  dayDeparture,
  dayMovements,
  dayTemplates,
  instantInDay,
  minutesIntoDay,
  slotDeadlines,
} from './day-movements';

const ZONE = 'Australia/Melbourne';
const DAY = '2026-11-26'; // AEDT, UTC+11
const cafe = { id: 'loc-cafe', locationName: 'Sydney Road Cafe', lat: -37.77, lng: 144.96 };
const shop = { id: 'loc-shop', locationName: 'Corner Shop', lat: -37.8, lng: 145.0 };
const locations = new Map<string, Record<string, unknown>>([
  [cafe.id, cafe],
  [shop.id, shop],
]);
const delivery = (
  id: string,
  destinationLocationID: string,
  customerOrderID: string | null,
  dueDepartureOn = '2026-11-25T19:30:00Z',
) => ({
  entity: 'deliveries' as const,
  row: {
    id,
    departureLocationID: 'wh',
    destinationLocationID,
    customerOrderID,
    dueDepartureOn,
    packagedItems: [{ quantityPacked: 2, dimensions: { weight: 10 } }],
  },
});

describe("the day's movements and their order slots' deliver-by", () => {
  it('takes the deliver-by of orders placed in a slot only', () => {
    // The slot's order-by time is not its deliver-by.
    const orders = [
      {
        id: 'co-slot',
        orderSlotID: 'slot-morning',
        orderBy: '2026-11-25T06:00:00Z',
        dueDate: '2026-11-25T20:00:00Z',
      },
      {
        id: 'co-kept',
        orderSlotID: 'slot-morning',
        deliverBy: '2026-11-25T21:00:00Z',
        dueDate: '2026-11-25T13:00:00Z',
      },
      { id: 'co-open', orderSlotID: null, dueDate: '2026-11-25T20:00:00Z' },
      { id: 'co-empty', orderSlotID: 'slot-morning', dueDate: '0001-01-01T00:00:00Z' },
    ];
    const deadlines = slotDeadlines(orders);
    expect([...deadlines]).toEqual([
      ['co-slot', '2026-11-25T20:00:00Z'],
      ['co-kept', '2026-11-25T21:00:00Z'],
    ]);
  });

  it('counts minutes from the local midnight of the day', () => {
    expect(minutesIntoDay('2026-11-25T19:30:00Z', DAY, ZONE)).toBe(390);
    expect(minutesIntoDay('2026-11-26T03:00:00Z', DAY, ZONE)).toBe(840);
    expect(minutesIntoDay('not a date', DAY, ZONE)).toBeNull();
    expect(instantInDay(DAY, 390, ZONE).toISOString()).toBe('2026-11-25T19:30:00.000Z');
  });

  it("gives a movement its slotted order's deliver-by and its own departure, and the day its earliest departure", () => {
    const { movements } = dayMovements(
      [
        delivery('d1', cafe.id, 'co-slot', '2026-11-25T18:30:00Z'),
        delivery('d2', shop.id, 'co-open'),
        delivery('d3', shop.id, null),
      ],
      locations,
      new Set(),
      {
        day: DAY,
        startLocationID: 'wh',
        timeZone: ZONE,
        deadlines: slotDeadlines([
          { id: 'co-slot', orderSlotID: 'slot-morning', dueDate: '2026-11-25T20:00:00Z' },
        ]),
      },
    );
    const byID = new Map(movements.map((movement) => [movement.id, movement]));
    expect(byID.get('d1')).toMatchObject({ deliverBy: 420, departure: 330 });
    expect(byID.get('d2')?.deliverBy).toBeUndefined();
    expect(byID.get('d3')?.deliverBy).toBeUndefined();
    expect(dayDeparture(movements)).toBe(330);
    expect(dayDeparture([])).toBe(0);
    // The company's Journeys Start At decides when it sets one.
    expect(dayDeparture(movements, '06:45')).toBe(405);
    expect(dayDeparture(movements, 'later')).toBe(330);
  });

  it("holds a template that sets no most destinations to the company's Most Stops On A Journey", () => {
    const locations = new Map<string, Record<string, unknown>>([
      ['wh', { id: 'wh', locationName: 'Warehouse', lat: -37.8, lng: 145 }],
    ]);
    const templates = [
      { id: 't-open', journeyName: 'Open', startLocationID: 'wh' },
      { id: 't-set', journeyName: 'Set', startLocationID: 'wh', maxDestinations: 15 },
    ];
    const planned = dayTemplates(templates, locations, 'wh', [], 8);
    expect(planned.map((template) => [template.id, template.maxDestinations])).toEqual([
      ['t-open', 8],
      ['t-set', 15],
    ]);
    expect(dayTemplates(templates, locations, 'wh', [])[0]?.maxDestinations).toBeNull();
  });
});
