import { defineEntity } from '../entity-definition';
import { requestPartyAccess } from '../families/party-access';
import { partnerRequestParts } from '../families/partner-request-family';
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
  ...partnerRequestParts({ name: 'courierID', label: 'Courier', reference: 'browse-couriers' }),
  parties: ['buyerID', 'courierID'],
  // The buyer asks; the courier answers.
  partyAccess: requestPartyAccess('buyerID', 'courierID'),
});
