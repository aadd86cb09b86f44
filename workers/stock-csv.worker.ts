import { expose } from 'comlink';
import { readStockCsv, type StockCsvProduct } from '../src/domain/csv/stock-import-rows';

// Reads a stock CSV off the page's thread, telling the page how far it has got.
expose({
  read: (text: string, products: readonly StockCsvProduct[], onProgress: (done: number) => void) =>
    readStockCsv(text, products, onProgress),
});
