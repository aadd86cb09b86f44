import { defineEntity } from '../entity-definition';
import { actionSchema } from '../schemas/action';

/** Scheduled courier processes, e.g. building journeys from pointers. */
export const courierActions = defineEntity({
  name: 'courier-actions',
  single: 'courier-action',
  label: 'Courier Actions',
  singleLabel: 'Courier Action',
  service: 'Couriering',
  section: 'Courier/Actions',
  schema: actionSchema,
  permission: 'courier-actions',
  subscription: 'COUR',
  menuGroup: 'Dispatch',
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
