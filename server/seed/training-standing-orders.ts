import { nextOccurrences } from '../../src/domain/schedule-occurrences';
import { CUSTOMERS, SUPPLIERS } from './training-agreements';
import type { TrainingClock } from './training-clock';
import { COMPANY, LOCATION } from './training-ids';
import { PRODUCT } from './training-products';
import type { SeedRecord } from './training-types';

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
};

function standingOrder(seed: StandingSeed, clock: TrainingClock): SeedRecord {
  const { lines, slotName, slotExpression, ...fields } = seed;
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
          adjustments: null,
        },
      ],
      isInactive: false,
    },
  };
}

/** Standing customer orders (weekly) and standing purchase orders (weekday and monthly). */
export function trainingStandingOrders(
  clock: TrainingClock,
): Record<'standing-customer-orders' | 'standing-purchase-orders', SeedRecord[]> {
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
  const build = (seeds: readonly StandingSeed[]): SeedRecord[] => seeds.map((seed) => standingOrder(seed, clock));
  return {
    'standing-customer-orders': build([
      { id: 'sco-brunswick-st-monday', standingOrderName: 'Monday milk and bread', ...sale(CUSTOMERS.fitzroy), cronExpression: '0 6 * * 1', slotName: 'Monday 6 AM delivery', slotExpression: '0 6 * * 1 1440', lines: [[PRODUCT.baristaMilk, 48], [PRODUCT.sourdough, 12]] },
      { id: 'sco-acland-st-thursday', standingOrderName: 'Thursday coffee and juice', ...sale(CUSTOMERS.stKilda), cronExpression: '0 6 * * 4', slotName: 'Thursday 6 AM delivery', slotExpression: '0 6 * * 4 1440', lines: [[PRODUCT.coffeeBeans, 12], [PRODUCT.orangeJuice, 6]] },
    ]),
    'standing-purchase-orders': build([
      { id: 'spo-northcote-soda-monthly', standingOrderName: 'Monthly soft drink restock', ...supply(SUPPLIERS.soda), cronExpression: '0 6 8-14 * 2 1440', slotName: 'Second Tuesday delivery', slotExpression: '0 6 8-14 * 2 1440', lines: [[PRODUCT.cola, 480], [PRODUCT.lemonade, 120]] },
      { id: 'spo-gippsland-dairy-weekdays', standingOrderName: 'Weekday milk', ...supply(SUPPLIERS.dairy), cronExpression: '0 5 * * 1-5', slotName: 'Weekday 5 AM delivery', slotExpression: '0 5 * * 1-5 720', lines: [[PRODUCT.baristaMilk, 240], [PRODUCT.milk, 144]] },
    ]),
  };
}
