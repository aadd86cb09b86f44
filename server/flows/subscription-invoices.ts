import { HttpProblem } from '../http/problem';
import type { Flow } from './flow';

const SUBSCRIPTION_INVOICES_SECTION = 'Account/SubscriptionInvoices';

/**
 * Subscription invoices are Bulktrade's bills to the company for its subscription: the company
 * reads them (subscription-invoice/:id), never writes them. Every write by a client (post,
 * patch, delete, restore) is refused; the billing service stores them beside the routes.
 */
export const subscriptionInvoicesReadOnlyFlow: Flow = {
  name: 'subscription invoices are read-only',
  sections: [SUBSCRIPTION_INVOICES_SECTION],
  run() {
    return Promise.reject(
      new HttpProblem(
        405,
        'Subscription invoices are issued by Bulktrade for your subscription: they can be read, printed and downloaded, not changed.',
      ),
    );
  },
};
