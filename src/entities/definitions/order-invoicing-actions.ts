import { defineEntity } from '../entity-definition';
import { actionSchema } from '../schemas/action';

/** Scheduled invoicing processes, e.g. raising invoices for dispatched orders. */
export const orderInvoicingActions = defineEntity({
  name: 'order-invoicing-actions',
  single: 'order-invoicing-action',
  label: 'Order Invoicing Actions',
  singleLabel: 'Order Invoicing Action',
  service: 'OrderInvoicing',
  section: 'OrderInvoicing/Actions',
  schema: actionSchema,
  permission: 'order-invoicing-actions',
  subscription: 'SUPP',
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
