import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../../server/store/store';
import { makeTestApp } from './api-fixtures';

type Json = Record<string, unknown>;

/**
 * What an attacker's odd input gets from the services (issue 10, Low findings), on every store:
 * the same readable answers on memory, PGlite and PostgreSQL, never a 500.
 */
export function describeHardeningContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`REST hardening on ${name}`, () => {
    let store: Store;
    let app: ReturnType<typeof makeTestApp>;
    const opened: Store[] = [];

    beforeEach(async () => {
      store = await makeStore();
      opened.push(store);
      app = makeTestApp(store);
    });
    afterAll(async () => {
      await Promise.all(opened.map((s) => s.close()));
    });

    async function call(method: string, path: string, who: string | null, body?: string) {
      const init: RequestInit = { method, headers: { ...(who ? { Authorization: `Bearer ${who}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) } };
      if (body !== undefined) init.body = body;
      const response = await app.request(path, init);
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
    }
    const P = '/api/v1/Products';

    it('answers a NUL or a lone surrogate in a query parameter or the path with 400 and a message', async () => {
      for (const path of [
        '/api/v1/Locations/getAll?searchString=%00',
        `${P}/getAll?query=${encodeURIComponent('productName == "a\u0000"')}`,
        `${P}/get/p%00`,
        `${P}/patch/restore?id=%00`,
        `${P}/get/matches?partyIDs=x&ids=a%00`,
      ]) {
        const answer = await call(path.includes('restore') ? 'PATCH' : 'GET', path, 'a');
        expect({ path, status: answer.status, message: String(answer.body.message) }).toEqual({ path, status: 400, message: expect.stringContaining('cannot be stored') });
      }
    });

    it('answers a NUL or a lone surrogate anywhere in a body with 400 naming the field, and stores nothing', async () => {
      // Written as JSON escapes, as an attacker sends them: JSON.stringify would not make a lone surrogate.
      const bodies = [
        '{"id":"p1","productName":"Milk\\u0000"}',
        '{"id":"p1","productName":"\\ud800 Milk"}',
        '{"id":"p1","productName":"Milk \\udc00"}',
        '{"id":"p1\\u0000","productName":"Milk"}',
        '{"id":"p1","productName":"Milk","tags":["ok","\\u0000"]}',
      ];
      for (const body of bodies) {
        const answer = await call('POST', `${P}/post`, 'a', body);
        expect({ body, status: answer.status }).toEqual({ body, status: 400 });
        expect(String(answer.body.message)).toMatch(/cannot be stored/);
      }
      expect((await call('GET', `${P}/get/count`, 'a')).body.count).toBe(0);
      // A well-formed pair (an emoji) is fine.
      expect((await call('POST', `${P}/post`, 'a', '{"id":"p1","productName":"Milk \\ud83e\\udd5b"}')).status).toBe(201);
      const patched = await call('PATCH', `${P}/patch/partial`, 'a', '{"id":"p1","rowVersion":1,"abbreviation":"\\u0000"}');
      expect(patched.status).toBe(400);
      expect((await call('GET', `${P}/get/p1`, 'a')).body).toMatchObject({ productName: 'Milk 🥛', rowVersion: 1 });
    });

    it('answers paging and cursors beyond 2^53, or not numbers, with 400', async () => {
      for (const query of ['takeFrom=99999999999999999999', 'takeFrom=9223372036854775808', 'takeFrom=abc', 'takeFrom=1e400', 'takeAmount=99999999999999999999']) {
        const answer = await call('GET', `${P}/getAll?${query}`, 'a');
        expect({ query, status: answer.status, message: typeof answer.body.message }).toEqual({ query, status: 400, message: 'string' });
      }
      for (const query of ['after=99999999999999999999', 'after=9223372036854775808', 'after=-1', 'after=x']) {
        const answer = await call('GET', `${P}/changes?${query}`, 'a');
        expect({ query, status: answer.status, message: typeof answer.body.message }).toEqual({ query, status: 400, message: 'string' });
      }
      expect((await call('GET', `${P}/getAll?takeFrom=${Number.MAX_SAFE_INTEGER}`, 'a')).body).toEqual({ data: [] });
    });
  });
}
