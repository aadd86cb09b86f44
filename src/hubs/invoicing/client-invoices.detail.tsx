import { InvoiceDetailScreen } from './InvoiceDetailScreen';

/** /office-portal/client-invoice/:id: an invoice the company (a 3PL) issued its client, printable, with its payment. */
export default function ClientInvoiceDetail() {
  return <InvoiceDetailScreen entityName="client-invoices" />;
}
