import type { SubscriptionCode } from '../../domain/subscriptions';

const LABELS: Readonly<Record<SubscriptionCode, string>> = {
  CUSTFREE: 'Customer (free)',
  CUST: 'Customer',
  SUPPFREE: 'Supplier (free)',
  SUPP: 'Supplier',
  COURFREE: 'Courier (free)',
  COUR: 'Courier',
};

/**
 * What a subscription code means, in words (spec doc 1, section 1); unknown codes read as none.
 * @example subscriptionLabel('CUSTFREE') // 'Customer (free)'
 */
export function subscriptionLabel(code: SubscriptionCode | null | undefined): string {
  return code == null ? 'No subscription' : LABELS[code];
}
