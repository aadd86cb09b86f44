import { companyAccountSchema } from '../../domain/schemas/company-account';
import { defineEntity } from '../entity-definition';

/** Supplier profiles anyone can look at without signing in. */
export const publicSuppliers = defineEntity({
  name: 'public-suppliers',
  single: 'public-supplier',
  label: 'Public Suppliers',
  singleLabel: 'Public Supplier',
  service: 'Ordering',
  section: 'Public/Suppliers',
  schema: companyAccountSchema,
  permission: 'suppliers',
  menuGroup: 'Business',
  columns: ['companyName', 'accountName', 'primaryEmail'],
  fields: [
    { name: 'companyName', label: 'Company Name', kind: 'text', readOnly: true },
    { name: 'primaryEmail', label: 'Email', kind: 'email', readOnly: true },
  ],
  filters: [],
  search: ['companyName'],
  sort: { field: 'companyName', direction: 'asc' },
  isPublic: true,
  profilesOf: 'SUPP',
  cacheDays: 30,
});
