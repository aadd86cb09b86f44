import type { BulktradeDB } from '../../data/bulktrade-db';
import { downloadBlob } from '../../blocks/download-blob';
import { SECTION_ENTITIES } from '../../entities/registry';
import { buildExportZip, exportFileName, type ExportProgress, type ExportTable } from './export-zip';
import { exportedEntities } from './flow';

/** The tables the export holds, in the registry's order. */
export const EXPORTED = exportedEntities(SECTION_ENTITIES);

/**
 * Reads every exported table from the mirror, zips them (export-zip.ts) and downloads the zip;
 * made on this device, so it works offline and holds unsent changes. Answers what it did.
 * @example const said = await downloadAccountData(db, 'Acme', setProgress);
 */
export async function downloadAccountData(
  db: BulktradeDB,
  companyName: string,
  onProgress: (progress: ExportProgress) => void,
): Promise<string> {
  const tables: ExportTable[] = [];
  for (const entity of EXPORTED)
    tables.push({ name: entity.name, label: entity.label, records: await db.mirror(entity.name).toArray() });
  const made = new Date();
  const zip = await buildExportZip(companyName, tables, made, onProgress);
  const fileName = exportFileName(companyName, made);
  downloadBlob(new Blob([zip as BlobPart], { type: 'application/zip' }), fileName);
  const count = tables.reduce((sum, table) => sum + table.records.length, 0);
  return `Downloaded ${fileName}: ${count.toLocaleString('en-AU')} records in ${tables.length} files.`;
}
