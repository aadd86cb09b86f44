import { defineEntity } from '../entity-definition';
import { partnerRequestSchema } from '../schemas/partner-request';

/** Requests to become the company's courier or 3PL client, received and sent. */
export const clientRequests = defineEntity({
  name: 'client-requests',
  single: 'client-request',
  label: 'Client Requests',
  singleLabel: 'Client Request',
  service: 'Couriering',
  section: 'Client/Requests',
  schema: partnerRequestSchema,
  permission: 'clients',
  subscription: 'COURFREE',
  menuGroup: 'Business',
  columns: ['buyerID', 'requestedOn', 'message', 'isApproved', 'isDeclined'],
  fields: [
    { name: 'buyerID', label: 'Client', kind: 'reference', required: true, reference: 'public-companies', referenceLabel: 'companyName' },
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
  parties: ['buyerID', 'courierID'],
});
