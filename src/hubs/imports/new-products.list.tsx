import { PRODUCT_TEMPLATE_CSV, PRODUCT_TEMPLATE_FILE } from '../../domain/csv/csv-templates';
import { CsvImport } from './CsvImport';
import { ImportTabs } from './ImportTabs';

/** New products: from the product CSV (all rows or none), or one by one. */
export default function NewProductsList() {
  return (
    <ImportTabs entityName="new-products" byHand="Add By Hand">
      <CsvImport
        kind="products"
        title="New Products"
        noun="products"
        template={{ fileName: PRODUCT_TEMPLATE_FILE, content: PRODUCT_TEMPLATE_CSV }}
        existing={{ entityName: 'products', field: 'productName' }}
      />
    </ImportTabs>
  );
}
