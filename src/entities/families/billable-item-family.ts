import type { EntityDefinition } from '../entity-definition';

/**
 * The filters (not invoiced, invoiced), search and default order (newest first) that client
 * and courier billable items share.
 * @example BILLABLE_ITEM_LIST_PARTS.filters.map((filter) => filter.name) // ['Uninvoiced', 'Invoiced']
 */
export const BILLABLE_ITEM_LIST_PARTS: Pick<EntityDefinition, 'filters' | 'search' | 'sort'> = {
  filters: [
    {
      name: 'Uninvoiced',
      label: 'Not Invoiced',
      conditions: [{ field: 'isInvoiced', op: 'ne', value: true }],
    },
    { name: 'Invoiced', label: 'Invoiced', conditions: [{ field: 'isInvoiced', op: 'eq', value: true }] },
  ],
  search: ['description', 'tags'],
  sort: { field: 'createdOn', direction: 'desc' },
};
