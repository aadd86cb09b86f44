import { describe, expect, it } from 'vitest';
import { importTooLargeMessage, MAX_IMPORT_ROWS } from './import-limits';
import { uploadImport, UPLOAD_BATCH_ROWS, type UploadProgress } from './import-upload';
import type { ProductImportRow } from './product-import';

// Only the name matters to the upload: the rest of a product row is left out.
const product = (productName: string) => ({ productName }) as ProductImportRow;

const rows = Array.from({ length: 2500 }, (_, index) => ({
  row: index + 2,
  fields: product(`P${index}`),
}));

function fakeServices(answer: (path: string, body: Record<string, unknown>) => Response | Promise<Response>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetch = async (request: Request) => {
    const body = (request.method === 'GET' ? {} : await request.json()) as Record<string, unknown>;
    const path = new URL(request.url).pathname;
    calls.push({ path, body });
    return answer(path, body);
  };
  return { calls, fetch };
}

describe('uploadImport', () => {
  it('sends the rows in batches under one import id, then commits them all', async () => {
    const services = fakeServices((path) =>
      Response.json(path.endsWith('/commit') ? { rows: 2500, created: 2500, existing: 0 } : { received: 1 }),
    );
    const progress: UploadProgress[] = [];
    const outcome = await uploadImport({
      base: 'http://host/api/v1/Products/import/',
      importID: 'imp-1',
      rows,
      token: 't',
      fetch: services.fetch,
      onProgress: (step) => progress.push(step),
    });
    expect(outcome).toEqual({ ok: true, rows: 2500, created: 2500, existing: 0 });
    expect(services.calls.map((call) => [call.path, call.body.batch ?? call.body.batches])).toEqual([
      ['/api/v1/Products/import/batch', 0],
      ['/api/v1/Products/import/batch', 1],
      ['/api/v1/Products/import/batch', 2],
      ['/api/v1/Products/import/commit', 3],
    ]);
    const firstBatch = services.calls[0]?.body.rows as unknown[] | undefined;
    expect(firstBatch?.length).toBe(UPLOAD_BATCH_ROWS);
    expect(progress.map((step) => `${step.phase} ${step.done}`)).toEqual([
      'sending 1000',
      'sending 2000',
      'sending 2500',
      'importing 0',
      'importing 2500',
    ]);
  });

  it('says how many rows the services have written while the commit runs, asking where it stands', async () => {
    let written = 0;
    let finish = () => undefined as void;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const services = fakeServices(async (path) => {
      if (path.endsWith('/progress')) {
        written += 1000;
        if (written >= 2000) finish();
        return Response.json({ state: 'importing', done: written, total: 2500 });
      }
      if (path.endsWith('/commit')) {
        await finished;
        return Response.json({ rows: 2500, created: 2500, existing: 0 });
      }
      return Response.json({});
    });
    const progress: UploadProgress[] = [];
    const outcome = await uploadImport({
      base: 'http://host/x/import',
      importID: 'imp-poll',
      rows,
      token: 't',
      fetch: services.fetch,
      pollMs: 5,
      onProgress: (step) => progress.push(step),
    });
    expect(outcome.ok).toBe(true);
    expect(progress.filter((step) => step.phase === 'importing').map((step) => step.done)).toEqual(
      expect.arrayContaining([0, 1000, 2000, 2500]),
    );
    expect(services.calls.some((call) => call.path === '/x/import/progress')).toBe(true);
  });

  it(`refuses more than ${MAX_IMPORT_ROWS.toLocaleString('en-AU')} rows before sending anything, saying the limit`, async () => {
    const services = fakeServices(() => Response.json({}));
    const many = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, index) => ({
      row: index + 2,
      fields: product(''),
    }));
    const outcome = await uploadImport({
      base: 'http://host/x/import',
      importID: 'imp-big',
      rows: many,
      token: 't',
      fetch: services.fetch,
    });
    expect(outcome).toEqual({ ok: false, message: importTooLargeMessage(MAX_IMPORT_ROWS + 1), errors: [] });
    expect(importTooLargeMessage(MAX_IMPORT_ROWS + 1)).toBe(
      'This file has 50,001 rows; one import takes at most 50,000. Split it into files of 50,000 rows or fewer and import each.',
    );
    expect(services.calls).toEqual([]);
  });

  it("answers the services' row errors when they refuse the import", async () => {
    const services = fakeServices((path) =>
      path.endsWith('/commit')
        ? Response.json(
            {
              message: '1 row cannot be imported: nothing was imported',
              errors: [{ row: 7, field: 'weight', message: 'Invalid type' }],
            },
            { status: 422 },
          )
        : Response.json({}),
    );
    const outcome = await uploadImport({
      base: 'http://host/x/import',
      importID: 'imp-2',
      rows: rows.slice(0, 3),
      token: 't',
      fetch: services.fetch,
    });
    expect(outcome).toEqual({
      ok: false,
      message: '1 row cannot be imported: nothing was imported',
      errors: [{ row: 7, field: 'weight', message: 'Invalid type' }],
    });
  });

  it('says to retry when the services cannot be reached', async () => {
    const outcome = await uploadImport({
      base: 'http://host/x/import',
      importID: 'imp-3',
      rows,
      token: 't',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(outcome).toMatchObject({ ok: false, errors: [] });
    expect(outcome.ok ? '' : outcome.message).toContain('Retry');
  });
});
