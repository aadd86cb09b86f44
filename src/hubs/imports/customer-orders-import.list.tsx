import {
  CUSTOMER_ORDER_TEMPLATE_CSV,
  CUSTOMER_ORDER_TEMPLATE_FILE,
} from '../../domain/csv/customer-order-import';
import { CsvImport } from './CsvImport';
import { ImportTabs } from './ImportTabs';

/** Customer orders from CSV lines (customer, product, quantity, due date), grouped into orders and priced by the services. */
export default function CustomerOrdersImportList() {
  return (
    <ImportTabs entityName="customer-orders-import" byHand="Orders">
      <CsvImport
        kind="customer-orders"
        title="Import Customer Orders"
        noun="order lines"
        template={{ fileName: CUSTOMER_ORDER_TEMPLATE_FILE, content: CUSTOMER_ORDER_TEMPLATE_CSV }}
      />
    </ImportTabs>
  );
}
