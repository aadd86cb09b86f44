import type { PreparedImport } from '../../domain/csv/import-file';
import { importProgressText } from '../../domain/csv/import-limits';
import type { ImportReportLine } from '../../domain/csv/import-report';
import type { UploadProgress } from '../../domain/csv/import-upload';

/**
 * The CSV import screen's flow: pick or drop a file, read it (progress), look at the preview
 * and the rows left out, Import (rows sent, then rows written: `upload`), then done or failed
 * (Retry sends the same import id again, so nothing is imported twice).
 */
export type ImportFlowState =
  | { step: 'pick'; error: string | null }
  | { step: 'reading'; fileName: string; progress: number }
  | { step: 'preview'; fileName: string; prepared: PreparedImport; importID: string }
  | {
      step: 'importing';
      fileName: string;
      prepared: PreparedImport;
      importID: string;
      upload: UploadProgress;
    }
  | {
      step: 'failed';
      fileName: string;
      prepared: PreparedImport;
      importID: string;
      message: string;
      errors: ImportReportLine[];
    }
  | {
      step: 'done';
      fileName: string;
      prepared: PreparedImport;
      rows: number;
      created: number;
      existing: number;
    };

export type ImportFlowEvent =
  | { type: 'picked'; fileName: string }
  | { type: 'progress'; progress: number }
  | { type: 'read'; prepared: PreparedImport; importID: string }
  | { type: 'read-failed'; message: string }
  | { type: 'import' }
  | { type: 'sent'; progress: UploadProgress }
  | { type: 'imported'; rows: number; created: number; existing: number }
  | { type: 'import-failed'; message: string; errors: ImportReportLine[] }
  | { type: 'reset' };

export const INITIAL_IMPORT_STATE: ImportFlowState = { step: 'pick', error: null };

const clamp = (value: number): number => Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));

// Answers arrive out of order (a poll after the commit's own answer): progress never goes back.
function laterOf(current: UploadProgress, next: UploadProgress): UploadProgress {
  if (current.phase !== next.phase) return current.phase === 'importing' ? current : next;
  return next.done >= current.done ? next : current;
}

/**
 * The share of the current phase done, for a progress bar.
 * @example uploadShare({ phase: 'importing', done: 12_000, total: 50_000 }) // 0.24
 */
export function uploadShare(progress: UploadProgress): number {
  return progress.total <= 0 ? 0 : clamp(progress.done / progress.total);
}

/**
 * @example importFlow(INITIAL_IMPORT_STATE, { type: 'picked', fileName: 'products.csv' }) // { step: 'reading', fileName: 'products.csv', progress: 0 }
 */
export function importFlow(state: ImportFlowState, event: ImportFlowEvent): ImportFlowState {
  switch (event.type) {
    case 'picked':
      return state.step === 'importing' ? state : { step: 'reading', fileName: event.fileName, progress: 0 };
    case 'progress':
      return state.step === 'reading'
        ? { ...state, progress: Math.max(state.progress, clamp(event.progress)) }
        : state;
    case 'read':
      return state.step === 'reading'
        ? { step: 'preview', fileName: state.fileName, prepared: event.prepared, importID: event.importID }
        : state;
    case 'read-failed':
      return state.step === 'reading' ? { step: 'pick', error: event.message } : state;
    case 'import':
      if ((state.step !== 'preview' && state.step !== 'failed') || state.prepared.rowCount === 0)
        return state;
      return {
        step: 'importing',
        fileName: state.fileName,
        prepared: state.prepared,
        importID: state.importID,
        upload: { phase: 'sending', done: 0, total: state.prepared.rowCount },
      };
    case 'sent':
      return state.step === 'importing' ? { ...state, upload: laterOf(state.upload, event.progress) } : state;
    case 'imported':
      return state.step === 'importing'
        ? {
            step: 'done',
            fileName: state.fileName,
            prepared: state.prepared,
            rows: event.rows,
            created: event.created,
            existing: event.existing,
          }
        : state;
    case 'import-failed':
      return state.step === 'importing'
        ? {
            step: 'failed',
            fileName: state.fileName,
            prepared: state.prepared,
            importID: state.importID,
            message: event.message,
            errors: event.errors,
          }
        : state;
    case 'reset':
      return state.step === 'importing' ? state : INITIAL_IMPORT_STATE;
  }
}

/**
 * Every row the report lists: those the file's rules left out and those the services refused.
 * @example reportLines(state).length // 2
 */
export function reportLines(state: ImportFlowState): ImportReportLine[] {
  if (state.step === 'pick' || state.step === 'reading') return [];
  const refused = state.step === 'failed' ? state.errors : [];
  return [...state.prepared.report, ...refused].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
}

/** Report lines shown on the page; the download holds them all. */
export const SHOWN_REPORT_LINES = 100;

const percent = (value: number) => Math.round(value * 100);

/** What the CSV import screen shows for the state of its flow. */
export type CsvImportView = {
  /** The drop zone and Choose File: before a file, and after one is read (another may be picked). */
  showDrop: boolean;
  /** Why the last file could not be read. */
  pickError: string | null;
  reading: { fileName: string; percent: number } | null;
  /** The file read, with its preview; null before one is read. */
  prepared: PreparedImport | null;
  fileName: string;
  /** "4,998 products to import" */
  toImport: string;
  /** Every row left out (the download's), the first few shown, and what says more are not. */
  lines: ImportReportLine[];
  shownLines: ImportReportLine[];
  leftOut: string;
  moreLines: string | null;
  importing: { text: string; percent: number } | null;
  failure: string | null;
  /** What the page says once imported; null before. */
  done: string | null;
  importLabel: string;
  canImport: boolean;
  canStartAgain: boolean;
};

/**
 * The CSV import screen's view model from its flow's state: what to show and the words, for
 * one kind of row (`noun`, plural: 'products').
 * @example csvImportView(INITIAL_IMPORT_STATE, 'products').showDrop // true
 */
export function csvImportView(state: ImportFlowState, noun: string): CsvImportView {
  const lines = reportLines(state);
  const prepared = state.step === 'pick' || state.step === 'reading' ? null : state.prepared;
  const rowCount = prepared?.rowCount ?? 0;
  const count = (value: number) => value.toLocaleString('en-AU');
  return {
    showDrop:
      state.step === 'pick' || state.step === 'done' || state.step === 'preview' || state.step === 'failed',
    pickError: state.step === 'pick' ? state.error : null,
    reading: state.step === 'reading' ? { fileName: state.fileName, percent: percent(state.progress) } : null,
    prepared,
    fileName: 'fileName' in state ? state.fileName : '',
    toImport: `${count(rowCount)} ${noun} to import`,
    lines,
    shownLines: lines.slice(0, SHOWN_REPORT_LINES),
    leftOut: `${count(lines.length)} ${lines.length === 1 ? 'row' : 'rows'} left out`,
    moreLines:
      lines.length > SHOWN_REPORT_LINES
        ? `The first ${SHOWN_REPORT_LINES} of ${count(lines.length)} are shown; the report holds them all.`
        : null,
    importing:
      state.step === 'importing'
        ? { text: importProgressText(state.upload), percent: percent(uploadShare(state.upload)) }
        : null,
    failure: state.step === 'failed' ? state.message : null,
    done:
      state.step === 'done'
        ? `${count(state.rows)} ${noun} imported${state.created === 0 && state.existing > 0 ? ' (this import had already been applied)' : ''}.`
        : null,
    importLabel: state.step === 'failed' ? 'Retry' : `Import ${count(rowCount)} ${noun}`,
    canImport: rowCount > 0,
    canStartAgain: state.step !== 'importing',
  };
}

/**
 * The names already stored, which the import drops as duplicates: each record's name, where it has one.
 * @example existingNames([{ productName: 'Milk' }, { productName: null }], (p) => p.productName) // ['Milk']
 */
export function existingNames<R>(
  records: readonly R[] | undefined,
  nameOf: (record: R) => string | null | undefined,
): string[] {
  return (records ?? []).flatMap((record) => {
    const name = nameOf(record);
    return typeof name === 'string' ? [name] : [];
  });
}
