import type { PartyAccess, PartyField } from '../entity-definition';

/** The answer to a partner request: only the company asked gives it, and only once. */
const REQUEST_ANSWER = ['isApproved', 'isDeclined'] as const;

/** Who answered and when: the services stamp them on the asked company's answer, nobody writes them. */
export const REQUEST_ANSWER_STAMP = ['respondedOn', 'respondedByUserID', 'respondedByUserName'] as const;

/**
 * Partner requests (customer, supplier, courier, client): any company may ask any other. The
 * asking company owns the request and is named in `asker`; the company named in `asked`
 * approves or declines it, and nobody else can.
 * @example requestPartyAccess('buyerID', 'sellerID').request // { asker: 'buyerID', asked: 'sellerID' }
 */
export function requestPartyAccess(asker: PartyField, asked: PartyField): PartyAccess {
  return {
    naming: 'anyone',
    answeredByParty: [...REQUEST_ANSWER, ...REQUEST_ANSWER_STAMP],
    // The stamp is the services' (server/sections/partner-requests.ts), set with the answer.
    edits: { [asked]: { fields: [...REQUEST_ANSWER, ...REQUEST_ANSWER_STAMP], closedBy: REQUEST_ANSWER } },
    request: { asker, asked },
  };
}

/**
 * Agreements (customers, suppliers, couriers, clients): a company names another only after that
 * company approved a request between them; the terms are the owner's alone.
 * @example AGREEMENT_PARTY_ACCESS.edits // undefined: read only to the other side
 */
export const AGREEMENT_PARTY_ACCESS: PartyAccess = { naming: 'approved-request' };

/** What a driver records on a movement: the route, the stop's proof and what was handed over. */
const DELIVERY_RECORD = [
  'journeyID',
  'arrivalSortNumber',
  'departureSortNumber',
  'bundleID',
  'bundleName',
  'isFulfilled',
  'deliveredOn',
  'deliveredByUserID',
  'receiverName',
  'proofOfDelivery',
  'tempOnDelivery',
  'releasedOn',
  'releasedByUserID',
  'proofOfRelease',
  'driverNotes',
  'isFlagged',
  'lat',
  'lng',
  'packagedItems',
  // The driver hub: a stop skipped with a reason, the note of an office change met offline, who released the goods.
  'skipReason',
  'conflictNote',
  'releaserName',
  // The courier company's answer to a courier order (src/hubs/courier-portal).
  'courierOrderStatus',
  'answeredOn',
  'answeredByUserID',
  'declineReason',
] as const;

/**
 * Movements, courier orders, releases, receivals and deliveries: the courier records the trip and
 * the proof of delivery; the buyer records what it received; the rest is the owner's.
 * @example MOVEMENT_PARTY_ACCESS.edits?.courierID?.fields.includes('proofOfDelivery') // true
 */
export const MOVEMENT_PARTY_ACCESS: PartyAccess = {
  naming: 'agreement',
  edits: {
    courierID: { fields: DELIVERY_RECORD },
    buyerID: { fields: ['receivedByUserID', 'receiverName', 'packagedItems', 'isFlagged'] },
  },
};
