import { defineEntity } from '../entity-definition';
import { supplierSchema } from '../schemas/supplier';

/** Adds many suppliers at once into the suppliers section. */
export const newSuppliers = defineEntity({
  name: 'new-suppliers',
  single: null,
  label: 'New Suppliers',
  singleLabel: 'New Supplier',
  service: 'Ordering',
  section: 'Suppliers',
  sharesSectionWith: 'suppliers',
  schema: supplierSchema,
  permission: 'suppliers',
  subscription: 'CUSTFREE',
  menuGroup: null,
  columns: ['companyName', 'email', 'phoneNumber'],
  fields: [
    { name: 'companyName', label: 'Company Name', kind: 'text', required: true },
    { name: 'email', label: 'Email', kind: 'email' },
    { name: 'phoneNumber', label: 'Phone', kind: 'phone' },
    {
      name: 'sellerID',
      label: 'Supplier Account',
      kind: 'reference',
      reference: 'public-suppliers',
      referenceLabel: 'companyName',
    },
  ],
  filters: [],
  search: ['companyName', 'email', 'phoneNumber'],
});
