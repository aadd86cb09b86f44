import { defineEntity } from '../entity-definition';
import { requestPartyAccess } from '../families/party-access';
import { partnerRequestParts } from '../families/partner-request-family';
import { partnerRequestSchema } from '../schemas/partner-request';

/** Requests to become the company's customer, received and sent. */
export const customerRequests = defineEntity({
  name: 'customer-requests',
  single: 'customer-request',
  label: 'Customer Requests',
  singleLabel: 'Customer Request',
  service: 'Ordering',
  section: 'Customer/Requests',
  schema: partnerRequestSchema,
  permission: 'customers',
  subscription: 'SUPPFREE',
  menuGroup: 'Business',
  ...partnerRequestParts({ name: 'buyerID', label: 'Customer', reference: 'public-companies' }),
  parties: ['buyerID', 'sellerID'],
  // The seller asks; the buyer answers.
  partyAccess: requestPartyAccess('sellerID', 'buyerID'),
});
