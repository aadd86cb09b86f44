import { useMemo } from 'react';
import { useRecords } from '../../data/use-records';
import { PRODUCT_TEMPLATE_CSV, PRODUCT_TEMPLATE_FILE } from '../../domain/csv/csv-templates';
import { CsvImport } from './CsvImport';
import { existingNames } from './flow';
import { ImportTabs } from './ImportTabs';

/** New products: from the product CSV (all rows or none), or one by one. */
export default function NewProductsList() {
  const products = useRecords('products');
  // A product whose name is stored already is dropped as a duplicate.
  const names = useMemo(() => existingNames(products, (product) => product.productName), [products]);
  return (
    <ImportTabs entityName="new-products" byHand="Add By Hand">
      <CsvImport
        kind="products"
        title="New Products"
        noun="products"
        template={{ fileName: PRODUCT_TEMPLATE_FILE, content: PRODUCT_TEMPLATE_CSV }}
        existingNames={names}
      />
    </ImportTabs>
  );
}
