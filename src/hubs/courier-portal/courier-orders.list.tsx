import { Badge, Button, Container, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { MirrorRecord } from '../../data/mirror-row';
import { useSession } from '../../app/session/session-context';
import { useData } from '../../data/data-context';
import { useRecords } from '../../data/use-records';
import { formatDate, formatTime } from '../../domain/formats';
import { PortalListPage } from '../../screens/portal/PortalListPage';
import { packagedItemsOf, packagesText } from '../../domain/delivery/packaged-items';
import { usePlaceNames } from '../../blocks/delivery/use-place-names';
import { useOwnCompanyID } from '../../blocks/company/use-own-company-id';
import {
  answerChanges,
  courierOrderStatus,
  DECLINE_REASON_REQUIRED,
  ordersForCourier,
} from './courier-order-flow';
import { MirrorEmpty } from '../../blocks/MirrorEmpty';

function OrderToAnswer({
  order,
  journeys,
  onAnswer,
}: {
  order: MirrorRecord;
  journeys: { value: string; label: string }[];
  onAnswer: (changes: Record<string, unknown>) => void;
}) {
  const { session } = useSession();
  const names = usePlaceNames();
  const [journeyID, setJourneyID] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const status = courierOrderStatus(order);
  const context = () => ({ now: new Date(), userID: session?.userID ?? '' });
  const from = (order.departureLocation as { locationName?: string } | null)?.locationName ?? '';
  return (
    <Stack
      gap={6}
      p="sm"
      style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
      data-testid="courier-order"
      aria-label={`Courier order to ${names.destination(order)}`}
    >
      <Group justify="space-between">
        <Text fw={700}>
          {from} → {names.destination(order)}
        </Text>
        <Badge color={status === 'Accepted' ? '#1b5e20' : status === 'Declined' ? '#b71c1c' : '#0d47a1'}>
          {status}
        </Badge>
      </Group>
      <Text size="sm">
        Pick up {formatDate(order.dueDepartureOn as string)} {formatTime(order.dueDepartureOn as string)} ·{' '}
        {packagesText(packagedItemsOf(order))}
      </Text>
      {status === 'Requested' ? (
        <Group align="end" gap="xs">
          <Select
            size="xs"
            label="Onto journey"
            placeholder="Later"
            data={journeys}
            value={journeyID}
            onChange={setJourneyID}
            clearable
          />
          <Button size="xs" onClick={() => onAnswer(answerChanges('Accepted', { ...context(), journeyID }))}>
            Accept
          </Button>
          <TextInput
            size="xs"
            label="Reason to decline"
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
          />
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => {
              if (reason.trim() === '') setError(DECLINE_REASON_REQUIRED);
              else onAnswer(answerChanges('Declined', { ...context(), reason }));
            }}
          >
            Decline
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * The courier orders list. A courier company (COUR, COURFREE) first sees the orders addressed to
 * it, to accept onto one of its journeys or decline; everyone then has the usual list.
 */
export default function CourierOrdersList() {
  const { session } = useSession();
  const { writes } = useData();
  const orders = useRecords('courier-orders');
  const journeys = useRecords('journeys');
  const isCourier = (session?.subscriptionCode ?? '').startsWith('COUR');
  const ownCompany = useOwnCompanyID();
  const mine = isCourier && ownCompany !== '' ? ordersForCourier(orders ?? [], ownCompany) : [];
  const journeyOptions = (journeys ?? [])
    .filter((journey) => journey.isInactive !== true)
    .map((journey) => ({ value: journey.id, label: String(journey.journeyName ?? journey.id) }));
  return (
    <>
      {isCourier ? (
        <Container size="lg" py="md">
          <Stack gap="sm">
            <Title order={2} size="h3">
              Courier orders for you
            </Title>
            {mine.length === 0 ? (
              <MirrorEmpty names={['courier-orders']} size="md">
                <Text>No courier orders are addressed to you.</Text>
              </MirrorEmpty>
            ) : null}
            {mine.map((order) => (
              <OrderToAnswer
                key={order.id}
                order={order}
                journeys={journeyOptions}
                onAnswer={(changes) => void writes.updateRecord('courier-orders', order.id, changes)}
              />
            ))}
          </Stack>
        </Container>
      ) : null}
      <PortalListPage entityName="courier-orders" />
    </>
  );
}
