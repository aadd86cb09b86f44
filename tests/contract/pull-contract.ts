import { describe, expect, it } from 'vitest';
import { PERMISSION_MISSING } from '../../src/domain/permissions';
import type { Store } from '../../server/store/store';
import { TEST_APP } from './api-fixtures';
import { contractApp, type Json } from './contract-app';

type Result = { section: string; status: number; body: Json; count?: number };

// The batched pull: one request, a page of changes of many sections, each answered as its own
// changes call would answer the same caller (permission, company, scope), with its count on request.
export function describePullContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`pull contract on ${name}`, () => {
    const kit = contractApp(makeStore, TEST_APP);
    const pull = async (who: string | null, body: unknown) => {
      const answer = await kit.call(who, 'POST', '/api/v1/pull', body);
      return { status: answer.status, body: answer.body, results: (answer.body?.results ?? []) as Result[] };
    };
    const idsOf = (result?: Result) => ((result?.body.data ?? []) as Json[]).map((row) => row.id);
    const seedProducts = async () => {
      for (const id of ['p1', 'p2', 'p3']) await kit.seed('Products', id, 'compA', { productName: id });
      await kit.seed('Products', 'theirs', 'compB', { productName: 'Not yours' });
      await kit.seed('Locations', 'l1', 'compA', { locationName: 'Depot' });
    };

    it("answers each section's page as its changes call does, with its count when asked", async () => {
      await seedProducts();
      const { status, results } = await pull('a', {
        sections: [
          { section: 'Products', after: '0', count: true },
          { section: 'Locations', after: '0' },
        ],
        take: 2,
      });
      expect(status).toBe(200);
      const single = await kit.call('a', 'GET', '/api/v1/Products/changes?after=0&take=2');
      expect(results[0]).toEqual({ section: 'Products', status: 200, body: single.body, count: 3 });
      expect(results[0]?.body.hasMore).toBe(true);
      expect(idsOf(results[0])).toEqual(['p1', 'p2']);
      const locations = await kit.call('a', 'GET', '/api/v1/Locations/changes?after=0&take=2');
      expect(results[1]).toEqual({ section: 'Locations', status: 200, body: locations.body });
      // From a section's cursor, the rest of it; another company's records never.
      const next = await pull('a', {
        sections: [{ section: 'Products', after: String(results[0]?.body.cursor) }],
      });
      expect(idsOf(next.results[0])).toEqual(['p3']);
      expect(next.results[0]?.body.hasMore).toBe(false);
    });

    it("answers a section the caller may not see with that section's own refusal, and the rest", async () => {
      await seedProducts();
      const { status, results } = await pull('viewer', {
        sections: [
          { section: 'Products', after: '0', count: true },
          { section: 'Locations', after: '0', count: true },
          { section: 'Nowhere', after: '0' },
        ],
      });
      expect(status).toBe(200);
      expect(results[0]?.status).toBe(200);
      expect(results[0]?.count).toBe(3);
      expect(results[1]).toMatchObject({ section: 'Locations', status: 403 });
      expect(results[1]?.body.reason).toBe(PERMISSION_MISSING);
      expect(results[1]?.count).toBeUndefined();
      expect(results[2]).toMatchObject({ section: 'Nowhere', status: 404 });
    });

    it('refuses a pull without a valid session, a malformed one, and one too large', async () => {
      expect((await pull(null, { sections: [{ section: 'Products' }] })).status).toBe(401);
      expect((await pull('a', { sections: 'Products' })).status).toBe(400);
      expect((await pull('a', { sections: [{ section: 'Products' }], take: 0 })).status).toBe(400);
      const many = Array.from({ length: 201 }, () => ({ section: 'Products', after: '0' }));
      expect((await pull('a', { sections: many })).status).toBe(413);
      const odd = await pull('a', { sections: [{ section: 'Products', after: 7 }] });
      expect(odd.results[0]).toMatchObject({ section: 'Products', status: 400 });
    });
  });
}
