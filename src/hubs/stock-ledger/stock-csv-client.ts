import { proxy, wrap } from 'comlink';
import type { StockCsvProduct, StockCsvReport } from '../../domain/csv/stock-import-rows';

type StockCsvApi = {
  read(
    text: string,
    products: readonly StockCsvProduct[],
    onProgress: (done: number) => void,
  ): Promise<StockCsvReport>;
};

/** Reads a stock CSV in its own worker (large files keep the page responsive), reporting progress. */
export async function readStockCsvInWorker(
  text: string,
  products: readonly StockCsvProduct[],
  onProgress: (done: number) => void,
): Promise<StockCsvReport> {
  const worker = new Worker(new URL('../../../workers/stock-csv.worker.ts', import.meta.url), {
    type: 'module',
    name: 'bulktrade-stock-csv',
  });
  try {
    return await wrap<StockCsvApi>(worker).read(text, products, proxy(onProgress));
  } finally {
    worker.terminate();
  }
}
