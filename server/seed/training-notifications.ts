import type { SeedData, SeedRecord, SeedRecords } from './training-types';
import { COMPANY } from './training-ids';

/**
 * The wholesaler's notification configurations: the office hears of every confirmed order and
 * flagged delivery in-app, and accounts get issued invoices by e-mail (logged in training mode).
 * Notifications themselves are made by the services as the events happen in the demo.
 */
export function trainingNotifications(): SeedRecords<'notification-configurations'> {
  const configuration = (
    id: string,
    configurationName: string,
    eventName: string,
    channel: SeedData<'notification-configurations'>['channel'],
    recipients: string | null,
  ): SeedRecord<'notification-configurations'> => ({
    owner: COMPANY.wholesaler,
    data: {
      id,
      configurationName,
      eventName,
      channel,
      recipients,
      userID: null,
      isOn: true,
      companyAccountID: COMPANY.wholesaler,
    },
  });
  return {
    'notification-configurations': [
      configuration('notify-order-confirmed', 'Orders confirmed', 'Order Confirmed', 'Push', null),
      configuration('notify-delivered', 'Deliveries made', 'Delivered', 'Push', null),
      configuration('notify-flagged', 'Flagged deliveries to the office', 'Flagged Delivery', 'Push', null),
      configuration(
        'notify-invoice-issued',
        'Invoices to accounts',
        'Invoice Issued',
        'Email',
        'accounts@yarravalleywholesale.com.au',
      ),
    ],
  };
}
