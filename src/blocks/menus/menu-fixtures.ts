import type { AccessSubject } from '../../domain/permissions';

/** Sessions the menu tests share: the three users of the e2e suite, as access subjects. */
export const SUPPLIER_ADMIN: AccessSubject = {
  permissions: 'everything.edit',
  isGlobalAdmin: true,
  subscriptionCode: 'SUPP',
  company: { isSuspended: false },
};

/** A CUST customer's user with every permission of their own company (mia@...). */
export const CUSTOMER: AccessSubject = {
  permissions: 'everything.edit',
  isGlobalAdmin: false,
  subscriptionCode: 'CUST',
  company: { isSuspended: false },
};

/** A supplier's driver: the seeded Driver role. */
export const DRIVER: AccessSubject = {
  permissions: 'driver,journeys,deliveries.edit',
  isGlobalAdmin: false,
  subscriptionCode: 'SUPP',
  company: { isSuspended: false },
};
