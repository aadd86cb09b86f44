import type { PartyField } from '../../src/entities/entity-definition';
import type { RecordRow, Store } from '../store/store';
import type { Relationships } from './party-access';

/** The two party fields of a relationship record, and for a request who asks and who is asked. */
type RelationshipShape = {
  parties: readonly PartyField[];
  request?: { asker: PartyField; asked: PartyField };
};

/**
 * The other company of a relationship between `viewer` and another, or null when the row is
 * not one: an agreement (customer, supplier, courier, client) names both in its two party fields
 * and is owned by one of them; a request is approved, owned by its asker and asks the other.
 * Active rows only. Such a relationship is what the directories' verified mark stands for, so a
 * lookalike company (a copied name) is visibly not the one the viewer trades with.
 * @example counterpartOf({ companyAccountID: 'seller', isInactive: false, data: { buyerID: 'cafe', sellerID: 'seller' } }, { parties: ['buyerID', 'sellerID'] }, 'cafe') // 'seller'
 */
export function counterpartOf(
  row: Pick<RecordRow, 'companyAccountID' | 'isInactive' | 'data'>,
  shape: RelationshipShape,
  viewer: string,
): string | null {
  if (row.isInactive) return null;
  const [first, second] = shape.parties.map((field) => row.data[field]);
  if (
    typeof first !== 'string' ||
    typeof second !== 'string' ||
    first === '' ||
    second === '' ||
    first === second
  )
    return null;
  if (shape.request !== undefined) {
    if (row.data.isApproved !== true || row.companyAccountID !== row.data[shape.request.asker]) return null;
  } else if (row.companyAccountID !== first && row.companyAccountID !== second) return null;
  if (first === viewer) return second;
  if (second === viewer) return first;
  return null;
}

/**
 * The companies `viewer` holds a relationship with, either way round: an agreement of any kind
 * or an approved request between the two.
 * @example await verifiedPartners(store, relationshipsOf(ENTITIES), 'comp1') // Set { 'comp-cafe', 'comp-dairy' }
 */
export async function verifiedPartners(
  store: Store,
  relationships: Relationships,
  viewer: string,
): Promise<ReadonlySet<string>> {
  const partners = new Set<string>();
  for (const { section, parties, request } of [...relationships.agreements, ...relationships.requests]) {
    const { rows } = await store.list(section, {
      visibleTo: viewer,
      conditions: [],
      includeInactive: false,
      includeCount: false,
    });
    for (const row of rows) {
      const other = counterpartOf(row, request === undefined ? { parties } : { parties, request }, viewer);
      if (other !== null) partners.add(other);
    }
  }
  return partners;
}
