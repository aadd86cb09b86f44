import { proxy, wrap } from 'comlink';
import type { ImportFileKind, ParseProgress, PreparedImport } from '../../domain/csv/import-file';
import type { UploadOutcome, UploadProgress } from '../../domain/csv/import-upload';
import type { CsvImportWorkerApi } from '../../domain/csv/import-worker-api';
import { sectionBasePath } from '../../entities/derive/api-paths';
import { entityByName } from '../../entities/registry';

/** One file in the CSV worker: read it (progress, Cancel), then upload what was read. */
export type ImportSession = {
  result: Promise<PreparedImport>;
  upload(
    options: { importID: string; token: string; origin: string },
    onProgress: (progress: UploadProgress) => void,
  ): Promise<UploadOutcome>;
  /** Ends the worker (Cancel, another file, leaving the page). */
  close(): void;
};

const ENTITY_OF: Readonly<Record<ImportFileKind, string>> = {
  products: 'products',
  customers: 'customers',
  'customer-orders': 'customer-orders',
};

/**
 * Reads an import file in its own worker, so the page never freezes on 50,000 rows; the rows
 * stay there and the worker sends them to the services itself.
 * @example const session = openImportFile(file, 'products', names, onProgress); const prepared = await session.result;
 */
export function openImportFile(
  file: Blob,
  kind: ImportFileKind,
  existingNames: readonly string[],
  onProgress: (progress: ParseProgress) => void,
): ImportSession {
  const worker = new Worker(new URL('../../../workers/csv-import.worker.ts', import.meta.url), {
    type: 'module',
    name: 'bulktrade-csv-import',
  });
  const api = wrap<CsvImportWorkerApi>(worker);
  let stop: (() => void) | null = null;
  const stopped = new Promise<never>((_, reject) => {
    stop = () => reject(new Error('Reading the file was cancelled'));
  });
  const result = Promise.race([api.read(file, kind, [...existingNames], proxy(onProgress)), stopped]);
  result.catch(() => worker.terminate());
  return {
    result,
    upload: ({ importID, token, origin }, progress) =>
      api.upload(
        {
          base: `${origin.replace(/\/+$/, '')}${sectionBasePath(entityByName(ENTITY_OF[kind]))}/import`,
          importID,
          token,
        },
        proxy(progress),
      ),
    close: () => {
      worker.terminate();
      stop?.();
    },
  };
}
