import type { EntityDefinition } from '../entity-definition';

/**
 * The lists, form, search and order that every named group (automatic line item, product and
 * customer groups) shares: a name, a description and a sort number.
 * @example GROUP_PARTS.columns // ['groupName', 'groupDescription', 'sortNumber']
 */
export const GROUP_PARTS: Pick<EntityDefinition, 'columns' | 'fields' | 'filters' | 'search' | 'sort'> = {
  columns: ['groupName', 'groupDescription', 'sortNumber'],
  fields: [
    { name: 'groupName', label: 'Group Name', kind: 'text', required: true },
    { name: 'groupDescription', label: 'Description', kind: 'multiline' },
    { name: 'sortNumber', label: 'Sort Number', kind: 'number' },
  ],
  filters: [],
  search: ['groupName', 'groupDescription'],
  sort: { field: 'groupName', direction: 'asc' },
};
