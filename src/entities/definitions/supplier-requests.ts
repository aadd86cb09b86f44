import { defineEntity } from '../entity-definition';
import { requestPartyAccess } from '../families/party-access';
import { partnerRequestParts } from '../families/partner-request-family';
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
  ...partnerRequestParts({ name: 'sellerID', label: 'Supplier', reference: 'public-suppliers' }),
  parties: ['buyerID', 'sellerID'],
  // The buyer asks; the seller answers.
  partyAccess: requestPartyAccess('buyerID', 'sellerID'),
});
