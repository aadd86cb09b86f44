import { describe, expect, it } from 'vitest';
import { COMPANIES_SECTION } from '../../server/auth/account-records';
import type { Store } from '../../server/store/store';
import { contractApp, contractCaller } from './contract-app';
import { seedMilkWarehouse } from './stock-seed';

const A = '/api/v1';
const LEDGER = `${A}/Stock/Adjustments`;
const IMPORTS = `${A}/Stock/Imports`;

/**
 * A stock refusal tells a company nothing of another's records (issue 21, item 15): a stock
 * adjustment short of stock names the company's own product and batch, and for another
 * company's product or batch says what it says for a missing one; a stock import refuses
 * another company's product exactly as a missing one, and imports none of it.
 */
export function describeStockRefusalsContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`stock refusals that name nothing of another company on ${name}`, () => {
    const kit = contractApp(makeStore, {
      callers: { stranger: contractCaller('stranger') },
      seed: async ({ seed }) => {
        // Company A's Milk 2L and its batch GD251124: the stranger must learn neither.
        await seedMilkWarehouse(seed);
        await seed(COMPANIES_SECTION, 'stranger', 'stranger', { companyName: 'Stranger' });
        await seed('Locations', 'depot', 'stranger', { locationName: 'Depot', companyAccountID: 'stranger' });
      },
    });
    const adjust = (id: string, productID: string, batchID: string | null) =>
      kit.call('stranger', 'POST', `${LEDGER}/post`, {
        id,
        kind: 'adjusted',
        productID,
        locationID: 'depot',
        batchID,
        quantity: -5,
      });

    it('refuses a short adjustment of another company’s product and batch exactly as of missing ones', async () => {
      const theirs = await adjust('e1', 'milk', 'b1');
      const missing = await adjust('e2', 'no-such-product', 'no-such-batch');
      expect([theirs.status, missing.status]).toEqual([422, 422]);
      expect(JSON.stringify(theirs.body)).not.toMatch(/Milk 2L|GD251124/);
      const same = (message: unknown, productID: string, batchID: string) =>
        String(message).replace(productID, '<product>').replace(batchID, '<batch>');
      expect(same(theirs.body.message, 'milk', 'b1')).toBe(
        same(missing.body.message, 'no-such-product', 'no-such-batch'),
      );
      expect(theirs.body.message).toBe('Only 0 of milk left in batch b1: cannot take 5.');
    });

    it('refuses another company’s product in a stock import exactly as a missing one, importing nothing', async () => {
      const rows = [
        { productID: 'milk', quantity: 6 },
        { productID: 'no-such-product', quantity: 6 },
      ];
      const refused = await kit.call('stranger', 'POST', `${IMPORTS}/post`, {
        id: 'imp1',
        locationID: 'depot',
        isFinished: true,
        importItems: rows,
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([
        { field: 'importItems[0].productID', row: 1, message: 'Unknown product' },
        { field: 'importItems[1].productID', row: 2, message: 'Unknown product' },
      ]);
      expect((await kit.call('stranger', 'GET', `${A}/Stock/Items/getAll`)).body.data).toEqual([]);
    });
  });
}
