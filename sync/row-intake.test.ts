import { describe, expect, it } from 'vitest';
import { createMemoryMirrorPort } from './memory-mirror-port';
import { stripMeta } from './mirror-types';
import { applyPulledPage } from './pull-apply';
import { fetchChangesPage } from './pull-pages';
import { intakeRow } from './row-intake';
import type { SyncContext } from './sync-context';

const milk = { id: 'p1', rowVersion: 1, productName: 'Milk', weight: 1 };
// A newer service's shape of a field this app knows as a number.
const newerShape = { id: 'p2', rowVersion: 1, productName: 'Cream', weight: { value: 2, unit: 'kg' } };

function pullContext(rows: readonly unknown[], logged: unknown[][]): SyncContext {
  const mirror = createMemoryMirrorPort();
  return {
    mirror,
    transport: () => Promise.resolve(Response.json({ data: rows, cursor: '2', hasMore: false })),
    clock: { now: () => 10 },
    auth: () => ({ token: 't' }),
    baseUrl: 'http://bulktrade.test',
    pageSize: 50,
    isOnline: () => true,
    log: (message, detail) => logged.push([message, detail]),
  };
}

async function pullInto(context: SyncContext): Promise<void> {
  const fetched = await fetchChangesPage(context, 'products', '0');
  if (fetched.kind !== 'page') throw new Error('no page');
  await context.mirror.transact(['products'], (tx) => applyPulledPage(tx, fetched.page, 10, 'changed'));
}

describe('a row entering the mirror is read with its schema once', () => {
  it('keeps a row that fits as sent, with a field a newer service added', () => {
    const row = { ...milk, shelfLife: 'chilled' };
    expect(intakeRow('products', row)).toBe(row);
  });

  it('keeps a row that does not fit as sent, marked with the schema issues of each field', () => {
    expect(intakeRow('products', newerShape)).toEqual({
      ...newerShape,
      _shapeIssues: [{ field: 'weight', message: expect.any(String) }],
    });
  });

  it('is no record without a string id and a numeric rowVersion', () => {
    expect(intakeRow('products', { id: 'p1' })).toBeNull();
    expect(intakeRow('products', 'p1')).toBeNull();
  });
});

describe('a pulled row that does not fit its schema', () => {
  it('is kept in the mirror, marked, and said in the sync log: never dropped', async () => {
    const logged: unknown[][] = [];
    const context = pullContext([milk, newerShape], logged);
    await pullInto(context);
    const mirror = context.mirror as ReturnType<typeof createMemoryMirrorPort>;
    const records = mirror.records('products');
    expect(records.find((record) => record.id === 'p1')).toEqual({
      ...milk,
      _syncState: 'synced',
      _cachedAt: 10,
    });
    expect(records.find((record) => record.id === 'p2')).toMatchObject({
      ...newerShape,
      _syncState: 'synced',
      _shapeIssues: [{ field: 'weight' }],
    });
    expect(logged).toEqual([
      [
        'pull: rows that do not fit their schema, kept as sent and marked',
        {
          entity: 'products',
          count: 1,
          first: { id: 'p2', issues: [expect.objectContaining({ field: 'weight' })] },
        },
      ],
    ]);
  });

  it('loses its mark when a row that fits replaces it, and the mark never travels to the services', async () => {
    const logged: unknown[][] = [];
    const context = pullContext([newerShape], logged);
    await pullInto(context);
    const mirror = context.mirror as ReturnType<typeof createMemoryMirrorPort>;
    const marked = mirror.records('products')[0];
    expect(stripMeta(marked ?? { id: '' })).toEqual(newerShape);

    const fitting = { ...newerShape, rowVersion: 2, weight: 2 };
    await context.mirror.transact(['products'], (tx) =>
      applyPulledPage(
        tx,
        { entity: 'products', rows: [fitting], cursor: '3', complete: true },
        20,
        'changed',
      ),
    );
    expect(mirror.records('products')[0]).toEqual({ ...fitting, _syncState: 'synced', _cachedAt: 20 });
  });
});
