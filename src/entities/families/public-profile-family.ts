import type { EntityDefinition } from '../entity-definition';

/**
 * The lists, read-only form, search and order that the public company directories (browse
 * couriers, public suppliers) share: a company's name, account name and email.
 * @example PUBLIC_PROFILE_PARTS.columns // ['companyName', 'accountName', 'primaryEmail']
 */
export const PUBLIC_PROFILE_PARTS: Pick<EntityDefinition, 'columns' | 'fields' | 'filters' | 'search' | 'sort'> = {
  columns: ['companyName', 'accountName', 'primaryEmail'],
  fields: [
    { name: 'companyName', label: 'Company Name', kind: 'text', readOnly: true },
    { name: 'primaryEmail', label: 'Email', kind: 'email', readOnly: true },
  ],
  filters: [],
  search: ['companyName'],
  sort: { field: 'companyName', direction: 'asc' },
};
