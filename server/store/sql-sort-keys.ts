import { sortText } from '../../src/domain/record-sort';
import type { SqlClient } from './sql-client';
import { sortKeys } from './sql-record-query';

/*
 * Stored sort keys: each record keeps the sort keys of its section's default sort field (the
 * keys of compareRecords, see sortKeys) in four plain columns, written by a trigger in the same
 * statement as the record. The list indexes are over these columns, so a page of a list in its
 * default order is read from the index alone (an index-only scan): a page at offset 50,000 of
 * 100,000 products skips 50,000 index entries instead of fetching 50,000 rows (180 ms to 11 ms
 * on PGlite). An index over expressions of the JSON could not serve an index-only scan.
 * The columns are STORED_SORT_KEYS; their order is that of sortKeys.
 */

const COLUMNS = `ALTER TABLE records
  ADD COLUMN IF NOT EXISTS sort_kind smallint,
  ADD COLUMN IF NOT EXISTS sort_flag boolean,
  ADD COLUMN IF NOT EXISTS sort_number float8,
  ADD COLUMN IF NOT EXISTS sort_text text COLLATE "C"`;

// Which field each section sorts by by default: what the trigger reads.
const TABLE = 'CREATE TABLE IF NOT EXISTS list_sorts (section text PRIMARY KEY, field text NOT NULL)';

// Replaced at every start, so a changed sortKeys applies (sections are then keyed again below).
function functionSql(): string {
  const [kind, flag, number, text] = sortKeys('field_value');
  return `CREATE OR REPLACE FUNCTION records_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $body$
DECLARE
  sort_field text;
  field_value jsonb;
BEGIN
  SELECT list_sorts.field INTO sort_field FROM list_sorts WHERE list_sorts.section = NEW.section;
  IF sort_field IS NULL THEN
    NEW.sort_kind := NULL; NEW.sort_flag := NULL; NEW.sort_number := NULL; NEW.sort_text := NULL;
    RETURN NEW;
  END IF;
  field_value := NEW.data -> sort_field;
  NEW.sort_kind := ${kind};
  NEW.sort_flag := ${flag};
  NEW.sort_number := ${number};
  NEW.sort_text := ${text};
  RETURN NEW;
END
$body$`;
}

// On update, always; on insert, only for rows that come without keys: a bulk insert (sql-store
// insertMany) computes them in its own statement, for every row at once, instead of a trigger
// call and a lookup of the section's sort field per row.
const TRIGGERS = {
  update:
    'CREATE TRIGGER records_sort_keys BEFORE UPDATE OF data, section ON records FOR EACH ROW EXECUTE FUNCTION records_sort_keys()',
  insert:
    'CREATE TRIGGER records_sort_keys_insert BEFORE INSERT ON records FOR EACH ROW WHEN (NEW.sort_kind IS NULL) EXECUTE FUNCTION records_sort_keys()',
} as const;

/** The stored sort keys of one value, in STORED_SORT_KEYS order: kind, flag, number, text. */
export type SortKeyValues = readonly [kind: number, flag: boolean, number: number, text: string];

// Null and missing sort as the text '""' (compareValues), an empty text as itself: both first.
const EMPTY_KEYS: SortKeyValues = [0, false, 0, '""'];
const EMPTY_TEXT_KEYS: SortKeyValues = [0, false, 0, ''];

/**
 * The stored sort keys of a sort field's value as it will stand in the row's JSON, worked out
 * here as sortKeys works them out in the database, so a bulk insert passes them instead of the
 * database reading each row's JSON a dozen times (3 of the 10 s of CPU that 50,000 imported
 * products took on PGlite). Null for what only the database can key alike: an object or an array
 * (keyed by jsonb's own text) or anything JSON writes otherwise (a date); the insert trigger keys
 * those rows. A value JSON leaves out (undefined) or writes as null (NaN) is empty, as missing.
 * @example sortKeysOf(7) // [2, false, 7, '']
 * @example sortKeysOf('') // [0, false, 0, '']
 * @example sortKeysOf({ a: 1 }) // null
 */
export function sortKeysOf(value: unknown): SortKeyValues | null {
  if (value === '') return EMPTY_TEXT_KEYS;
  if (value === undefined || value === null) return EMPTY_KEYS;
  if (typeof value === 'boolean') return [1, value, 0, ''];
  if (typeof value === 'number') return Number.isFinite(value) ? [2, false, value, ''] : EMPTY_KEYS;
  if (typeof value === 'string') return [3, false, 0, sortText(value)];
  return null;
}

/** A fingerprint of the key expressions: when they change, every sorted section is keyed again. */
const KEYS_VERSION = sortKeys('field_value').join(' ');

/**
 * Makes the columns, the table and the trigger, records which field each section sorts by, and
 * keys again the records of every section whose sort field changed (all of them the first time,
 * or when the key expressions changed). Runs in the list indexes' transaction and lock.
 * @example await prepareSortKeys(tx, new Map([['Products', 'sortNumber']]));
 */
export async function prepareSortKeys(tx: SqlClient, sorts: ReadonlyMap<string, string>): Promise<void> {
  await tx.query(COLUMNS, []);
  await tx.query(TABLE, []);
  await tx.query('CREATE TABLE IF NOT EXISTS list_sort_keys_version (version text NOT NULL)', []);
  await tx.query(functionSql(), []);
  const triggers = new Set(
    (
      await tx.query<{ tgname: string }>(
        "SELECT tgname FROM pg_trigger WHERE tgrelid = 'records'::regclass AND tgname IN ('records_sort_keys', 'records_sort_keys_insert')",
        [],
      )
    ).map((row) => row.tgname),
  );
  const hasTrigger = triggers.has('records_sort_keys');
  if (!triggers.has('records_sort_keys_insert')) {
    // The one trigger of before for inserts and updates becomes the two.
    await tx.query('DROP TRIGGER IF EXISTS records_sort_keys ON records', []);
    await tx.query(TRIGGERS.update, []);
    await tx.query(TRIGGERS.insert, []);
  } else if (!hasTrigger) await tx.query(TRIGGERS.update, []);
  const [stored] = await tx.query<{ version: string }>('SELECT version FROM list_sort_keys_version', []);
  const sameKeys = hasTrigger && stored?.version === KEYS_VERSION;

  const present = new Map(
    (await tx.query<{ section: string; field: string }>('SELECT section, field FROM list_sorts', [])).map(
      (row) => [row.section, row.field],
    ),
  );
  const changed = new Set<string>();
  for (const [section, field] of sorts) if (!sameKeys || present.get(section) !== field) changed.add(section);
  for (const section of present.keys()) if (!sorts.has(section)) changed.add(section);
  if (changed.size === 0) return;

  await tx.query('DELETE FROM list_sorts', []);
  for (const [section, field] of sorts)
    await tx.query('INSERT INTO list_sorts (section, field) VALUES ($1::text, $2::text)', [section, field]);
  await tx.query('DELETE FROM list_sort_keys_version', []);
  await tx.query('INSERT INTO list_sort_keys_version (version) VALUES ($1::text)', [KEYS_VERSION]);
  // Setting data to itself fires the trigger; seq and rowVersion stay, so no client sees a change.
  await tx.query('UPDATE records SET data = data WHERE section = ANY($1::text[])', [[...changed]]);
}
