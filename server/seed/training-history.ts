import {
  deliveredUnits,
  deliveryLines,
  invoiceTotals,
  orderedUnits,
} from '../../src/domain/delivery-invoice';
import { round2 } from '../../src/domain/money';
import { invoiceLineItemSchema } from '../../src/domain/schemas/invoice';
import { storedLines } from './stored-lines';
import { CUSTOMERS, SUPPLIERS, type CustomerSeed } from './training-agreements';
import type { TrainingClock } from './training-clock';
import { packingOf } from './training-consignments';
import { COMPANY, JOURNEY_TEMPLATE_ID, LOCATION, USER } from './training-ids';
import { invoice } from './training-invoices';
import { buildOrder, type BuiltOrder, type OrderSeed } from './training-order-builder';
import { PRODUCT } from './training-products';
import { locationRef, siteOf } from './training-sites';
import { DEMO_JOURNEY_LIMITS, type SeedRecord, type SeedRecords } from './training-types';

/**
 * Twelve weeks of finished trade behind the demo's today, so the dashboards and statistics
 * have something to show: metro runs on Mondays, Wednesdays and Fridays (each a journey with
 * its delivered, timed and sometimes late or flagged drops), a Friday courier drop to Geelong,
 * an invoice per order (older ones paid, a few left overdue), and weekly purchase orders from
 * the three suppliers with their invoices. Deterministic: quantities follow fixed waves, so
 * barista milk and cold brew grow while orange juice fades (the top movers).
 */
const WEEKS = 12;
// Sydney Road Cafe is managed by comp1 and shows its one order in the proxy list; it stays out of the history.
const METRO = [CUSTOMERS.fitzroy, CUSTOMERS.richmond, CUSTOMERS.stKilda] as const;
const SIGNATURE = [
  [
    { x: 10, y: 30 },
    { x: 34, y: 12 },
    { x: 58, y: 40 },
    { x: 90, y: 22 },
  ],
];
const FLAG_NOTES = [
  'Two bottles broken in the crate; customer signed for the rest.',
  'Nobody on site; left in the cool room as agreed and photographed.',
  'Receiver disputed the croissant count; recounted at the door.',
];

type Line = readonly [productID: string, quantity: number];

// A fixed wave in 0..1 from two small integers, standing in for randomness.
const wave = (a: number, b: number): number => ((a * 37 + b * 17) % 11) / 10;

function basket(customer: number, week: number, day: number): Line[] {
  // week 0 is the oldest; growth and decline are linear in it.
  const grow = (base: number, step: number) =>
    Math.round(base + step * week + 6 * wave(week + day, customer));
  const lines: Line[] = [
    [PRODUCT.baristaMilk, 12 * Math.max(1, Math.round(grow(18, 1.5) / 12))],
    [PRODUCT.sourdough, 4 + 2 * Math.round(3 * wave(customer, week + day))],
    [PRODUCT.coffeeBeans, 1 + Math.round(2 * wave(day, customer + week))],
  ];
  if (customer % 2 === 0) lines.push([PRODUCT.croissant, 12 * (1 + Math.round(wave(week, day + customer)))]);
  if (customer !== 1)
    lines.push([PRODUCT.orangeJuice, Math.max(0, 12 - week + Math.round(4 * wave(day, week)))]);
  if (customer === 2 || customer === 3) lines.push([PRODUCT.cola, 24 * (1 + (week % 2))]);
  if (week >= 5) lines.push([PRODUCT.coldBrew, 6 * (1 + Math.floor((week - 5) / 2))]);
  return lines.filter(([, quantity]) => quantity > 0);
}

type Drop = {
  order: BuiltOrder;
  journeyID: string | null;
  stop: number;
  deliveredOn: string;
  flagged: boolean;
  courierID: string;
  departureLocationID: string;
};

function delivery(drop: Drop, clockAt: (ms: number) => string): SeedRecord<'deliveries'> {
  const { order } = drop;
  const id = `del-${order.seed.id.slice('co-'.length)}`;
  const destination = siteOf(order.seed.locationID);
  const packing = packingOf(order.items);
  return {
    owner: COMPANY.wholesaler,
    data: {
      id,
      buyerID: order.seed.buyerID,
      sellerID: order.seed.sellerID,
      courierID: drop.courierID,
      customerOrderID: order.seed.id,
      departureLocationID: drop.departureLocationID,
      departureLocation: locationRef(drop.departureLocationID),
      destinationLocationID: destination.id,
      destinationLocation: locationRef(destination.id),
      dueDepartureOn: clockAt(Date.parse(order.seed.dueDate) - 90 * 60_000),
      dueArrivalOn: order.seed.dueDate,
      arrivalSortNumber: drop.stop,
      departureSortNumber: drop.stop,
      journeyID: drop.journeyID,
      bundleID: null,
      canBundle: true,
      isPickup: false,
      isFulfilled: true,
      isChanged: false,
      isSourceChanged: false,
      releasedOn: clockAt(Date.parse(order.seed.dueDate) - 100 * 60_000),
      releasedByUserID: USER.dispatcher,
      proofOfRelease: SIGNATURE,
      deliveredOn: drop.deliveredOn,
      deliveredByUserID: drop.courierID === COMPANY.wholesaler ? USER.driver : null,
      receivedByUserID: null,
      receiverName: 'Front counter',
      proofOfDelivery: SIGNATURE,
      tempOnDelivery: 3 + Math.round(wave(drop.stop, order.seed.number) * 20) / 10,
      driverNotes: drop.flagged ? (FLAG_NOTES[order.seed.number % FLAG_NOTES.length] ?? null) : null,
      isFlagged: drop.flagged,
      lat: destination.lat,
      lng: destination.lng,
      packagedItems: packing.packages.map((item, index) => ({
        id: `${id}-${index + 1}`,
        productID: item.productID,
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
        quantityReleased: item.quantity,
        quantityDelivered: item.quantity,
        quantityReceived: item.quantity,
      })),
      isInactive: false,
    },
  };
}

/** The local weekday (0 Sunday … 6 Saturday) `days` from today. */
function weekdayOf(clock: TrainingClock, days: number): number {
  // Local noon is the same calendar date in UTC for every Australian zone.
  return new Date(clock.at(days, 12)).getUTCDay();
}

export type TrainingHistory = SeedRecords<
  | 'customer-orders'
  | 'purchase-orders'
  | 'journeys'
  | 'deliveries'
  | 'customer-invoices'
  | 'supplier-invoices'
>;

/**
 * The past twelve weeks of comp1's trade (see the file's comment), relative to the clock's today.
 * @example trainingHistory(clock).journeys.length // about 36 metro runs
 */
export function trainingHistory(clock: TrainingClock): TrainingHistory {
  const { at } = clock;
  const iso = (ms: number) => new Date(ms).toISOString();
  const history: TrainingHistory = {
    'customer-orders': [],
    'purchase-orders': [],
    journeys: [],
    deliveries: [],
    'customer-invoices': [],
    'supplier-invoices': [],
  };
  let sale = 0;
  let purchase = 0;
  const placeSale = (
    customer: CustomerSeed,
    days: number,
    hour: number,
    minute: number,
    lines: Line[],
    extra: Partial<OrderSeed> = {},
  ): BuiltOrder => {
    sale += 1;
    const order = buildOrder({
      kind: 'customer',
      id: `co-h${String(sale).padStart(3, '0')}`,
      number: 600 + sale,
      buyerID: customer.companyID,
      sellerID: COMPANY.wholesaler,
      locationID: customer.locationID,
      supplyAgreementID: customer.agreementID,
      priceTierID: customer.priceTierID,
      createdOn: at(days - 1, 13, 10),
      confirmedOn: at(days - 1, 13, 40),
      confirmedByUserID: USER.sales,
      dueDate: at(days, hour, minute),
      state: 'dispatched',
      lines,
      ...extra,
    });
    history['customer-orders'].push({ owner: COMPANY.wholesaler, data: order.data });
    // Paid ten days after issue, except every seventh, left owing (overdue once past due).
    const owing = sale % 7 === 3 || days > -12;
    history['customer-invoices'].push(
      // Each made from its delivery (del-h…) when signed for, as the services invoice.
      invoice(
        order,
        {
          id: `inv-h${String(sale).padStart(3, '0')}`,
          invoiceNumber: `INV-0${600 + sale}`,
          orderID: order.seed.id,
          issuedDays: days,
          dueDays: days + 14,
          deliveryID: `del-${order.seed.id.slice('co-'.length)}`,
          ...(owing ? {} : { paidDays: days + 10 }),
        },
        clock,
      ),
    );
    return order;
  };
  for (let days = -WEEKS * 7; days <= -1; days += 1) {
    const weekday = weekdayOf(clock, days);
    const week = Math.floor((days + WEEKS * 7) / 7);
    if (weekday === 1 || weekday === 3 || weekday === 5) {
      const journeyID = `jny-h${-days}`;
      const customers = METRO.filter((_, index) => (week + weekday + index) % 7 !== 0);
      const startedOn = Date.parse(at(days, 6, 40));
      let clockMs = startedOn;
      const drops = customers.map((customer, index) => {
        const order = placeSale(
          customer,
          days,
          7,
          30 + index * 30,
          basket(METRO.indexOf(customer), week, weekday),
        );
        // 18 to 34 minutes a stop; now and then a slow one makes a drop late.
        clockMs += (18 + Math.round(16 * wave(index + week, weekday))) * 60_000;
        const early = Date.parse(order.seed.dueDate) - clockMs;
        if (early > 40 * 60_000) clockMs = Date.parse(order.seed.dueDate) - 25 * 60_000;
        // Traffic on the Monash now and then: this stop and the rest of the run come late.
        if ((sale + week) % 6 === 2) clockMs += 30 * 60_000;
        return {
          order,
          journeyID,
          stop: index + 1,
          deliveredOn: iso(clockMs),
          flagged: (sale + week) % 13 === 4,
          courierID: COMPANY.wholesaler,
          departureLocationID: LOCATION.warehouse,
        };
      });
      const endedOn = clockMs + 35 * 60_000;
      const packings = drops.map((drop) => packingOf(drop.order.items));
      const warehouse = locationRef(LOCATION.warehouse);
      history.journeys.push({
        owner: COMPANY.wholesaler,
        data: {
          id: journeyID,
          journeyName: 'Metro Morning Run',
          journeyTemplateID: JOURNEY_TEMPLATE_ID,
          driverUserID: USER.driver,
          dueStartOn: at(days, 6, 30),
          dueEndOn: at(days, 11),
          startedOn: iso(startedOn),
          endedOn: iso(endedOn),
          isReady: true,
          destinationCount: drops.length,
          lastPackages: packings.reduce((sum, packing) => sum + packing.packageCount, 0),
          lastWeight: round2(packings.reduce((sum, packing) => sum + packing.orderWeight, 0)),
          limits: { ...DEMO_JOURNEY_LIMITS },
          startLocationID: LOCATION.warehouse,
          startLocation: warehouse,
          endLocationID: LOCATION.warehouse,
          endLocation: { ...warehouse },
          isInactive: false,
        },
      });
      history.deliveries.push(...drops.map((drop) => delivery(drop, iso)));
    }
    if (weekday === 5) {
      // Geelong's Friday order goes out from the 3PL with Metro Link Couriers.
      const order = placeSale(
        CUSTOMERS.geelong,
        days,
        10,
        0,
        [
          [PRODUCT.cola, 24],
          [PRODUCT.lemonade, 12],
          [PRODUCT.coldBrew, 12 + 6 * (week % 3)],
        ],
        { fulfillerID: COMPANY.fulfiller },
      );
      const late = week % 4 === 1;
      history.deliveries.push(
        delivery(
          {
            order,
            journeyID: null,
            stop: 1,
            deliveredOn: at(days, late ? 10 : 9, late ? 40 : 35),
            flagged: false,
            courierID: COMPANY.courier,
            departureLocationID: LOCATION.fulfiller,
          },
          iso,
        ),
      );
    }
    if (weekday === 1 || (weekday === 4 && week % 2 === 0)) {
      const plans =
        weekday === 1
          ? [
              {
                supplier: SUPPLIERS.dairy,
                prefix: 'GD-87',
                lines: [
                  [PRODUCT.baristaMilk, 180 + 12 * week],
                  [PRODUCT.milk, 144],
                ] as Line[],
              },
              {
                supplier: SUPPLIERS.bakery,
                prefix: 'WAB-',
                lines: [
                  [PRODUCT.sourdough, 48],
                  [PRODUCT.croissant, 96],
                ] as Line[],
              },
            ]
          : [
              {
                supplier: SUPPLIERS.soda,
                prefix: 'NSW-2',
                lines: [
                  [PRODUCT.cola, 480],
                  [PRODUCT.lemonade, 96],
                  [PRODUCT.sparklingWater, 96],
                ] as Line[],
              },
            ];
      for (const plan of plans) {
        purchase += 1;
        const order = buildOrder({
          kind: 'purchase',
          id: `po-h${String(purchase).padStart(3, '0')}`,
          number: 1800 + purchase,
          buyerID: COMPANY.wholesaler,
          sellerID: plan.supplier.companyID,
          locationID: LOCATION.warehouse,
          supplyAgreementID: plan.supplier.agreementID,
          createdOn: at(days - 2, 9),
          confirmedOn: at(days - 2, 12),
          dueDate: at(days, 5),
          state: 'dispatched',
          lines: plan.lines,
          // Every day of the history is past: the goods came in that morning, no longer on order.
          receivedOn: at(days, 7),
        });
        history['purchase-orders'].push({ owner: COMPANY.wholesaler, data: order.data });
        const owing = purchase % 6 === 2 || days > -10;
        history['supplier-invoices'].push(
          invoice(
            order,
            {
              id: `sinv-h${String(purchase).padStart(3, '0')}`,
              invoiceNumber: `${plan.prefix}${String(400 + purchase).padStart(3, '0')}`,
              orderID: order.seed.id,
              issuedDays: days,
              dueDays: days + 14,
              ...(owing ? {} : { paidDays: days + 12 }),
            },
            clock,
          ),
        );
      }
    }
  }
  // Today's early bakery drop to Swan Street Kitchen, signed for at the door before the metro
  // run left: delivered today and just invoiced by the services, one croissant tray short, so
  // the invoice bills what was delivered, not what was ordered (as the flow would).
  const early = placeSale(CUSTOMERS.richmond, 0, 6, 0, [
    [PRODUCT.croissant, 48],
    [PRODUCT.sourdough, 16],
  ]);
  const drop = shortOfOnePackage(
    delivery(
      {
        order: early,
        journeyID: null,
        stop: 1,
        deliveredOn: at(0, 5, 55),
        flagged: false,
        courierID: COMPANY.wholesaler,
        departureLocationID: LOCATION.warehouse,
      },
      iso,
    ),
    PRODUCT.croissant,
  );
  history.deliveries.push(drop);
  const billed = history['customer-invoices'].pop();
  if (billed !== undefined) history['customer-invoices'].push(asDelivered(billed, early, drop));
  return history;
}

// A drop where the first package of a product came back: delivered one fewer, with the reason.
function shortOfOnePackage(drop: SeedRecord<'deliveries'>, productID: string): SeedRecord<'deliveries'> {
  const items = (drop.data.packagedItems ?? []).map((item) => ({ ...item }));
  const first = items.find((item) => item.productID === productID) ?? items[0];
  if (first !== undefined) {
    first.quantityDelivered = (first.quantityPacked ?? 0) - 1;
    first.quantityReceived = first.quantityDelivered;
    first.shortReason = 'One tray crushed in transit; returned with the driver.';
  }
  return {
    ...drop,
    data: {
      ...drop.data,
      packagedItems: items,
      driverNotes: 'One tray crushed in transit; returned with the driver.',
      isFlagged: true,
    },
  };
}

// The invoice as the services make it from the drop: delivered quantities, order prices, GST.
function asDelivered(
  billed: SeedRecord<'customer-invoices'>,
  order: BuiltOrder,
  drop: SeedRecord<'deliveries'>,
): SeedRecord<'customer-invoices'> {
  const lineItems = deliveryLines(
    order.data,
    deliveredUnits(orderedUnits(order.data), drop.data.packagedItems),
    [],
    drop.data.id,
  );
  return {
    ...billed,
    data: {
      ...billed.data,
      issuedOn: drop.data.deliveredOn,
      deliveryIDs: [drop.data.id],
      lineItems: storedLines(invoiceLineItemSchema, lineItems),
      ...invoiceTotals(lineItems),
    },
  };
}
