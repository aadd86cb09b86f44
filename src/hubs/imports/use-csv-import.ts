import { useEffect, useReducer, useRef } from 'react';
import { useSession } from '../../session/session-context';
import { postSyncSignal } from '../../data/outbox-announce';
import type { ImportFileKind } from '../../domain/csv/import-file';
import { openImportFile, type ImportSession } from './csv-import-client';
import { importFlow, INITIAL_IMPORT_STATE, type ImportFlowState } from './flow';

/** The CSV import's flow state and what the screen's buttons do. */
export type CsvImportController = {
  state: ImportFlowState;
  /** Reads a picked or dropped file in the worker (the last one read is dropped). */
  read(file: File): void;
  /** Stops reading the file. */
  cancel(): void;
  /** Sends what was read to the services (Import, or Retry with the same import id). */
  startImport(): Promise<void>;
  reset(): void;
};

/**
 * The CSV import's controller: the flow's reducer, and the worker that reads the file and
 * sends its rows to the services (csv-import-client.ts). Names in `existingNames` are left out
 * as duplicates; once imported, the next pull is asked for so the new records arrive.
 * @example const { state, read, startImport } = useCsvImport('products', names);
 */
export function useCsvImport(kind: ImportFileKind, existingNames: readonly string[]): CsvImportController {
  const { session } = useSession();
  const [state, dispatch] = useReducer(importFlow, INITIAL_IMPORT_STATE);
  const reading = useRef<ImportSession | null>(null);
  // The worker holds the file's rows until another file is picked or the page is left.
  useEffect(() => () => reading.current?.close(), []);

  return {
    state,
    read(file) {
      reading.current?.close();
      dispatch({ type: 'picked', fileName: file.name });
      const started = openImportFile(file, kind, existingNames, (progress) =>
        dispatch({ type: 'progress', progress: progress.total === 0 ? 1 : progress.done / progress.total }),
      );
      reading.current = started;
      started.result.then(
        (prepared) => dispatch({ type: 'read', prepared, importID: crypto.randomUUID() }),
        (error: unknown) =>
          dispatch({
            type: 'read-failed',
            message: error instanceof Error ? error.message : 'The file could not be read',
          }),
      );
    },
    cancel() {
      reading.current?.close();
      dispatch({ type: 'read-failed', message: 'Reading the file was cancelled' });
    },
    async startImport() {
      const current = reading.current;
      if ((state.step !== 'preview' && state.step !== 'failed') || session === null || current === null)
        return;
      dispatch({ type: 'import' });
      const outcome = await current.upload(
        { importID: state.importID, token: session.token, origin: window.location.origin },
        (progress) => dispatch({ type: 'sent', progress }),
      );
      if (outcome.ok) {
        dispatch({
          type: 'imported',
          rows: outcome.rows,
          created: outcome.created,
          existing: outcome.existing,
        });
        // The new records reach this device's mirror with the next pull: ask for it now.
        postSyncSignal('sync-now');
      } else dispatch({ type: 'import-failed', message: outcome.message, errors: outcome.errors });
    },
    reset() {
      dispatch({ type: 'reset' });
    },
  };
}
