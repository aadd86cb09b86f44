import { InvoiceDetailScreen } from './InvoiceDetailScreen';

/** /office-portal/supplier-invoice/:id: an invoice a supplier issued to the company, with what the company paid. */
export default function SupplierInvoiceDetail() {
  return <InvoiceDetailScreen entityName="supplier-invoices" />;
}
