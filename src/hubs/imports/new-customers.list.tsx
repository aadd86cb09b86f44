import { useMemo } from 'react';
import { useRecords } from '../../data/use-records';
import { CUSTOMER_TEMPLATE_CSV, CUSTOMER_TEMPLATE_FILE } from '../../domain/csv/csv-templates';
import { CsvImport } from './CsvImport';
import { existingNames } from './flow';
import { ImportTabs } from './ImportTabs';

/** New customers: from the customer CSV (with their locations; all rows or none), or one by one. */
export default function NewCustomersList() {
  const customers = useRecords('customers');
  // A customer whose name is stored already is dropped as a duplicate.
  const names = useMemo(() => existingNames(customers, (customer) => customer.companyName), [customers]);
  return (
    <ImportTabs entityName="new-customers" byHand="Add By Hand">
      <CsvImport
        kind="customers"
        title="New Customers"
        noun="customers"
        template={{ fileName: CUSTOMER_TEMPLATE_FILE, content: CUSTOMER_TEMPLATE_CSV }}
        existingNames={names}
      />
    </ImportTabs>
  );
}
