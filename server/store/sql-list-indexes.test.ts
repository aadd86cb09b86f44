import { afterAll, describe, expect, it } from 'vitest';
import { servedEntities } from '../../src/entities/derive/served-entities';
import { ENTITIES } from '../../src/entities/registry';
import { pgliteClient } from './sql-client';
import { listIndexSpecs, listIndexStatements } from './sql-list-indexes';
import { listStatements } from './sql-record-query';
import { createSqlStore } from './sql-store';

const client = pgliteClient();
afterAll(() => client.close());

async function plan(sql: string, params: unknown[], off: readonly string[]): Promise<string> {
  // Few rows: the planner would scan; what matters here is that the index can serve the statement.
  return client.transaction(async (tx) => {
    for (const setting of ['enable_seqscan', ...off]) await tx.query(`SET LOCAL ${setting} = off`, []);
    const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('list indexes', () => {
  it("index every section's default sort and search of the registry, and serve the list and search from them", { timeout: 180_000 }, async () => {
    const lists = listIndexSpecs(servedEntities(ENTITIES));
    const store = await createSqlStore(client, { lists });
    await store.insert({ section: 'Products', id: 'p1', companyAccountID: 'comp1', parties: [], isInactive: false, data: { productName: 'Milk' } });
    await client.query(
      `INSERT INTO records (section, id, company_account_id, parties, row_version, is_inactive, seq, data)
       SELECT 'Products', 'bulk-' || g, 'comp1', '{}', 1, false, g + 10, jsonb_build_object('productName', 'Product ' || g, 'sortNumber', g)
       FROM generate_series(1, 5000) AS g`,
      [],
    );
    await client.query('ANALYZE records', []);
    const names = (await client.query<{ indexname: string }>("SELECT indexname FROM pg_indexes WHERE tablename = 'records'", [])).map((row) => row.indexname);
    expect(names.filter((name) => name.startsWith('records_sort_sortnumber_') || name.startsWith('records_search_productname_'))).toHaveLength(2);

    const folding = (await client.query<{ collname: string }>("SELECT collname FROM pg_collation WHERE collname = 'und-x-icu'", [])).length > 0 ? 'und-x-icu' : null;
    const page = listStatements('Products', { visibleTo: 'comp1', conditions: [], includeInactive: false, includeCount: false, sort: { field: 'sortNumber', direction: 'asc' }, take: 75, skip: 0 }, folding, true);
    expect(await plan(page.rowsSql, page.rowsParams, ['enable_sort'])).toMatch(/Index Scan using records_sort_sortnumber_/);
    const search = listStatements('Products', { visibleTo: 'comp1', conditions: [], includeInactive: false, includeCount: false, search: { text: 'Product 4999', fields: ['productName'] } }, folding, true);
    // On a few thousand rows any index on the section looks cheaper; without them the choice is a scan or the search index.
    const others = await client.query<{ indexname: string }>("SELECT indexname FROM pg_indexes WHERE tablename = 'records' AND indexname NOT LIKE 'records_search_%' AND indexname <> 'records_pkey'", []);
    for (const { indexname } of others) await client.query(`DROP INDEX ${indexname}`, []);
    expect(await plan(search.rowsSql, search.rowsParams, ['enable_indexscan'])).toMatch(/records_search_productname_/);
    expect((await store.list('Products', { visibleTo: 'comp1', conditions: [], includeInactive: false, includeCount: true, sort: { field: 'productName', direction: 'asc' }, search: { text: 'MIL', fields: ['productName'] } })).rows.map((row) => row.id)).toEqual(['p1']);
  });

  it('drops the list indexes a changed registry no longer asks for', { timeout: 60_000 }, async () => {
    await createSqlStore(client, { lists: [{ section: 'Products', sort: { field: 'weight', direction: 'desc' }, search: [] }] });
    const names = (await client.query<{ indexname: string }>("SELECT indexname FROM pg_indexes WHERE tablename = 'records' AND indexname LIKE 'records_sort_%' OR indexname LIKE 'records_search_%'", [])).map((row) => row.indexname);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^records_sort_weight_/);
  });

  it('names each index after its definition, so two sections sorting one field share one index', () => {
    const statements = listIndexStatements(
      [
        { section: 'Customers', sort: { field: 'companyName', direction: 'asc' }, search: ['companyName'] },
        { section: 'Suppliers', sort: { field: 'companyName', direction: 'asc' }, search: ['companyName', 'id'] },
      ],
      null,
      true,
    );
    expect(statements.map((statement) => statement.name.replace(/_[0-9a-z]+$/, ''))).toEqual(['records_sort_companyname', 'records_search_companyname']);
    expect(statements[0]?.sql).toContain("WHERE section IN ('Customers', 'Suppliers')");
  });
});
