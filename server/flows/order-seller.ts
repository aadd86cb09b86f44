import type { RecordRow } from '../store/store';
import { textOf } from '../../src/domain/unknown-values';

/** Where a buyer's purchase orders live; a buyer-placed one is also its seller's customer order. */
export const PURCHASES_SECTION = 'PurchaseOrders';

/**
 * The company that sells the order: a customer order's seller (its owner by default); a
 * purchase order's seller only when it is another company on Bulktrade (one with an outside
 * supplier has none here, and its buyer never makes consignments for it).
 * @example orderSeller({ section: 'PurchaseOrders', companyAccountID: 'cafe', data: { sellerID: 'comp1' } }) // 'comp1'
 */
export function orderSeller(order: Pick<RecordRow, 'section' | 'companyAccountID' | 'data'>): string | null {
  const named = textOf(order.data.sellerID);
  if (order.section === PURCHASES_SECTION)
    return named !== null && named !== order.companyAccountID ? named : null;
  return named ?? order.companyAccountID;
}
