import { automaticLineItemSchema } from '../../src/domain/schemas/automatic-line-item';
import { companyAccountSchema } from '../../src/domain/schemas/company-account';
import { locationSchema } from '../../src/domain/schemas/location';
import { orderSchema } from '../../src/domain/schemas/order';
import { productSchema } from '../../src/domain/schemas/product';
import { customerSchema } from '../../src/entities/schemas/customer';
import { defineEntity } from '../../src/entities/entity-definition';
import { AGREEMENT_PARTY_ACCESS } from '../../src/entities/families/party-access';
import { ORDER_NUMBERING } from '../../src/entities/families/document-numbering';
import { trainingLedgerOption } from '../../server/accounting/training-ledger-connector';
import type { Caller } from '../../server/http/caller';
import type { Store } from '../../server/store/store';
import type { ContractAppOptions } from './contract-app';

// A small registry for the contract: a plain entity, a priced one with parties, and what pricing reads.
export const testProducts = defineEntity({
  name: 'products',
  single: 'product',
  label: 'Products',
  singleLabel: 'Product',
  service: 'StockManaging',
  section: 'Products',
  schema: productSchema,
  permission: 'products',
  subscription: 'SUPP',
  menuGroup: 'Items',
  columns: ['productName'],
  fields: [],
  filters: [{ name: 'Sold', label: 'Sold', conditions: [{ field: 'isSold', op: 'eq', value: true }] }],
  search: ['productName', 'abbreviation'],
  sort: { field: 'productName', direction: 'asc' },
  serverKeptFields: ['isInfinite'],
  adminOnlyFields: ['isPublicProduct'],
});
export const testOrders = defineEntity({
  name: 'customer-orders',
  single: 'customer-order',
  label: 'Customer Orders',
  singleLabel: 'Customer Order',
  service: 'Ordering',
  section: 'CustomerOrders',
  schema: orderSchema,
  permission: 'customer-orders',
  menuGroup: 'Ordering',
  columns: [],
  fields: [],
  filters: [],
  search: ['customerOrderNumber'],
  parties: ['buyerID', 'sellerID'],
  priced: true,
  numbering: ORDER_NUMBERING,
});
export const testAgreements = defineEntity({
  name: 'customers',
  single: 'customer',
  label: 'Customers',
  singleLabel: 'Customer',
  service: 'Ordering',
  section: 'Customers',
  schema: customerSchema,
  permission: 'customers',
  menuGroup: 'Business',
  columns: [],
  fields: [],
  filters: [],
  search: ['companyName'],
  parties: ['buyerID', 'sellerID'],
  partyAccess: AGREEMENT_PARTY_ACCESS,
});
export const testAutomaticLines = defineEntity({
  name: 'automatic-line-items',
  single: 'automatic-line-item',
  label: 'Automatic Line Items',
  singleLabel: 'Automatic Line Item',
  service: 'Ordering',
  section: 'AutomaticLineItems',
  schema: automaticLineItemSchema,
  permission: 'automatic-line-items',
  menuGroup: 'Items',
  columns: [],
  fields: [],
  filters: [],
  search: ['lineItemName'],
});
export const testLocations = defineEntity({
  name: 'locations',
  single: 'location',
  label: 'Locations',
  singleLabel: 'Location',
  service: 'Ordering',
  section: 'Locations',
  schema: locationSchema,
  permission: 'locations',
  menuGroup: 'Items',
  columns: [],
  fields: [],
  filters: [],
  search: ['locationName'],
});

export const testSupplierProfiles = defineEntity({
  name: 'public-suppliers',
  single: 'public-supplier',
  label: 'Public Suppliers',
  singleLabel: 'Public Supplier',
  service: 'Ordering',
  section: 'Public/Suppliers',
  schema: companyAccountSchema,
  permission: 'suppliers',
  menuGroup: 'Business',
  columns: [],
  fields: [],
  filters: [],
  search: ['companyName'],
  sort: { field: 'companyName', direction: 'asc' },
  isPublic: true,
  profilesOf: 'SUPP',
});

export const testCompanyProfiles = defineEntity({
  name: 'public-companies',
  single: 'public-company',
  label: 'Public Companies',
  singleLabel: 'Company',
  service: 'Billing',
  section: 'Public/Companies',
  schema: companyAccountSchema,
  permission: 'company-details',
  menuGroup: null,
  columns: [],
  fields: [],
  filters: [],
  search: ['companyName'],
  sort: { field: 'companyName', direction: 'asc' },
  profilesOf: 'ANY',
});

function caller(overrides: Partial<Caller> & { companyAccountID: string }): Caller {
  return {
    userID: `user-${overrides.companyAccountID}`,
    userName: `${overrides.companyAccountID}@example.com`,
    permissions: 'everything.edit',
    isGlobalAdmin: false,
    subscriptionCode: 'SUPP',
    subscriptionsInUse: 'SUPP',
    expiresOn: '2099-01-01T00:00:00.000Z',
    company: {
      id: overrides.companyAccountID,
      companyName: overrides.companyAccountID,
      subscriptionCode: 'SUPP',
      defaultTimeZone: 'Australia/Melbourne',
      isSuspended: false,
    },
    ...overrides,
  };
}

/** Bearer tokens of the test callers; the sign-in flow itself has its own tests. */
export const callers: Record<string, Caller> = {
  a: caller({ companyAccountID: 'compA' }),
  b: caller({ companyAccountID: 'compB' }),
  viewer: caller({ companyAccountID: 'compA', permissions: 'products' }),
  none: caller({ companyAccountID: 'compA', permissions: 'customers.edit' }),
  admin: caller({ companyAccountID: 'compA', permissions: '', isGlobalAdmin: true }),
  customer: caller({ companyAccountID: 'compA', subscriptionCode: 'CUST' }),
};

/**
 * Records an agreement between a seller and a buyer straight into the store, as the requests
 * flow would have left it, so that orders between the two may name each other.
 * @example await agree(store, 'compA', 'compB')
 */
export async function agree(store: Store, sellerID: string, buyerID: string): Promise<void> {
  await store.insert({
    section: 'Customers',
    id: `agreement-${sellerID}-${buyerID}`,
    companyAccountID: sellerID,
    parties: [buyerID],
    isInactive: false,
    data: { companyName: buyerID, sellerID, buyerID },
  });
}

/** The contract's small registry, its pricing sections and test callers, for contractApp. */
export const TEST_APP: ContractAppOptions = {
  callers,
  entities: [
    testProducts,
    testOrders,
    testAgreements,
    testAutomaticLines,
    testLocations,
    testSupplierProfiles,
    testCompanyProfiles,
  ],
  pricing: { automaticLineItems: 'AutomaticLineItems', locations: 'Locations' },
  // An accounting service the test companies may connect, held in memory (TL-0001 on).
  connectors: [{ ...trainingLedgerOption(() => undefined), id: 'xero', name: 'Xero' }],
};
