import { defineEntity } from '../entity-definition';
import { processScheduleSchema } from '../schemas/process-schedule';

/** When customer orders are processed into consignments (the Ordering menu's process schedules). */
export const customerOrderSchedules = defineEntity({
  name: 'customer-order-schedules',
  single: 'customer-order-schedule',
  label: 'Customer Order Schedules',
  singleLabel: 'Customer Order Schedule',
  service: 'Ordering',
  section: 'Customer/OrderSchedules',
  schema: processScheduleSchema,
  permission: 'customer-order-schedules',
  subscription: 'SUPP',
  menuGroup: 'Ordering',
  columns: ['scheduleName', 'cronExpression', 'locationID', 'isOn', 'nextAttentionDate'],
  fields: [
    { name: 'scheduleName', label: 'Name', kind: 'text', required: true },
    { name: 'cronExpression', label: 'Schedule', kind: 'cron', required: true },
    { name: 'isOn', label: 'On', kind: 'boolean' },
    {
      name: 'locationID',
      label: 'From Location',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    {
      name: 'customerGroupID',
      label: 'Customer Group',
      kind: 'reference',
      reference: 'customer-groups',
      referenceLabel: 'groupName',
    },
    { name: 'nextAttentionDate', label: 'Next Run', kind: 'datetime', readOnly: true },
    { name: 'lastProcessedOn', label: 'Last Run', kind: 'datetime', readOnly: true },
  ],
  filters: [{ name: 'On', label: 'On', conditions: [{ field: 'isOn', op: 'eq', value: true }] }],
  search: ['scheduleName'],
  sort: { field: 'scheduleName', direction: 'asc' },
});
