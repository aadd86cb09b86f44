import type { EntityName, RecordOf } from '../../src/entities/record-of';

/**
 * A seeded record of a navigation name: its schema's fields (a misspelt field is a compile error),
 * and the owning company, which the services stamp on every record.
 * @example const order: SeedData<'customer-orders'> = { id: 'co-1', buyerID: 'comp-cafe' };
 */
export type SeedData<N extends EntityName> = RecordOf<N> & { companyAccountID?: string };

/**
 * A stored record of one navigation name and the company account that owns it. `parties`
 * names further companies that may see it besides those its party fields name (a
 * customer's delivery address its supplier delivers to).
 * @example const slot: SeedRecord<'order-slots'> = { owner: 'comp1', data: { id: 'slot-1', slotName: 'Morning' } };
 */
export type SeedRecord<N extends EntityName> = {
  owner: string;
  data: SeedData<N>;
  parties?: readonly string[];
};

/** A seeded record of whichever navigation name (what a check over the whole dataset reads). */
export type AnySeedRecord = { [N in TrainingNavigationName]: SeedRecord<N> }[TrainingNavigationName];

/**
 * Seeded records by navigation name, each list typed as its entity's records: what a builder of
 * some names returns (SeedRecords<'batches' | 'stock-items'>) and the whole dataset holds.
 */
export type SeedRecords<K extends TrainingNavigationName = TrainingNavigationName> = {
  [N in K]: SeedRecord<N>[];
};

/** A user record with the login that signs in as it. */
export type SeedUser = {
  record: SeedData<'users'> & { companyAccountID: string };
  userName: string;
  password: string;
};

/** The canned dataset of training mode and the demo seed of `npm start`. */
export type TrainingData = {
  /** Company account records (companyAccountSchema fields plus subscriptionCode and management). */
  companies: SeedData<'companies'>[];
  users: SeedUser[];
  /** Records by navigation name (the registry's list route names). */
  records: Readonly<SeedRecords>;
};

/** Training mode always acts as this company (spec doc 1, section 4). */
export const TRAINING_COMPANY_ID = 'comp1';

/** Simulated network latency of training mode, in ms (spec doc 1, section 9). */
export const DEMO_LATENCY_MS = 200;

/** Capacity limits of the demo journey template (spec doc 1, section 9). */
export const DEMO_JOURNEY_LIMITS = { maxDestinations: 15, maxPackages: 25, maxWeight: 350 } as const;

/** Hours of notice the demo customers must give before an order is due (spec doc 1, section 9). */
export const DEMO_ORDER_LEAD_HOURS = 24;

/** Every navigation name the dataset fills, in seeding order (referenced records first). */
export const TRAINING_NAVIGATION_NAMES = [
  'companies',
  'users',
  'roles',
  'locations',
  'customers',
  'suppliers',
  'couriers',
  'clients',
  'product-categories',
  'products',
  'measurements',
  'stock-increments',
  'product-tethers',
  'automatic-line-items',
  'supplier-price-tiers',
  'order-slots',
  'customer-orders',
  'purchase-orders',
  'standing-customer-orders',
  'standing-purchase-orders',
  'batches',
  'stock-items',
  'stock-thresholds',
  'stock-adjustments',
  'customer-consignments',
  'stock-consignments',
  'journey-templates',
  'journeys',
  'deliveries',
  'releases',
  'courier-orders',
  'receivals',
  'zones',
  'customer-invoices',
  'supplier-invoices',
  'courier-price-tiers',
  'courier-payment-terms',
  'courier-billable-items',
  'courier-invoices',
  'client-billable-items',
  'client-invoices',
  'subscription-invoices',
  'notification-configurations',
  // Finished work in each archive list (referenced archives first).
  'batch-archives',
  'stock-import-archives',
  'transfer-archives',
  'receival-consignment-archives',
  'journey-archives',
  'delivery-archives',
  'receival-archives',
  'release-archives',
  'courier-order-archives',
  'client-order-archives',
] as const;

export type TrainingNavigationName = (typeof TRAINING_NAVIGATION_NAMES)[number];
