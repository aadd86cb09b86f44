import type { RecordRow } from '../store/store';
import {
  eventOfName,
  eventsOfWrite,
  NOTIFYING_SECTIONS,
  notificationText,
  type NotificationEvent,
} from '../notifications/notification-events';
import { derivedId } from '../../src/domain/derived-id';
import type { Flow, FlowContext } from './flow';
import { trimmedOf } from '../../src/domain/unknown-values';

/** Notifications the services make, per company; read through the Auth base's account calls. */
export const NOTIFICATIONS_SECTION = 'Account/Notifications';
/** Where the companies' notification configurations are kept. */
export const CONFIGURATIONS_SECTION = 'Account/NotificationConfigurations';

// The companies a record concerns: its owner and the parties it names now.
function companiesOf(row: RecordRow): string[] {
  return [...new Set([row.companyAccountID, ...row.parties.filter((party) => !party.startsWith('~'))])];
}

async function configurationsFor(
  context: Pick<FlowContext, 'store'>,
  company: string,
  event: NotificationEvent,
): Promise<RecordRow[]> {
  const { rows } = await context.store.list(CONFIGURATIONS_SECTION, {
    visibleTo: company,
    conditions: [{ field: 'isOn', op: 'eq', value: true }],
    includeInactive: false,
    includeCount: false,
  });
  return rows.filter(
    (row) => row.companyAccountID === company && eventOfName(row.data['eventName']) === event,
  );
}

/**
 * Makes the notifications one write raises, inside the write's transaction. Flows that make
 * records through the store (not the routes), such as invoices made from deliveries, call it for
 * the records they make, since those writes start no flows.
 * @example await raiseNotifications({ store: tx, clock }, null, invoiceRow);
 */
export async function raiseNotifications(
  context: Pick<FlowContext, 'store' | 'clock'>,
  before: RecordRow | null,
  after: RecordRow,
): Promise<void> {
  const events = eventsOfWrite(before, after);
  for (const event of events) {
    const { title, message } = notificationText(event, after);
    for (const company of companiesOf(after)) {
      for (const configuration of await configurationsFor(context, company, event)) {
        const recipients = trimmedOf(configuration.data['recipients']);
        const byEmail = configuration.data['channel'] === 'Email' && recipients !== null;
        const id = derivedId(company, 'notification', after.section, after.id, event, configuration.id);
        await context.store.insert({
          section: NOTIFICATIONS_SECTION,
          id,
          companyAccountID: company,
          parties: [],
          isInactive: false,
          data: {
            id,
            eventName: event,
            title,
            message,
            recordSection: after.section,
            recordID: after.id,
            userID: trimmedOf(configuration.data['userID']),
            configurationID: configuration.id,
            createdOn: context.clock().toISOString(),
            readBy: [],
            emailTo: byEmail ? recipients : null,
            emailState: byEmail ? 'queued' : null,
          },
        });
      }
    }
  }
}

/**
 * Notifications: an order confirmed, a delivery made or flagged, an invoice issued tell every
 * company the record concerns that has a configuration switched on for the event: one
 * notification per configuration, shown in-app (to its user, or to everyone when it names none)
 * and, for the Email channel, queued for the e-mail port. The id is made of the record, the
 * event and the configuration, so a record raises each notification once.
 */
export const notificationsFlow: Flow = {
  name: 'notifications',
  sections: [...NOTIFYING_SECTIONS.orders, ...NOTIFYING_SECTIONS.movements, ...NOTIFYING_SECTIONS.invoices],
  run: (context) => raiseNotifications(context, context.before, context.after),
};
