import { defineEntity } from '../entity-definition';
import { actionSchema } from '../schemas/action';

/** Scheduled courier invoicing processes, e.g. invoicing billable items. */
export const courierInvoicingActions = defineEntity({
  name: 'courier-invoicing-actions',
  single: 'courier-invoicing-action',
  label: 'Courier Invoicing Actions',
  singleLabel: 'Courier Invoicing Action',
  service: 'CourierInvoicing',
  section: 'CourierInvoicing/Actions',
  schema: actionSchema,
  permission: 'courier-invoicing-actions',
  subscription: 'COUR',
  menuGroup: 'Invoicing',
  columns: ['actionName', 'actionType', 'cronExpression', 'isOn', 'nextAttentionDate'],
  fields: [
    { name: 'actionName', label: 'Name', kind: 'text', required: true },
    { name: 'actionType', label: 'Action', kind: 'text', required: true },
    { name: 'cronExpression', label: 'Schedule', kind: 'cron' },
    { name: 'isOn', label: 'On', kind: 'boolean' },
    { name: 'tags', label: 'Tags', kind: 'tags' },
    { name: 'nextAttentionDate', label: 'Next Run', kind: 'datetime', readOnly: true },
    { name: 'lastRunOn', label: 'Last Run', kind: 'datetime', readOnly: true },
    { name: 'lastResult', label: 'Last Result', kind: 'multiline', readOnly: true },
  ],
  filters: [{ name: 'On', label: 'On', conditions: [{ field: 'isOn', op: 'eq', value: true }] }],
  search: ['actionName', 'actionType', 'tags'],
  sort: { field: 'actionName', direction: 'asc' },
});
