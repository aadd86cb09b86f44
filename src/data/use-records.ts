import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { MirrorRecord } from '../../sync/mirror-types';
import type { EntityName, MirrorRow } from './mirror-row';
import type { BulktradeDB } from './bulktrade-db';
import { useData } from './data-context';
import { mirrorTablesOf, queryRecords, type RecordsQuery } from './mirror-query';

/**
 * Reads a list from the mirror with getAll's rules; live queries re-run in every tab when
 * the table changes (the user's writes, the engine's pulls).
 * @example const rows = await readRecords(db, 'products', { filterBy: 'Sold' });
 */
export async function readRecords(
  db: BulktradeDB,
  entityName: string,
  query: RecordsQuery = {},
): Promise<MirrorRecord[]> {
  return queryRecords(entityName, await readTables(db, mirrorTablesOf(entityName, query.proxyID)), query);
}

/** The records of the mirror tables, each id once (the first table's copy wins). */
async function readTables(db: BulktradeDB, tables: readonly string[]): Promise<MirrorRecord[]> {
  const lists = await Promise.all(tables.map((table) => db.mirror(table).toArray()));
  if (lists.length === 1) return lists[0] ?? [];
  const byID = new Map<string, MirrorRecord>();
  for (const record of lists.flat()) if (!byID.has(record.id)) byID.set(record.id, record);
  return [...byID.values()];
}

/**
 * A live list of mirror records; undefined while the first read runs. The live query reads
 * the table (again whenever it changes, in any tab); filters, search and sort run in memory,
 * so a keystroke in a search box filters what is already loaded instead of re-reading it all.
 * @example const products = useRecords('products', { searchString: 'milk', sort: { field: 'productName', direction: 'asc' } });
 */
export function useRecords<N extends EntityName>(
  entityName: N,
  query: RecordsQuery = {},
): MirrorRow<N>[] | undefined {
  const { db } = useData();
  // On behalf of another company, an order list reads the tables of its whole role view (mirrorTablesOf).
  const tables = mirrorTablesOf(entityName, query.proxyID);
  const tablesKey = tables.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the table names decide, not the array's identity.
  const records = useLiveQuery(() => readTables(db, tables), [db, tablesKey]);
  const queryKey = JSON.stringify(query);
  return useMemo(
    () => (records === undefined ? undefined : (queryRecords(entityName, records, query) as MirrorRow<N>[])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query's JSON decides, not its identity.
    [records, entityName, queryKey],
  );
}
