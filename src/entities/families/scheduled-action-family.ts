import type { EntityDefinition } from '../entity-definition';

/**
 * The lists, form, filters, search and order that every scheduled action (courier, courier
 * invoicing, order invoicing and ordering actions) shares: a named process on a cron schedule.
 * @example SCHEDULED_ACTION_PARTS.fields.map((field) => field.name).includes('cronExpression') // true
 */
export const SCHEDULED_ACTION_PARTS: Pick<EntityDefinition, 'columns' | 'fields' | 'filters' | 'search' | 'sort'> = {
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
};
