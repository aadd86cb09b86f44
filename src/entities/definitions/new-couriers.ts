import { defineEntity } from '../entity-definition';
import { courierSchema } from '../schemas/courier';

/** Adds many couriers at once into the couriers section. */
export const newCouriers = defineEntity({
  name: 'new-couriers',
  single: null,
  label: 'New Couriers',
  singleLabel: 'New Courier',
  service: 'Couriering',
  section: 'Couriers',
  sharesSectionWith: 'couriers',
  schema: courierSchema,
  permission: 'couriers',
  subscription: 'SUPPFREE',
  menuGroup: null,
  columns: ['companyName', 'email', 'phoneNumber', 'isFulfiller'],
  fields: [
    { name: 'companyName', label: 'Company Name', kind: 'text', required: true },
    { name: 'email', label: 'Email', kind: 'email' },
    { name: 'phoneNumber', label: 'Phone', kind: 'phone' },
    {
      name: 'courierID',
      label: 'Courier Account',
      kind: 'reference',
      reference: 'browse-couriers',
      referenceLabel: 'companyName',
    },
    { name: 'isFulfiller', label: '3PL Fulfiller', kind: 'boolean' },
  ],
  filters: [],
  search: ['companyName', 'email', 'phoneNumber'],
});
