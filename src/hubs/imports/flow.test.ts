import { describe, expect, it } from 'vitest';
import type { PreparedImport } from '../../domain/csv/import-file';
import type { ProductImportRow } from '../../domain/csv/product-import';

// Only the name matters to the flow: the rest of a product row is left out.
const product = (productName: string) => ({ productName }) as ProductImportRow;
import {
  csvImportView,
  existingNames,
  importFlow,
  INITIAL_IMPORT_STATE,
  reportLines,
  uploadShare,
  type ImportFlowEvent,
  type ImportFlowState,
} from './flow';

const prepared: PreparedImport = {
  kind: 'products',
  mapping: { matched: [], missing: [], unknown: [] },
  preview: [],
  records: 3,
  rowCount: 2,
  rows: [
    { row: 2, fields: product('A') },
    { row: 4, fields: product('B') },
  ],
  report: [{ row: 3, field: 'productName', message: 'No productName: row skipped' }],
};

const run = (events: ImportFlowEvent[], from: ImportFlowState = INITIAL_IMPORT_STATE) =>
  events.reduce(importFlow, from);

describe('importFlow', () => {
  it('goes from picking through reading and preview to importing and done', () => {
    const reading = run([
      { type: 'picked', fileName: 'p.csv' },
      { type: 'progress', progress: 0.4 },
      { type: 'progress', progress: 0.2 },
    ]);
    expect(reading).toEqual({ step: 'reading', fileName: 'p.csv', progress: 0.4 });
    const preview = run([{ type: 'read', prepared, importID: 'imp-1' }], reading);
    expect(preview.step).toBe('preview');
    const sending = run(
      [{ type: 'import' }, { type: 'sent', progress: { phase: 'sending', done: 2, total: 2 } }],
      preview,
    );
    expect(sending).toMatchObject({ step: 'importing', upload: { phase: 'sending', done: 2, total: 2 } });
    const importing = run([{ type: 'sent', progress: { phase: 'importing', done: 1, total: 2 } }], sending);
    expect(importing).toMatchObject({ upload: { phase: 'importing', done: 1, total: 2 } });
    expect(uploadShare({ phase: 'importing', done: 1, total: 2 })).toBe(0.5);
    const done = run([{ type: 'imported', rows: 2, created: 2, existing: 0 }], importing);
    expect(done).toMatchObject({ step: 'done', created: 2 });
  });

  it('keeps the import id for Retry after a failure, and lists the refused rows with the skipped ones', () => {
    const failed = run([
      { type: 'picked', fileName: 'p.csv' },
      { type: 'read', prepared, importID: 'imp-1' },
      { type: 'import' },
      { type: 'import-failed', message: 'no', errors: [{ row: 2, field: 'weight', message: 'bad' }] },
    ]);
    expect(failed).toMatchObject({ step: 'failed', importID: 'imp-1' });
    expect(reportLines(failed).map((line) => line.row)).toEqual([2, 3]);
    expect(run([{ type: 'import' }], failed)).toMatchObject({
      step: 'importing',
      importID: 'imp-1',
      upload: { phase: 'sending', done: 0, total: 2 },
    });
  });

  it('never lets the shown progress go back: a late poll, or a batch answer after writing began', () => {
    const importing = run([
      { type: 'picked', fileName: 'p.csv' },
      { type: 'read', prepared, importID: 'imp-4' },
      { type: 'import' },
      { type: 'sent', progress: { phase: 'importing', done: 2, total: 2 } },
    ]);
    expect(
      run(
        [
          { type: 'sent', progress: { phase: 'importing', done: 1, total: 2 } },
          { type: 'sent', progress: { phase: 'sending', done: 2, total: 2 } },
        ],
        importing,
      ),
    ).toMatchObject({ upload: { phase: 'importing', done: 2 } });
  });

  it('offers no Import without rows, and ignores a new file or Reset while importing', () => {
    const empty = run([
      { type: 'picked', fileName: 'p.csv' },
      { type: 'read', prepared: { ...prepared, rowCount: 0, rows: [] }, importID: 'imp-2' },
      { type: 'import' },
    ]);
    expect(empty.step).toBe('preview');
    const importing = run([
      { type: 'picked', fileName: 'p.csv' },
      { type: 'read', prepared, importID: 'imp-3' },
      { type: 'import' },
    ]);
    expect(run([{ type: 'picked', fileName: 'other.csv' }, { type: 'reset' }], importing)).toBe(importing);
    expect(
      run([{ type: 'read-failed', message: 'Unreadable' }], run([{ type: 'picked', fileName: 'x' }])),
    ).toEqual({ step: 'pick', error: 'Unreadable' });
  });
});

describe('csvImportView', () => {
  const preview = run([
    { type: 'picked', fileName: 'p.csv' },
    { type: 'read', prepared, importID: 'imp-1' },
  ]);

  it('offers the drop zone before a file, and says why the last one could not be read', () => {
    expect(csvImportView(INITIAL_IMPORT_STATE, 'products')).toMatchObject({
      showDrop: true,
      pickError: null,
      prepared: null,
      reading: null,
    });
    expect(
      csvImportView(
        run([
          { type: 'picked', fileName: 'x' },
          { type: 'read-failed', message: 'Unreadable' },
        ]),
        'products',
      ).pickError,
    ).toBe('Unreadable');
  });

  it('shows the reading progress in percent, without the drop zone', () => {
    const reading = run([
      { type: 'picked', fileName: 'p.csv' },
      { type: 'progress', progress: 0.456 },
    ]);
    expect(csvImportView(reading, 'products')).toMatchObject({
      showDrop: false,
      reading: { fileName: 'p.csv', percent: 46 },
    });
  });

  it('words the preview: rows to import, rows left out, and the Import button', () => {
    expect(csvImportView(preview, 'products')).toMatchObject({
      showDrop: true,
      fileName: 'p.csv',
      toImport: '2 products to import',
      leftOut: '1 row left out',
      moreLines: null,
      importLabel: 'Import 2 products',
      canImport: true,
      canStartAgain: true,
      done: null,
    });
  });

  it('shows the first hundred lines left out and says the report holds them all', () => {
    const many = {
      ...prepared,
      report: Array.from({ length: 1234 }, (_, index) => ({ row: index + 2, field: 'x', message: 'bad' })),
    };
    const view = csvImportView(
      run([
        { type: 'picked', fileName: 'p.csv' },
        { type: 'read', prepared: many, importID: 'i' },
      ]),
      'products',
    );
    expect(view.shownLines).toHaveLength(100);
    expect(view.leftOut).toBe('1,234 rows left out');
    expect(view.moreLines).toBe('The first 100 of 1,234 are shown; the report holds them all.');
  });

  it('says the progress while importing, Retry after a failure, and what was imported', () => {
    const importing = run(
      [{ type: 'import' }, { type: 'sent', progress: { phase: 'importing', done: 1, total: 2 } }],
      preview,
    );
    expect(csvImportView(importing, 'products')).toMatchObject({
      showDrop: false,
      importing: { percent: 50 },
      canStartAgain: false,
    });
    const failed = run([{ type: 'import-failed', message: 'no', errors: [] }], importing);
    expect(csvImportView(failed, 'products')).toMatchObject({ failure: 'no', importLabel: 'Retry' });
    expect(
      csvImportView(run([{ type: 'imported', rows: 2, created: 2, existing: 0 }], importing), 'products')
        .done,
    ).toBe('2 products imported.');
    expect(
      csvImportView(run([{ type: 'imported', rows: 2, created: 0, existing: 2 }], importing), 'products')
        .done,
    ).toBe('2 products imported (this import had already been applied).');
  });
});

describe('existingNames', () => {
  it('lists the names records have, skipping those without one', () => {
    expect(
      existingNames(
        [{ productName: 'Milk' }, { productName: null }, {}],
        (row: { productName?: string | null }) => row.productName,
      ),
    ).toEqual(['Milk']);
    expect(existingNames(undefined, () => 'x')).toEqual([]);
  });
});
