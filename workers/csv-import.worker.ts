import { expose } from 'comlink';
import { createCsvImportWorkerApi } from '../src/domain/csv/import-worker-api';

// The CSV import worker: reads and parses an import file off the page's main thread.
expose(createCsvImportWorkerApi());
