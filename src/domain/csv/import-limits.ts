/**
 * How much one CSV import may hold, the same on the page and in the services: rows travel in
 * batches of IMPORT_BATCH_ROWS (1,000 product rows are well under the services' 1 MB body
 * limit), and an import holds at most MAX_IMPORT_ROWS rows, so one import's commit stays a
 * matter of seconds (docs/benchmarks.md, the import's section).
 */
export const IMPORT_BATCH_ROWS = 1000;

/** The most rows one import takes. */
export const MAX_IMPORT_ROWS = 50_000;

/** The most batches one import takes. */
export const MAX_IMPORT_BATCHES = Math.ceil(MAX_IMPORT_ROWS / IMPORT_BATCH_ROWS);

const count = (value: number): string => value.toLocaleString('en-AU');

/**
 * Said when an import holds more rows than it may (its count when known).
 * @example importTooLargeMessage(62_000) // 'This file has 62,000 rows; one import takes at most 50,000. Split it into files of 50,000 rows or fewer and import each.'
 */
export function importTooLargeMessage(rows?: number): string {
  const held =
    rows === undefined
      ? 'This import has more rows than one import takes'
      : `This file has ${count(rows)} rows`;
  return `${held}; one import takes at most ${count(MAX_IMPORT_ROWS)}. Split it into files of ${count(MAX_IMPORT_ROWS)} rows or fewer and import each.`;
}

/** Where a commit stands: rows written so far of all, and whether it is done. */
export type ImportProgress = { state: 'importing' | 'done'; done: number; total: number };

/**
 * What the page says while an import's rows are sent and then written.
 * @example importProgressText({ phase: 'importing', done: 12_000, total: 50_000 }) // 'Importing 12,000 of 50,000…'
 */
export function importProgressText(progress: {
  phase: 'sending' | 'importing';
  done: number;
  total: number;
}): string {
  return progress.phase === 'sending'
    ? `Sending ${count(progress.done)} of ${count(progress.total)} rows…`
    : `Importing ${count(progress.done)} of ${count(progress.total)}…`;
}
