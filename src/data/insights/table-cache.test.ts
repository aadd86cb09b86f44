import { describe, expect, it } from 'vitest';
import type { AnyRecord } from '../../domain/insights/record-values';
import { refreshTable, type TableSource } from './table-cache';

/** A mirror table in memory that counts what it was asked to read. */
function memoryTable(initial: AnyRecord[]) {
  const rows = new Map(initial.map((row) => [String(row['id']), row]));
  const reads = { all: 0, changed: 0 };
  const source: TableSource = {
    all: async () => {
      reads.all += 1;
      return [...rows.values()];
    },
    changedSince: async (time) => {
      reads.changed += 1;
      return [...rows.values()].filter((row) => Number(row['_cachedAt'] ?? -1) >= time);
    },
    count: async () => rows.size,
  };
  return { rows, reads, source };
}

const HOUR = 3_600_000;
const row = (id: string, at: number, extra: AnyRecord = {}) => ({ id, _cachedAt: at, ...extra });

describe('refreshTable', () => {
  it('reads a table in full once, then only what was written since: an edit and a new record', async () => {
    const table = memoryTable([row('a', 1 * HOUR), row('b', 2 * HOUR)]);
    const kept = await refreshTable(table.source);
    table.rows.set('a', row('a', 3 * HOUR, { amountTotal: 5 }));
    table.rows.set('c', row('c', 3 * HOUR));
    const refreshed = await refreshTable(table.source, kept);
    expect(refreshed.rows.map((record) => [record['id'], record['amountTotal'] ?? null])).toEqual([
      ['a', 5],
      ['b', null],
      ['c', null],
    ]);
    expect(table.reads).toEqual({ all: 1, changed: 1 });
    // What it kept before is left as it was (a screen may still be computing from it).
    expect(kept.rows).toHaveLength(2);
  });

  it('reads again a write stamped a little before the latest one seen (committed after it was read)', async () => {
    const table = memoryTable([row('a', 2 * HOUR)]);
    const kept = await refreshTable(table.source);
    table.rows.set('late', row('late', 2 * HOUR - 5000));
    expect((await refreshTable(table.source, kept)).byId.has('late')).toBe(true);
  });

  it('reads in full when records were dropped (cache expiry), so none is counted twice or kept when gone', async () => {
    const table = memoryTable([row('a', 1 * HOUR), row('b', 2 * HOUR)]);
    const kept = await refreshTable(table.source);
    table.rows.delete('a');
    table.rows.set('c', row('c', 3 * HOUR));
    const refreshed = await refreshTable(table.source, kept);
    expect([...refreshed.byId.keys()].sort()).toEqual(['b', 'c']);
    expect(table.reads.all).toBe(2);
  });

  it('answers what it kept when nothing was written since', async () => {
    const table = memoryTable([row('a', 1 * HOUR), row('b', 3 * HOUR)]);
    const kept = await refreshTable(table.source);
    expect(await refreshTable(table.source, kept)).toBe(kept);
    expect(table.reads.all).toBe(1);
  });
});
