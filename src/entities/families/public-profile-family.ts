import { publicCompanyProfileSchema } from '../../domain/schemas/company-account';
import type { EntityDefinition } from '../entity-definition';

/**
 * The lists, read-only form, search and order that the public company directories (browse
 * couriers, public suppliers) share: a company's name, account name, the contact address it
 * publishes, and whether the viewer trades with it (verified).
 * @example PUBLIC_PROFILE_PARTS.columns // ['companyName', 'accountName', 'publicContactEmail', 'isVerified']
 */
export const PUBLIC_PROFILE_PARTS: Pick<
  EntityDefinition,
  'schema' | 'columns' | 'fields' | 'filters' | 'search' | 'sort'
> = {
  schema: publicCompanyProfileSchema,
  columns: ['companyName', 'accountName', 'publicContactEmail', 'isVerified'],
  fields: [
    { name: 'companyName', label: 'Company Name', kind: 'text', readOnly: true },
    { name: 'publicContactEmail', label: 'Contact Email', kind: 'email', readOnly: true },
    { name: 'isVerified', label: 'Verified (you trade with them)', kind: 'boolean', readOnly: true },
  ],
  filters: [],
  search: ['companyName'],
  sort: { field: 'companyName', direction: 'asc' },
};
