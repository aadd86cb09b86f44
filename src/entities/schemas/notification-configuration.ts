import * as v from 'valibot';
import { genericItemEntries } from '../../domain/schemas/generic-item';
import { linkSchema, optionalFlagSchema, optionalStringSchema } from '../../domain/schemas/field-types';

/** The events a company may be told about; the services raise them (server/flows/notifications.ts). */
export const NOTIFICATION_EVENTS = [
  'Order Confirmed',
  'Delivered',
  'Invoice Issued',
  'Flagged Delivery',
] as const;

/** Ways a notification can be sent. */
export const NOTIFICATION_CHANNELS = ['Email', 'SMS', 'Push'] as const;

/**
 * Who is told about an event (e.g. OrderConfirmed, DeliveryCompleted) and how.
 * recipients is a comma-separated list of addresses or numbers; userID targets one user.
 */
export const notificationConfigurationSchema = v.looseObject({
  ...genericItemEntries,
  configurationName: optionalStringSchema,
  eventName: optionalStringSchema,
  channel: v.nullish(v.picklist(NOTIFICATION_CHANNELS, 'Channel must be Email, SMS or Push')),
  recipients: optionalStringSchema,
  userID: linkSchema,
  isOn: optionalFlagSchema,
});
export type NotificationConfiguration = v.InferOutput<typeof notificationConfigurationSchema>;
