import { defineEntity } from '../entity-definition';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  notificationConfigurationSchema,
} from '../schemas/notification-configuration';

/** Who is told about which events, and by which channel. */
export const notificationConfigurations = defineEntity({
  name: 'notification-configurations',
  single: 'notification-configuration',
  label: 'Notification Configurations',
  singleLabel: 'Notification Configuration',
  service: 'Billing',
  section: 'Account/NotificationConfigurations',
  schema: notificationConfigurationSchema,
  permission: 'notification-configurations',
  menuGroup: 'Account',
  columns: ['configurationName', 'eventName', 'channel', 'recipients', 'isOn'],
  fields: [
    { name: 'configurationName', label: 'Name', kind: 'text', required: true },
    { name: 'eventName', label: 'Event', kind: 'select', options: NOTIFICATION_EVENTS, required: true },
    { name: 'channel', label: 'Channel', kind: 'select', options: NOTIFICATION_CHANNELS, required: true },
    { name: 'recipients', label: 'Recipients', kind: 'tags' },
    { name: 'userID', label: 'User', kind: 'reference', reference: 'users', referenceLabel: 'userName' },
    { name: 'isOn', label: 'On', kind: 'boolean' },
  ],
  filters: [{ name: 'On', label: 'On', conditions: [{ field: 'isOn', op: 'eq', value: true }] }],
  search: ['configurationName', 'eventName', 'recipients'],
  sort: { field: 'configurationName', direction: 'asc' },
});
