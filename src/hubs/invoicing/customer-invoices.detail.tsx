import { InvoiceDetailScreen } from './InvoiceDetailScreen';

/** /office-portal/customer-invoice/:id: an invoice the company issued, printable, with its payment. */
export default function CustomerInvoiceDetail() {
  return <InvoiceDetailScreen entityName="customer-invoices" />;
}
