import { describe, expect, it } from 'vitest';
import type { Store } from '../../server/store/store';
import { agree, TEST_APP } from './api-fixtures';
import { contractApp, type Json } from './contract-app';

type Result = { id: string; result: string; status: number; body: Json };

// The batched push: one request, many writes, each answered as its single call would be.
export function describeBatchContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`batch contract on ${name}`, () => {
    const kit = contractApp(makeStore, TEST_APP);
    const call = (method: string, path: string, who: string | null, body?: unknown) =>
      kit.call(who, method, path, body);
    const batch = async (who: string | null, writes: unknown) => {
      const answer = await call('POST', '/api/v1/batch', who, { writes });
      return { status: answer.status, body: answer.body, results: (answer.body?.results ?? []) as Result[] };
    };
    const product = async (id: string) => (await call('GET', `/api/v1/Products/get/${id}`, 'a')).body;
    const count = async () =>
      (await call('GET', '/api/v1/Products/get/count?includeInactive=true', 'a')).body.count;

    it('applies each write in order and answers each with its record', async () => {
      const { status, results } = await batch('a', [
        { section: 'Products', op: 'post', id: 'p1', data: { productName: 'Milk' } },
        { section: 'Products', op: 'post', id: 'p2', data: { productName: 'Bread' } },
        { section: 'Products', op: 'partial', id: 'p1', rowVersion: 1, data: { abbreviation: 'MLK' } },
        { section: 'Products', op: 'patch', id: 'p2', rowVersion: 1, data: { productName: 'Rye Bread' } },
        { section: 'Products', op: 'delete', id: 'p2', rowVersion: 2 },
        { section: 'Products', op: 'restore', id: 'p2' },
      ]);
      expect(status).toBe(200);
      expect(results.map((r) => [r.id, r.result, r.status])).toEqual([
        ['p1', 'saved', 201],
        ['p2', 'saved', 201],
        ['p1', 'saved', 200],
        ['p2', 'saved', 200],
        ['p2', 'saved', 200],
        ['p2', 'saved', 200],
      ]);
      expect(results[2]?.body).toMatchObject({
        id: 'p1',
        rowVersion: 2,
        data: { productName: 'Milk', abbreviation: 'MLK' },
      });
      expect(await product('p1')).toMatchObject({ productName: 'Milk', abbreviation: 'MLK', rowVersion: 2 });
      expect(await product('p2')).toMatchObject({
        productName: 'Rye Bread',
        isInactive: false,
        rowVersion: 4,
      });
    });

    it('reports a conflict in the middle with the current record, and still applies the others', async () => {
      await call('POST', '/api/v1/Products/post', 'a', { id: 'p1', productName: 'Milk' });
      await call('PATCH', '/api/v1/Products/patch/partial', 'a', {
        id: 'p1',
        rowVersion: 1,
        productName: 'Cream',
      });
      const { results } = await batch('a', [
        { section: 'Products', op: 'post', id: 'p2', data: { productName: 'Bread' } },
        { section: 'Products', op: 'partial', id: 'p1', rowVersion: 1, data: { productName: 'Oat Milk' } },
        { section: 'Products', op: 'post', id: 'p3', data: { productName: 'Butter' } },
      ]);
      expect(results.map((r) => r.result)).toEqual(['saved', 'conflict', 'saved']);
      expect(results[1]).toMatchObject({
        id: 'p1',
        status: 409,
        body: { current: { productName: 'Cream', rowVersion: 2 } },
      });
      expect(String(results[1]?.body.message)).toMatch(/changed by someone else/);
      expect(await product('p1')).toMatchObject({ productName: 'Cream', rowVersion: 2 });
      expect(await product('p3')).toMatchObject({ productName: 'Butter', rowVersion: 1 });
    });

    it('applies nothing twice when a batch is sent again after its answer was lost', async () => {
      await call('POST', '/api/v1/Products/post', 'a', { id: 'p0', productName: 'Flour' });
      const writes = [
        { section: 'Products', op: 'post', id: 'p1', data: { productName: 'Milk' } },
        { section: 'Products', op: 'partial', id: 'p0', rowVersion: 1, data: { productName: 'Plain Flour' } },
        { section: 'Products', op: 'post', id: 'p2', data: { productName: 'Bread' } },
        { section: 'Products', op: 'delete', id: 'p2', rowVersion: 1 },
      ];
      const first = await batch('a', writes);
      expect(first.results.map((r) => r.status)).toEqual([201, 200, 201, 200]);
      const again = await batch('a', writes);
      // Posts answer the record already made; the rest meet their own change as the current record.
      expect(again.results.map((r) => [r.result, r.status])).toEqual([
        ['saved', 200],
        ['conflict', 409],
        ['saved', 200],
        ['conflict', 409],
      ]);
      expect(again.results[1]?.body.current).toMatchObject({ productName: 'Plain Flour', rowVersion: 2 });
      expect(again.results[3]?.body.current).toMatchObject({ isInactive: true, rowVersion: 2 });
      expect(await count()).toBe(3);
      expect(await product('p0')).toMatchObject({ productName: 'Plain Flour', rowVersion: 2 });
      expect(await product('p1')).toMatchObject({ rowVersion: 1 });
      expect(await product('p2')).toMatchObject({ isInactive: true, rowVersion: 2 });
    });

    it('refuses a write with the message and status its single call gives, and keeps every rule', async () => {
      await call('POST', '/api/v1/Products/post', 'a', { id: 'pa', productName: 'Milk' });
      await agree(kit.store, 'compA', 'compB');
      const { results } = await batch('b', [
        { section: 'Products', op: 'partial', id: 'pa', rowVersion: 1, data: { productName: 'Mine now' } },
        { section: 'Products', op: 'post', id: 'pb', data: { productName: 5 } },
        { section: 'Nowhere', op: 'post', id: 'x', data: {} },
        { section: 'Products', op: 'upsert', id: 'y' },
        {
          section: 'CustomerOrders',
          op: 'post',
          id: 'o1',
          data: { buyerID: 'compB', sellerID: 'compA', orderItems: [] },
        },
      ]);
      expect(results.map((r) => [r.result, r.status])).toEqual([
        ['refused', 404],
        ['refused', 422],
        ['refused', 404],
        ['refused', 400],
        ['saved', 201],
      ]);
      expect(results[1]?.body.errors).toEqual([expect.objectContaining({ field: 'productName' })]);
      expect(results.every((r) => typeof r.body.message === 'string' || r.result === 'saved')).toBe(true);
      expect(await product('pa')).toMatchObject({ productName: 'Milk', rowVersion: 1 });
      // The order was priced and numbered by the services, as a single post is.
      expect(results[4]?.body).toMatchObject({ data: { customerOrderNumber: 1000 } });
      const viewer = await batch('viewer', [
        { section: 'Products', op: 'post', id: 'pv', data: { productName: 'Nope' } },
      ]);
      expect(viewer.results[0]).toMatchObject({
        result: 'refused',
        status: 403,
        body: { message: 'You need the products.edit permission for Products' },
      });
    });

    it('answers the whole batch 401 without a valid token, and 400/413 for a malformed or oversized one', async () => {
      expect((await batch(null, [])).status).toBe(401);
      expect(
        (
          await batch('forged', [
            { section: 'Products', op: 'post', id: 'p1', data: { productName: 'Milk' } },
          ])
        ).status,
      ).toBe(401);
      expect((await call('POST', '/api/v1/batch', 'a', { writes: 'all of them' })).status).toBe(400);
      const many = Array.from({ length: 101 }, (_, index) => ({
        section: 'Products',
        op: 'post',
        id: `p${index}`,
        data: { productName: `P${index}` },
      }));
      expect((await batch('a', many)).status).toBe(413);
      expect(await count()).toBe(0);
    });
  });
}
