import { DEFAULT_TIME_ZONE } from '../../src/domain/time-zone';
import { trainingAgreements } from './training-agreements';
import { trainingArchives } from './training-archives';
import { trainingClock } from './training-clock';
import { trainingCompanies, trainingRoles, trainingUsers } from './training-companies';
import { trainingConsignments } from './training-consignments';
import { trainingCourierBilling } from './training-courier-billing';
import { trainingInvoices } from './training-invoices';
import { trainingSubscriptionInvoices } from './training-subscription-invoices';
import { trainingClientBilling } from './training-client-billing';
import { trainingHistory } from './training-history';
import { trainingDriverRun } from './training-driver-run';
import { trainingJourneys } from './training-journeys';
import { withOrderingDemo } from './training-ordering';
import { trainingOrders } from './training-orders';
import { trainingNotifications } from './training-notifications';
import { trainingPriceRules } from './training-price-rules';
import { trainingCatalogue } from './training-products';
import { trainingOptimisation } from './training-optimisation';
import { trainingSlottedOrders } from './training-slotted-orders';
import { trainingLocations } from './training-sites';
import { trainingStandingOrders } from './training-standing-orders';
import { trainingStock } from './training-stock';
import { trainingWarehouse } from './training-warehouse';
import { trainingThirdParty } from './training-third-party';
import type { SeedRecord, SeedRecords, TrainingData, TrainingNavigationName } from './training-types';

export {
  DEMO_JOURNEY_LIMITS,
  DEMO_LATENCY_MS,
  DEMO_ORDER_LEAD_HOURS,
  TRAINING_COMPANY_ID,
  TRAINING_NAVIGATION_NAMES,
  type AnySeedRecord,
  type SeedData,
  type SeedRecord,
  type SeedRecords,
  type SeedUser,
  type TrainingData,
  type TrainingNavigationName,
} from './training-types';

/**
 * The canned dataset of Yarra Valley Wholesale (comp1), a Dandenong South food and
 * beverage wholesaler, with its customers, suppliers, courier and 3PL. Training mode
 * loads it into the in-memory store; `npm start` seeds Postgres with it.
 *
 * Deterministic: only the local calendar date of `today` in `timeZone` matters, and
 * every date is relative to it (a journey today, orders due tomorrow, invoices from
 * last week), so the demo always looks current. Each call returns fresh objects.
 * `records.companies` and `records.users` hold the same records as `companies` and
 * `users[].record`, so a loader can seed every navigation name alike.
 * @example trainingData(new Date()).records['customer-orders']?.length // 9
 */
export function trainingData(today: Date, timeZone: string = DEFAULT_TIME_ZONE): TrainingData {
  const clock = trainingClock(today, timeZone);
  const companies = trainingCompanies(clock.timeZone);
  const users = trainingUsers();
  const orders = trainingOrders(clock);
  const records: SeedRecords = withOrderingDemo({
    companies: companies.map((company) => ({ owner: company.id, data: company })),
    users: users.map((user) => ({ owner: user.record.companyAccountID, data: user.record })),
    roles: trainingRoles(),
    locations: trainingLocations(),
    ...trainingAgreements(),
    ...trainingCatalogue(),
    ...trainingPriceRules(),
    // Customer orders belong to the seller, purchase orders to the buyer.
    'customer-orders': orders.customer.map((order) => ({ owner: order.seed.sellerID, data: order.data })),
    'purchase-orders': orders.purchase.map((order) => ({ owner: order.seed.buyerID, data: order.data })),
    ...trainingStandingOrders(clock),
    ...trainingStock(clock),
    ...trainingConsignments(orders.customer, clock),
    ...trainingJourneys(orders.customer, clock),
    ...trainingInvoices(orders, clock),
    ...trainingSubscriptionInvoices(clock),
    ...trainingArchives(clock),
    ...trainingNotifications(),
    'stock-adjustments': [],
    // Filled by the driver run below.
    releases: [],
    'courier-orders': [],
    receivals: [],
    // Filled by the courier billing below.
    'courier-price-tiers': [],
    'courier-payment-terms': [],
    'courier-billable-items': [],
    'courier-invoices': [],
    // Filled by the client billing below.
    'client-billable-items': [],
    'client-invoices': [],
  });
  // comp1 as Healesville Cider's 3PL: the cidery's products, the cider comp1 holds, its open order on comp1's floor.
  addRecords(records, trainingThirdParty(clock));
  // The warehouse floor's records (and the ledger's opening entries) are added to the others'.
  addRecords(records, trainingWarehouse(clock, records['stock-items']));
  // Journey optimisation's days: branch locations and their unplanned deliveries (appended).
  const optimisation = trainingOptimisation(clock);
  records.locations = [...records.locations, ...optimisation.locations];
  records.deliveries = [...records.deliveries, ...optimisation.deliveries];
  // The slotted customer's orders in comp1's order slots, and deliveries due by the slot (appended).
  const slotted = trainingSlottedOrders(clock);
  records['customer-orders'] = [...records['customer-orders'], ...slotted['customer-orders']];
  records.deliveries = [...records.deliveries, ...slotted.deliveries];
  // Twelve weeks of finished trade behind today, so the dashboards and statistics have figures.
  addRecords(records, trainingHistory(clock));
  // The driver hub's demo (additive): the demo user's twelve-stop loop, releases, a courier order.
  addRecords(records, trainingDriverRun(clock));
  // Metro Link's billing with comp1 (additive): tiers, terms, delivered courier orders, billable items, an invoice.
  addRecords(records, trainingCourierBilling(clock));
  // comp1 as Healesville Cider's 3PL (additive): its fulfilment tier, billable items and a client invoice.
  addRecords(records, trainingClientBilling(clock));
  // Builders share constant objects (boundaries, summaries); callers may mutate what they get.
  return structuredClone({ companies, users, records });
}

/** Appends a builder's records to the dataset's, list by list (after those already there). */
function addRecords<K extends TrainingNavigationName>(records: SeedRecords, added: SeedRecords<K>): void {
  for (const name of Object.keys(added) as K[]) appendRecords(records, name, added[name]);
}

function appendRecords<N extends TrainingNavigationName>(
  records: SeedRecords,
  name: N,
  added: readonly SeedRecord<N>[],
): void {
  records[name] = [...records[name], ...added];
}
