import { defineEntity } from '../entity-definition';
import { actionSchema } from '../schemas/action';

/** Scheduled ordering processes, e.g. confirming or cancelling orders. */
export const orderingActions = defineEntity({
  name: 'ordering-actions',
  single: 'ordering-action',
  label: 'Ordering Actions',
  singleLabel: 'Ordering Action',
  service: 'Ordering',
  section: 'Ordering/Actions',
  schema: actionSchema,
  permission: 'ordering-actions',
  subscription: 'SUPP',
  menuGroup: 'Ordering',
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
