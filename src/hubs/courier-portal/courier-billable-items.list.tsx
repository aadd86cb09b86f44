import { useSession } from '../../session/session-context';
import { PortalListPage } from '../../portal/PortalListPage';
import { UnbilledItemsPanel } from '../../blocks/trade-documents/UnbilledItemsPanel';
import { useOwnCompanyID } from '../../blocks/company/use-own-company-id';

/**
 * Courier billable items. A courier company first sees what it has delivered and not invoiced
 * yet, per client, and makes each client's courier invoice from it in one tap (the services
 * take the items, number the invoice and mark the items invoiced); everyone then has the list.
 */
export default function CourierBillableItemsList() {
  const { session } = useSession();
  const own = useOwnCompanyID();
  const isCourier = (session?.subscriptionCode ?? '').startsWith('COUR');
  return (
    <>
      {isCourier ? (
        <UnbilledItemsPanel
          itemsEntity="courier-billable-items"
          invoicesEntity="courier-invoices"
          own={own}
          always
          allInvoiced="Every delivery is invoiced."
        />
      ) : null}
      <PortalListPage entityName="courier-billable-items" />
    </>
  );
}
