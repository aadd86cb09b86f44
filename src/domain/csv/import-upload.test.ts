import { describe, expect, it } from 'vitest';
import { uploadImport, UPLOAD_BATCH_ROWS } from './import-upload';

const rows = Array.from({ length: 2500 }, (_, index) => ({ row: index + 2, fields: { productName: `P${index}` } }));

function fakeServices(answer: (path: string, body: Record<string, unknown>) => Response) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetch = async (request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    const path = new URL(request.url).pathname;
    calls.push({ path, body });
    return answer(path, body);
  };
  return { calls, fetch };
}

describe('uploadImport', () => {
  it('sends the rows in batches under one import id, then commits them all', async () => {
    const services = fakeServices((path) => Response.json(path.endsWith('/commit') ? { rows: 2500, created: 2500, existing: 0 } : { received: 1 }));
    const progress: number[] = [];
    const outcome = await uploadImport({ base: 'http://host/api/v1/Products/import/', importID: 'imp-1', rows, token: 't', fetch: services.fetch, onProgress: (sent, total) => progress.push(sent / total) });
    expect(outcome).toEqual({ ok: true, rows: 2500, created: 2500, existing: 0 });
    expect(services.calls.map((call) => [call.path, call.body.batch ?? call.body.batches])).toEqual([
      ['/api/v1/Products/import/batch', 0],
      ['/api/v1/Products/import/batch', 1],
      ['/api/v1/Products/import/batch', 2],
      ['/api/v1/Products/import/commit', 3],
    ]);
    const firstBatch = services.calls[0]?.body.rows as unknown[] | undefined;
    expect(firstBatch?.length).toBe(UPLOAD_BATCH_ROWS);
    expect(progress.at(-1)).toBe(1);
  });

  it("answers the services' row errors when they refuse the import", async () => {
    const services = fakeServices((path) =>
      path.endsWith('/commit') ? Response.json({ message: '1 row cannot be imported: nothing was imported', errors: [{ row: 7, field: 'weight', message: 'Invalid type' }] }, { status: 422 }) : Response.json({}),
    );
    const outcome = await uploadImport({ base: 'http://host/x/import', importID: 'imp-2', rows: rows.slice(0, 3), token: 't', fetch: services.fetch });
    expect(outcome).toEqual({ ok: false, message: '1 row cannot be imported: nothing was imported', errors: [{ row: 7, field: 'weight', message: 'Invalid type' }] });
  });

  it('says to retry when the services cannot be reached', async () => {
    const outcome = await uploadImport({ base: 'http://host/x/import', importID: 'imp-3', rows, token: 't', fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(outcome).toMatchObject({ ok: false, errors: [] });
    expect(outcome.ok ? '' : outcome.message).toContain('Retry');
  });
});
