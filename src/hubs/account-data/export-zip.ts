import { strToU8, Zip, ZipDeflate } from 'fflate';
import { toCsv } from '../../domain/csv/csv-export';

/** A record of any table, as the mirror holds it: the export writes every field it has. */
export type ExportRecord = Readonly<Record<string, unknown>>;

/** One table of the export: a file name (without .csv) and its records. */
export type ExportTable = {
  name: string;
  label: string;
  records: readonly ExportRecord[];
};

/** Progress of an export: tables written of all, and the one being written. */
export type ExportProgress = { done: number; total: number; current: string | null };

// Fields only this device keeps (sync state, conflict copies, cache times): not the company's data.
const isDeviceField = (field: string): boolean => field.startsWith('_');

/**
 * The columns of a table's CSV: id first, then every field any record has, in first-seen order.
 * @example exportColumns([{ id: '1', b: 1 }, { id: '2', a: 2, _syncState: 'synced' }]) // ['id', 'b', 'a']
 */
export function exportColumns(records: readonly ExportRecord[]): string[] {
  const seen = new Set<string>(['id']);
  for (const record of records)
    for (const field of Object.keys(record)) if (!isDeviceField(field)) seen.add(field);
  return [...seen];
}

// Lists and nested records (order lines, packaged items) go in one cell as JSON, so nothing is lost.
function flatRecord(record: ExportRecord, columns: readonly string[]): ExportRecord {
  return Object.fromEntries(
    columns.map((column) => {
      const value = record[column];
      return [column, value !== null && typeof value === 'object' ? JSON.stringify(value) : value];
    }),
  );
}

/**
 * A table as CSV text: one column per field, headers as the field names (so the file reads
 * back into the same records), formula-looking cells neutralised as in every list export.
 * @example tableCsv([{ id: 'p1', productName: 'Milk' }]) // 'id,productName\r\np1,Milk'
 */
export function tableCsv(records: readonly ExportRecord[]): string {
  const columns = exportColumns(records);
  const labels = Object.fromEntries(columns.map((column) => [column, column]));
  return toCsv(
    records.map((record) => flatRecord(record, columns)),
    columns,
    { labels },
  ).content;
}

/** The download name of a company's export. @example exportFileName('Acme & Co', new Date('2026-11-26T00:00:00Z')) // 'acme-co-data-2026-11-26.zip' */
export function exportFileName(companyName: string, day: Date): string {
  const slug =
    companyName
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'company';
  return `${slug}-data-${day.toISOString().slice(0, 10)}.zip`;
}

function readme(companyName: string, made: Date, tables: readonly ExportTable[]): string {
  const lines = [
    `Bulktrade data export of ${companyName}`,
    `Made ${made.toISOString()}`,
    '',
    'One CSV file per kind of record, with a header row of field names. Lists inside a record',
    '(order lines, packaged items, schedules) are kept as JSON in their cell.',
    '',
    ...tables.map((table) => `${table.name}.csv  ${table.label}: ${table.records.length} records`),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

const nextTick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Zips the tables as CSV files plus a README, one table at a time, telling `onProgress` after
 * each and giving the page a turn between them, so a large mirror keeps the screen responsive.
 * fflate compresses in this thread (no blob workers, which the app's CSP would refuse).
 * @example const zip = await buildExportZip('Acme', tables, new Date(), (p) => console.log(p.done, p.total));
 */
export async function buildExportZip(
  companyName: string,
  tables: readonly ExportTable[],
  made: Date,
  onProgress: (progress: ExportProgress) => void = () => undefined,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error !== null) failure = error;
    else chunks.push(chunk);
  });
  const add = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(strToU8(text), true);
  };
  add('README.txt', readme(companyName, made, tables));
  for (const [index, table] of tables.entries()) {
    onProgress({ done: index, total: tables.length, current: table.label });
    add(`${table.name}.csv`, tableCsv(table.records));
    await nextTick();
  }
  zip.end();
  if (failure !== null) throw failure;
  onProgress({ done: tables.length, total: tables.length, current: null });
  const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
