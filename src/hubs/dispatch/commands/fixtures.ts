import type { EntityName, FieldsOf, MirrorRow } from '../../../data/mirror-row';

/**
 * A record of a navigation name as the mirror holds it (synced), for the command tests.
 * @example mirrorRow('journeys', 'jny-1', { driverUserID: 'u1' })
 */
export const mirrorRow = <N extends EntityName>(_entity: N, id: string, fields: FieldsOf<N> = {}) =>
  ({ id, _syncState: 'synced', ...fields }) as MirrorRow<N>;

export const consignment = mirrorRow('customer-consignments', 'con-1', {
  buyerID: 'buyer-1',
  destinationLocationID: 'loc-1',
  dueReadyOn: '2026-03-02T19:00:00Z',
  consignmentOrderItems: [{ productID: 'milk', quantity: 18 }],
  packagedItems: [{ code: 'CRT', quantity: 2, weight: 5 }],
});
