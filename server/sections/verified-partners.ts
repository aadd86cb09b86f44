import type { RecordRow, Store } from '../store/store';

/**
 * The sections of supply agreements: a seller's Customers and a buyer's Suppliers. Both hold
 * buyerID and sellerID, and a company sees each one it owns or is a party to.
 */
export const AGREEMENT_SECTIONS: readonly string[] = ['Customers', 'Suppliers'];

/**
 * The other company of an agreement between `viewer` and another, or null when the row is
 * not one: it must name both as buyer and seller and be owned by one of them, and be active.
 * An agreement only exists once both accepted it (the requests flow), so one that does is
 * the relationship the directories' verified mark stands for.
 * @example counterpartOf({ companyAccountID: 'seller', data: { buyerID: 'cafe', sellerID: 'seller' } }, 'cafe') // 'seller'
 */
export function counterpartOf(row: Pick<RecordRow, 'companyAccountID' | 'isInactive' | 'data'>, viewer: string): string | null {
  if (row.isInactive) return null;
  const buyer = row.data.buyerID;
  const seller = row.data.sellerID;
  if (typeof buyer !== 'string' || typeof seller !== 'string' || buyer === '' || seller === '' || buyer === seller) return null;
  if (row.companyAccountID !== buyer && row.companyAccountID !== seller) return null;
  if (buyer === viewer) return seller;
  if (seller === viewer) return buyer;
  return null;
}

/**
 * The companies `viewer` has an active supply agreement with, either way round.
 * @example await verifiedPartners(store, 'comp1') // Set { 'comp-cafe', 'comp-dairy' }
 */
export async function verifiedPartners(store: Store, viewer: string): Promise<ReadonlySet<string>> {
  const partners = new Set<string>();
  for (const section of AGREEMENT_SECTIONS) {
    const { rows } = await store.list(section, { visibleTo: viewer, conditions: [], includeInactive: false, includeCount: false });
    for (const row of rows) {
      const other = counterpartOf(row, viewer);
      if (other !== null) partners.add(other);
    }
  }
  return partners;
}
