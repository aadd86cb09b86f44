import type { MirrorRecord, MirrorRow } from '../../../data/mirror-row';

/** A record as the mirror holds it, for the command tests. */
export const row = (id: string, fields: Record<string, unknown> = {}) =>
  ({ id, _syncState: 'synced', ...fields }) as MirrorRecord;

export const journeyRow = (id: string, fields: Record<string, unknown> = {}) =>
  ({ id, _syncState: 'synced', ...fields }) as unknown as MirrorRow<'journeys'>;

export const consignment = row('con-1', {
  buyerID: 'buyer-1',
  destinationLocationID: 'loc-1',
  dueReadyOn: '2026-03-02T19:00:00Z',
  consignmentOrderItems: [{ productID: 'milk' }],
  packagedItems: [{ code: 'CRT', quantity: 2, weight: 5 }],
});
