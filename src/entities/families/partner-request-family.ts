import type { EntityDefinition, PartyField } from '../entity-definition';

/** The trading partner a request is made to or received from, as its reference field shows it. */
export type RequestPartner = {
  /** The party field naming the partner, e.g. 'buyerID'. */
  name: PartyField;
  /** Form label and column heading, e.g. 'Client'. */
  label: string;
  /** Navigation name of the directory the partner is picked from, e.g. 'public-companies'. */
  reference: string;
};

/**
 * The lists, form, filters, search and order that every partner request (client, courier,
 * customer and supplier requests) shares: the partner, the message and the answer to it.
 * @example partnerRequestParts({ name: 'sellerID', label: 'Supplier', reference: 'public-suppliers' }).columns[0] // 'sellerID'
 */
export function partnerRequestParts(
  partner: RequestPartner,
): Pick<EntityDefinition, 'columns' | 'fields' | 'filters' | 'search' | 'sort'> {
  return {
    columns: [partner.name, 'requestedOn', 'message', 'isApproved', 'isDeclined'],
    fields: [
      {
        name: partner.name,
        label: partner.label,
        kind: 'reference',
        required: true,
        reference: partner.reference,
        referenceLabel: 'companyName',
      },
      { name: 'message', label: 'Message', kind: 'multiline' },
      { name: 'requestedOn', label: 'Requested On', kind: 'datetime', readOnly: true },
      { name: 'isApproved', label: 'Approved', kind: 'boolean' },
      { name: 'isDeclined', label: 'Declined', kind: 'boolean' },
      { name: 'respondedOn', label: 'Responded On', kind: 'datetime', readOnly: true },
      { name: 'respondedByUserName', label: 'Responded By', kind: 'text', readOnly: true },
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
  };
}
