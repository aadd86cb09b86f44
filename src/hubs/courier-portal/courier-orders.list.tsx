import { Container, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useSession } from '../../session/session-context';
import { useRecords } from '../../data/use-records';
import { PortalListPage } from '../../portal/PortalListPage';
import { useOwnCompanyID } from '../../blocks/company/use-own-company-id';
import { useRunCommand } from '../../blocks/hub/use-run-command';
import { acceptCourierOrder } from './commands/accept-courier-order';
import { declineCourierOrder } from './commands/decline-courier-order';
import { courierPortalFlow } from './flow';
import { OrderToAnswer } from './OrderToAnswer';
import { MirrorEmpty } from '../../blocks/MirrorEmpty';

/**
 * The courier orders list. A courier company (COUR, COURFREE) first sees the orders addressed to
 * it, to accept onto one of its journeys or decline; everyone then has the usual list.
 */
export default function CourierOrdersList() {
  const { session } = useSession();
  const run = useRunCommand();
  const orders = useRecords('courier-orders');
  const journeys = useRecords('journeys');
  const isCourier = (session?.subscriptionCode ?? '').startsWith('COUR');
  const ownCompany = useOwnCompanyID();
  const view = useMemo(
    () => courierPortalFlow({ orders: orders ?? [], journeys: journeys ?? [], isCourier, ownCompany }),
    [orders, journeys, isCourier, ownCompany],
  );
  const answer = () => ({ now: new Date(), userID: session?.userID ?? '' });
  return (
    <>
      {isCourier ? (
        <Container size="lg" py="md">
          <Stack gap="sm">
            <Title order={2} size="h3">
              Courier orders for you
            </Title>
            {view.orders.length === 0 ? (
              <MirrorEmpty names={['courier-orders']} size="md">
                <Text>No courier orders are addressed to you.</Text>
              </MirrorEmpty>
            ) : null}
            {view.orders.map((order) => (
              <OrderToAnswer
                key={order.id}
                order={order}
                journeys={view.journeyOptions}
                onAccept={(journeyID) => void run(acceptCourierOrder, { order, journeyID, ...answer() })}
                onDecline={(reason) => void run(declineCourierOrder, { order, reason, ...answer() })}
              />
            ))}
          </Stack>
        </Container>
      ) : null}
      <PortalListPage entityName="courier-orders" />
    </>
  );
}
