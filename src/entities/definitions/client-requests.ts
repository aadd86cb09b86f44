import { defineEntity } from '../entity-definition';
import { requestPartyAccess } from '../families/party-access';
import { partnerRequestParts } from '../families/partner-request-family';
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
  ...partnerRequestParts({ name: 'buyerID', label: 'Client', reference: 'public-companies' }),
  parties: ['buyerID', 'courierID'],
  // The courier asks; the buyer answers.
  partyAccess: requestPartyAccess('courierID', 'buyerID'),
});
