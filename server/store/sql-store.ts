import { DOCUMENT_NUMBER_MAX_DIGITS } from '../../src/domain/document-number';
import type { QueryOptions, SqlClient } from './sql-client';
import {
  RECORD_COLUMNS,
  STORED_SORT_KEYS,
  listStatements,
  visibleOrFormerTo,
  binder,
} from './sql-record-query';
import { sortKeysOf, type SortKeyValues } from './sql-sort-keys';
import { prepareListIndexes, sortFields, sortIndexed, type ListIndexSpec } from './sql-list-indexes';
import { keptCountStatement } from './sql-record-counts';
import { prepareScopeIndexes, scopeFilterSql, type ScopeIndexSpec } from './sql-scope';
import { findCaseFolding, prepareSqlSchema, type CaseFolding } from './sql-schema';
import {
  companyOfFormerParty,
  numberCounterKey,
  type AuthCode,
  type ChangeFilter,
  type Credential,
  type InsertResult,
  type ListQuery,
  type ListResult,
  type NumberRequest,
  type RecordRow,
  type RecordWrite,
  type Store,
  type UpdateResult,
} from './store';
import type { AnyRecord } from '../../src/domain/unknown-values';
import type { AttemptCounts } from './attempt-counts';

type RecordColumns = {
  section: string;
  id: string;
  company_account_id: string;
  parties: string[] | null;
  row_version: number;
  is_inactive: boolean;
  // int8 arrives as a string from pg and as a bigint from PGlite.
  seq: string | number | bigint;
  data: AnyRecord;
};

type CredentialColumns = {
  user_name: string;
  user_id: string;
  company_account_id: string;
  password_hash: string;
};

type CodeColumns = {
  code: string;
  user_id: string;
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  expires_at: string;
};

function toRow(columns: RecordColumns): RecordRow {
  return {
    section: columns.section,
    id: columns.id,
    companyAccountID: columns.company_account_id,
    parties: columns.parties ?? [],
    rowVersion: Number(columns.row_version),
    isInactive: columns.is_inactive,
    seq: Number(columns.seq),
    data: columns.data,
  };
}

function insertedRow(write: RecordWrite, seq: string | number | bigint): RecordRow {
  return {
    section: write.section,
    id: write.id,
    companyAccountID: write.companyAccountID,
    parties: [...write.parties],
    rowVersion: 1,
    isInactive: write.isInactive,
    seq: Number(seq),
    data: write.data,
  };
}

function toCredential(columns: CredentialColumns): Credential {
  return {
    userName: columns.user_name,
    userID: columns.user_id,
    companyAccountID: columns.company_account_id,
    passwordHash: columns.password_hash,
  };
}

function toCode(columns: CodeColumns): AuthCode {
  return {
    code: columns.code,
    userID: columns.user_id,
    clientID: columns.client_id,
    redirectURI: columns.redirect_uri,
    codeChallenge: columns.code_challenge,
    expiresAt: columns.expires_at,
  };
}

// A statement whose best plan is the same whatever its values (a lookup by key, a write): its
// plan is made once per connection and reused (sql-client QueryOptions).
const REUSE_PLAN = { reusePlan: true } as const;
// The reads the services answer (lists, searches, counts, change pulls): bounded in time on
// PostgreSQL (sql-client QueryOptions.bounded), answered 503 past the bound.
const READ = { bounded: true } as const;
const REUSE_READ = { reusePlan: true, bounded: true } as const;

/**
 * The rows of company_counters a write takes before its seq (sql-schema): of every company that
 * sees the record (owner, parties, former parties) and, for a public section (read by every
 * company's pull), its own row; in name order, so two writes of one statement's shape never wait
 * on each other in a circle.
 * @example countersOf([{ companyAccountID: 'b', parties: ['~a', 'c'], section: 'Products' }], new Set()) // ['a', 'b', 'c']
 */
export function countersOf(
  writes: readonly Pick<RecordWrite, 'companyAccountID' | 'parties' | 'section'>[],
  publicSections: ReadonlySet<string>,
): string[] {
  const names = new Set<string>();
  for (const write of writes) {
    names.add(write.companyAccountID);
    for (const party of write.parties) names.add(companyOfFormerParty(party));
    if (publicSections.has(write.section)) names.add(`*${write.section}`);
  }
  return [...names].sort();
}

/*
 * Every write takes its companies' counter rows first and then its seq, in the same statement and
 * so the same transaction: the rows stay locked until commit, so for each company seq order is
 * commit order (a pull's cursor never passes a write still to commit), while writes of companies
 * that share no record run side by side. `counters` is the parameter holding countersOf's names.
 */
/** A write's section sort field as this process knows it, and that field's stored sort keys (null: the trigger keys it). */
function keysOfWrite(
  write: RecordWrite,
  sortFieldOf: ReadonlyMap<string, string>,
): { field: string | null; keys: SortKeyValues | null } {
  const field = sortFieldOf.get(write.section);
  if (field === undefined) return { field: null, keys: null };
  return { field, keys: sortKeysOf(write.data[field]) };
}

function takingSeq(counters: string, count: string): string {
  return `counted AS MATERIALIZED (
      INSERT INTO company_counters AS counters (company_account_id, writes)
      SELECT held.name, 1 FROM unnest(${counters}::text[]) WITH ORDINALITY AS held(name, ord) ORDER BY held.ord
      ON CONFLICT (company_account_id) DO UPDATE SET writes = counters.writes + 1
      RETURNING 1
    ), next_seq AS MATERIALIZED (
      SELECT given.ord, nextval('records_seq') AS seq
      FROM (SELECT count(*) FROM counted) AS taken, generate_series(1, ${count}) AS given(ord)
    )`;
}

async function readRow(client: SqlClient, id: string, section?: string): Promise<RecordRow | null> {
  const params = binder();
  let sql = `SELECT ${RECORD_COLUMNS} FROM records WHERE records.id = ${params.bind(id)}::text`;
  if (section !== undefined) sql += ` AND records.section = ${params.bind(section)}::text`;
  const [found] = await client.query<RecordColumns>(sql, params.values, REUSE_PLAN);
  return found === undefined ? null : toRow(found);
}

/**
 * Whether a company is a party to some other company's record of the section: when not, its
 * list is its own records alone, which a list index gives in order.
 */
async function namedByOthers(client: SqlClient, section: string, company: string): Promise<boolean> {
  const found = await client.query(
    'SELECT 1 FROM records WHERE records.section = $1::text AND records.parties @> ARRAY[$2::text] AND records.company_account_id <> $2::text LIMIT 1',
    [section, company],
    REUSE_READ,
  );
  return found.length > 0;
}

function storeOn(
  client: SqlClient,
  folding: CaseFolding,
  lists: readonly ListIndexSpec[],
  publicSections: ReadonlySet<string>,
): Store {
  // With list indexes the table has the stored sort key columns (prepareSortKeys).
  const sortKeyed = lists.length > 0;
  const sortFieldOf = sortFields(lists);
  async function countOf(sql: string, params: unknown[], options?: QueryOptions): Promise<number> {
    const [counted] = await client.query<{ count: string | number | bigint }>(sql, params, options);
    return Number(counted?.count ?? 0);
  }

  return {
    async list(section: string, query: ListQuery): Promise<ListResult> {
      const searching = query.search !== undefined && query.search.text.trim() !== '';
      const unfiltered = query.conditions.length === 0 && !searching;
      const indexed = sortIndexed(lists, section, query.sort);
      // Whether the company sees its own records alone: then a list index gives the page in order,
      // and an unfiltered list's count is the one kept in record_counts.
      const ownAlone =
        query.visibleTo !== null &&
        (indexed || (query.includeCount && unfiltered)) &&
        !(await namedByOthers(client, section, query.visibleTo));
      const statements = listStatements(section, query, folding, ownAlone && indexed);
      // A page in index order plans the same for any company and position; a search or filter
      // plans by its values (a rare text uses its trigram index, a common one the sort index).
      const options = unfiltered ? REUSE_READ : READ;
      if (query.includeCount && searching) {
        // A search counted with its page: its matches are found once, for both.
        const rows = await client.query<RecordColumns & { total_count: string | number | bigint }>(
          statements.countedRowsSql,
          statements.countedRowsParams,
          READ,
        );
        const [first] = rows;
        // No row: no match, or a page past the last: only the count can tell.
        const count =
          first === undefined
            ? await countOf(statements.countSql, statements.countParams, READ)
            : Number(first.total_count);
        return { rows: rows.map(toRow), count };
      }
      const rows = await client.query<RecordColumns>(statements.rowsSql, statements.rowsParams, options);
      let count: number | null = null;
      if (query.includeCount) {
        const kept =
          unfiltered && (query.visibleTo === null || ownAlone)
            ? keptCountStatement(section, query.visibleTo, query.includeInactive)
            : undefined;
        count =
          kept === undefined
            ? await countOf(statements.countSql, statements.countParams, options)
            : await countOf(kept.sql, kept.params, REUSE_READ);
      }
      return { rows: rows.map(toRow), count };
    },

    get: (section, id) => readRow(client, id, section),

    async insert(write: RecordWrite): Promise<InsertResult> {
      const [inserted] = await client.query<RecordColumns>(
        `WITH ${takingSeq('$7', '1')}
         INSERT INTO records (section, id, company_account_id, parties, row_version, is_inactive, seq, data)
         SELECT $1::text, $2::text, $3::text, $4::text[], 1, $5::boolean, next_seq.seq, $6::text::jsonb FROM next_seq
         ON CONFLICT (id) DO NOTHING
         RETURNING ${RECORD_COLUMNS}`,
        [
          write.section,
          write.id,
          write.companyAccountID,
          [...write.parties],
          write.isInactive,
          JSON.stringify(write.data),
          countersOf([write], publicSections),
        ],
        REUSE_PLAN,
      );
      if (inserted !== undefined) return { ok: true, row: toRow(inserted) };
      const existing = await readRow(client, write.id);
      // Only a row deleted in between could get here; the store never deletes records.
      if (existing === null) throw new Error(`Record ${write.id} was neither inserted nor found`);
      return { ok: false, existing };
    },

    async insertMany(writes: readonly RecordWrite[]): Promise<InsertResult[]> {
      if (writes.length === 0) return [];
      // One statement for the lot: each row takes its own seq, in the order given, after the
      // counter rows of every company the lot names; parties and data travel as JSON text (arrays of arrays cannot be ragged).
      // With list indexes, the rows' stored sort keys come worked out (sortKeysOf) for the sort
      // field this process knows; they stand where the database's list_sorts names the same field,
      // and otherwise (or for a value only the database keys) the insert trigger keys the row.
      const keyed = sortKeyed ? writes.map((write) => keysOfWrite(write, sortFieldOf)) : [];
      const inserted = await client.query<{ id: string; seq: string | number | bigint }>(
        `WITH ${takingSeq('$8', '$1::bigint')},
         given AS (
           SELECT w.section, w.id, w.company, w.parties, w.inactive, w.data::jsonb AS data, w.ord${sortKeyed ? `, ${STORED_SORT_KEYS.map((key) => `(CASE WHEN list_sorts.field = w.sort_field THEN w.${key} END) AS ${key}`).join(', ')}` : ''}
           FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::boolean[], $7::text[]${sortKeyed ? ', $9::text[], $10::smallint[], $11::boolean[], $12::float8[], $13::text[]' : ''}) WITH ORDINALITY
             AS w(section, id, company, parties, inactive, data${sortKeyed ? `, sort_field, ${STORED_SORT_KEYS.join(', ')}` : ''}, ord)${sortKeyed ? ' LEFT JOIN list_sorts ON list_sorts.section = w.section' : ''}
         )
         INSERT INTO records (section, id, company_account_id, parties, row_version, is_inactive, seq, data${sortKeyed ? `, ${STORED_SORT_KEYS.join(', ')}` : ''})
         SELECT given.section, given.id, given.company, ARRAY(SELECT jsonb_array_elements_text(given.parties::jsonb)), 1, given.inactive,
           next_seq.seq, given.data${sortKeyed ? `, ${STORED_SORT_KEYS.map((key) => `given.${key}`).join(', ')}` : ''}
         FROM given JOIN next_seq ON next_seq.ord = given.ord
         ORDER BY given.ord
         ON CONFLICT (id) DO NOTHING
         RETURNING records.id, records.seq`,
        [
          writes.length,
          writes.map((write) => write.section),
          writes.map((write) => write.id),
          writes.map((write) => write.companyAccountID),
          writes.map((write) => JSON.stringify(write.parties)),
          writes.map((write) => write.isInactive),
          writes.map((write) => JSON.stringify(write.data)),
          countersOf(writes, publicSections),
          ...(sortKeyed
            ? [
                keyed.map((entry) => entry.field),
                ...STORED_SORT_KEYS.map((_, index) => keyed.map((entry) => entry.keys?.[index] ?? null)),
              ]
            : []),
        ],
        REUSE_PLAN,
      );
      // An inserted row is the write as given at rowVersion 1 with the seq it took: only the
      // ids and seqs come back, not every row's data turned to text and parsed again.
      const given = new Map<string, RecordWrite>();
      for (const write of writes) if (!given.has(write.id)) given.set(write.id, write);
      const made = new Map(
        inserted.flatMap(({ id, seq }) => {
          const write = given.get(id);
          return write === undefined ? [] : [[id, insertedRow(write, seq)] as const];
        }),
      );
      const missing = writes.filter((write) => !made.has(write.id)).map((write) => write.id);
      const taken =
        missing.length === 0
          ? new Map<string, RecordRow>()
          : new Map(
              (
                await client.query<RecordColumns>(
                  `SELECT ${RECORD_COLUMNS} FROM records WHERE records.id = ANY($1::text[])`,
                  [missing],
                  REUSE_PLAN,
                )
              ).map((columns) => [columns.id, toRow(columns)]),
            );
      const answered = new Set<string>();
      return writes.map((write): InsertResult => {
        const row = made.get(write.id);
        if (row !== undefined && !answered.has(write.id)) {
          answered.add(write.id);
          return { ok: true, row };
        }
        const existing = row ?? taken.get(write.id);
        // Only a row deleted in between could get here; the store never deletes records.
        if (existing === undefined) throw new Error(`Record ${write.id} was neither inserted nor found`);
        return { ok: false, existing };
      });
    },

    async update(write: RecordWrite, expectedRowVersion: number): Promise<UpdateResult> {
      const [updated] = await client.query<RecordColumns>(
        `WITH ${takingSeq('$8', '1')}
         UPDATE records SET company_account_id = $4::text, parties = $5::text[], is_inactive = $6::boolean,
           data = $7::text::jsonb, row_version = records.row_version + 1, seq = next_seq.seq
         FROM next_seq
         WHERE records.id = $1::text AND records.section = $2::text AND records.row_version = $3::float8
         RETURNING ${RECORD_COLUMNS}`,
        [
          write.id,
          write.section,
          expectedRowVersion,
          write.companyAccountID,
          [...write.parties],
          write.isInactive,
          JSON.stringify(write.data),
          countersOf([write], publicSections),
        ],
        REUSE_PLAN,
      );
      if (updated !== undefined) return { ok: true, row: toRow(updated) };
      return { ok: false, current: await readRow(client, write.id, write.section) };
    },

    async changes(
      section: string,
      company: string | null,
      afterSeq: number,
      limit: number,
      filter?: ChangeFilter,
    ): Promise<RecordRow[]> {
      const params = binder();
      const scoped = filter === undefined ? '' : scopeFilterSql(filter, params);
      const rows = await client.query<RecordColumns>(
        `SELECT ${RECORD_COLUMNS} FROM records
         WHERE records.section = ${params.bind(section)}::text AND ${visibleOrFormerTo(company, params)}
           AND records.seq > ${params.bind(Math.floor(afterSeq))}::bigint${scoped}
         ORDER BY records.seq LIMIT ${params.bind(Math.max(0, Math.floor(limit)))}::bigint`,
        params.values,
        READ,
      );
      return rows.map(toRow);
    },

    async lastSeq(section: string): Promise<number> {
      const [last] = await client.query<{ seq: string | number | null }>(
        'SELECT max(seq) AS seq FROM records WHERE section = $1::text',
        [section],
        READ,
      );
      return Number(last?.seq ?? 0);
    },

    async nextNumber(request: NumberRequest): Promise<number> {
      // The held numbers are read as documentNumberValue reads them: a whole number, or the
      // prefix and digits only. The upsert holds the counter row's lock, so no two get one number.
      const [given] = await client.query<{ value: string | number | bigint }>(
        `WITH fields AS (
           SELECT jsonb_typeof(records.data -> $3::text) AS type, records.data ->> $3::text AS text
           FROM records WHERE records.section = $1::text AND records.company_account_id = $2::text
         ), held AS (
           SELECT max(CASE
             WHEN type = 'number' AND $4::text = '' AND text ~ $6::text THEN text::numeric
             WHEN type = 'string' AND starts_with(text, $4::text) AND substr(text, length($4::text) + 1) ~ $6::text
               THEN substr(text, length($4::text) + 1)::numeric
           END) AS highest FROM fields
         )
         INSERT INTO number_counters (key, value)
         SELECT $7::text, GREATEST($5::bigint, COALESCE(held.highest, 0) + 1) FROM held
         ON CONFLICT (key) DO UPDATE SET value = GREATEST(number_counters.value + 1, EXCLUDED.value)
         RETURNING value`,
        [
          request.section,
          request.companyAccountID,
          request.field,
          request.prefix,
          request.first,
          `^[0-9]{1,${DOCUMENT_NUMBER_MAX_DIGITS}}$`,
          numberCounterKey(request),
        ],
        REUSE_PLAN,
      );
      return Number(given?.value);
    },

    async findCredential(userName: string): Promise<Credential | null> {
      const [found] = await client.query<CredentialColumns>(
        'SELECT user_name, user_id, company_account_id, password_hash FROM credentials WHERE user_name_key = $1::text',
        [userName.toLowerCase()],
        REUSE_PLAN,
      );
      return found === undefined ? null : toCredential(found);
    },

    async saveCredential(credential: Credential, options: { replacing?: string } = {}): Promise<boolean> {
      // One statement, so two users claiming one name at once cannot both win; a move replaces
      // only the user it names.
      const saved = await client.query<{ user_id: string }>(
        `INSERT INTO credentials (user_name_key, user_name, user_id, company_account_id, password_hash)
         VALUES ($1::text, $2::text, $3::text, $4::text, $5::text)
         ON CONFLICT (user_name_key) DO UPDATE SET user_name = EXCLUDED.user_name, user_id = EXCLUDED.user_id,
           company_account_id = EXCLUDED.company_account_id, password_hash = EXCLUDED.password_hash
         WHERE credentials.user_id = EXCLUDED.user_id OR credentials.user_id = $6::text
         RETURNING user_id`,
        [
          credential.userName.toLowerCase(),
          credential.userName,
          credential.userID,
          credential.companyAccountID,
          credential.passwordHash,
          options.replacing ?? null,
        ],
        REUSE_PLAN,
      );
      return saved.length === 1;
    },

    async removeCredentials(companyAccountID: string): Promise<number> {
      const removed = await client.query<{ user_id: string }>(
        'DELETE FROM credentials WHERE company_account_id = $1::text RETURNING user_id',
        [companyAccountID],
        REUSE_PLAN,
      );
      return removed.length;
    },

    async saveCode(code: AuthCode): Promise<void> {
      await client.query(
        `INSERT INTO auth_codes (code, user_id, client_id, redirect_uri, code_challenge, expires_at)
         VALUES ($1::text, $2::text, $3::text, $4::text, $5::text, $6::text)
         ON CONFLICT (code) DO UPDATE SET user_id = EXCLUDED.user_id, client_id = EXCLUDED.client_id,
           redirect_uri = EXCLUDED.redirect_uri, code_challenge = EXCLUDED.code_challenge, expires_at = EXCLUDED.expires_at`,
        [code.code, code.userID, code.clientID, code.redirectURI, code.codeChallenge, code.expiresAt],
        REUSE_PLAN,
      );
    },

    async takeCode(code: string): Promise<AuthCode | null> {
      const [taken] = await client.query<CodeColumns>(
        `DELETE FROM auth_codes WHERE code = $1::text
         RETURNING code, user_id, client_id, redirect_uri, code_challenge, expires_at`,
        [code],
        REUSE_PLAN,
      );
      return taken === undefined ? null : toCode(taken);
    },

    ...attemptCountsOn(client),
    transaction: (work) => client.transaction((tx) => work(storeOn(tx, folding, lists, publicSections))),
    close: () => client.close(),
  };
}

// Forgotten rows a failure or a remembered sign-in deletes on its way: the tables stay the size
// of the last day's (or month's) keys without a job of their own.
const PRUNED_PER_WRITE = 20;

type AttemptColumns = {
  key: string;
  failures: number;
  locked_until: string | number | bigint;
  last_failure: string | number | bigint;
};

/**
 * The sign-in throttles' counts (attempt-counts.ts) in sign_in_attempts and familiar_addresses.
 * A failure is one upsert that computes the next count as nextAttemptCount does, under the key's
 * row lock, so failures counted by two processes at once both count. The forgotten rows it prunes
 * are of its own kind (the key's text before the first |), which its rule decides about.
 */
function attemptCountsOn(client: SqlClient): AttemptCounts {
  const failures = `CASE WHEN $2::bigint - attempts.last_failure >= $6::bigint AND attempts.locked_until <= $2::bigint
    THEN 1 ELSE attempts.failures + 1 END`;
  const lockAfter = (count: string) => `CASE WHEN ${count} <= $3::integer THEN 0
    ELSE least($4::float8 * power(2, least(${count} - $3::integer - 1, 40)), $5::float8)::bigint END`;
  return {
    async attemptCounts(keys) {
      const rows = await client.query<AttemptColumns>(
        'SELECT key, failures, locked_until, last_failure FROM sign_in_attempts WHERE key = ANY($1::text[])',
        [[...keys]],
        REUSE_PLAN,
      );
      return new Map(
        rows.map((row) => [
          row.key,
          {
            failures: Number(row.failures),
            lockedUntil: Number(row.locked_until),
            lastFailure: Number(row.last_failure),
          },
        ]),
      );
    },
    async countFailures(keys, rule, at) {
      if (keys.length === 0) return;
      await client.query(
        `WITH pruned AS (
           DELETE FROM sign_in_attempts WHERE key IN (
             SELECT key FROM sign_in_attempts
             WHERE last_failure <= $2::bigint - $6::bigint AND locked_until <= $2::bigint AND NOT key = ANY($1::text[])
               AND starts_with(key, split_part(($1::text[])[1], '|', 1) || '|')
             ORDER BY last_failure LIMIT ${PRUNED_PER_WRITE} FOR UPDATE SKIP LOCKED)
         )
         INSERT INTO sign_in_attempts AS attempts (key, failures, locked_until, last_failure)
         SELECT given.key, 1, $2::bigint + ${lockAfter('1')}, $2::bigint
         FROM unnest($1::text[]) WITH ORDINALITY AS given(key, ord) ORDER BY given.ord
         ON CONFLICT (key) DO UPDATE SET failures = ${failures},
           locked_until = $2::bigint + ${lockAfter(`(${failures})`)}, last_failure = $2::bigint`,
        [[...keys], at, rule.freeFailures, rule.firstLockMs, rule.maxLockMs, rule.forgetAfterMs],
        REUSE_PLAN,
      );
    },
    async clearAttempts(key) {
      await client.query('DELETE FROM sign_in_attempts WHERE key = $1::text', [key], REUSE_PLAN);
    },
    async familiarSince(key) {
      const [found] = await client.query<{ seen_at: string | number | bigint }>(
        'SELECT seen_at FROM familiar_addresses WHERE key = $1::text',
        [key],
        REUSE_PLAN,
      );
      return found === undefined ? null : Number(found.seen_at);
    },
    async rememberFamiliar(key, at, keepMs) {
      await client.query(
        `WITH pruned AS (
           DELETE FROM familiar_addresses WHERE key IN (
             SELECT key FROM familiar_addresses WHERE seen_at <= $2::bigint - $3::bigint AND key <> $1::text
             ORDER BY seen_at LIMIT ${PRUNED_PER_WRITE} FOR UPDATE SKIP LOCKED)
         )
         INSERT INTO familiar_addresses (key, seen_at) VALUES ($1::text, $2::bigint)
         ON CONFLICT (key) DO UPDATE SET seen_at = greatest(familiar_addresses.seen_at, EXCLUDED.seen_at)`,
        [key, at, keepMs],
        REUSE_PLAN,
      );
    },
  };
}

/**
 * The store on PostgreSQL, in process (PGlite) or on a server: creates its tables when missing.
 * @example const store = await createSqlStore(pgliteClient('./data/pglite'));
 */
export async function createSqlStore(client: SqlClient, options: SqlStoreOptions = {}): Promise<Store> {
  await prepareSqlSchema(client);
  const folding = await findCaseFolding(client);
  const lists = options.lists ?? [];
  if (lists.length > 0) await prepareListIndexes(client, lists, folding);
  if (options.scopes !== undefined) await prepareScopeIndexes(client, options.scopes);
  return storeOn(client, folding, lists, new Set(options.publicSections ?? []));
}

export type SqlStoreOptions = {
  /** The sorts and searches lists use (listIndexSpecs of the registry): the store indexes them. */
  lists?: readonly ListIndexSpec[];
  /**
   * Sections every company's pull reads whole (the companies directory): their writes also take
   * the section's own counter row, so that pull's cursor is kept in commit order too.
   */
  publicSections?: readonly string[];
  /** The fields sync scopes filter on (scopeIndexSpecs of the registry): the store indexes them. */
  scopes?: readonly ScopeIndexSpec[];
};
