import type { SubscriptionCode } from '../../src/domain/subscriptions';
import { COMPANY, USER } from './training-ids';
import type { SeedData, SeedRecord, SeedUser } from './training-types';

type CompanySeed = {
  id: string;
  companyName: string;
  accountName: string;
  primaryEmail: string;
  subscriptionCode: SubscriptionCode;
  themeColour: string;
  /** From the range ACMA keeps for fiction, so nobody real gets called. */
  phoneNumber: string;
  managedBy?: string;
};

const COMPANIES: readonly CompanySeed[] = [
  {
    id: COMPANY.wholesaler,
    companyName: 'Yarra Valley Wholesale',
    accountName: 'Yarra Valley Wholesale Pty Ltd',
    primaryEmail: 'orders@yarravalleywholesale.com.au',
    subscriptionCode: 'SUPP',
    themeColour: '#1d5474',
    phoneNumber: '03 5550 0100',
  },
  {
    id: COMPANY.fitzroy,
    companyName: 'Brunswick Street Espresso',
    accountName: 'Brunswick Street Espresso',
    primaryEmail: 'hello@brunswickstespresso.com.au',
    subscriptionCode: 'CUST',
    themeColour: '#6d4c41',
    phoneNumber: '03 5550 0101',
  },
  {
    id: COMPANY.richmond,
    companyName: 'Swan Street Kitchen',
    accountName: 'Swan Street Kitchen Pty Ltd',
    primaryEmail: 'kitchen@swanstkitchen.com.au',
    subscriptionCode: 'CUST',
    themeColour: '#2e7d32',
    phoneNumber: '03 5550 0102',
  },
  {
    id: COMPANY.brunswick,
    companyName: 'Sydney Road Cafe',
    accountName: 'Sydney Road Cafe',
    primaryEmail: 'sydneyroadcafe@gmail.com',
    subscriptionCode: 'CUSTFREE',
    themeColour: '#ad1457',
    phoneNumber: '03 5550 0103',
    managedBy: COMPANY.wholesaler,
  },
  {
    id: COMPANY.stKilda,
    companyName: 'Acland Street Bistro',
    accountName: 'Acland Street Bistro Pty Ltd',
    primaryEmail: 'bookings@aclandstbistro.com.au',
    subscriptionCode: 'CUST',
    themeColour: '#283593',
    phoneNumber: '03 5550 0104',
  },
  {
    id: COMPANY.geelong,
    companyName: 'Geelong Pier Cafe',
    accountName: 'Geelong Pier Cafe',
    primaryEmail: 'info@geelongpiercafe.com.au',
    subscriptionCode: 'CUSTFREE',
    themeColour: '#00838f',
    phoneNumber: '03 5550 0105',
  },
  {
    id: COMPANY.dairy,
    companyName: 'Gippsland Dairy Co-op',
    accountName: 'Gippsland Dairy Co-operative Ltd',
    primaryEmail: 'orders@gippslanddairy.com.au',
    subscriptionCode: 'SUPP',
    themeColour: '#1565c0',
    phoneNumber: '03 5550 0106',
  },
  {
    id: COMPANY.bakery,
    companyName: 'Westside Artisan Bakery',
    accountName: 'Westside Artisan Bakery Pty Ltd',
    primaryEmail: 'wholesale@westsidebakery.com.au',
    subscriptionCode: 'SUPP',
    themeColour: '#8d6e63',
    phoneNumber: '03 5550 0107',
  },
  {
    id: COMPANY.soda,
    companyName: 'Northcote Soda Works',
    accountName: 'Northcote Soda Works',
    primaryEmail: 'trade@northcotesoda.com.au',
    subscriptionCode: 'SUPPFREE',
    themeColour: '#c62828',
    phoneNumber: '03 5550 0108',
  },
  {
    id: COMPANY.courier,
    companyName: 'Metro Link Couriers',
    accountName: 'Metro Link Couriers Pty Ltd',
    primaryEmail: 'dispatch@metrolinkcouriers.com.au',
    subscriptionCode: 'COUR',
    themeColour: '#f9a825',
    phoneNumber: '03 5550 0109',
  },
  // A 3PL fulfiller holds stock and fulfils orders, so it runs on the supplier level.
  {
    id: COMPANY.fulfiller,
    companyName: 'Westgate Logistics 3PL',
    accountName: 'Westgate Logistics Pty Ltd',
    primaryEmail: 'clients@westgate3pl.com.au',
    subscriptionCode: 'SUPP',
    themeColour: '#455a64',
    phoneNumber: '03 5550 0110',
  },
  {
    id: COMPANY.cider,
    companyName: 'Healesville Cider Co',
    accountName: 'Healesville Cider Co',
    primaryEmail: 'cellar@healesvillecider.com.au',
    subscriptionCode: 'SUPPFREE',
    themeColour: '#9e9d24',
    phoneNumber: '03 5550 0111',
  },
];

/**
 * The contact addresses the trading companies chose to publish in the directories (the
 * customers publish none, as a new company does by default).
 */
const PUBLISHED_CONTACTS: Readonly<Record<string, string>> = {
  [COMPANY.wholesaler]: 'sales@yarravalleywholesale.com.au',
  [COMPANY.dairy]: 'trade@gippslanddairy.com.au',
  [COMPANY.bakery]: 'wholesale@westsidebakery.com.au',
  [COMPANY.soda]: 'trade@northcotesoda.com.au',
  [COMPANY.courier]: 'bookings@metrolinkcouriers.com.au',
  [COMPANY.fulfiller]: 'clients@westgate3pl.com.au',
};

/**
 * The ABNs the demo's sellers print on their tax invoices: made up for the demo, though each
 * passes the ATO's checksum as a real one must (src/domain/australian-identifiers.ts).
 */
const DEMO_ABNS: Readonly<Record<string, string>> = {
  [COMPANY.wholesaler]: '11 459 405 933',
  [COMPANY.dairy]: '11 863 275 800',
  [COMPANY.bakery]: '12 251 307 633',
  [COMPANY.soda]: '12 378 011 905',
  [COMPANY.courier]: '14 603 255 682',
  [COMPANY.fulfiller]: '14 856 664 226',
  [COMPANY.cider]: '15 672 322 977',
};

/**
 * Company account records; a managed company names the account managing it.
 * @example trainingCompanies(tz)[0].companyName // 'Yarra Valley Wholesale'
 */
export function trainingCompanies(timeZone: string): SeedData<'companies'>[] {
  return COMPANIES.map(({ managedBy, phoneNumber: _phone, ...company }) => ({
    ...company,
    ...(DEMO_ABNS[company.id] === undefined ? {} : { abn: DEMO_ABNS[company.id] }),
    ...(PUBLISHED_CONTACTS[company.id] === undefined
      ? {}
      : { publicContactEmail: PUBLISHED_CONTACTS[company.id] }),
    defaultTimeZone: timeZone,
    isManagedByAnotherAccount: managedBy !== undefined,
    ...(managedBy === undefined ? {} : { managedByAccountID: managedBy }),
    isSuspended: false,
    isInactive: false,
  }));
}

/**
 * The name of a training company, for the buyer and seller summaries records embed.
 * @example companyRef('comp1') // { id: 'comp1', companyName: 'Yarra Valley Wholesale' }
 */
export function companyRef(id: string): { id: string; companyName: string } {
  return { id, companyName: companyOf(id).companyName };
}

/**
 * How a trading partner is known on an agreement: name, email and phone.
 * @example partnerContact('comp-gippsland-dairy').email // 'orders@gippslanddairy.com.au'
 */
export function partnerContact(id: string): { companyName: string; email: string; phoneNumber: string } {
  const company = companyOf(id);
  return { companyName: company.companyName, email: company.primaryEmail, phoneNumber: company.phoneNumber };
}

function companyOf(id: string): CompanySeed {
  const company = COMPANIES.find((candidate) => candidate.id === id);
  if (company === undefined) throw new Error(`Unknown training company '${id}'`);
  return company;
}

type RoleSeed = { id: string; roleName: string; roleDescription: string; permissions: string };

const ROLES = {
  driver: {
    id: 'role-driver',
    roleName: 'Driver',
    roleDescription: 'Drives journeys and delivers',
    permissions: 'driver,journeys.edit,deliveries.edit,releases.edit',
  },
  picker: {
    id: 'role-picker',
    roleName: 'Picker',
    roleDescription: 'Picks consignments from stock',
    permissions:
      'picker,stock-batches,stock-items,consignments.edit,stock-adjustments.edit,products,measurements,locations',
  },
  packer: {
    id: 'role-packer',
    roleName: 'Packer',
    roleDescription: 'Packs picked consignments',
    permissions:
      'packer,stock-items,stock-batches,consignments.edit,products,measurements,stock-increments,locations',
  },
  dispatcher: {
    id: 'role-dispatcher',
    roleName: 'Dispatcher',
    roleDescription: 'Plans journeys and releases stock to drivers',
    permissions:
      'dispatcher,dispatch-pickups,journeys.edit,deliveries.edit,releases.edit,courier-orders.edit,couriers',
  },
  sales: {
    id: 'role-sales-manager',
    roleName: 'Sales Manager',
    roleDescription: 'Takes orders and looks after customers',
    permissions: 'sales-manager,customers.edit,products,customer-invoices.edit',
  },
} as const satisfies Record<string, RoleSeed>;

/** Role records of comp1: the role-like permission sets its staff hold. */
export function trainingRoles(): SeedRecord<'roles'>[] {
  return Object.values(ROLES).map((role) => ({
    owner: COMPANY.wholesaler,
    data: { ...role, companyAccountID: COMPANY.wholesaler, isInactive: false },
  }));
}

type UserSeed = {
  id: string;
  companyAccountID: string;
  firstName: string;
  lastName: string;
  userName: string;
  password: string;
  permissions: string;
  isGlobalAdmin?: boolean;
  roleID?: string;
};

function staff(
  id: string,
  firstName: string,
  lastName: string,
  login: string,
  password: string,
  role: RoleSeed,
): UserSeed {
  return {
    id,
    companyAccountID: COMPANY.wholesaler,
    firstName,
    lastName,
    userName: `${login}@yarravalleywholesale.com.au`,
    password,
    permissions: role.permissions,
    roleID: role.id,
  };
}

function customerUser(
  id: string,
  companyAccountID: string,
  name: string,
  userName: string,
  password: string,
): UserSeed {
  const [firstName = name, lastName = ''] = name.split(' ');
  return { id, companyAccountID, firstName, lastName, userName, password, permissions: 'everything.edit' };
}

/** The training company's global-admin login, shown when the demo starts. */
export const TRAINING_USER_NAME = 'training@bulktrade.app';
export const TRAINING_USER_PASSWORD = 'Training!2026';

const USERS: readonly UserSeed[] = [
  {
    id: USER.training,
    companyAccountID: COMPANY.wholesaler,
    firstName: 'Training',
    lastName: 'Manager',
    userName: TRAINING_USER_NAME,
    password: TRAINING_USER_PASSWORD,
    permissions: 'everything.edit',
    isGlobalAdmin: true,
  },
  staff(USER.driver, 'Dan', 'Kowalski', 'driver', 'Driver!2026', ROLES.driver),
  staff(USER.picker, 'Priya', 'Sharma', 'picker', 'Picker!2026', ROLES.picker),
  staff(USER.packer, 'Tom', 'Nguyen', 'packer', 'Packer!2026', ROLES.packer),
  staff(USER.dispatcher, 'Grace', "O'Brien", 'dispatch', 'Dispatch!2026', ROLES.dispatcher),
  staff(USER.sales, 'Marco', 'Rossi', 'sales', 'Sales!2026', ROLES.sales),
  customerUser(
    'user-brunswick-st-espresso',
    COMPANY.fitzroy,
    'Mia Chen',
    'mia@brunswickstespresso.com.au',
    'Espresso!2026',
  ),
  customerUser(
    'user-swan-st-kitchen',
    COMPANY.richmond,
    'Liam Walsh',
    'liam@swanstkitchen.com.au',
    'Kitchen!2026',
  ),
  customerUser(
    'user-sydney-rd-cafe',
    COMPANY.brunswick,
    'Elif Demir',
    'sydneyroadcafe@gmail.com',
    'Brunswick!2026',
  ),
  customerUser(
    'user-acland-st-bistro',
    COMPANY.stKilda,
    'Sophie Laurent',
    'sophie@aclandstbistro.com.au',
    'Bistro!2026',
  ),
  customerUser(
    'user-geelong-pier-cafe',
    COMPANY.geelong,
    'Jack Murray',
    'jack@geelongpiercafe.com.au',
    'Geelong!2026',
  ),
  // The courier company's dispatcher: sees courier orders addressed to Metro Link and answers them.
  customerUser(
    'user-metro-link',
    COMPANY.courier,
    'Nikos Papadopoulos',
    'nikos@metrolinkcouriers.com.au',
    'Courier!2026',
  ),
  // The cidery's cellar manager: follows its orders on comp1's floor, comp1 being its 3PL.
  customerUser(
    'user-healesville-cider',
    COMPANY.cider,
    'Hannah Brooks',
    'cellar@healesvillecider.com.au',
    'Cider!2026',
  ),
];

/**
 * Users with their logins: comp1's global-admin training user, its staff, and one user per customer.
 * @example trainingUsers()[0].userName // 'training@bulktrade.app'
 */
export function trainingUsers(): SeedUser[] {
  return USERS.map(({ password, permissions, isGlobalAdmin = false, roleID, ...user }) => ({
    record: {
      ...user,
      email: user.userName,
      permissions,
      isGlobalAdmin,
      ...(roleID === undefined ? {} : { roleID }),
      isInactive: false,
    },
    userName: user.userName,
    password,
  }));
}
