import { COMPANIES_SECTION } from '../../server/auth/account-records';
import type { Caller } from '../../server/http/caller';
import { contractCaller, type Seed } from './contract-app';

// What the stock contracts (stock-ledger-contract.ts, tracked-totals-contract.ts) start from.

/**
 * A user of Company A (compA, a supplier in Melbourne) with every permission.
 * @example stockCaller('picker').userName // 'picker@example.com'
 */
export function stockCaller(user: string): Caller {
  return contractCaller('compA', {
    userID: `user-${user}`,
    userName: `${user}@example.com`,
    company: {
      id: 'compA',
      companyName: 'Company A',
      subscriptionCode: 'SUPP',
      defaultTimeZone: 'Australia/Melbourne',
      isSuspended: false,
    },
  });
}

/** Company A with its warehouse (wh), Milk 2L (milk) and one batch of it there (b1, GD251124, expiring 2026-12-01). */
export async function seedMilkWarehouse(seed: Seed): Promise<void> {
  await seed(COMPANIES_SECTION, 'compA', 'compA', {
    companyName: 'Company A',
    defaultTimeZone: 'Australia/Melbourne',
  });
  await seed('Products', 'milk', 'compA', { productName: 'Milk 2L' });
  await seed('Stock/Batches', 'b1', 'compA', {
    batchcode: 'GD251124',
    productID: 'milk',
    locationID: 'wh',
    exp: '2026-12-01T00:00:00.000Z',
  });
  await seed('Locations', 'wh', 'compA', { locationName: 'Warehouse', companyAccountID: 'compA' });
}

/**
 * The body of a confirmed order of the café from compA's warehouse, due the next morning, as the
 * stock contracts post it: one line per product, at $2.
 * @example await call('POST', `${ORDERS}/post`, confirmedCafeOrder('o1', [{ productID: 'milk', quantity: 24 }]))
 */
export function confirmedCafeOrder(
  id: string,
  lines: readonly { productID: string; quantity: number }[],
): Record<string, unknown> {
  return {
    id,
    buyerID: 'cafe-co',
    sellerID: 'compA',
    locationID: 'cafe',
    dueDate: '2026-11-26T20:00:00.000Z',
    isConfirmed: true,
    orderItems: lines.map((line, index) => ({ id: `${id}-${index}`, ...line, unitPrice: 2 })),
  };
}
