import { PortalListPage } from '../../portal/PortalListPage';
import { useOwnCompanyID } from '../../blocks/company/use-own-company-id';
import { UnbilledItemsPanel } from '../../blocks/trade-documents/UnbilledItemsPanel';

/**
 * Client billable items. A 3PL first sees the orders it dispatched for its clients and has not
 * invoiced yet, per client, and makes each client's invoice from them in one tap; its clients
 * see the items they will be billed for in the list.
 */
export default function ClientBillableItemsList() {
  const own = useOwnCompanyID();
  return (
    <>
      <UnbilledItemsPanel
        itemsEntity="client-billable-items"
        invoicesEntity="client-invoices"
        own={own}
        allInvoiced="Every order fulfilled for a client is invoiced."
      />
      <PortalListPage entityName="client-billable-items" />
    </>
  );
}
