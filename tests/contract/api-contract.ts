import { describe, expect, it } from 'vitest';
import { COMPANIES_SECTION } from '../../server/auth/account-records';
import type { Store } from '../../server/store/store';
import { INTEGRATIONS_SECTION } from '../../server/accounting/integration-connections';
import { agree, TEST_APP } from './api-fixtures';
import { contractApp, type Json } from './contract-app';

// The REST contract every store must give the same answers to.
export function describeApiContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`REST contract on ${name}`, () => {
    const kit = contractApp(makeStore, TEST_APP);
    const call = (
      method: string,
      path: string,
      who: string | null,
      body?: unknown,
      headers: Record<string, string> = {},
    ) => kit.call(who, method, path, body, headers);
    const P = '/api/v1/Products';
    const post = (who: string, body: Json) => call('POST', `${P}/post`, who, body);

    it('creates, reads, lists and counts', async () => {
      const created = await post('a', { productName: 'Full Cream Milk 2L', isSold: true });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ id: 'new-1', rowVersion: 1 });
      expect((await call('GET', `${P}/get/new-1`, 'a')).body).toMatchObject({
        productName: 'Full Cream Milk 2L',
        rowVersion: 1,
        isInactive: false,
        companyAccountID: 'compA',
      });
      expect((await call('GET', `${P}/getAll`, 'a')).body).toEqual({
        data: [expect.objectContaining({ id: 'new-1' })],
      });
      expect((await call('GET', `${P}/getAll?includeCount=true`, 'a')).body.count).toBe(1);
      expect((await call('GET', `${P}/get/count`, 'a')).body).toEqual({ count: 1 });
    });

    it('makes one record from a repeated post with the same client id', async () => {
      const first = await post('a', { id: 'p-uuid-1', productName: 'Milk' });
      const again = await post('a', { id: 'p-uuid-1', productName: 'Milk' });
      expect(first.status).toBe(201);
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ id: 'p-uuid-1', rowVersion: 1 });
      expect((await call('GET', `${P}/get/count`, 'a')).body.count).toBe(1);
    });

    it('answers a stale rowVersion with 409 and the current record, changing nothing', async () => {
      await post('a', { id: 'p1', productName: 'Milk' });
      const saved = await call('PATCH', `${P}/patch`, 'a', {
        id: 'p1',
        rowVersion: 1,
        productName: 'Milk 2L',
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ id: 'p1', rowVersion: 2 });
      const stale = await call('PATCH', `${P}/patch`, 'a', {
        id: 'p1',
        rowVersion: 1,
        productName: 'Milk 3L',
      });
      expect(stale.status).toBe(409);
      expect(stale.body.current).toMatchObject({ productName: 'Milk 2L', rowVersion: 2 });
      expect(String(stale.body.message)).toMatch(/changed by someone else/);
      expect((await call('GET', `${P}/get/p1`, 'a')).body).toMatchObject({
        productName: 'Milk 2L',
        rowVersion: 2,
      });
      const staleDelete = await call('DELETE', `${P}/delete`, 'a', { id: 'p1', rowVersion: 1 });
      expect(staleDelete.status).toBe(409);
      expect((await call('GET', `${P}/get/p1`, 'a')).body.isInactive).toBe(false);
    });

    it('merges a partial patch', async () => {
      await post('a', { id: 'p1', productName: 'Milk', abbreviation: 'MLK' });
      const saved = await call('PATCH', `${P}/patch/partial`, 'a', {
        id: 'p1',
        rowVersion: 1,
        abbreviation: 'M2',
      });
      expect(saved.status).toBe(200);
      expect((await call('GET', `${P}/get/p1`, 'a')).body).toMatchObject({
        productName: 'Milk',
        abbreviation: 'M2',
        rowVersion: 2,
      });
    });

    it('deletes by marking inactive and restores', async () => {
      await post('a', { id: 'p1', productName: 'Milk' });
      expect((await call('DELETE', `${P}/delete`, 'a', { id: 'p1', rowVersion: 1 })).status).toBe(200);
      expect((await call('GET', `${P}/getAll`, 'a')).body.data).toEqual([]);
      const withInactive = await call('GET', `${P}/getAll?includeInactive=true`, 'a');
      expect(withInactive.body.data).toEqual([expect.objectContaining({ id: 'p1', isInactive: true })]);
      const restored = await call('PATCH', `${P}/patch/restore?id=p1`, 'a');
      expect(restored.body).toMatchObject({ rowVersion: 3 });
      expect((await call('GET', `${P}/get/p1`, 'a')).body.isInactive).toBe(false);
    });

    it('filters, searches, pages and projects', async () => {
      for (const [id, productName, isSold] of [
        ['p1', 'Full Cream Milk', true],
        ['p2', 'Skim Milk', false],
        ['p3', 'Sourdough', true],
      ] as const) {
        await post('a', { id, productName, isSold });
      }
      const ids = async (query: string) =>
        ((await call('GET', `${P}/getAll?${query}`, 'a')).body.data as Json[]).map((r) => r.id);
      expect(await ids('filterBy=Sold')).toEqual(['p1', 'p3']);
      expect(await ids('searchString=milk')).toEqual(['p1', 'p2']);
      expect(
        await ids(`query=${encodeURIComponent('isSold == true ANDALSO productName contains "milk"')}`),
      ).toEqual(['p1']);
      expect(await ids('takeAmount=2&takeFrom=1')).toEqual(['p2', 'p3']);
      const projected = await call('GET', `${P}/getAll?properties=ProductName&takeAmount=1`, 'a');
      expect(projected.body.data).toEqual([{ id: 'p1', rowVersion: 1, productName: 'Full Cream Milk' }]);
    });

    it('pages by keyset: a full page gives nextCursor, and takeAfter reads on from it', async () => {
      for (const [id, productName] of [
        ['p1', 'Cream'],
        ['p2', 'Butter'],
        ['p3', 'Milk'],
        ['p4', 'Eggs'],
        ['p5', 'Flour'],
      ] as const)
        await post('a', { id, productName });
      const read = async (query: string) =>
        (await call('GET', `${P}/getAll?sortBy=productName&sortDirection=desc&takeAmount=2${query}`, 'a'))
          .body;
      const first = await read('');
      expect((first.data as Json[]).map((row) => row.id)).toEqual(['p3', 'p5']);
      const second = await read(`&takeAfter=${String(first.nextCursor)}`);
      expect((second.data as Json[]).map((row) => row.id)).toEqual(['p4', 'p1']);
      const third = await read(`&takeAfter=${String(second.nextCursor)}`);
      expect(third).toEqual({ data: [expect.objectContaining({ id: 'p2' })] });
      for (const cursor of [
        'nope',
        Buffer.from('[1]').toString('base64url'),
        Buffer.from('["x",""]').toString('base64url'),
      ]) {
        const answer = await call('GET', `${P}/getAll?takeAfter=${cursor}`, 'a');
        expect({ cursor, status: answer.status }).toEqual({ cursor, status: 400 });
      }
    });

    it('refuses unknown fields, filters and bad paging with 400', async () => {
      for (const query of [
        'properties=password',
        `query=${encodeURIComponent('secret == 1')}`,
        'filterBy=Nope',
        'takeAmount=-1',
        `query=${encodeURIComponent("productName == 'x'; DROP TABLE records")}`,
        'sortBy=nope',
      ]) {
        const answer = await call('GET', `${P}/getAll?${query}`, 'a');
        expect({ query, status: answer.status, message: typeof answer.body.message }).toEqual({
          query,
          status: 400,
          message: 'string',
        });
      }
    });

    it('binds values, so quotes and SQL in a value are just text', async () => {
      await post('a', { id: 'p1', productName: 'O\'Brien\'s "Best"; DROP TABLE records; --' });
      const query = encodeURIComponent('productName == "O\'Brien\'s \\"Best\\"; DROP TABLE records; --"');
      const found = await call('GET', `${P}/getAll?query=${query}`, 'a');
      expect(found.body.data).toEqual([expect.objectContaining({ id: 'p1' })]);
      expect(
        (await call('GET', `${P}/getAll?searchString=${encodeURIComponent('"; DROP')}`, 'a')).body.data,
      ).toHaveLength(1);
    });

    it('keeps each company to its own records', async () => {
      await post('a', { id: 'pa', productName: 'Milk' });
      expect((await call('GET', `${P}/get/pa`, 'b')).status).toBe(404);
      expect((await call('GET', `${P}/getAll`, 'b')).body.data).toEqual([]);
      expect((await call('GET', `${P}/get/count`, 'b')).body.count).toBe(0);
      expect(
        (await call('PATCH', `${P}/patch`, 'b', { id: 'pa', rowVersion: 1, productName: 'Mine now' })).status,
      ).toBe(404);
      expect((await call('DELETE', `${P}/delete`, 'b', { id: 'pa', rowVersion: 1 })).status).toBe(404);
      expect((await call('PATCH', `${P}/patch/restore?id=pa`, 'b')).status).toBe(404);
      const guess = await post('b', { id: 'pa', productName: 'Guess' });
      expect(guess.status).toBe(409);
      expect(JSON.stringify(guess.body)).not.toContain('Milk');
      expect((await call('GET', `${P}/get/pa`, 'a')).body).toMatchObject({
        productName: 'Milk',
        rowVersion: 1,
      });
    });

    it('shows an order to both its buyer and its seller', async () => {
      await agree(kit.store, 'compA', 'compB');
      const created = await call('POST', '/api/v1/CustomerOrders/post', 'a', {
        id: 'o1',
        buyerID: 'compB',
        sellerID: 'compA',
        orderItems: [],
      });
      expect(created.status).toBe(201);
      expect((await call('GET', '/api/v1/CustomerOrders/get/o1', 'b')).status).toBe(200);
      expect((await call('GET', '/api/v1/CustomerOrders/getAll', 'b')).body.data).toHaveLength(1);
    });

    it("numbers each company's new orders, keeps a number once given, and gives a retried post no second one", async () => {
      const order = (who: string, id: string, extra: Json = {}) =>
        call('POST', '/api/v1/CustomerOrders/post', who, { id, orderItems: [], ...extra });
      expect((await order('a', 'o1')).body).toMatchObject({ data: { customerOrderNumber: 1000 } });
      expect((await order('a', 'o1')).body).toMatchObject({ data: { customerOrderNumber: 1000 } });
      expect((await order('a', 'o2', { customerOrderNumber: null })).body).toMatchObject({
        data: { customerOrderNumber: 1001 },
      });
      // Another company counts on its own; an imported number is kept and counted past.
      expect((await order('b', 'o3')).body).toMatchObject({ data: { customerOrderNumber: 1000 } });
      expect((await order('a', 'o4', { customerOrderNumber: 1500 })).body).toMatchObject({
        data: { customerOrderNumber: 1500 },
      });
      expect((await order('a', 'o5')).body).toMatchObject({ data: { customerOrderNumber: 1501 } });
      // A write cannot change or clear the number.
      const full = await call('PATCH', '/api/v1/CustomerOrders/patch', 'a', {
        id: 'o1',
        rowVersion: 1,
        orderItems: [],
        customerOrderNumber: null,
        purchaseOrderNumber: 'PO-7',
      });
      expect(full.body).toMatchObject({
        rowVersion: 2,
        data: { customerOrderNumber: 1000, purchaseOrderNumber: 'PO-7' },
      });
      const partial = await call('PATCH', '/api/v1/CustomerOrders/patch/partial', 'a', {
        id: 'o1',
        rowVersion: 2,
        customerOrderNumber: 4,
      });
      expect(partial.body).toMatchObject({ rowVersion: 3, data: { customerOrderNumber: 1000 } });
    });

    it('acts for a managed company only', async () => {
      await kit.store.insert({
        section: COMPANIES_SECTION,
        id: 'compM',
        companyAccountID: 'compM',
        parties: [],
        isInactive: false,
        data: { companyName: 'Managed Cafe', isManagedByAnotherAccount: true, managedByAccountID: 'compA' },
      });
      await kit.store.insert({
        section: COMPANIES_SECTION,
        id: 'compB',
        companyAccountID: 'compB',
        parties: [],
        isInactive: false,
        data: { companyName: 'B', isManagedByAnotherAccount: false },
      });
      const forManaged = await call(
        'POST',
        `${P}/post`,
        'a',
        { id: 'pm', productName: 'For M' },
        { ManagedCompanyAccountID: 'compM' },
      );
      expect(forManaged.status).toBe(201);
      expect(
        (await call('GET', `${P}/get/pm`, 'a', undefined, { ManagedCompanyAccountID: 'compM' })).body,
      ).toMatchObject({ companyAccountID: 'compM' });
      expect((await call('GET', `${P}/get/pm`, 'a')).status).toBe(404);
      expect((await call('GET', `${P}/getAll?proxyID=compM`, 'a')).body.data).toHaveLength(1);
      const refused = await call('GET', `${P}/getAll`, 'a', undefined, { ManagedCompanyAccountID: 'compB' });
      expect(refused.status).toBe(403);
      expect(
        (await call('GET', `${P}/getAll`, 'a', undefined, { ManagedCompanyAccountID: 'nobody' })).status,
      ).toBe(403);
    });

    it("makes a record that names a managed company as its owner on that company's behalf, and refuses any other", async () => {
      await kit.store.insert({
        section: COMPANIES_SECTION,
        id: 'compM',
        companyAccountID: 'compM',
        parties: [],
        isInactive: false,
        data: { companyName: 'Managed Cafe', isManagedByAnotherAccount: true, managedByAccountID: 'compA' },
      });
      await kit.store.insert({
        section: COMPANIES_SECTION,
        id: 'compB',
        companyAccountID: 'compB',
        parties: [],
        isInactive: false,
        data: { companyName: 'B', isManagedByAnotherAccount: false },
      });
      const made = await post('a', {
        id: 'pm2',
        productName: 'Made offline for M',
        companyAccountID: 'compM',
      });
      expect(made.status).toBe(201);
      expect((await call('GET', `${P}/getAll?proxyID=compM`, 'a')).body.data).toEqual([
        expect.objectContaining({ id: 'pm2', companyAccountID: 'compM' }),
      ]);
      expect((await call('GET', `${P}/get/pm2`, 'a')).status).toBe(404);
      const own = await post('a', { id: 'pa2', productName: 'Own', companyAccountID: 'compA' });
      expect(own.status).toBe(201);
      const refused = await post('a', { id: 'pb2', productName: 'Planted', companyAccountID: 'compB' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Your company does not manage that company account');
      expect((await call('GET', `${P}/get/pb2`, 'b')).status).toBe(404);
    });

    it("answers every supplier's public profile to anyone, without private fields, and refuses writes", async () => {
      const company = (id: string, companyName: string, subscriptionCode: string) =>
        kit.store.insert({
          section: COMPANIES_SECTION,
          id,
          companyAccountID: id,
          parties: [],
          isInactive: false,
          data: { companyName, subscriptionCode, isSuspended: true, reasonForSuspension: 'Unpaid' },
        });
      await company('compS', 'Gippsland Dairy', 'SUPP');
      await company('compF', 'Soda Works', 'SUPPFREE');
      await company('compC', 'Corner Cafe', 'CUST');
      const S = '/api/v1/Public/Suppliers';
      const listed = await call('GET', `${S}/getAll?includeCount=true`, 'b');
      expect(listed.body).toEqual({
        data: [
          {
            id: 'compS',
            rowVersion: 1,
            isInactive: false,
            companyName: 'Gippsland Dairy',
            accountName: null,
            publicContactEmail: null,
            themeColour: null,
            abn: null,
            isVerified: false,
          },
          {
            id: 'compF',
            rowVersion: 1,
            isInactive: false,
            companyName: 'Soda Works',
            accountName: null,
            publicContactEmail: null,
            themeColour: null,
            abn: null,
            isVerified: false,
          },
        ],
        count: 2,
      });
      expect((await call('GET', `${S}/get/compF`, 'a')).body).toMatchObject({ companyName: 'Soda Works' });
      expect((await call('GET', `${S}/get/compC`, 'a')).status).toBe(404);
      expect((await call('GET', `${S}/get/count?searchString=soda`, 'a')).body).toEqual({ count: 1 });
      const pulled = await call('GET', `${S}/changes?after=0&take=2`, 'a');
      expect(pulled.body.data).toEqual([
        expect.objectContaining({ id: 'compS' }),
        expect.objectContaining({ id: 'compF' }),
      ]);
      expect(pulled.body.data).not.toContainEqual(
        expect.objectContaining({ reasonForSuspension: expect.anything() }),
      );
      const rest = await call('GET', `${S}/changes?after=${String(pulled.body.cursor)}&take=2`, 'a');
      expect(rest.body).toMatchObject({ data: [], hasMore: false });
      expect(
        (await call('GET', `${S}/getAll?query=${encodeURIComponent('isSuspended == true')}`, 'a')).status,
      ).toBe(400);
      const write = await call('PATCH', `${S}/patch`, 'a', {
        id: 'compS',
        rowVersion: 1,
        companyName: 'Mine now',
      });
      expect(write.status).toBe(403);
      expect((await call('POST', `${S}/post`, 'a', { companyName: 'Fake' })).status).toBe(403);
      expect((await call('GET', `${S}/get/compS`, 'a')).body).toMatchObject({
        companyName: 'Gippsland Dairy',
      });
    });

    it("answers every company's public profile to anyone signed in, whatever their permissions", async () => {
      await kit.store.insert({
        section: COMPANIES_SECTION,
        id: 'compC',
        companyAccountID: 'compC',
        parties: [],
        isInactive: false,
        data: { companyName: 'Corner Cafe', subscriptionCode: 'CUST' },
      });
      await kit.store.insert({
        section: COMPANIES_SECTION,
        id: 'compS',
        companyAccountID: 'compS',
        parties: [],
        isInactive: false,
        data: { companyName: 'Gippsland Dairy', subscriptionCode: 'SUPP' },
      });
      const C = '/api/v1/Public/Companies';
      const listed = await call('GET', `${C}/getAll`, 'none');
      expect(listed.status).toBe(200);
      expect(listed.body.data).toEqual([
        expect.objectContaining({ id: 'compC', companyName: 'Corner Cafe' }),
        expect.objectContaining({ id: 'compS', companyName: 'Gippsland Dairy' }),
      ]);
      expect(listed.body.data).not.toContainEqual(
        expect.objectContaining({ subscriptionCode: expect.anything() }),
      );
      expect((await call('GET', `${C}/get/compC`, 'customer')).status).toBe(200);
      expect((await call('GET', `${C}/getAll`, null)).status).toBe(401);
    });

    it('checks view and edit permissions and the subscription level', async () => {
      await post('a', { id: 'p1', productName: 'Milk' });
      expect((await call('GET', `${P}/getAll`, 'viewer')).status).toBe(200);
      const write = await call('POST', `${P}/post`, 'viewer', { productName: 'Nope' });
      expect(write.status).toBe(403);
      expect(write.body.message).toBe('You need the products.edit permission for Products');
      expect((await call('GET', `${P}/getAll`, 'none')).status).toBe(403);
      expect((await call('POST', `${P}/post`, 'admin', { productName: 'Admin may' })).status).toBe(201);
      expect((await call('GET', `${P}/getAll`, 'customer')).status).toBe(403);
      expect((await call('GET', `${P}/getAll`, null)).status).toBe(401);
      expect((await call('GET', `${P}/getAll`, 'forged')).status).toBe(401);
    });

    it('keeps server-kept fields, and admin-only ones from non-admins', async () => {
      await post('a', { id: 'p1', productName: 'Milk', isInfinite: true, isPublicProduct: true });
      expect((await call('GET', `${P}/get/p1`, 'a')).body).not.toHaveProperty('isInfinite');
      expect((await call('GET', `${P}/get/p1`, 'a')).body).not.toHaveProperty('isPublicProduct');
      await call('PATCH', `${P}/patch`, 'admin', {
        id: 'p1',
        rowVersion: 1,
        productName: 'Milk',
        isInfinite: true,
        isPublicProduct: true,
      });
      const afterAdmin = (await call('GET', `${P}/get/p1`, 'a')).body;
      expect(afterAdmin).toMatchObject({ isPublicProduct: true, rowVersion: 2 });
      expect(afterAdmin).not.toHaveProperty('isInfinite');
      await call('PATCH', `${P}/patch/partial`, 'a', {
        id: 'p1',
        rowVersion: 2,
        isPublicProduct: false,
        abbreviation: 'M',
      });
      expect((await call('GET', `${P}/get/p1`, 'a')).body).toMatchObject({
        isPublicProduct: true,
        abbreviation: 'M',
        rowVersion: 3,
      });
    });

    it('answers bad input with the right status and a readable message', async () => {
      const malformed = await call('POST', `${P}/post`, 'a', '{"productName": ');
      expect(malformed.status).toBe(400);
      const invalid = await post('a', { productName: 42, isSold: 'yes' });
      expect(invalid.status).toBe(422);
      expect((invalid.body.errors as { field: string }[]).map((e) => e.field).sort()).toEqual([
        'isSold',
        'productName',
      ]);
      expect((await call('GET', '/api/v1/NoSuchSection/getAll', 'a')).status).toBe(404);
      const huge = await post('a', { productName: 'x'.repeat(1024 * 1024 + 10) });
      expect(huge.status).toBe(413);
      for (const answer of [malformed, invalid, huge]) expect(typeof answer.body.message).toBe('string');
      expect((await call('GET', `${P}/get/count`, 'a')).body.count).toBe(0);
      expect((await call('PATCH', `${P}/patch`, 'a', { id: 'x', productName: 'no version' })).status).toBe(
        422,
      );
    });

    it('computes order totals and automatic lines itself', async () => {
      await agree(kit.store, 'compA', 'compB');
      await call('POST', '/api/v1/AutomaticLineItems/post', 'a', {
        id: 'fee',
        lineItemName: 'Delivery Fee',
        lineValue: 15,
        taxType: 'GST',
        rule: 'TotalValueLessThan',
        quantity: 300,
        tags: 'DeliveryFee',
      });
      const created = await call('POST', '/api/v1/CustomerOrders/post', 'a', {
        id: 'o1',
        sellerID: 'compA',
        buyerID: 'compB',
        subTotal: 1,
        taxTotal: 1,
        amountTotal: 1,
        orderItems: [
          {
            productID: 'milk',
            quantity: 10,
            unitPrice: 2.5,
            unitPriceIncrements: [{ unitCountTrigger: 10, unitValue: 2.2 }],
          },
          { productID: 'cola', quantity: 3, unitPrice: 10, taxType: 'GST' },
          { automaticLineItemID: 'forged', quantity: 1, unitPrice: -500 },
        ],
      });
      expect(created.status).toBe(201);
      const order = (await call('GET', '/api/v1/CustomerOrders/get/o1', 'a')).body;
      // 10 × 2.20 + 3 × 10 = 52; delivery fee 15 (52 < 300); GST on cola 3 and fee 1.5.
      expect(order).toMatchObject({ subTotal: 67, taxTotal: 4.5, amountTotal: 71.5 });
      expect((order.orderItems as Json[]).map((line) => line.automaticLineItemID ?? line.productID)).toEqual([
        'milk',
        'cola',
        'fee',
      ]);
      const pickup = await call('PATCH', '/api/v1/CustomerOrders/patch/partial', 'a', {
        id: 'o1',
        rowVersion: 1,
        isRequestPickup: true,
      });
      expect(pickup.status).toBe(200);
      expect((await call('GET', '/api/v1/CustomerOrders/get/o1', 'a')).body).toMatchObject({
        subTotal: 52,
        taxTotal: 3,
        amountTotal: 55,
      });
    });

    it('pulls changes after a cursor, deletions included, in pages', async () => {
      for (const id of ['p1', 'p2', 'p3']) await post('a', { id, productName: id });
      const first = await call('GET', `${P}/changes?after=0&take=2`, 'a');
      expect((first.body.data as Json[]).map((r) => r.id)).toEqual(['p1', 'p2']);
      expect(first.body.hasMore).toBe(true);
      const second = await call('GET', `${P}/changes?after=${String(first.body.cursor)}&take=2`, 'a');
      expect((second.body.data as Json[]).map((r) => r.id)).toEqual(['p3']);
      expect(second.body.hasMore).toBe(false);
      await call('DELETE', `${P}/delete`, 'a', { id: 'p1', rowVersion: 1 });
      const third = await call('GET', `${P}/changes?after=${String(second.body.cursor)}`, 'a');
      expect(third.body.data).toEqual([
        expect.objectContaining({ id: 'p1', isInactive: true, rowVersion: 2 }),
      ]);
      expect((await call('GET', `${P}/changes?after=0`, 'b')).body.data).toEqual([]);
      expect((await call('GET', `${P}/changes?after=abc`, 'a')).status).toBe(400);
    });

    it('records and removes external references', async () => {
      await post('a', { id: 'p1', productName: 'Milk' });
      expect(
        (await call('POST', `${P}/post?partyID=xero&sync=true`, 'a', { id: 'p1', isPull: false })).status,
      ).toBe(409);
      // compA connects the party (its integration record, as the connect call leaves it).
      await kit.store.insert({
        section: INTEGRATIONS_SECTION,
        id: 'int-xero',
        companyAccountID: 'compA',
        parties: [],
        isInactive: false,
        data: { externalPartyOptionID: 'xero', externalParty: 'Xero', isOn: true },
      });
      const upload = await call('POST', `${P}/post?partyID=xero&sync=true`, 'a', { id: 'p1', isPull: false });
      expect(upload.status).toBe(200);
      const matches = await call('GET', `${P}/get/matches?partyIDs=xero&ids=p1,p2`, 'a');
      expect(matches.body.data).toEqual([
        {
          id: 'p1',
          externalReferences: [expect.objectContaining({ externalPartyID: 'xero', localID: 'p1' })],
        },
      ]);
      const listed = await call('GET', `${P}/getAll?includeProperties=ExternalReferences`, 'a');
      expect((listed.body.data as Json[])[0]?.externalReferences).toHaveLength(1);
      expect(
        ((await call('GET', `${P}/getAll`, 'a')).body.data as Json[])[0]?.externalReferences,
      ).toBeUndefined();
      await call('PATCH', `${P}/patch/unsync?partyID=xero`, 'a', ['TL-0001']);
      expect((await call('GET', `${P}/get/matches?partyIDs=xero&ids=p1`, 'a')).body.data).toEqual([]);
      const attach = await call('PATCH', `${P}/patch?partyID=shop`, 'a', [
        { localID: 'p1', externalItemID: 'S-9', externalParty: 'Shop' },
        { localID: 'missing', externalItemID: 'S-10' },
      ]);
      expect(attach.body.data).toEqual([
        { localID: 'p1', externalItemID: 'S-9' },
        expect.objectContaining({ localID: 'missing', message: expect.any(String) }),
      ]);
    });

    it('stores an uploaded image', async () => {
      const form = new FormData();
      form.append(
        'image.jpg',
        new Blob([new Uint8Array([255, 216, 255, 224])], { type: 'image/jpeg' }),
        'image.jpg',
      );
      const response = await kit.app.request(`${P}/image?ID=logo-1`, {
        method: 'POST',
        body: form,
        headers: { Authorization: 'Bearer a' },
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({
        id: 'logo-1',
        data: { contentType: 'image/jpeg', size: 4, base64: '/9j/4A==' },
      });
    });
  });
}
