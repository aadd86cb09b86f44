import {
  adjustOccurrence,
  cancelOccurrence,
  serializeAdjustment,
} from '../../src/domain/schedule-adjustments';
import { nextOccurrences } from '../../src/domain/schedule-occurrences';
import { joinAdjustmentTexts } from '../../src/domain/standing-order-schedule';
import { CUSTOMERS, SUPPLIERS } from './training-agreements';
import type { TrainingClock } from './training-clock';
import { COMPANY, LOCATION } from './training-ids';
import { PRODUCT } from './training-products';
import type { SeedRecord, SeedRecords } from './training-types';
import type { ScheduleOccurrence } from '../../src/domain/schedule-occurrences';

/**
 * When a schedule next needs attention from the start of today: its order-by
 * cut-off (the occurrence less its lead time) or, without a lead time, the occurrence.
 * @example nextAttentionDate('0 6 * * 1', clock) // next Monday 6:00 AM local, as ISO
 */
export function nextAttentionDate(cronExpression: string, clock: TrainingClock): string {
  const result = nextOccurrences(cronExpression, clock.startOfToday, { count: 3, timeZone: clock.timeZone });
  if (!result.ok) throw new Error(`Training schedule '${cronExpression}' is invalid: ${result.error}`);
  const due = result.value
    .map((occurrence) => occurrence.leadDateLeft ?? occurrence.at)
    .find((attention) => attention.getTime() >= clock.startOfToday.getTime());
  if (due === undefined) throw new Error(`Training schedule '${cronExpression}' has no upcoming run`);
  return due.toISOString();
}

type StandingSeed = {
  id: string;
  standingOrderName: string;
  buyerID: string;
  sellerID: string;
  supplyAgreementID: string;
  locationID: string;
  cronExpression: string;
  slotName: string;
  /** The slot's schedule: the delivery time plus the ordering lead in minutes. */
  slotExpression: string;
  lines: readonly (readonly [productID: string, quantity: number])[];
  /** The slot's stored adjustments, from its upcoming runs (from the start of today). */
  adjust?: (runs: readonly ScheduleOccurrence[], clock: TrainingClock) => string[];
};

/**
 * The daily bakery run's adjustments: the run three days out moves to 9:00 AM the day after,
 * and the one five days out is cancelled, so the schedules list shows both kinds.
 */
function dailyBakeryAdjustments(runs: readonly ScheduleOccurrence[], clock: TrainingClock): string[] {
  const moved = runs[3];
  const cancelled = runs[5];
  if (moved === undefined || cancelled === undefined) return [];
  return [
    serializeAdjustment(adjustOccurrence(moved, new Date(clock.at(4, 9)))),
    serializeAdjustment(cancelOccurrence(cancelled)),
  ];
}

function standingOrder(
  seed: StandingSeed,
  clock: TrainingClock,
): SeedRecord<'standing-customer-orders' | 'standing-purchase-orders'> {
  const { lines, slotName, slotExpression, adjust, ...fields } = seed;
  const runs = nextOccurrences(slotExpression, clock.startOfToday, { count: 8, timeZone: clock.timeZone });
  const adjustments = adjust === undefined || !runs.ok ? [] : adjust(runs.value, clock);
  // Customer standing orders belong to the seller, purchase ones to the buyer: comp1 either way.
  return {
    owner: COMPANY.wholesaler,
    data: {
      ...fields,
      isOn: true,
      isBuyerCourier: false,
      nextAttentionDate: nextAttentionDate(seed.cronExpression, clock),
      orderItems: lines.map(([productID, quantity]) => ({ productID, quantity })),
      orderSlots: [
        {
          id: `${seed.id}-slot`,
          slotName,
          cronExpression: slotExpression,
          isOn: true,
          nextAttentionDate: nextAttentionDate(slotExpression, clock),
          orderSlotGroupID: null,
          adjustments: joinAdjustmentTexts(adjustments),
        },
      ],
      isInactive: false,
    },
  };
}

/** Standing customer orders (weekly) and standing purchase orders (weekday and monthly). */
export function trainingStandingOrders(
  clock: TrainingClock,
): SeedRecords<'standing-customer-orders' | 'standing-purchase-orders'> {
  const sale = (customer: (typeof CUSTOMERS)[keyof typeof CUSTOMERS]) => ({
    buyerID: customer.companyID,
    sellerID: COMPANY.wholesaler,
    supplyAgreementID: customer.agreementID,
    locationID: customer.locationID,
  });
  const supply = (supplier: (typeof SUPPLIERS)[keyof typeof SUPPLIERS]) => ({
    buyerID: COMPANY.wholesaler,
    sellerID: supplier.companyID,
    supplyAgreementID: supplier.agreementID,
    locationID: LOCATION.warehouse,
  });
  const build = (
    seeds: readonly StandingSeed[],
  ): SeedRecord<'standing-customer-orders' | 'standing-purchase-orders'>[] =>
    seeds.map((seed) => standingOrder(seed, clock));
  return {
    'standing-customer-orders': build([
      {
        id: 'sco-brunswick-st-monday',
        standingOrderName: 'Monday milk and bread',
        ...sale(CUSTOMERS.fitzroy),
        cronExpression: '0 6 * * 1',
        slotName: 'Monday 6 AM delivery',
        slotExpression: '0 6 * * 1 1440',
        lines: [
          [PRODUCT.baristaMilk, 48],
          [PRODUCT.sourdough, 12],
        ],
      },
      {
        id: 'sco-acland-st-thursday',
        standingOrderName: 'Thursday coffee and juice',
        ...sale(CUSTOMERS.stKilda),
        cronExpression: '0 6 * * 4',
        slotName: 'Thursday 6 AM delivery',
        slotExpression: '0 6 * * 4 1440',
        lines: [
          [PRODUCT.coffeeBeans, 12],
          [PRODUCT.orangeJuice, 6],
        ],
      },
      // Every day at 5 AM, ordered by midnight the day before (29 hours' lead): the demo makes
      // tomorrow's order as soon as it starts, and one more every midnight.
      {
        id: 'sco-swan-st-daily-bakery',
        standingOrderName: 'Daily bread and pastries',
        ...sale(CUSTOMERS.richmond),
        cronExpression: '0 5 * * * 1740',
        slotName: 'Daily 5 AM bakery delivery',
        slotExpression: '0 5 * * * 1740',
        lines: [
          [PRODUCT.sourdough, 16],
          [PRODUCT.croissant, 48],
        ],
        adjust: dailyBakeryAdjustments,
      },
    ]),
    'standing-purchase-orders': build([
      {
        id: 'spo-northcote-soda-monthly',
        standingOrderName: 'Monthly soft drink restock',
        ...supply(SUPPLIERS.soda),
        cronExpression: '0 6 8-14 * 2 1440',
        slotName: 'Second Tuesday delivery',
        slotExpression: '0 6 8-14 * 2 1440',
        lines: [
          [PRODUCT.cola, 480],
          [PRODUCT.lemonade, 120],
        ],
      },
      {
        id: 'spo-gippsland-dairy-weekdays',
        standingOrderName: 'Weekday milk',
        ...supply(SUPPLIERS.dairy),
        cronExpression: '0 5 * * 1-5',
        slotName: 'Weekday 5 AM delivery',
        slotExpression: '0 5 * * 1-5 720',
        lines: [
          [PRODUCT.baristaMilk, 240],
          [PRODUCT.milk, 144],
        ],
      },
    ]),
  };
}
