/** Account type of a company, set by its subscription. */
export type SubscriptionCode = 'CUSTFREE' | 'CUST' | 'SUPPFREE' | 'SUPP' | 'COURFREE' | 'COUR';

/** Every subscription code, free levels first within each party. */
export const SUBSCRIPTION_CODES: readonly SubscriptionCode[] = [
  'CUSTFREE',
  'CUST',
  'SUPPFREE',
  'SUPP',
  'COURFREE',
  'COUR',
];

/** Below this width (px) the app uses its mobile layout. */
export const MOBILE_BREAKPOINT_PX = 580;

// All free levels share the lowest rank, so any paid or free code covers them.
const LEVELS: Readonly<Record<SubscriptionCode, number>> = {
  CUSTFREE: 1,
  SUPPFREE: 1,
  COURFREE: 1,
  CUST: 2,
  COUR: 3,
  SUPP: 4,
};

const CUSTOMER_CODES: ReadonlySet<SubscriptionCode> = new Set<SubscriptionCode>(['CUSTFREE', 'CUST']);

/**
 * Narrows a value to a known subscription code (exact spelling, upper case).
 * @example isSubscriptionCode('SUPP') // true
 */
export function isSubscriptionCode(value: unknown): value is SubscriptionCode {
  return typeof value === 'string' && Object.hasOwn(LEVELS, value);
}

/**
 * Rank of a code: free levels 1, CUST 2, COUR 3, SUPP 4; unknown or empty 0.
 * @example subscriptionLevel('COUR') // 3
 */
export function subscriptionLevel(code: string | null | undefined): number {
  return isSubscriptionCode(code) ? LEVELS[code] : 0;
}

/**
 * Whether a user's code reaches the level a screen or menu item needs.
 * A missing requirement is covered by anyone, even without a code.
 * @example coversLevel('SUPP', 'CUST') // true
 * @example coversLevel('CUST', 'COUR') // false
 */
export function coversLevel(
  userCode: string | null | undefined,
  requiredCode: string | null | undefined,
): boolean {
  return subscriptionLevel(userCode) >= subscriptionLevel(requiredCode);
}

/**
 * Customer accounts get the mobile bottom navigation (Home, Deliveries, Invoices).
 * @example isCustomerCode('CUSTFREE') // true
 */
export function isCustomerCode(code: string | null | undefined): boolean {
  return isSubscriptionCode(code) && CUSTOMER_CODES.has(code);
}
