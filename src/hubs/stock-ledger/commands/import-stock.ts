import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';
import type { StockCsvReport } from '../../../domain/csv/stock-import-rows';
import { importProblem } from '../flow';

export type ImportStockState = {
  /** The new import's id (the page opens it once made). */
  id: string;
  report: StockCsvReport | null;
  locationID: string;
  now: () => string;
};

/** Import a read CSV whole into a location: the services apply all rows or none. */
export const importStock: Command<ImportStockState> = {
  name: 'import-stock',
  label: 'Import',
  isEnabled: (state) => importProblem(state.report, state.locationID) === null,
  perform: (state) => [
    writes.create('stock-imports', state.id, {
      locationID: state.locationID,
      performedOn: state.now(),
      isFinished: true,
      importItems: (state.report?.rows ?? []).map((row) => ({
        productID: row.productID,
        batchID: null,
        batchcode: row.batchcode,
        quantity: row.quantity,
      })),
    }),
  ],
};
