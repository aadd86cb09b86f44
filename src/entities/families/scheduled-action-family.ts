import { SCHEDULED_ACTION_KINDS, type ScheduledActionEntity } from '../../domain/scheduled-action-kinds';
import type { EntityDefinition } from '../entity-definition';

/**
 * The lists, form, filters, search and order that every scheduled action (courier, courier
 * invoicing, order invoicing and ordering actions) shares: a named process on a cron schedule.
 * The Action is chosen from the processes its service runs; Next Run, Last Run and Last Result
 * are the services' to write.
 * @example scheduledActionParts('ordering-actions').fields.map((field) => field.name).includes('cronExpression') // true
 */
export function scheduledActionParts(
  entity: ScheduledActionEntity,
): Pick<EntityDefinition, 'columns' | 'fields' | 'filters' | 'search' | 'sort'> {
  return {
    columns: ['actionName', 'actionType', 'cronExpression', 'isOn', 'nextAttentionDate', 'lastRunOn'],
    fields: [
      { name: 'actionName', label: 'Name', kind: 'text', required: true },
      {
        name: 'actionType',
        label: 'Action',
        kind: 'select',
        options: SCHEDULED_ACTION_KINDS[entity],
        required: true,
      },
      // An action runs at its time (src/domain/scheduled-actions.ts): a lead time would be ignored.
      { name: 'cronExpression', label: 'Schedule', kind: 'cron', withoutLeadTime: true },
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
}
