import type { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { signInForToken } from '../../server/auth/auth-test-kit';
import { seedUser } from '../../server/auth/seed-user';
import { IMPORT_STAGING_SECTION } from '../../server/flows/imports';
import { IMAGES_SECTION } from '../../server/sections/sync-routes';
import { createServices } from '../../server/services';
import type { Store } from '../../server/store/store';
import {
  importTooLargeMessage,
  MAX_IMPORT_BATCHES,
  MAX_IMPORT_ROWS,
} from '../../src/domain/csv/import-limits';
import { requestJson, type Answer } from './contract-app';

// CSV imports through the REST calls, on every store (issue 21): a commit gives way to other
// companies' calls, an import is capped, its rows are checked as single writes are, and a
// deleted account takes its staged rows and images with it.

const SECRET = 'import-contract-secret-at-least-32-bytes';
const ITERATIONS = 1000;
const PASSWORD = 'Correct-horse9!';
const PRODUCTS = '/api/v1/Products';

type World = { store: Store; app: Hono; acme: string; birch: string; writes: string[] };

/**
 * The store the services run on, telling `onWrite` of each write of acme's products as it
 * starts (an import's steps), and keeping the order of events in `writes`. Inside a transaction
 * the wrapper's writes hold the store as the transaction does.
 */
function watched(store: Store, onWrite: () => void, writes: string[]): Store {
  const wrap = (inner: Store): Store => ({
    ...inner,
    async insert(write) {
      if (write.section === 'Products' && write.companyAccountID === 'acme') {
        writes.push('write');
        onWrite();
      }
      return inner.insert(write);
    },
    async insertMany(many) {
      if (many.some((write) => write.section === 'Products' && write.companyAccountID === 'acme')) {
        writes.push('write');
        onWrite();
        // Each step as slow as a busy store's, so the import has steps to give way between.
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
      return inner.insertMany(many);
    },
    transaction: (work) => inner.transaction((tx) => work(wrap(tx))),
  });
  return wrap(store);
}

async function world(
  open: () => Promise<Store>,
  opened: Store[],
  onWrite: () => void = () => undefined,
): Promise<World> {
  const base = await open();
  opened.push(base);
  const writes: string[] = [];
  const store = watched(base, onWrite, writes);
  const app = createServices({ store, secret: SECRET, passwordIterations: ITERATIONS });
  for (const [id, companyName] of [
    ['acme', 'Acme Wholesale'],
    ['birch', 'Birch Foods'],
  ] as const) {
    await seedUser({
      store,
      company: { id, companyName, subscriptionCode: 'SUPP' },
      user: {
        id: `${id}-admin`,
        userName: `admin@${id}.test`,
        permissions: 'everything.edit',
        isGlobalAdmin: true,
      },
      password: PASSWORD,
      passwordIterations: ITERATIONS,
    });
  }
  await store.insert({
    section: 'Products',
    id: 'birch-cake',
    companyAccountID: 'birch',
    parties: [],
    isInactive: false,
    data: { id: 'birch-cake', productName: 'Carrot cake' },
  });
  const acme = await signInForToken(app, 'admin@acme.test', PASSWORD);
  const birch = await signInForToken(app, 'admin@birch.test', PASSWORD);
  return { store: base, app, acme, birch, writes };
}

function call(app: Hono, token: string, method: string, path: string, body?: unknown): Promise<Answer> {
  return requestJson(app, `Bearer ${token}`, method, path, body);
}

function productRows(prefix: string, count: number, extra: Record<string, unknown> = {}) {
  return Array.from({ length: count }, (_, index) => ({
    row: index + 2,
    fields: { productName: `${prefix} ${index + 1}`, sortNumber: index, isSold: true, ...extra },
  }));
}

/** Sends the rows in batches of 1,000 under the import id; answers the number of batches. */
async function stage(
  app: Hono,
  token: string,
  importID: string,
  rows: readonly unknown[],
  path = PRODUCTS,
): Promise<number> {
  const batches = Math.max(1, Math.ceil(rows.length / 1000));
  for (let batch = 0; batch < batches; batch += 1) {
    const sent = await call(app, token, 'POST', `${path}/import/batch`, {
      importID,
      batch,
      rows: rows.slice(batch * 1000, (batch + 1) * 1000),
    });
    expect(sent.status).toBe(200);
  }
  return batches;
}

export function describeImportContract(name: string, open: () => Promise<Store>): void {
  const opened: Store[] = [];
  afterAll(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });

  describe(`CSV import commits (${name})`, () => {
    it("answers another company's list call while an import commits, before the import's last step", async () => {
      // 1,200 rows are at least four steps (the first of 100, each at most twice the one before).
      let listed: Promise<Answer> | null = null;
      let start = () => undefined as void;
      const { app, acme, birch, writes } = await world(open, opened, () => start());
      const importID = 'imp-yield-0001';
      const batches = await stage(app, acme, importID, productRows('Yielding', 1200));
      start = () => {
        if (listed !== null) return;
        listed = call(app, birch, 'GET', `${PRODUCTS}/getAll`).then((answer) => {
          writes.push('listed');
          return answer;
        });
      };
      const committed = await call(app, acme, 'POST', `${PRODUCTS}/import/commit`, { importID, batches });
      expect(committed.body).toMatchObject({ rows: 1200, created: 1200, existing: 0 });
      expect(listed).not.toBeNull();
      const answer = await (listed as unknown as Promise<Answer>);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual([expect.objectContaining({ id: 'birch-cake' })]);
      // The list call, started as the import's first step began, was answered before its last step.
      expect(writes.indexOf('listed')).toBeGreaterThan(0);
      expect(writes.lastIndexOf('write')).toBeGreaterThan(writes.indexOf('listed'));

      const progress = await call(app, acme, 'GET', `${PRODUCTS}/import/progress?importID=${importID}`);
      expect(progress.body).toEqual({ importID, state: 'done', done: 1200, total: 1200 });
      expect((await call(app, birch, 'GET', `${PRODUCTS}/import/progress?importID=${importID}`)).status).toBe(
        404,
      );

      const again = await call(app, acme, 'POST', `${PRODUCTS}/import/commit`, { importID, batches });
      expect(again.body).toMatchObject({ rows: 1200, created: 0, existing: 1200 });
      expect((await call(app, acme, 'GET', `${PRODUCTS}/get/count`)).body.count).toBe(1200);
    });

    it(`takes at most ${MAX_IMPORT_ROWS.toLocaleString('en-AU')} rows, saying the limit and what to do`, async () => {
      const { app, acme } = await world(open, opened);
      const importID = 'imp-cap-0001';
      const beyond = await call(app, acme, 'POST', `${PRODUCTS}/import/batch`, {
        importID,
        batch: MAX_IMPORT_BATCHES,
        rows: productRows('Beyond', 1),
      });
      expect(beyond).toEqual({
        status: 422,
        body: { message: importTooLargeMessage(), maxRows: MAX_IMPORT_ROWS },
      });
      expect(importTooLargeMessage()).toContain('at most 50,000');
      expect(importTooLargeMessage()).toContain('Split it into files of 50,000 rows or fewer');
      const bigBatch = await call(app, acme, 'POST', `${PRODUCTS}/import/batch`, {
        importID,
        batch: 0,
        rows: Array.from({ length: 1001 }, (_, index) => ({ row: index + 2, fields: {} })),
      });
      expect(bigBatch.status).toBe(422);
      const commit = await call(app, acme, 'POST', `${PRODUCTS}/import/commit`, {
        importID,
        batches: MAX_IMPORT_BATCHES + 1,
      });
      expect(commit).toEqual({
        status: 422,
        body: { message: importTooLargeMessage(), maxRows: MAX_IMPORT_ROWS },
      });
      expect((await call(app, acme, 'GET', `${PRODUCTS}/get/count`)).body.count).toBe(0);
    });
  });

  describe(`CSV import rows are checked as single writes are (${name})`, () => {
    it('keeps no undeclared field, password, API key, owner or sync reference from a row: the record equals a single post of the same fields', async () => {
      const { app, acme, store } = await world(open, opened);
      const planted = {
        zzPlanted: 'x'.repeat(2000),
        password: 'Plain-text9!',
        apiKey: 'sk-live-123',
        companyAccountID: 'birch',
        externalReferences: [
          { externalPartyID: 'xero', externalItemID: 'FAKE-1', localID: 'p', externalParty: 'Xero' },
        ],
      };
      const importID = 'imp-shape-0001';
      const batches = await stage(app, acme, importID, [
        { row: 2, fields: { productName: 'Planted', abbreviation: 'PL', ...planted } },
      ]);
      expect(
        (await call(app, acme, 'POST', `${PRODUCTS}/import/commit`, { importID, batches })).body,
      ).toMatchObject({ created: 1 });
      // A single post naming another company as owner is refused (403); the import makes the importer's records only.
      const { companyAccountID: _owner, externalReferences: _references, ...postable } = planted;
      const posted = await call(app, acme, 'POST', `${PRODUCTS}/post`, {
        id: 'single-post',
        productName: 'Planted',
        abbreviation: 'PL',
        taxType: null,
        ...postable,
      });
      expect(posted.status).toBe(201);

      const { rows } = await store.list('Products', {
        visibleTo: 'acme',
        conditions: [],
        includeInactive: true,
        includeCount: false,
      });
      const imported = rows.find((row) => row.id !== 'single-post');
      const single = rows.find((row) => row.id === 'single-post');
      expect(imported?.companyAccountID).toBe('acme');
      const { id: _importedId, ...importedData } = imported?.data ?? {};
      const { id: _singleId, ...singleData } = single?.data ?? {};
      expect(importedData).toEqual(singleData);
      expect(importedData).toEqual({
        productName: 'Planted',
        abbreviation: 'PL',
        taxType: null,
        companyAccountID: 'acme',
      });
      const read = await call(app, acme, 'GET', `${PRODUCTS}/get/${imported?.id ?? ''}`);
      expect(read.body.externalReferences).toBeUndefined();
      expect(
        (
          await store.list('Products', {
            visibleTo: 'birch',
            conditions: [],
            includeInactive: true,
            includeCount: false,
          })
        ).rows.map((row) => row.id),
      ).toEqual(['birch-cake']);
    });

    it("refuses over-long text with the row's error and imports nothing", async () => {
      const { app, acme } = await world(open, opened);
      const importID = 'imp-long-0001';
      const rows = [
        { row: 2, fields: { productName: 'Fine' } },
        { row: 3, fields: { productName: 'Long description', publicDescription: 'x'.repeat(200 * 1024) } },
        { row: 4, fields: { productName: 'n'.repeat(1001) } },
      ];
      const batches = await stage(app, acme, importID, rows);
      const committed = await call(app, acme, 'POST', `${PRODUCTS}/import/commit`, { importID, batches });
      expect(committed.status).toBe(422);
      expect(committed.body.message).toBe('2 rows cannot be imported: nothing was imported');
      expect(committed.body.errors).toEqual([
        { row: 3, field: 'publicDescription', message: 'Must be 20,000 characters or fewer' },
        { row: 4, field: 'productName', message: 'Must be 1,000 characters or fewer' },
      ]);
      expect((await call(app, acme, 'GET', `${PRODUCTS}/get/count`)).body.count).toBe(0);
      // A single post is refused alike.
      const single = await call(app, acme, 'POST', `${PRODUCTS}/post`, { productName: 'n'.repeat(1001) });
      expect(single.status).toBe(422);
      expect(single.body.errors).toEqual([
        { field: 'productName', message: 'Must be 1,000 characters or fewer' },
      ]);
    });

    it('checks customer rows as single writes of customers and locations are', async () => {
      const { app, acme } = await world(open, opened);
      const importID = 'imp-customers-long-1';
      const batches = await stage(
        app,
        acme,
        importID,
        [
          {
            row: 2,
            fields: {
              companyName: 'Harbour Cafe',
              suburb: 's'.repeat(1001),
              email: 'not an address',
            },
          },
        ],
        '/api/v1/Customers',
      );
      const committed = await call(app, acme, 'POST', '/api/v1/Customers/import/commit', {
        importID,
        batches,
      });
      expect(committed.status).toBe(422);
      expect(committed.body.errors).toEqual(
        expect.arrayContaining([
          { row: 2, field: 'suburb', message: 'Must be 1,000 characters or fewer' },
          { row: 2, field: 'email', message: 'Email must be valid' },
        ]),
      );
    });
  });

  describe(`a deleted account's imports and images (${name})`, () => {
    it('are erased with it: no staged name, e-mail, phone or image is left in the store', async () => {
      const { app, acme, store } = await world(open, opened);
      const staged = {
        companyName: 'Secret Customer Pty',
        email: 'owner@secret-customer.test',
        phoneNumber: '+61 400 111 222',
      };
      await stage(app, acme, 'imp-deleted-0001', [{ row: 2, fields: staged }], '/api/v1/Customers');
      const form = new FormData();
      form.append(
        'image',
        new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' }),
        'image.jpg',
      );
      const uploaded = await app.request(`${PRODUCTS}/image?ID=acme-image-1`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${acme}` },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const before = JSON.stringify(await everything(store));
      expect(before).toContain('owner@secret-customer.test');
      expect(before).toContain('acme-image-1');

      const deleted = await call(app, acme, 'POST', '/auth/v1/account/delete', {
        confirmation: 'Acme Wholesale',
      });
      expect(deleted.status).toBe(200);
      const after = await everything(store);
      const text = JSON.stringify(after);
      for (const value of [...Object.values(staged), 'base64', 'image/jpeg'])
        expect(text).not.toContain(value);
      for (const row of after) expect(row).toMatchObject({ isInactive: true });
    });
  });
}

/** Every record of the staging and image sections, whoever owns it. */
async function everything(store: Store) {
  const rows = [];
  for (const section of [IMPORT_STAGING_SECTION, IMAGES_SECTION]) {
    rows.push(
      ...(
        await store.list(section, {
          visibleTo: null,
          conditions: [],
          includeInactive: true,
          includeCount: false,
        })
      ).rows,
    );
  }
  return rows;
}
