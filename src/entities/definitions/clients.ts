import { defineEntity } from '../entity-definition';
import { AGREEMENT_PARTY_ACCESS } from '../families/party-access';
import { clientSchema } from '../schemas/client';

/** Companies the company couriers or fulfils for, with the terms it sets them. */
export const clients = defineEntity({
  name: 'clients',
  single: 'client',
  label: 'Clients',
  singleLabel: 'Client',
  service: 'Couriering',
  section: 'Clients',
  schema: clientSchema,
  permission: 'clients',
  subscription: 'COURFREE',
  menuGroup: 'Business',
  columns: ['companyName', 'email', 'phoneNumber', 'priceTierID', 'isFulfiller'],
  fields: [
    { name: 'companyName', label: 'Company Name', kind: 'text', required: true },
    {
      name: 'buyerID',
      label: 'Client Account',
      kind: 'reference',
      reference: 'public-companies',
      referenceLabel: 'companyName',
      readOnly: true,
    },
    { name: 'email', label: 'Email', kind: 'email' },
    { name: 'phoneNumber', label: 'Phone', kind: 'phone' },
    {
      name: 'locationID',
      label: 'Pickup Location',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    {
      name: 'priceTierID',
      label: 'Price Tier',
      kind: 'reference',
      reference: 'courier-price-tiers',
      referenceLabel: 'priceTierName',
    },
    {
      name: 'paymentTermID',
      label: 'Payment Terms',
      kind: 'reference',
      reference: 'courier-payment-terms',
      referenceLabel: 'paymentTermName',
    },
    { name: 'isFulfiller', label: '3PL Fulfilment', kind: 'boolean' },
  ],
  filters: [
    {
      name: 'Fulfilment',
      label: '3PL Fulfilment',
      conditions: [{ field: 'isFulfiller', op: 'eq', value: true }],
    },
  ],
  search: ['companyName', 'email', 'phoneNumber'],
  sort: { field: 'companyName', direction: 'asc' },
  parties: ['buyerID', 'courierID'],
  partyAccess: AGREEMENT_PARTY_ACCESS,
});
