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
import type { SeedRecord, TrainingData, TrainingNavigationName } from './training-types';

export {
  DEMO_JOURNEY_LIMITS,
  DEMO_LATENCY_MS,
  DEMO_ORDER_LEAD_HOURS,
  TRAINING_COMPANY_ID,
  TRAINING_NAVIGATION_NAMES,
  type SeedRecord,
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
  const ownedBy =
    (owner: (data: Record<string, unknown> & { id: string }) => string) =>
    (data: Record<string, unknown> & { id: string }): SeedRecord => ({ owner: owner(data), data });
  const records: Record<TrainingNavigationName, SeedRecord[]> = withOrderingDemo({
    companies: companies.map(ownedBy((company) => company.id)),
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
  for (const [name, added] of Object.entries(trainingThirdParty(clock)) as [
    TrainingNavigationName,
    SeedRecord[],
  ][]) {
    records[name] = [...(records[name] ?? []), ...added];
  }
  // The warehouse floor's records (and the ledger's opening entries) are added to the others'.
  for (const [name, added] of Object.entries(trainingWarehouse(clock, records['stock-items']))) {
    const navigationName = name as TrainingNavigationName;
    records[navigationName] = [...(records[navigationName] ?? []), ...added];
  }
  // Journey optimisation's days: branch locations and their unplanned deliveries (appended).
  const optimisation = trainingOptimisation(clock);
  records.locations = [...records.locations, ...optimisation.locations];
  records.deliveries = [...(records.deliveries ?? []), ...optimisation.deliveries];
  // The slotted customer's orders in comp1's order slots, and deliveries due by the slot (appended).
  const slotted = trainingSlottedOrders(clock);
  records['customer-orders'] = [...records['customer-orders'], ...slotted['customer-orders']];
  records.deliveries = [...records.deliveries, ...slotted.deliveries];
  // Twelve weeks of finished trade behind today, so the dashboards and statistics have figures.
  for (const [name, list] of Object.entries(trainingHistory(clock)))
    records[name as TrainingNavigationName].push(...list);
  // The driver hub's demo (additive): the demo user's twelve-stop loop, releases, a courier order.
  const driverRun = trainingDriverRun(clock);
  for (const [name, added] of Object.entries(driverRun) as [TrainingNavigationName, SeedRecord[]][]) {
    records[name] = [...(records[name] ?? []), ...added];
  }
  // Metro Link's billing with comp1 (additive): tiers, terms, delivered courier orders, billable items, an invoice.
  for (const [name, added] of Object.entries(trainingCourierBilling(clock)) as [
    TrainingNavigationName,
    SeedRecord[],
  ][]) {
    records[name] = [...(records[name] ?? []), ...added];
  }
  // comp1 as Healesville Cider's 3PL (additive): its fulfilment tier, billable items and a client invoice.
  for (const [name, added] of Object.entries(trainingClientBilling(clock)) as [
    TrainingNavigationName,
    SeedRecord[],
  ][]) {
    records[name] = [...(records[name] ?? []), ...added];
  }
  // Builders share constant objects (boundaries, summaries); callers may mutate what they get.
  return structuredClone({ companies, users, records });
}
