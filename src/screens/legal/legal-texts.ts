/** A legal page: its title, a one-line summary and headed sections of points. */
export type LegalText = {
  title: string;
  summary: string;
  sections: readonly { heading: string; points: readonly string[] }[];
};

export type LegalPageName = 'privacy-policy' | 'terms-and-conditions';

/**
 * The public legal pages' text. Plain, in the Australian Privacy Principles' order of
 * concerns; the business running Bulktrade reviews it with its advisers before relying on it.
 */
export const LEGAL_PAGES: Readonly<Record<LegalPageName, LegalText>> = {
  'privacy-policy': {
    title: 'Privacy Policy',
    summary:
      'How Bulktrade collects, keeps and uses the information of the businesses and people who use it.',
    sections: [
      {
        heading: 'What we collect',
        points: [
          'Account details: company names, ABNs, addresses, email addresses and phone numbers.',
          'User details: names, user names, roles and sign-in times.',
          'Trading records your company enters: orders, stock, deliveries (with signatures and temperatures) and invoices.',
        ],
      },
      {
        heading: 'Why we collect it',
        points: [
          'To run the service your company subscribes to: ordering, stock, dispatch, delivery and invoicing between you and your trading partners.',
          'To bill your subscription and to support you when you ask.',
        ],
      },
      {
        heading: 'Who sees it',
        points: [
          'Your company, and the trading partners named on a record (the buyer, seller, courier or fulfiller of an order or delivery) see that record.',
          'Accounting services you connect receive the invoices you choose to send them.',
          'We do not sell personal information.',
        ],
      },
      {
        heading: 'Where it is kept',
        points: [
          'On servers in Australia, and on the devices your users sign in on (so the app works offline) until they sign out.',
        ],
      },
      {
        heading: 'Your choices',
        points: [
          'Your company may download all of its data or delete its account from Manage Account Data.',
          'Anyone may ask to see or correct the personal information we hold about them by writing to privacy@bulktrade.app.',
        ],
      },
      {
        heading: 'Complaints',
        points: [
          'Write to privacy@bulktrade.app; if you are not satisfied with our answer you may complain to the Office of the Australian Information Commissioner (oaic.gov.au).',
        ],
      },
    ],
  },
  'terms-and-conditions': {
    title: 'Terms and Conditions',
    summary: 'The terms under which businesses subscribe to and use Bulktrade.',
    sections: [
      {
        heading: 'The service',
        points: [
          'Bulktrade is an online ordering and logistics service for wholesale businesses, their customers, suppliers, couriers and fulfillers.',
        ],
      },
      {
        heading: 'Your account',
        points: [
          'You keep your users’ sign-in details secret and are responsible for what your users do.',
          'You give your users only the roles they need.',
        ],
      },
      {
        heading: 'Your data',
        points: [
          'Your company owns the records it enters. You give us permission to store and process them to provide the service.',
          'You may export your data at any time, and delete your account.',
        ],
      },
      {
        heading: 'Subscriptions and payment',
        points: [
          'Subscriptions are billed in Australian dollars including GST, in advance, by the subscription invoices shown under Billing.',
          'Free levels may be used without payment, within their limits.',
        ],
      },
      {
        heading: 'Fair use',
        points: [
          'Do not use the service to break the law, to send unsolicited messages, or to interfere with other users or with the service.',
        ],
      },
      {
        heading: 'Liability',
        points: [
          'Nothing in these terms excludes rights you have under the Australian Consumer Law. Otherwise, our liability is limited to supplying the service again or refunding the last month’s subscription.',
        ],
      },
      {
        heading: 'Changes',
        points: ['We will tell account holders by email at least 30 days before these terms change.'],
      },
    ],
  },
};
