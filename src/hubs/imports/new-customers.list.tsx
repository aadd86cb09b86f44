import { CUSTOMER_TEMPLATE_CSV, CUSTOMER_TEMPLATE_FILE } from '../../domain/csv/csv-templates';
import { CsvImport } from './CsvImport';
import { ImportTabs } from './ImportTabs';

/** New customers: from the customer CSV (with their locations; all rows or none), or one by one. */
export default function NewCustomersList() {
  return (
    <ImportTabs entityName="new-customers" byHand="Add By Hand">
      <CsvImport
        kind="customers"
        title="New Customers"
        noun="customers"
        template={{ fileName: CUSTOMER_TEMPLATE_FILE, content: CUSTOMER_TEMPLATE_CSV }}
        existing={{ entityName: 'customers', field: 'companyName' }}
      />
    </ImportTabs>
  );
}
