import type { FilterCondition } from '../../src/domain/query-conditions';
import { SORT_TEXT_LENGTH } from '../../src/domain/record-sort';
import { BOOKKEEPING_FIELDS } from '../../src/domain/schemas/generic-item';
import type { CaseFolding } from './sql-schema';
import { formerParty, type ListPosition, type ListQuery, type SortOrder } from './store';

/** The columns of a record row, table-qualified so they stay unambiguous beside a CTE. */
export const RECORD_COLUMNS =
  'records.section, records.id, records.company_account_id, records.parties, records.row_version, ' +
  'records.is_inactive, records.seq, records.data';

/** Collects bound parameters; every value and field name goes through here, never into SQL text. */
export type Binder = { readonly values: unknown[]; bind(value: unknown): string };

/** @example const params = binder(); const sql = `id = ${params.bind('p1')}::text`; // id = $1::text */
export function binder(): Binder {
  const values: unknown[] = [];
  return {
    values,
    bind(value) {
      values.push(value);
      return `$${values.length}`;
    },
  };
}

/** Rows visible to a company: its own, and those naming it as a party; null: every row. */
export function visibleTo(company: string | null, params: Binder): string {
  if (company === null) return 'TRUE';
  const placeholder = `${params.bind(company)}::text`;
  return `(records.company_account_id = ${placeholder} OR records.parties @> ARRAY[${placeholder}])`;
}

/** visibleTo, and the records the company was a party to before (store.ts formerParty). */
export function visibleOrFormerTo(company: string | null, params: Binder): string {
  if (company === null) return 'TRUE';
  return `(${visibleTo(company, params)} OR records.parties @> ARRAY[${params.bind(formerParty(company))}::text])`;
}

/** A field name that may be written into a statement as a literal: letters, digits and underscores. */
export const PLAIN_FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Fields the row keeps in its own columns rather than in data. */
const COLUMN_FIELDS = new Set<string>(BOOKKEEPING_FIELDS);

/** A field kept in data under a plain name: its text is what a search index holds. */
export function isDataField(field: string): boolean {
  return PLAIN_FIELD.test(field) && !COLUMN_FIELDS.has(field);
}

// The record as the memory store sees it: its data, with id, rowVersion and isInactive from the
// columns. A plain field name is written as a literal, so the list indexes (sql-list-indexes)
// can serve the expression; any other name is a parameter of `->`, so no name can change the
// statement.
function fieldValue(field: string, params: Binder): string {
  if (field === 'id') return 'to_jsonb(records.id)';
  if (field === 'rowVersion') return 'to_jsonb(records.row_version)';
  if (field === 'isInactive') return 'to_jsonb(records.is_inactive)';
  if (PLAIN_FIELD.test(field)) return `(records.data -> '${field}')`;
  return `(records.data -> ${params.bind(field)}::text)`;
}

/** A field's text (strings unquoted, numbers as written), as the search indexes hold it. */
export function fieldText(field: string): string {
  return `(records.data ->> '${field}')`;
}

/** The lower-cased text a search compares, with the store's case folding. */
export function foldedText(expression: string, folding: CaseFolding): string {
  return lower(expression, folding);
}

function isEmpty(value: string): string {
  return `(coalesce(${value}, 'null'::jsonb) IN ('null'::jsonb, '""'::jsonb))`;
}

/** Escapes LIKE's wildcards and its escape character, so text matches only itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function lower(expression: string, folding: CaseFolding): string {
  return folding === null ? `lower(${expression})` : `lower((${expression}) COLLATE pg_catalog."${folding}")`;
}

// `value` holds `pattern` (already wrapped in % and escaped) ignoring case; CASE keeps other
// JSON types out of the comparison.
function likeText(value: string, types: string, pattern: string, folding: CaseFolding): string {
  const text = lower(`${value} #>> '{}'`, folding);
  return `(CASE WHEN jsonb_typeof(${value}) IN (${types}) THEN ${text} LIKE ${lower(pattern, folding)} ESCAPE '\\' ELSE false END)`;
}

const COMPARISONS = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

/** One condition with the exact meaning of matchesCondition in src/domain/query-conditions. */
export function conditionSql(condition: FilterCondition, params: Binder, folding: CaseFolding): string {
  const expected = condition.value ?? null;
  // Booleans and null have no order, as in matchesCondition; nothing is bound for them, because
  // PostgreSQL refuses a parameter the statement does not use.
  if (condition.op in COMPARISONS && typeof expected !== 'number' && typeof expected !== 'string')
    return 'false';
  const value = fieldValue(condition.field, params);
  switch (condition.op) {
    case 'isEmpty':
      return isEmpty(value);
    case 'isNotEmpty':
      return `(NOT ${isEmpty(value)})`;
    case 'eq':
      return expected === null
        ? isEmpty(value)
        : `(${value} = ${params.bind(JSON.stringify(expected))}::text::jsonb)`;
    case 'ne':
      return expected === null
        ? `(NOT ${isEmpty(value)})`
        : `(${value} IS DISTINCT FROM ${params.bind(JSON.stringify(expected))}::text::jsonb)`;
    case 'contains':
      return likeText(
        value,
        `'string'`,
        `${params.bind(`%${escapeLike(String(expected))}%`)}::text`,
        folding,
      );
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      const operator = COMPARISONS[condition.op];
      if (typeof expected === 'number') {
        return `(CASE WHEN jsonb_typeof(${value}) = 'number' THEN (${value})::float8 ${operator} ${params.bind(expected)}::float8 ELSE false END)`;
      }
      return `(CASE WHEN jsonb_typeof(${value}) = 'string' THEN (${value} #>> '{}') COLLATE "C" ${operator} ${params.bind(String(expected))}::text COLLATE "C" ELSE false END)`;
    }
  }
}

/** The search of matchesSearch: any field's string or number text holds the trimmed text. */
export function searchSql(
  search: { text: string; fields: readonly string[] },
  params: Binder,
  folding: CaseFolding,
): string {
  const needle = search.text.trim();
  if (needle === '') return 'true';
  if (search.fields.length === 0) return 'false';
  const pattern = `${params.bind(`%${escapeLike(needle)}%`)}::text`;
  // A plain field is compared as its ->> text, the expression its trigram index holds.
  const matches = search.fields.map((field) =>
    isDataField(field)
      ? `(${lower(fieldText(field), folding)} LIKE ${lower(pattern, folding)} ESCAPE '\\' AND coalesce(jsonb_typeof(${fieldValue(field, params)}) IN ('string', 'number'), false))`
      : likeText(fieldValue(field, params), `'string', 'number'`, pattern, folding),
  );
  return `(${matches.join(' OR ')})`;
}

/**
 * ORDER BY of compareRecords in src/domain/record-sort over `value`, the sort field's JSON:
 * empty values, then booleans, numbers and text, each in its own order; descending reverses
 * only the field, ties stay by id ascending.
 */
export function orderBySql(sort: SortOrder | undefined, value: string): string {
  if (sort === undefined) return 'records.id ASC';
  const direction = sort.direction === 'desc' ? 'DESC' : 'ASC';
  return [...sortKeys(value).map((key) => `${key} ${direction}`), 'records.id ASC'].join(', ');
}

/**
 * The sort keys of compareRecords over `value`, the sort field's JSON (also the list indexes'
 * columns): the kind of value, then the one key of that kind. The other kinds' keys hold a
 * constant, never null, so rows of one kind tie on them and a row comparison can page by them.
 */
export function sortKeys(value: string): string[] {
  const type = `jsonb_typeof(${value})`;
  return [
    `(CASE WHEN ${isEmpty(value)} THEN 0 WHEN ${type} = 'boolean' THEN 1 WHEN ${type} = 'number' THEN 2 ELSE 3 END)`,
    `(CASE WHEN ${type} = 'boolean' THEN (${value})::boolean ELSE false END)`,
    `(CASE WHEN ${type} = 'number' THEN (${value})::float8 ELSE 0 END)`,
    // Like compareValues: '' before null and missing (they compare as '""'), objects by their JSON,
    // by their first SORT_TEXT_LENGTH characters (sortText), so a stored key fits a list index row.
    `left(CASE WHEN ${type} = 'string' THEN ${value} #>> '{}' WHEN ${isEmpty(value)} THEN '""' ` +
      `WHEN ${type} IN ('object', 'array') THEN (${value})::text ELSE '' END, ${SORT_TEXT_LENGTH}) COLLATE "C"`,
  ];
}

/** The columns a record keeps its default sort field's sortKeys in (sql-sort-keys). */
export const STORED_SORT_KEYS = ['sort_kind', 'sort_flag', 'sort_number', 'sort_text'] as const;

/**
 * The rows after a position in the order of orderBySql, given the rows' sort keys: ascending,
 * one row comparison over the sort keys and id (an index range); descending, keys below the
 * position's, or equal keys and a later id (ties stay by id ascending).
 */
function afterSql(
  sort: SortOrder | undefined,
  rowKeyList: readonly string[],
  id: string,
  after: ListPosition,
  params: Binder,
): string {
  const position = `${params.bind(after.id)}::text`;
  if (sort === undefined) return `${id} > ${position}`;
  const rowKeys = rowKeyList.join(', ');
  const positionKeys = sortKeys(`(${params.bind(JSON.stringify(after.value ?? null))}::text::jsonb)`).join(
    ', ',
  );
  if (sort.direction === 'asc') return `(${rowKeys}, ${id}) > (${positionKeys}, ${position})`;
  return `((${rowKeys}) < (${positionKeys}) OR ((${rowKeys}) = (${positionKeys}) AND ${id} > ${position}))`;
}

/** ORDER BY over sort keys already at hand (stored columns), then id. */
function orderByKeys(direction: 'asc' | 'desc', keys: readonly string[], id: string): string {
  const order = direction === 'desc' ? 'DESC' : 'ASC';
  return [...keys.map((key) => `${key} ${order}`), `${id} ASC`].join(', ');
}

/**
 * The statements of one list request: its page, its count before paging, and the page with
 * that count on each row (`total_count`), from one pass over the matches.
 */
export type ListStatements = {
  rowsSql: string;
  rowsParams: unknown[];
  countSql: string;
  countParams: unknown[];
  countedRowsSql: string;
  countedRowsParams: unknown[];
};

/** A section path that may be written as a literal (so a partial index's predicate can be proved). */
const PLAIN_SECTION = /^[A-Za-z0-9_/]+$/;

// The WHERE of a list's matches (everything but its position), with its parameters bound.
function matchesWhere(
  section: string,
  query: ListQuery,
  folding: CaseFolding,
  ownOnly: boolean,
  params: Binder,
): string {
  const sectionSql = PLAIN_SECTION.test(section) ? `'${section}'` : `${params.bind(section)}::text`;
  const visible =
    ownOnly && query.visibleTo !== null
      ? `records.company_account_id = ${params.bind(query.visibleTo)}::text`
      : visibleTo(query.visibleTo, params);
  const where = [`records.section = ${sectionSql}`, visible];
  if (!query.includeInactive) where.push('NOT records.is_inactive');
  for (const condition of query.conditions) where.push(conditionSql(condition, params, folding));
  if (query.search !== undefined) where.push(searchSql(query.search, params, folding));
  return where.join(' AND ');
}

function paging(query: ListQuery, params: Binder): string {
  let sql = '';
  if (query.take !== undefined) sql += ` LIMIT ${params.bind(query.take)}::bigint`;
  if (query.skip !== undefined) sql += ` OFFSET ${params.bind(query.skip)}::bigint`;
  return sql;
}

/**
 * The page of a list in its section's default order, of one company's own records: the page's
 * ids and keys come from the sort index alone (an index-only scan, however deep the offset),
 * then only its rows are read.
 */
function storedOrderRows(query: ListQuery, sort: SortOrder, whereSql: string, params: Binder): string {
  const rowKeys = STORED_SORT_KEYS.map((column) => `records.${column}`);
  const after =
    query.after === undefined ? '' : ` AND ${afterSql(sort, rowKeys, 'records.id', query.after, params)}`;
  const page = `SELECT records.id, ${rowKeys.join(', ')} FROM records WHERE ${whereSql}${after} ORDER BY ${orderByKeys(sort.direction, rowKeys, 'records.id')}${paging(query, params)}`;
  const pageKeys = STORED_SORT_KEYS.map((column) => `page.${column}`);
  // Each row by its id, one lookup per row of the page: a join the planner may choose would, on
  // a reused plan that cannot know the page's size, hash all the section's records.
  const row = `SELECT ${RECORD_COLUMNS} FROM records WHERE records.id = page.id LIMIT 1`;
  return `SELECT records.* FROM (${page}) AS page CROSS JOIN LATERAL (${row}) AS records ORDER BY ${orderByKeys(sort.direction, pageKeys, 'page.id')}`;
}

/**
 * The page of any other list. Sorted, the matching rows first get their sort field as a column:
 * the sort keys then read it instead of each taking it from the row's JSON again (a quarter off
 * a 100,000-row page on PGlite). OFFSET 0 keeps the planner from folding the subquery back into
 * the outer one.
 */
function rowsInOrder(query: ListQuery, whereSql: string, params: Binder): string {
  if (query.sort === undefined) {
    const after =
      query.after === undefined ? '' : ` AND ${afterSql(undefined, [], 'records.id', query.after, params)}`;
    return `SELECT ${RECORD_COLUMNS} FROM records WHERE ${whereSql}${after} ORDER BY ${orderBySql(undefined, '')}${paging(query, params)}`;
  }
  const source = `(SELECT records.*, ${fieldValue(query.sort.field, params)} AS sort_value FROM records WHERE ${whereSql} OFFSET 0) AS records`;
  const after =
    query.after === undefined
      ? ''
      : ` WHERE ${afterSql(query.sort, sortKeys('records.sort_value'), 'records.id', query.after, params)}`;
  return `SELECT ${RECORD_COLUMNS} FROM ${source}${after} ORDER BY ${orderBySql(query.sort, 'records.sort_value')}${paging(query, params)}`;
}

/**
 * The statements of a list. `ownOnly`: the company is a party to none of the section's records
 * of other companies (the store checked), and the list is in its section's default order or by
 * id: visibility is its own records alone, and the list index over (section, company, stored
 * sort keys, id) or the primary key gives the page in order without sorting every match.
 * @example const { rowsSql, rowsParams } = listStatements('Products', query, 'und-x-icu');
 */
export function listStatements(
  section: string,
  query: ListQuery,
  folding: CaseFolding,
  ownOnly = false,
): ListStatements {
  const params = binder();
  const whereSql = matchesWhere(section, query, folding, ownOnly, params);
  const countParams = [...params.values];
  const rowsSql =
    ownOnly && query.sort !== undefined
      ? storedOrderRows(query, query.sort, whereSql, params)
      : rowsInOrder(query, whereSql, params);

  // The matches found once (MATERIALIZED), then counted and paged: a search's trigram lookup
  // and its plan are paid once instead of once for the page and again for the count.
  const counted = binder();
  const countedWhere = matchesWhere(section, query, folding, ownOnly, counted);
  const sortColumn =
    query.sort === undefined ? '' : `, ${fieldValue(query.sort.field, counted)} AS sort_value`;
  const countedAfter =
    query.after === undefined
      ? ''
      : ` WHERE ${afterSql(query.sort, query.sort === undefined ? [] : sortKeys('records.sort_value'), 'records.id', query.after, counted)}`;
  const countedRowsSql =
    `WITH matches AS MATERIALIZED (SELECT records.*${sortColumn} FROM records WHERE ${countedWhere}) ` +
    `SELECT ${RECORD_COLUMNS}, (SELECT count(*) FROM matches) AS total_count FROM matches AS records${countedAfter} ` +
    `ORDER BY ${orderBySql(query.sort, 'records.sort_value')}${paging(query, counted)}`;
  return {
    rowsSql,
    rowsParams: params.values,
    countSql: `SELECT count(*) AS count FROM records WHERE ${whereSql}`,
    countParams,
    countedRowsSql,
    countedRowsParams: counted.values,
  };
}
