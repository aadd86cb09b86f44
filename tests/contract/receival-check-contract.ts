import { describe, expect, it } from 'vitest';
import { COMPANIES_SECTION } from '../../server/auth/account-records';
import type { Store } from '../../server/store/store';
import { DEFAULT_SERVICE_BASES, sectionBasePath } from '../../src/entities/derive/api-paths';
import { entityByName } from '../../src/entities/registry';
import { contractApp, contractCaller, type Json } from './contract-app';

const A = '/api/v1';
const RECEIVALS = `${A}/Courier/Receivals`;
const COMPANIES = sectionBasePath(entityByName('companies'), DEFAULT_SERVICE_BASES);

/**
 * The receiving company's Count Every Receival (Supplier settings), held by the services where a
 * receival is completed (issue 23, item 5): with it on, a receival whose items were not each
 * counted in is refused (422) and books no stock; counted, it is received as ever.
 */
export function describeReceivalCheckContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`Count Every Receival on ${name}`, () => {
    const kit = contractApp(makeStore, {
      callers: {
        supplier: contractCaller('supp', { userID: 'user-supp', userName: 'user-supp@example.com' }),
      },
      clock: () => new Date('2026-11-25T02:00:00.000Z'),
      seed: async ({ seed }) => {
        await seed(COMPANIES_SECTION, 'supp', 'supp', {
          companyName: 'Supplier',
          isReceivalCheckRequired: true,
        });
        await seed('Products', 'milk', 'supp', { productName: 'Milk 2L' });
        await seed('Products', 'cream', 'supp', { productName: 'Cream' });
        await seed('Locations', 'wh', 'supp', { locationName: 'Warehouse' });
        await seed(
          RECEIVALS.slice(A.length + 1),
          'rcv-1',
          'supp',
          {
            buyerID: 'supp',
            sellerID: 'dairy',
            destinationLocationID: 'wh',
            packagedItems: [
              { id: 'i-milk', productID: 'milk', quantityPacked: 10 },
              { id: 'i-cream', productID: 'cream', quantityPacked: 4 },
            ],
          },
          [],
        );
      },
    });
    const call = (method: string, path: string, body?: unknown) => kit.call('supplier', method, path, body);
    const receive = async (packagedItems: Json[]) =>
      call('PATCH', `${RECEIVALS}/patch/partial`, {
        id: 'rcv-1',
        rowVersion: (await call('GET', `${RECEIVALS}/get/rcv-1`)).body.rowVersion,
        receivedOn: '2026-11-25T01:30:00.000Z',
        isFulfilled: true,
        stockReceived: false,
        packagedItems,
      });
    const stock = async () => ((await call('GET', `${A}/Stock/Items/getAll`)).body.data ?? []) as Json[];

    it('refuses a receival completed without every item counted, and books nothing', async () => {
      const refused = await receive([
        { id: 'i-milk', productID: 'milk', quantityPacked: 10, quantityReceived: 10 },
        { id: 'i-cream', productID: 'cream', quantityPacked: 4 },
      ]);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toMatch(
        /^Count every item before completing the receival: 1 item has no quantity received/,
      );
      expect((await call('GET', `${RECEIVALS}/get/rcv-1`)).body.isFulfilled ?? false).toBe(false);
      expect(await stock()).toEqual([]);
      // Counted (a zero is a count), it is received.
      expect(
        (
          await receive([
            { id: 'i-milk', productID: 'milk', quantityPacked: 10, quantityReceived: 10 },
            { id: 'i-cream', productID: 'cream', quantityPacked: 4, quantityReceived: 0 },
          ])
        ).status,
      ).toBe(200);
      expect((await stock()).map((item) => [item.productID, item.available])).toEqual([['milk', 10]]);
    });

    it('takes the receival uncounted when the setting is off', async () => {
      const company = (await call('GET', `${COMPANIES}/get/supp`)).body;
      expect(
        (
          await call('PATCH', `${COMPANIES}/patch/partial`, {
            id: 'supp',
            rowVersion: company.rowVersion,
            isReceivalCheckRequired: false,
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await receive([
            { id: 'i-milk', productID: 'milk', quantityPacked: 10, quantityReceived: 10 },
            { id: 'i-cream', productID: 'cream', quantityPacked: 4 },
          ])
        ).status,
      ).toBe(200);
    });
  });
}
