import { nameUuid } from './name-uuid';

/**
 * Ids of the records the services make from other records (an order's consignment, a week's
 * invoice, a stock item): a name-based UUID (version 5) over the owning company, what is made
 * and what it is made from. The same source always gives the same id, so a flow run twice at
 * once meets on one record; and two companies making the same kind of record from the same
 * source (two sellers invoicing one customer in one week) never meet, since the owner is part
 * of the name.
 *
 * No client can take one of these ids first: a client-made id of the version-5 shape is
 * refused (isServicesId), so a buyer or a stranger who computes the id a seller's consignment
 * will get cannot create a record under it.
 */

/**
 * The id of the record `owner` makes as `kind` from `source`.
 * @example derivedId('comp1', 'consignment', 'order-1') // always the same version-5 UUID; another owner gets another
 */
export function derivedId(owner: string, kind: string, ...source: readonly string[]): string {
  return nameUuid(JSON.stringify(['bulktrade-derived', kind, owner, ...source]));
}

const VERSION_5_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * Whether an id has the shape of the ids only the services make (a version-5 UUID): clients
 * make random ones (version 4) or their own text, never these.
 * @example isServicesId(derivedId('comp1', 'consignment', 'o1')) // true
 * @example isServicesId(crypto.randomUUID()) // false
 */
export function isServicesId(id: string): boolean {
  return VERSION_5_UUID.test(id);
}

/** Said when a client's new record carries an id of the services' own shape. */
export const SERVICES_ID_MESSAGE =
  'That id is one the services make for their own records (a version-5 UUID): leave id out, or use a random (version-4) UUID';
