import type { SqlClient } from './sql-client';
import { prepareRecordCounts } from './sql-record-counts';

// Any fixed number: it only keeps two servers starting at once from creating the same tables.
const SCHEMA_LOCK = 7_310_442;

/*
 * records: one row per record of every section. `id` is unique across sections (an insert of a
 * taken id returns the existing row) and collates as "C" so ordering by id matches the memory
 * store's code-unit order. Lists and change pulls are scoped by section and company account.
 * credentials: `user_name_key` is the user name lower-cased by the service, so a name is
 * unique in any case exactly as the memory store decides it.
 * records_seq: the change order. A sequence hands out numbers without a lock, so writes of
 * different companies never queue on it; seq order is kept commit order for each company by its
 * row in company_counters (sql-store COMPANY_COUNTERS; docs/scaling.md).
 * company_counters: one row per company account (and one per public section, `*` and its name):
 * every write first takes the rows of every company that sees the record (owner, parties, former
 * parties), in name order, and holds them until it commits, then takes its seq. So of two writes
 * one company sees, the later seq commits later, and a pull's cursor never passes one uncommitted.
 * sign_in_attempts, familiar_addresses: the sign-in throttles' failure counts and the addresses
 * each account signed in from (server/auth/sign-in-limits.ts), here so every process counts alike.
 * number_counters: the last document number given, by section, company, field and prefix; an
 * upsert takes the next one under the row's lock, so two requests never get the same number.
 */
const STATEMENTS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS records (
    section text NOT NULL,
    id text COLLATE "C" PRIMARY KEY,
    company_account_id text NOT NULL,
    parties text[] NOT NULL DEFAULT '{}',
    row_version integer NOT NULL,
    is_inactive boolean NOT NULL,
    seq bigint NOT NULL,
    data jsonb NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS records_company_seq ON records (section, company_account_id, seq)',
  'CREATE INDEX IF NOT EXISTS records_section_seq ON records (section, seq)',
  'CREATE INDEX IF NOT EXISTS records_parties ON records USING gin (parties) WITH (fastupdate = off)',
  `CREATE TABLE IF NOT EXISTS credentials (
    user_name_key text PRIMARY KEY,
    user_name text NOT NULL,
    user_id text NOT NULL,
    company_account_id text NOT NULL,
    password_hash text NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS auth_codes (
    code text PRIMARY KEY,
    user_id text NOT NULL,
    client_id text NOT NULL,
    redirect_uri text NOT NULL,
    code_challenge text NOT NULL,
    expires_at text NOT NULL
  )`,
  'CREATE SEQUENCE IF NOT EXISTS records_seq',
  `CREATE TABLE IF NOT EXISTS company_counters (
    company_account_id text PRIMARY KEY,
    writes bigint NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS sign_in_attempts (
    key text PRIMARY KEY,
    failures integer NOT NULL,
    locked_until bigint NOT NULL,
    last_failure bigint NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS sign_in_attempts_last_failure ON sign_in_attempts (last_failure)',
  `CREATE TABLE IF NOT EXISTS familiar_addresses (
    key text PRIMARY KEY,
    seen_at bigint NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS familiar_addresses_seen_at ON familiar_addresses (seen_at)',
  `CREATE TABLE IF NOT EXISTS number_counters (
    key text PRIMARY KEY,
    value bigint NOT NULL
  )`,
];

/** The tables the SQL store writes, for tests that empty them between cases. */
export const SQL_STORE_TABLES: readonly string[] = [
  'records',
  'credentials',
  'auth_codes',
  'number_counters',
  'company_counters',
  'sign_in_attempts',
  'familiar_addresses',
];

/**
 * Creates the store's tables and indexes when missing; safe to run at every start, also by
 * several servers at once.
 * @example await prepareSqlSchema(pgliteClient());
 */
export async function prepareSqlSchema(client: SqlClient): Promise<void> {
  await client.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [SCHEMA_LOCK]);
    for (const statement of STATEMENTS) await tx.query(statement, []);
    await fromOneCounterRow(tx);
    await prepareRecordCounts(tx);
    await withoutPendingLists(tx);
  });
}

/**
 * A database made before records_seq took its change order from one row of a `counters` table
 * (which every write locked until it committed): the sequence goes on from that row's value, and
 * the table goes, so no process of the old build can write beside this one unnoticed.
 */
async function fromOneCounterRow(tx: SqlClient): Promise<void> {
  const [old] = await tx.query<{ present: boolean }>(
    "SELECT to_regclass('counters') IS NOT NULL AS present",
    [],
  );
  if (old?.present !== true) return;
  await tx.query(
    `SELECT setval('records_seq', counters.seq) FROM counters, records_seq
     WHERE counters.seq > CASE WHEN records_seq.is_called THEN records_seq.last_value ELSE 0 END`,
    [],
  );
  await tx.query('DROP TABLE counters', []);
}

/**
 * Makes the change order start again from 1 (tests that empty the tables between cases).
 * @example await restartChangeOrder(client);
 */
export async function restartChangeOrder(client: SqlClient): Promise<void> {
  await client.query('ALTER SEQUENCE records_seq RESTART', []);
}

/**
 * Turns off the pending list of every GIN index on records but the search indexes (made before
 * it was off) and merges what it holds. A GIN index with fast update keeps new entries in an
 * unsorted list that every scan reads whole, merged only by a vacuum or once it reaches 4 MB;
 * PGlite runs no autovacuum, so a lookup of parties that finds nothing read 346 pages (9 to
 * 15 ms) after 100,000 inserts. Without it each write updates the index in place. The trigram
 * search indexes keep a list of at most 256 kB instead (sql-list-indexes SEARCH_INDEX_OPTIONS):
 * there the list's bulk merge is what makes an import cheap.
 */
export async function withoutPendingLists(tx: SqlClient): Promise<void> {
  const pending = await tx.query<{ name: string }>(
    `SELECT index_class.relname AS name FROM pg_index
     JOIN pg_class index_class ON index_class.oid = pg_index.indexrelid
     JOIN pg_am ON pg_am.oid = index_class.relam
     WHERE pg_index.indrelid = 'records'::regclass AND pg_am.amname = 'gin'
       AND NOT starts_with(index_class.relname, 'records_search_')
       AND NOT coalesce(index_class.reloptions @> ARRAY['fastupdate=off'], false)`,
    [],
  );
  for (const { name } of pending) {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    await tx.query(`ALTER INDEX ${quoted} SET (fastupdate = off)`, []);
    await tx.query('SELECT gin_clean_pending_list($1::text::regclass)', [quoted]);
  }
}

/**
 * Collations whose lower() folds case as JavaScript's toLowerCase() does, best first: ICU's root
 * locale and PostgreSQL 18's pg_unicode_fast do full Unicode case mapping, pg_c_utf8 (17+) the
 * simple one. Without any, lower() follows the database locale (ASCII only under "C").
 */
const CASE_FOLDING_COLLATIONS = ['und-x-icu', 'pg_unicode_fast', 'pg_c_utf8'] as const;

export type CaseFolding = (typeof CASE_FOLDING_COLLATIONS)[number] | null;

/**
 * The collation the store lower-cases with for `contains` and search.
 * @example const folding = await findCaseFolding(client); // 'und-x-icu'
 */
export async function findCaseFolding(client: SqlClient): Promise<CaseFolding> {
  const rows = await client.query<{ collname: string }>(
    `SELECT collname FROM pg_catalog.pg_collation
     WHERE collname = ANY($1::text[])
       AND collencoding IN (-1, pg_catalog.pg_char_to_encoding(pg_catalog.current_setting('server_encoding')))`,
    [CASE_FOLDING_COLLATIONS],
  );
  const present = new Set(rows.map((row) => row.collname));
  return CASE_FOLDING_COLLATIONS.find((name) => present.has(name)) ?? null;
}
