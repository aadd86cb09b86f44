import { proxy, wrap } from 'comlink';
import type { ImportFileKind, ParseProgress, PreparedImport } from '../../domain/csv/import-file';
import type { CsvImportWorkerApi } from '../../domain/csv/import-worker-api';

/** A file being read in the CSV worker: its result, and Cancel (which ends the worker). */
export type ImportRead = { result: Promise<PreparedImport>; cancel(): void };

/**
 * Reads an import file in its own worker, so the page never freezes on 50,000 rows.
 * @example const read = readImportFile(file, 'products', names, (p) => setProgress(p)); const prepared = await read.result;
 */
export function readImportFile(file: Blob, kind: ImportFileKind, existingNames: readonly string[], onProgress: (progress: ParseProgress) => void): ImportRead {
  const worker = new Worker(new URL('../../../workers/csv-import.worker.ts', import.meta.url), { type: 'module', name: 'bulktrade-csv-import' });
  const api = wrap<CsvImportWorkerApi>(worker);
  let cancelled: (() => void) | null = null;
  const stopped = new Promise<never>((_, reject) => {
    cancelled = () => reject(new Error('Reading the file was cancelled'));
  });
  const result = Promise.race([api.read(file, kind, [...existingNames], proxy(onProgress)), stopped]).finally(() => worker.terminate());
  return {
    result,
    cancel: () => {
      worker.terminate();
      cancelled?.();
    },
  };
}
