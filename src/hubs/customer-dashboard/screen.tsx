import { Alert, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useSession } from '../../session/session-context';
import { useMirrorState } from '../../data/use-mirror-state';
import { useRecord } from '../../data/use-record';
import { ownCards } from '../../domain/insights/customer-insights';
import { useInsightClock } from '../../blocks/insights/use-insight-clock';
import { INSIGHT_SOURCES } from '../../domain/insights/insight-requests';
import { useInsights } from '../../blocks/insights/use-insights';
import { InvoicesDueCard } from './InvoicesDueCard';
import { NextDeliveries } from './NextDeliveries';
import { PlacedOrderAlert } from './PlacedOrderAlert';
import { RecentOrders } from './RecentOrders';
import { RepeatSummary } from './RepeatSummary';
import { StandingOrdersDue } from './StandingOrdersDue';
import { SupplierCards } from './SupplierCards';
import { useRepeatOrder } from './use-repeat-order';

/**
 * /dashboard/customer: a customer's phone-first home: the next deliveries, Order Now and Repeat
 * Last Order per supplier (a repeat order in two taps), recent orders, standing orders and
 * invoices due. The figures are worked out from the mirror in the insights worker (no scan of
 * the orders on the page), and follow every change to the orders and invoices. Every order goes
 * through the write path, so with the network off it is queued and sent later.
 */
export default function CustomerDashboard() {
  const { session } = useSession();
  const { now, timeZone } = useInsightClock();
  const me = useRecord('users', session?.userID ?? null);
  const companyID = typeof me?.companyAccountID === 'string' ? me.companyAccountID : null;
  const { data, error } = useInsights({ kind: 'customer', now, timeZone });
  // Until the orders, invoices and suppliers are on this device, an empty card is "loading", not "none".
  const mirror = useMirrorState(INSIGHT_SOURCES.customer);
  const repeatOrder = useRepeatOrder(timeZone);
  const { repeat, placedOrder } = repeatOrder;

  const cards = useMemo(() => ownCards(data?.cards ?? [], companyID), [data, companyID]);
  const supplierName = (agreementID: unknown) =>
    (data?.cards ?? []).find((card) => card.agreement.id === agreementID)?.name ?? '';

  return (
    <Stack gap="md" p="md" maw={720} mx="auto" data-testid="customer-dashboard">
      <Title order={1}>Home</Title>

      {placedOrder != null && (
        <PlacedOrderAlert
          order={placedOrder}
          supplierName={supplierName}
          timeZone={timeZone}
          onClose={repeatOrder.dismissPlaced}
        />
      )}

      {error !== null && (
        <Alert color="red" title="The figures could not be worked out">
          {error}
        </Alert>
      )}
      {data === undefined ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">Loading</Text>
        </Group>
      ) : (
        <>
          <NextDeliveries
            rows={data.nextDeliveries}
            supplierName={supplierName}
            timeZone={timeZone}
            mirror={mirror}
          />
          <SupplierCards cards={cards} timeZone={timeZone} mirror={mirror} onRepeat={repeatOrder.start} />
          <RecentOrders
            orders={data.recentOrders}
            supplierName={supplierName}
            timeZone={timeZone}
            mirror={mirror}
          />
          <StandingOrdersDue
            rows={data.standingOrders}
            supplierName={supplierName}
            timeZone={timeZone}
            mirror={mirror}
          />
          <InvoicesDueCard due={data.invoicesDue} timeZone={timeZone} mirror={mirror} />
        </>
      )}

      <Modal
        opened={repeat !== null}
        onClose={repeatOrder.cancel}
        title={repeat === null ? '' : `Repeat order from ${repeat.card.name}`}
        fullScreen={false}
        centered
      >
        {repeat !== null && (
          <RepeatSummary
            repeat={repeat}
            timeZone={timeZone}
            busy={repeatOrder.busy}
            onPlace={() => void repeatOrder.place()}
            onCancel={repeatOrder.cancel}
          />
        )}
      </Modal>
    </Stack>
  );
}
