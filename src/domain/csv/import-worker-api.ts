import { parseCsvInChunks, prepareImport, type ImportFileKind, type ParseProgress, type PreparedImport } from './import-file';

/** What the CSV import worker offers the page. */
export type CsvImportWorkerApi = {
  /** Reads the file, parses it in chunks (progress after each) and applies the kind's rules. */
  read(file: Blob, kind: ImportFileKind, existingNames: readonly string[], onProgress: (progress: ParseProgress) => void): Promise<PreparedImport>;
};

/**
 * The worker's API; plain functions, so a test can call it without a worker.
 * @example expose(createCsvImportWorkerApi())
 */
export function createCsvImportWorkerApi(): CsvImportWorkerApi {
  return {
    async read(file, kind, existingNames, onProgress) {
      const text = await file.text();
      const { data, errors } = await parseCsvInChunks(text, onProgress);
      return prepareImport(kind, data, errors, existingNames);
    },
  };
}
