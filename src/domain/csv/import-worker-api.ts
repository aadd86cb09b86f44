import {
  parseCsvInChunks,
  prepareImport,
  type ImportFileKind,
  type ParseProgress,
  type PreparedImport,
  type PreparedRow,
} from './import-file';
import { uploadImport, type UploadOutcome, type UploadProgress } from './import-upload';

/** What the CSV import worker offers the page. */
export type CsvImportWorkerApi = {
  /**
   * Reads the file, parses it in chunks (progress after each) and applies the kind's rules.
   * The rows stay in the worker (the page gets the summary, with an empty rows list), so a
   * 50,000-row file never crosses to the page's main thread.
   */
  read(
    file: Blob,
    kind: ImportFileKind,
    existingNames: readonly string[],
    onProgress: (progress: ParseProgress) => void,
  ): Promise<PreparedImport>;
  /** Sends the rows last read to the services in batches and commits them (see uploadImport). */
  upload(
    options: { base: string; importID: string; token: string },
    onProgress: (progress: UploadProgress) => void,
  ): Promise<UploadOutcome>;
};

/**
 * The worker's API; plain functions, so a test can call it without a worker.
 * @example expose(createCsvImportWorkerApi())
 */
export function createCsvImportWorkerApi(
  fetcher: (request: Request) => Promise<Response> = (request) => fetch(request),
): CsvImportWorkerApi {
  let rows: PreparedRow[] = [];
  return {
    async read(file, kind, existingNames, onProgress) {
      const text = await file.text();
      const { data, errors } = await parseCsvInChunks(text, onProgress);
      const prepared = prepareImport(kind, data, errors, existingNames);
      rows = prepared.rows;
      return { ...prepared, rows: [] };
    },
    upload(options, onProgress) {
      return uploadImport({ ...options, rows, fetch: fetcher, onProgress });
    },
  };
}
