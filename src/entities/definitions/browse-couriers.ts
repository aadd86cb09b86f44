import { companyAccountSchema } from '../../domain/schemas/company-account';
import { defineEntity } from '../entity-definition';

/** Courier profiles anyone can look at without signing in. */
export const browseCouriers = defineEntity({
  name: 'browse-couriers',
  single: 'browse-courier',
  label: 'Browse Couriers',
  singleLabel: 'Courier',
  service: 'Couriering',
  section: 'Public/Couriers',
  schema: companyAccountSchema,
  permission: 'couriers',
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
  profilesOf: 'COUR',
  cacheDays: 30,
});
