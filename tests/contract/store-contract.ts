import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { ListQuery, RecordWrite, Store } from '../../server/store/store';
import { nextAttemptCount, type AttemptCount } from '../../server/store/attempt-counts';

// The behaviour every store must have. Each store's test file calls this with a factory
// that returns an empty store.
export function describeStoreContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`${name} store contract`, () => {
    let store: Store;
    const opened: Store[] = [];

    beforeEach(async () => {
      store = await makeStore();
      opened.push(store);
    });

    afterAll(async () => {
      await Promise.all(opened.map((s) => s.close()));
    });

    function write(overrides: Partial<RecordWrite> & { id: string }): RecordWrite {
      return {
        section: 'Products',
        companyAccountID: 'compA',
        parties: [],
        isInactive: false,
        data: { productName: `Product ${overrides.id}` },
        ...overrides,
      };
    }

    async function seed(rows: (Partial<RecordWrite> & { id: string })[]) {
      for (const row of rows) {
        const result = await store.insert(write(row));
        expect(result.ok).toBe(true);
      }
    }

    const listAll: ListQuery = {
      visibleTo: 'compA',
      conditions: [],
      includeInactive: false,
      includeCount: true,
    };

    it('creates with rowVersion 1 and strictly increasing seq', async () => {
      const first = await store.insert(write({ id: 'p1' }));
      const second = await store.insert(write({ id: 'p2' }));
      expect(first.ok && first.row.rowVersion).toBe(1);
      if (!first.ok || !second.ok) throw new Error('insert failed');
      expect(second.row.seq).toBeGreaterThan(first.row.seq);
      expect(await store.get('Products', 'p1')).toMatchObject({
        id: 'p1',
        rowVersion: 1,
        data: { productName: 'Product p1' },
      });
    });

    it('returns the existing record for a repeated id and never overwrites it', async () => {
      await store.insert(write({ id: 'p1', data: { productName: 'Original' } }));
      const again = await store.insert(write({ id: 'p1', data: { productName: 'Second' } }));
      expect(again).toMatchObject({ ok: false, existing: { data: { productName: 'Original' } } });
      const again2 = await store.insert(write({ id: 'p1', section: 'Customers', data: {} }));
      expect(again2.ok).toBe(false);
      expect((await store.list('Products', listAll)).count).toBe(1);
    });

    it('creates many records in order as single inserts would, answering a taken id with the record that holds it', async () => {
      await store.insert(write({ id: 'p2', data: { productName: 'Already here' } }));
      const before = (await store.changes('Products', 'compA', 0, 10)).at(-1)?.seq ?? 0;
      const results = await store.insertMany([
        write({ id: 'p1', parties: ['compB'], data: { productName: 'One', sortNumber: 1 } }),
        write({ id: 'p2', data: { productName: 'Two' } }),
        write({ id: 'p3', isInactive: true }),
        write({ id: 'p1', data: { productName: 'One again' } }),
      ]);
      expect(
        results.map((result) =>
          result.ok
            ? ['made', result.row.id, result.row.rowVersion]
            : ['taken', result.existing.id, result.existing.data.productName],
        ),
      ).toEqual([
        ['made', 'p1', 1],
        ['taken', 'p2', 'Already here'],
        ['made', 'p3', 1],
        ['taken', 'p1', 'One'],
      ]);
      // What a made record answers is the record as stored: its seq, version, parties and data.
      const made = results.flatMap((result) => (result.ok ? [result.row] : []));
      expect(made).toEqual([await store.get('Products', 'p1'), await store.get('Products', 'p3')]);
      expect(await store.get('Products', 'p1')).toMatchObject({
        parties: ['compB'],
        isInactive: false,
        data: { productName: 'One', sortNumber: 1 },
      });
      const pulled = await store.changes('Products', 'compA', before, 10);
      expect(pulled.map((row) => [row.id, row.isInactive])).toEqual([
        ['p1', false],
        ['p3', true],
      ]);
      expect(pulled[1]!.seq).toBeGreaterThan(pulled[0]!.seq);
      expect(pulled[0]!.seq).toBeGreaterThan(before);
      expect((await store.changes('Products', 'compB', 0, 10)).map((row) => row.id)).toEqual(['p1']);
      expect((await store.list('Products', { ...listAll, includeInactive: true })).count).toBe(3);
      expect(await store.insertMany([])).toEqual([]);
    });

    it('rolls back many records made in a transaction that fails', async () => {
      await expect(
        store.transaction(async (tx) => {
          await tx.insertMany([write({ id: 'm1' }), write({ id: 'm2' })]);
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      expect((await store.list('Products', listAll)).count).toBe(0);
    });

    it('updates only at the expected rowVersion', async () => {
      await store.insert(write({ id: 'p1' }));
      const updated = await store.update(write({ id: 'p1', data: { productName: 'Renamed' } }), 1);
      expect(updated.ok && updated.row.rowVersion).toBe(2);
      const stale = await store.update(write({ id: 'p1', data: { productName: 'Stale' } }), 1);
      expect(stale).toMatchObject({
        ok: false,
        current: { rowVersion: 2, data: { productName: 'Renamed' } },
      });
      expect((await store.get('Products', 'p1'))?.data.productName).toBe('Renamed');
      const missing = await store.update(write({ id: 'nope' }), 1);
      expect(missing).toEqual({ ok: false, current: null });
    });

    it('keeps sections apart', async () => {
      await store.insert(write({ id: 'p1' }));
      expect(await store.get('Customers', 'p1')).toBeNull();
      expect((await store.list('Customers', listAll)).rows).toEqual([]);
      const wrongSection = await store.update(write({ id: 'p1', section: 'Customers' }), 1);
      expect(wrongSection).toEqual({ ok: false, current: null });
    });

    it('lists only what the company owns or is a party to', async () => {
      await seed([
        { id: 'own' },
        { id: 'party', companyAccountID: 'compB', parties: ['compA'] },
        { id: 'other', companyAccountID: 'compB', parties: ['compC'] },
      ]);
      const result = await store.list('Products', listAll);
      expect(result.rows.map((row) => row.id).sort()).toEqual(['own', 'party']);
      expect(result.count).toBe(2);
      const forC = await store.list('Products', { ...listAll, visibleTo: 'compC' });
      expect(forC.rows.map((row) => row.id)).toEqual(['other']);
    });

    it("lists and pulls every company's rows when asked for no company (public directories)", async () => {
      await seed([{ id: 'own' }, { id: 'other', companyAccountID: 'compB', parties: ['compC'] }]);
      const everyone = await store.list('Products', { ...listAll, visibleTo: null });
      expect(everyone.rows.map((row) => row.id).sort()).toEqual(['other', 'own']);
      expect(everyone.count).toBe(2);
      expect((await store.changes('Products', null, 0, 10)).map((row) => row.id)).toEqual(['own', 'other']);
    });

    it('hides inactive rows unless asked', async () => {
      await seed([{ id: 'a' }, { id: 'b', isInactive: true }]);
      expect((await store.list('Products', listAll)).rows.map((r) => r.id)).toEqual(['a']);
      const withInactive = await store.list('Products', { ...listAll, includeInactive: true });
      expect(withInactive.rows.map((r) => r.id)).toEqual(['a', 'b']);
    });

    it('filters by conditions and search', async () => {
      await seed([
        { id: 'a', data: { productName: 'Full Cream Milk', sortNumber: 3, isSold: true, code: null } },
        { id: 'b', data: { productName: 'Skim Milk', sortNumber: 10, isSold: false, code: 'SK' } },
        { id: 'c', data: { productName: 'Sourdough 50% rye', sortNumber: 7, isSold: true } },
      ]);
      const ids = async (query: Partial<ListQuery>) =>
        (await store.list('Products', { ...listAll, ...query })).rows.map((row) => row.id);
      expect(await ids({ conditions: [{ field: 'isSold', op: 'eq', value: true }] })).toEqual(['a', 'c']);
      expect(await ids({ conditions: [{ field: 'sortNumber', op: 'gt', value: 3 }] })).toEqual(['b', 'c']);
      expect(
        await ids({
          conditions: [
            { field: 'sortNumber', op: 'lte', value: 7 },
            { field: 'isSold', op: 'eq', value: true },
          ],
        }),
      ).toEqual(['a', 'c']);
      expect(await ids({ conditions: [{ field: 'productName', op: 'contains', value: 'MILK' }] })).toEqual([
        'a',
        'b',
      ]);
      expect(await ids({ conditions: [{ field: 'code', op: 'isEmpty' }] })).toEqual(['a', 'c']);
      expect(await ids({ conditions: [{ field: 'code', op: 'ne', value: 'SK' }] })).toEqual(['a', 'c']);
      expect(await ids({ search: { text: 'milk', fields: ['productName'] } })).toEqual(['a', 'b']);
      expect(await ids({ search: { text: '50%', fields: ['productName'] } })).toEqual(['c']);
      expect(await ids({ search: { text: '_', fields: ['productName'] } })).toEqual([]);
      expect(await ids({ search: { text: '10', fields: ['productName', 'sortNumber'] } })).toEqual(['b']);
    });

    it('sorts, counts and pages stably', async () => {
      await seed([
        { id: 'r1', data: { productName: 'b', sortNumber: 10 } },
        { id: 'r2', data: { productName: 'a', sortNumber: 9 } },
        { id: 'r3', data: { productName: 'B', sortNumber: 10 } },
        { id: 'r4', data: { productName: null } },
        { id: 'r5', data: {} },
      ]);
      const sorted = async (field: string, direction: 'asc' | 'desc') =>
        (await store.list('Products', { ...listAll, sort: { field, direction } })).rows.map((row) => row.id);
      expect(await sorted('sortNumber', 'asc')).toEqual(['r4', 'r5', 'r2', 'r1', 'r3']);
      expect(await sorted('sortNumber', 'desc')).toEqual(['r1', 'r3', 'r2', 'r4', 'r5']);
      expect(await sorted('productName', 'asc')).toEqual(['r4', 'r5', 'r3', 'r2', 'r1']);
      const page2 = await store.list('Products', {
        ...listAll,
        sort: { field: 'sortNumber', direction: 'asc' },
        skip: 2,
        take: 2,
      });
      expect(page2.rows.map((row) => row.id)).toEqual(['r2', 'r1']);
      expect(page2.count).toBe(5);
      const noCount = await store.list('Products', { ...listAll, includeCount: false, take: 1 });
      expect(noCount.count).toBeNull();
      expect(noCount.rows).toHaveLength(1);
    });

    it('pages by keyset: each page after the last row of the one before, in every sort order', async () => {
      await seed([
        { id: 'k1', data: { productName: 'b', sortNumber: 10, mixed: true, f: true } },
        { id: 'k2', data: { productName: 'a', sortNumber: 9, mixed: 'x', f: 'x' } },
        { id: 'k3', data: { productName: 'B', sortNumber: 10, mixed: 2.5, f: 2.5 } },
        { id: 'k4', data: { productName: null, mixed: null, f: null } },
        { id: 'k5', data: { mixed: false, f: false } },
        { id: 'k6', data: { productName: '', sortNumber: -1, mixed: { a: 1 }, f: { a: 1 } } },
        { id: 'k7', data: { productName: 'a', sortNumber: 10, mixed: '', f: '' } },
        { id: 'k8', data: { productName: 'Zed', sortNumber: 9, mixed: 10, f: 10 } },
      ]);
      // `f` holds what `mixed` does: a store that keeps one field's sort keys (the SQL store's
      // suites keep Products' `f`) pages by them and must page alike.
      const sorts: (ListQuery['sort'] | undefined)[] = [undefined];
      for (const field of ['productName', 'sortNumber', 'mixed', 'f'])
        for (const direction of ['asc', 'desc'] as const) sorts.push({ field, direction });
      for (const sort of sorts) {
        const query = { ...listAll, includeCount: false, ...(sort === undefined ? {} : { sort }) };
        const whole = (await store.list('Products', query)).rows.map((row) => row.id);
        const paged: string[] = [];
        let after: ListQuery['after'];
        for (let pages = 0; pages < 10; pages += 1) {
          const { rows } = await store.list('Products', {
            ...query,
            take: 3,
            ...(after === undefined ? {} : { after }),
          });
          paged.push(...rows.map((row) => row.id));
          const last = rows.at(-1);
          if (rows.length < 3 || last === undefined) break;
          after = {
            value: sort === undefined ? null : (last.data as Record<string, unknown>)[sort.field],
            id: last.id,
          };
        }
        expect({ sort, paged }).toEqual({ sort, paged: whole });
      }
      // A position whose row is gone still pages from its place in the order.
      const afterGone = await store.list('Products', {
        ...listAll,
        sort: { field: 'productName', direction: 'asc' },
        after: { value: 'a', id: 'k2x' },
        take: 10,
      });
      expect(afterGone.rows.map((row) => row.id)).toEqual(['k7', 'k1']);
    });

    it('pulls changes after a cursor, inactive included, in order', async () => {
      await seed([{ id: 'a' }, { id: 'b' }, { id: 'c', companyAccountID: 'compB' }]);
      const first = await store.changes('Products', 'compA', 0, 10);
      expect(first.map((row) => row.id)).toEqual(['a', 'b']);
      const cursor = first.at(-1)?.seq ?? 0;
      expect(await store.changes('Products', 'compA', cursor, 10)).toEqual([]);
      await store.update(write({ id: 'a', isInactive: true }), 1);
      const next = await store.changes('Products', 'compA', cursor, 10);
      expect(next.map((row) => [row.id, row.isInactive, row.rowVersion])).toEqual([['a', true, 2]]);
      expect((await store.changes('Products', 'compA', 0, 1)).map((row) => row.id)).toEqual(['b']);
    });

    it('pulls no changes of a rolled-back transaction, and later writes in order', async () => {
      await seed([{ id: 'a' }]);
      const cursor = (await store.changes('Products', 'compA', 0, 10)).at(-1)?.seq ?? 0;
      await expect(
        store.transaction(async (tx) => {
          await tx.insert(write({ id: 'gone' }));
          await tx.update(write({ id: 'a', data: { productName: 'changed' } }), 1);
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      expect(await store.changes('Products', 'compA', cursor, 10)).toEqual([]);
      await store.insert(write({ id: 'b' }));
      await store.update(write({ id: 'a', data: { productName: 'renamed' } }), 1);
      const pulled = await store.changes('Products', 'compA', cursor, 10);
      expect(pulled.map((row) => [row.id, row.rowVersion, row.data.productName])).toEqual([
        ['b', 1, 'Product b'],
        ['a', 2, 'renamed'],
      ]);
      expect((await store.changes('Products', 'compA', 0, 10)).map((row) => row.id)).toEqual(['b', 'a']);
    });

    it('keeps one credential per user name, any case', async () => {
      const credential = {
        userName: 'Sam@Example.com',
        userID: 'u1',
        companyAccountID: 'compA',
        passwordHash: 'h',
      };
      expect(await store.saveCredential(credential)).toBe(true);
      expect(await store.saveCredential({ ...credential, userName: 'sam@example.com', userID: 'u2' })).toBe(
        false,
      );
      expect(await store.findCredential('SAM@example.COM')).toMatchObject({ userID: 'u1' });
      expect(await store.saveCredential({ ...credential, passwordHash: 'h2' })).toBe(true);
      expect((await store.findCredential('sam@example.com'))?.passwordHash).toBe('h2');
      expect(await store.findCredential('nobody')).toBeNull();
    });

    it('moves a credential to another user only from the user it names', async () => {
      const credential = {
        userName: 'pat@example.com',
        userID: 'u1',
        companyAccountID: 'compA',
        passwordHash: 'h',
      };
      await store.saveCredential(credential);
      const moved = { ...credential, userID: 'u2', companyAccountID: 'compB' };
      expect(await store.saveCredential(moved, { replacing: 'u9' })).toBe(false);
      expect(await store.saveCredential(moved, { replacing: 'u1' })).toBe(true);
      expect(await store.findCredential('Pat@example.com')).toEqual(moved);
      // The move happened once: replacing u1 again takes nothing from u2.
      expect(await store.saveCredential({ ...credential, userID: 'u3' }, { replacing: 'u1' })).toBe(false);
      expect((await store.findCredential('pat@example.com'))?.userID).toBe('u2');
    });

    it('lets a code be taken once', async () => {
      const code = {
        code: 'c1',
        userID: 'u1',
        clientID: 'bulktrade-web',
        redirectURI: 'http://x/cb',
        codeChallenge: 'abc',
        expiresAt: '2030-01-01T00:00:00.000Z',
      };
      await store.saveCode(code);
      expect(await store.takeCode('c1')).toEqual(code);
      expect(await store.takeCode('c1')).toBeNull();
    });

    it('commits a transaction whole or not at all', async () => {
      await store.transaction(async (tx) => {
        await tx.insert(write({ id: 't1' }));
        await tx.insert(write({ id: 't2' }));
      });
      await expect(
        store.transaction(async (tx) => {
          await tx.insert(write({ id: 't3' }));
          await tx.update(write({ id: 't1', data: { productName: 'changed' } }), 1);
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      const rows = (await store.list('Products', listAll)).rows;
      expect(rows.map((row) => row.id)).toEqual(['t1', 't2']);
      expect(rows[0]?.data.productName).toBe('Product t1');
    });

    it('undoes every kind of change of a rolled-back transaction: records, numbers, credentials', async () => {
      const numbering = {
        section: 'CustomerOrders',
        companyAccountID: 'compA',
        field: 'customerOrderNumber',
        prefix: '',
        first: 1000,
      };
      const credential = {
        userName: 'kept@example.com',
        userID: 'u1',
        companyAccountID: 'compA',
        passwordHash: 'before',
      };
      await store.insert(write({ id: 'r1' }));
      await store.saveCredential(credential);
      expect(await store.nextNumber(numbering)).toBe(1000);
      await expect(
        store.transaction(async (tx) => {
          await tx.update(write({ id: 'r1', data: { productName: 'first' } }), 1);
          await tx.update(write({ id: 'r1', data: { productName: 'second' } }), 2);
          await tx.insert(write({ id: 'r2' }));
          await tx.saveCredential({ ...credential, passwordHash: 'during' });
          await tx.saveCredential({ ...credential, userName: 'new@example.com', userID: 'u2' });
          expect(await tx.nextNumber(numbering)).toBe(1001);
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      expect(await store.get('Products', 'r1')).toMatchObject({
        rowVersion: 1,
        data: { productName: 'Product r1' },
      });
      expect(await store.get('Products', 'r2')).toBeNull();
      expect((await store.findCredential('kept@example.com'))?.passwordHash).toBe('before');
      expect(await store.findCredential('new@example.com')).toBeNull();
      expect(await store.nextNumber(numbering)).toBe(1001);
      // The seq goes on from before the transaction: the next write is pulled after the first.
      const next = await store.insert(write({ id: 'r3' }));
      expect((await store.changes('Products', 'compA', 0, 10)).map((row) => row.id)).toEqual(['r1', 'r3']);
      expect(next.ok).toBe(true);
    });

    it('serialises concurrent writes to one record', async () => {
      await store.insert(write({ id: 'p1' }));
      const attempts = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          store.update(write({ id: 'p1', data: { productName: `w${index}` } }), 1),
        ),
      );
      expect(attempts.filter((attempt) => attempt.ok)).toHaveLength(1);
      expect((await store.get('Products', 'p1'))?.rowVersion).toBe(2);
    });

    describe('document numbers', () => {
      const orders = {
        section: 'CustomerOrders',
        companyAccountID: 'compA',
        field: 'customerOrderNumber',
        prefix: '',
        first: 1000,
      };
      const invoices = {
        section: 'Customer/Invoices',
        companyAccountID: 'compA',
        field: 'invoiceNumber',
        prefix: 'INV-',
        first: 1000,
      };

      it('starts at the first number and counts up by one', async () => {
        expect(await store.nextNumber(orders)).toBe(1000);
        expect(await store.nextNumber(orders)).toBe(1001);
        expect(await store.nextNumber({ ...orders, companyAccountID: 'compB' })).toBe(1000);
      });

      it("goes above the highest number the company holds in the section, its inactive records too, and no one else's", async () => {
        await seed([
          { id: 'o1', section: 'CustomerOrders', data: { customerOrderNumber: 1041 } },
          { id: 'o2', section: 'CustomerOrders', isInactive: true, data: { customerOrderNumber: 1206 } },
          {
            id: 'o3',
            section: 'CustomerOrders',
            companyAccountID: 'compB',
            data: { customerOrderNumber: 5000 },
          },
          { id: 'o4', section: 'PurchaseOrders', data: { customerOrderNumber: 7000 } },
          { id: 'o5', section: 'CustomerOrders', data: { customerOrderNumber: 'HC-9999' } },
          { id: 'o6', section: 'CustomerOrders', data: { customerOrderNumber: 10.5 } },
        ]);
        expect(await store.nextNumber(orders)).toBe(1207);
      });

      it('reads prefixed numbers only with their prefix and digits alone', async () => {
        await seed([
          { id: 'i1', section: 'Customer/Invoices', data: { invoiceNumber: 'INV-1002' } },
          { id: 'i2', section: 'Customer/Invoices', data: { invoiceNumber: 'GD-88412' } },
          { id: 'i3', section: 'Customer/Invoices', data: { invoiceNumber: 'INV-2000b' } },
          { id: 'i4', section: 'Customer/Invoices', data: { invoiceNumber: 9000 } },
        ]);
        expect(await store.nextNumber(invoices)).toBe(1003);
      });

      it('never gives one number twice, even to requests at the same time or after a higher one is imported', async () => {
        const given = await Promise.all(Array.from({ length: 6 }, () => store.nextNumber(orders)));
        expect(new Set(given).size).toBe(6);
        expect(Math.max(...given)).toBe(1005);
        await seed([{ id: 'o9', section: 'CustomerOrders', data: { customerOrderNumber: 1500 } }]);
        expect(await store.nextNumber(orders)).toBe(1501);
      });
    });

    describe('sign-in attempt counts', () => {
      const rule = { freeFailures: 2, firstLockMs: 1000, maxLockMs: 4000, forgetAfterMs: 60_000 };

      it('counts failures by the rule, as nextAttemptCount does, and forgets a cleared key', async () => {
        let expected: AttemptCount | undefined;
        const seen: AttemptCount[] = [];
        for (const at of [1000, 2000, 3000, 4000, 9000, 20_000, 200_000]) {
          await store.countFailures(['kind|a', 'kind|b'], rule, at);
          expected = nextAttemptCount(expected, rule, at);
          const counts = await store.attemptCounts(['kind|a', 'kind|b', 'kind|none']);
          expect(counts.get('kind|a')).toEqual(expected);
          expect(counts.get('kind|b')).toEqual(expected);
          expect(counts.has('kind|none')).toBe(false);
          seen.push(expected);
        }
        // Growing waits up to the longest; quiet for a minute, the count starts again.
        expect(seen.map((count) => count.lockedUntil - count.lastFailure)).toEqual([
          0, 0, 1000, 2000, 4000, 4000, 0,
        ]);
        await store.clearAttempts('kind|a');
        expect([...(await store.attemptCounts(['kind|a', 'kind|b'])).keys()]).toEqual(['kind|b']);
      });

      it('counts failures at the same time each once', async () => {
        await Promise.all(Array.from({ length: 8 }, () => store.countFailures(['kind|same'], rule, 5000)));
        expect((await store.attemptCounts(['kind|same'])).get('kind|same')?.failures).toBe(8);
      });

      it('remembers when an account last signed in from an address', async () => {
        expect(await store.familiarSince('account:sam|10.0.0.1')).toBeNull();
        await store.rememberFamiliar('account:sam|10.0.0.1', 5000, 60_000);
        await store.rememberFamiliar('account:sam|10.0.0.1', 4000, 60_000);
        expect(await store.familiarSince('account:sam|10.0.0.1')).toBe(5000);
      });
    });
  });
}
