import { defineEntity } from '../entity-definition';
import { partnerRequestSchema } from '../schemas/partner-request';

/** Requests to buy from a supplier, sent and received. */
export const supplierRequests = defineEntity({
  name: 'supplier-requests',
  single: 'supplier-request',
  label: 'Supplier Requests',
  singleLabel: 'Supplier Request',
  service: 'Ordering',
  section: 'Supplier/Requests',
  schema: partnerRequestSchema,
  permission: 'suppliers',
  subscription: 'CUSTFREE',
  menuGroup: 'Business',
  columns: ['sellerID', 'requestedOn', 'message', 'isApproved', 'isDeclined'],
  fields: [
    { name: 'sellerID', label: 'Supplier', kind: 'reference', required: true, reference: 'public-suppliers', referenceLabel: 'companyName' },
    { name: 'message', label: 'Message', kind: 'multiline' },
    { name: 'requestedOn', label: 'Requested On', kind: 'datetime', readOnly: true },
    { name: 'isApproved', label: 'Approved', kind: 'boolean' },
    { name: 'isDeclined', label: 'Declined', kind: 'boolean' },
    { name: 'respondedOn', label: 'Responded On', kind: 'datetime', readOnly: true },
  ],
  filters: [
    {
      name: 'Pending',
      label: 'Pending',
      conditions: [
        { field: 'isApproved', op: 'ne', value: true },
        { field: 'isDeclined', op: 'ne', value: true },
      ],
    },
    { name: 'Approved', label: 'Approved', conditions: [{ field: 'isApproved', op: 'eq', value: true }] },
  ],
  search: ['message'],
  sort: { field: 'requestedOn', direction: 'desc' },
  parties: ['buyerID', 'sellerID'],
});
