import type { EntityDefinition } from '../../src/entities/entity-definition';
import type { SqlClient } from './sql-client';
import { fieldText, foldedText, isDataField, STORED_SORT_KEYS } from './sql-record-query';
import { prepareSortKeys } from './sql-sort-keys';
import { withoutPendingLists, type CaseFolding } from './sql-schema';

/** What a section's lists sort and search by: the store keeps an index for each. */
export type ListIndexSpec = {
  section: string;
  sort?: { field: string; direction: 'asc' | 'desc' };
  search: readonly string[];
};

/**
 * The list indexes the registry asks for: each section's default sort and its search fields.
 * Public directories list companies' profiles, not their own records, and get none.
 * @example listIndexSpecs(servedEntities(ENTITIES))
 */
export function listIndexSpecs(
  entities: readonly Pick<EntityDefinition, 'section' | 'sort' | 'search' | 'profilesOf'>[],
): ListIndexSpec[] {
  return entities
    .filter((entity) => entity.profilesOf === undefined)
    .map((entity) => ({
      section: entity.section,
      ...(entity.sort === undefined ? {} : { sort: entity.sort }),
      search: entity.search,
    }));
}

/** Names built from the definition, so a changed definition gets a new index and the old one goes. */
function hashOf(text: string): string {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1)
    hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  return (hash >>> 0).toString(36);
}

const SORT_PREFIX = 'records_sort_';
/** The trigram search indexes' names begin so (sql-schema's withoutPendingLists leaves them be). */
export const SEARCH_PREFIX = 'records_search_';

/**
 * The search indexes keep a short pending list: a new record's trigrams are appended to it (one
 * page write per index) and merged into the index in bulk, sorted, once the list passes 256 kB,
 * by the write that passes it. Without it every record's trigrams went into the index one by
 * one: 50,000 imported products cost 16.4 s of CPU on PGlite, 10.9 s with this list (7.8 s with
 * no search index at all). A search reads the whole pending list besides the index, so the list
 * is kept short: at most 32 pages for every company's search, also during another's import
 * (another company's searches measured no slower during an import: docs/benchmarks.md);
 * PGlite's vacuum (sql-vacuum) merges what is left.
 */
export const SEARCH_INDEX_OPTIONS = ['fastupdate=on', 'gin_pending_list_limit=256'] as const;

function sectionsIn(sections: readonly string[]): string {
  return `section IN (${[...new Set(sections)]
    .sort()
    .map((section) => `'${section.replace(/'/g, "''")}'`)
    .join(', ')})`;
}

// Every list request asks; the specs are the store's, fixed when it opens.
const sortFieldsOf = new WeakMap<readonly ListIndexSpec[], ReadonlyMap<string, string>>();

/**
 * The sections' default sort fields, for the stored sort keys (sql-sort-keys): a section keeps
 * the keys of one field, its first spec's (the registry gives each section one default sort).
 * @example sortFields([{ section: 'Products', sort: { field: 'sortNumber', direction: 'asc' }, search: [] }]) // Map { 'Products' => 'sortNumber' }
 */
export function sortFields(specs: readonly ListIndexSpec[]): ReadonlyMap<string, string> {
  const known = sortFieldsOf.get(specs);
  if (known !== undefined) return known;
  const fields = new Map<string, string>();
  for (const spec of specs)
    if (spec.sort !== undefined && isDataField(spec.sort.field) && !fields.has(spec.section))
      fields.set(spec.section, spec.sort.field);
  sortFieldsOf.set(specs, fields);
  return fields;
}

/**
 * The CREATE INDEX statements: per sort direction, one btree over (section, company, the stored
 * sort keys, id) including the inactive flag, for the sections that sort that way, so a page in
 * the default order needs nothing but the index; per search field, one trigram index over its
 * lower-cased text (when pg_trgm is there) for the sections that search it. Each is partial to
 * its sections, so a write touches only its own section's indexes.
 */
export function listIndexStatements(
  specs: readonly ListIndexSpec[],
  folding: CaseFolding,
  trigrams: boolean,
): { name: string; sql: string }[] {
  const stored = sortFields(specs);
  const sorts = new Map<'asc' | 'desc', string[]>();
  const searches = new Map<string, string[]>();
  for (const spec of specs) {
    if (spec.sort !== undefined && stored.get(spec.section) === spec.sort.field)
      sorts.set(spec.sort.direction, [...(sorts.get(spec.sort.direction) ?? []), spec.section]);
    for (const field of spec.search)
      if (isDataField(field)) searches.set(field, [...(searches.get(field) ?? []), spec.section]);
  }
  const statements: { name: string; sql: string }[] = [];
  for (const [direction, sections] of sorts) {
    const order = direction === 'desc' ? 'DESC' : 'ASC';
    const columns = [
      'section',
      'company_account_id',
      ...STORED_SORT_KEYS.map((column) => `${column} ${order}`),
      'id ASC',
    ].join(', ');
    const predicate = sectionsIn(sections);
    const name = `${SORT_PREFIX}${direction}_${hashOf(`${columns} ${predicate}`)}`;
    statements.push({
      name,
      sql: `CREATE INDEX IF NOT EXISTS ${name} ON records (${columns}) INCLUDE (is_inactive) WHERE ${predicate}`,
    });
  }
  if (trigrams) {
    for (const [field, sections] of searches) {
      const expression = foldedText(fieldText(field), folding).replaceAll('records.', '');
      const predicate = sectionsIn(sections);
      const name = `${SEARCH_PREFIX}${field.toLowerCase().slice(0, 30)}_${hashOf(`${expression} ${predicate}`)}`;
      statements.push({
        name,
        sql: `CREATE INDEX IF NOT EXISTS ${name} ON records USING gin ((${expression}) gin_trgm_ops) WITH (${SEARCH_INDEX_OPTIONS.join(', ')}) WHERE ${predicate}`,
      });
    }
  }
  return statements;
}

/**
 * Makes the list indexes the specs ask for and drops list indexes no longer asked for. Trigram
 * indexes need pg_trgm (PGlite ships it; PostgreSQL has it); without it search scans.
 */
export async function prepareListIndexes(
  client: SqlClient,
  specs: readonly ListIndexSpec[],
  folding: CaseFolding,
): Promise<void> {
  let trigrams = true;
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm', []);
  } catch {
    trigrams = false;
  }
  const wanted = listIndexStatements(specs, folding, trigrams);
  const names = new Set(wanted.map((statement) => statement.name));
  await client.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [LIST_INDEX_LOCK]);
    const present = await tx.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE tablename = 'records' AND (indexname LIKE '${SORT_PREFIX}%' OR indexname LIKE '${SEARCH_PREFIX}%')`,
      [],
    );
    for (const { indexname } of present)
      if (!names.has(indexname)) await tx.query(`DROP INDEX IF EXISTS ${indexname}`, []);
    await prepareSortKeys(tx, sortFields(specs));
    for (const statement of wanted) await tx.query(statement.sql, []);
    await withoutPendingLists(tx);
    await withSearchPendingLists(tx);
  });
}

/** Gives search indexes made before (with no pending list) the pending list of SEARCH_INDEX_OPTIONS. */
async function withSearchPendingLists(tx: SqlClient): Promise<void> {
  const indexes = await tx.query<{ name: string; options: string[] | null }>(
    `SELECT index_class.relname AS name, index_class.reloptions AS options FROM pg_index
     JOIN pg_class index_class ON index_class.oid = pg_index.indexrelid
     WHERE pg_index.indrelid = 'records'::regclass AND starts_with(index_class.relname, $1::text)`,
    [SEARCH_PREFIX],
  );
  for (const { name, options } of indexes) {
    if (SEARCH_INDEX_OPTIONS.every((option) => options?.includes(option) === true)) continue;
    await tx.query(`ALTER INDEX "${name.replace(/"/g, '""')}" SET (${SEARCH_INDEX_OPTIONS.join(', ')})`, []);
  }
}

// Any fixed number: keeps two servers starting at once from building the same index.
const LIST_INDEX_LOCK = 7_310_443;

/** Whether the store keeps an index that gives this list in order: its section's stored sort, in a direction asked for. */
export function sortIndexed(
  specs: readonly ListIndexSpec[],
  section: string,
  sort: { field: string; direction: 'asc' | 'desc' } | undefined,
): boolean {
  if (sort === undefined || sortFields(specs).get(section) !== sort.field) return false;
  return specs.some(
    (spec) =>
      spec.section === section && spec.sort?.field === sort.field && spec.sort.direction === sort.direction,
  );
}
