import { InvoiceDetailScreen } from './InvoiceDetailScreen';

/** /office-portal/subscription-invoice/:id: Bulktrade's invoice for the company's subscription, read only, printable. */
export default function SubscriptionInvoiceDetail() {
  return <InvoiceDetailScreen entityName="subscription-invoices" />;
}
