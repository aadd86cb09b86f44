import type { EntityDefinition } from '../../src/entities/entity-definition';
import type { SqlClient } from './sql-client';
import { fieldText, foldedText, isDataField, sortKeys } from './sql-record-query';
import { withoutPendingLists, type CaseFolding } from './sql-schema';

/** What a section's lists sort and search by: the store keeps an index for each. */
export type ListIndexSpec = { section: string; sort?: { field: string; direction: 'asc' | 'desc' }; search: readonly string[] };

/**
 * The list indexes the registry asks for: each section's default sort and its search fields.
 * Public directories list companies' profiles, not their own records, and get none.
 * @example listIndexSpecs(servedEntities(ENTITIES))
 */
export function listIndexSpecs(entities: readonly Pick<EntityDefinition, 'section' | 'sort' | 'search' | 'profilesOf'>[]): ListIndexSpec[] {
  return entities
    .filter((entity) => entity.profilesOf === undefined)
    .map((entity) => ({ section: entity.section, ...(entity.sort === undefined ? {} : { sort: entity.sort }), search: entity.search }));
}

/** Names built from the definition, so a changed definition gets a new index and the old one goes. */
function hashOf(text: string): string {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  return (hash >>> 0).toString(36);
}

const SORT_PREFIX = 'records_sort_';
const SEARCH_PREFIX = 'records_search_';

function sectionsIn(sections: readonly string[]): string {
  return `section IN (${[...new Set(sections)].sort().map((section) => `'${section.replace(/'/g, "''")}'`).join(', ')})`;
}

/**
 * The CREATE INDEX statements: per sort field and direction, one btree over (company, the sort
 * keys of compareRecords, id) for the sections that sort by it; per search field, one trigram
 * index over its lower-cased text (when pg_trgm is there) for the sections that search it.
 * Each is partial to its sections, so a write touches only its own section's indexes.
 */
export function listIndexStatements(specs: readonly ListIndexSpec[], folding: CaseFolding, trigrams: boolean): { name: string; sql: string }[] {
  const sorts = new Map<string, string[]>();
  const searches = new Map<string, string[]>();
  for (const spec of specs) {
    if (spec.sort !== undefined && isDataField(spec.sort.field)) {
      const key = `${spec.sort.field}\u0000${spec.sort.direction}`;
      sorts.set(key, [...(sorts.get(key) ?? []), spec.section]);
    }
    for (const field of spec.search) if (isDataField(field)) searches.set(field, [...(searches.get(field) ?? []), spec.section]);
  }
  const statements: { name: string; sql: string }[] = [];
  for (const [key, sections] of sorts) {
    const [field = '', direction = 'asc'] = key.split('\u0000');
    const order = direction === 'desc' ? 'DESC' : 'ASC';
    const keys = sortKeys(`(data -> '${field}')`).map((expression) => `(${expression}) ${order}`);
    const columns = ['company_account_id', ...keys, 'id ASC'].join(', ');
    const predicate = sectionsIn(sections);
    const name = `${SORT_PREFIX}${field.toLowerCase().slice(0, 30)}_${hashOf(`${columns} ${predicate}`)}`;
    statements.push({ name, sql: `CREATE INDEX IF NOT EXISTS ${name} ON records (${columns}) WHERE ${predicate}` });
  }
  if (trigrams) {
    for (const [field, sections] of searches) {
      const expression = foldedText(fieldText(field), folding).replaceAll('records.', '');
      const predicate = sectionsIn(sections);
      const name = `${SEARCH_PREFIX}${field.toLowerCase().slice(0, 30)}_${hashOf(`${expression} ${predicate}`)}`;
      statements.push({ name, sql: `CREATE INDEX IF NOT EXISTS ${name} ON records USING gin ((${expression}) gin_trgm_ops) WITH (fastupdate = off) WHERE ${predicate}` });
    }
  }
  return statements;
}

/**
 * Makes the list indexes the specs ask for and drops list indexes no longer asked for. Trigram
 * indexes need pg_trgm (PGlite ships it; PostgreSQL has it); without it search scans.
 */
export async function prepareListIndexes(client: SqlClient, specs: readonly ListIndexSpec[], folding: CaseFolding): Promise<void> {
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
    for (const { indexname } of present) if (!names.has(indexname)) await tx.query(`DROP INDEX IF EXISTS ${indexname}`, []);
    for (const statement of wanted) await tx.query(statement.sql, []);
    await withoutPendingLists(tx);
  });
}

// Any fixed number: keeps two servers starting at once from building the same index.
const LIST_INDEX_LOCK = 7_310_443;

/** Whether the store keeps an index that gives this list in order (its section's default sort). */
export function sortIndexed(specs: readonly ListIndexSpec[], section: string, sort: { field: string; direction: 'asc' | 'desc' } | undefined): boolean {
  if (sort === undefined || !isDataField(sort.field)) return false;
  return specs.some((spec) => spec.section === section && spec.sort?.field === sort.field && spec.sort.direction === sort.direction);
}
