import { publicCompanyProfileSchema } from '../../domain/schemas/company-account';
import { defineEntity } from '../entity-definition';

/**
 * Every company's public profile (the spec's public-companies: the Company field's name and
 * logo). References to trading partners (a customer's account, a fulfiller) show names from it.
 */
export const publicCompanies = defineEntity({
  name: 'public-companies',
  single: 'public-company',
  label: 'Public Companies',
  singleLabel: 'Company',
  service: 'Billing',
  section: 'Public/Companies',
  schema: publicCompanyProfileSchema,
  permission: 'company-details',
  menuGroup: null,
  columns: ['companyName', 'accountName', 'publicContactEmail', 'isVerified'],
  fields: [
    { name: 'companyName', label: 'Company Name', kind: 'text', readOnly: true },
    { name: 'accountName', label: 'Account Name', kind: 'text', readOnly: true },
    { name: 'publicContactEmail', label: 'Contact Email', kind: 'email', readOnly: true },
    { name: 'isVerified', label: 'Verified (you trade with them)', kind: 'boolean', readOnly: true },
  ],
  filters: [],
  search: ['companyName', 'accountName'],
  sort: { field: 'companyName', direction: 'asc' },
  profilesOf: 'ANY',
  cacheDays: 30,
});
