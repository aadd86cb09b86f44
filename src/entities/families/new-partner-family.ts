import type { EntityDefinition, EntityField } from '../entity-definition';

/**
 * The list and form of a screen that adds many trading partners at once (new clients, new
 * customers): name, email and phone, then the fields the partner kind adds (its location first).
 * @example newPartnerParts([]).columns // ['companyName', 'email', 'phoneNumber', 'locationID']
 */
export function newPartnerParts(
  partnerFields: readonly EntityField[],
): Pick<EntityDefinition, 'columns' | 'fields' | 'filters' | 'search'> {
  return {
    columns: ['companyName', 'email', 'phoneNumber', 'locationID'],
    fields: [
      { name: 'companyName', label: 'Company Name', kind: 'text', required: true },
      { name: 'email', label: 'Email', kind: 'email' },
      { name: 'phoneNumber', label: 'Phone', kind: 'phone' },
      ...partnerFields,
    ],
    filters: [],
    search: ['companyName', 'email', 'phoneNumber'],
  };
}
