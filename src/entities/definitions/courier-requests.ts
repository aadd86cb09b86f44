import { defineEntity } from '../entity-definition';
import { partnerRequestSchema } from '../schemas/partner-request';

/** Requests to ship with a courier or 3PL, sent and received. */
export const courierRequests = defineEntity({
  name: 'courier-requests',
  single: 'courier-request',
  label: 'Courier Requests',
  singleLabel: 'Courier Request',
  service: 'Couriering',
  section: 'Courier/Requests',
  schema: partnerRequestSchema,
  permission: 'couriers',
  subscription: 'SUPPFREE',
  menuGroup: 'Business',
  columns: ['courierID', 'requestedOn', 'message', 'isApproved', 'isDeclined'],
  fields: [
    { name: 'courierID', label: 'Courier', kind: 'reference', required: true, reference: 'browse-couriers', referenceLabel: 'companyName' },
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
