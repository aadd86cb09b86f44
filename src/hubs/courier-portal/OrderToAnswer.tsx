import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { usePlaceNames } from '../../blocks/delivery/use-place-names';
import type { MirrorRow } from '../../data/mirror-row';
import { packagedItemsOf, packagesText } from '../../domain/delivery/packaged-items';
import { formatDate, formatTime } from '../../domain/formats';
import { courierOrderStatus, DECLINE_REASON_REQUIRED } from './courier-order-flow';

/**
 * A courier order addressed to the courier company: where from and to, when, what; a request is
 * accepted (optionally onto one of its journeys) or declined with a reason.
 */
export function OrderToAnswer({
  order,
  journeys,
  onAccept,
  onDecline,
}: {
  order: MirrorRow<'courier-orders'>;
  journeys: { value: string; label: string }[];
  onAccept: (journeyID: string | null) => void;
  onDecline: (reason: string) => void;
}) {
  const names = usePlaceNames();
  const [journeyID, setJourneyID] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const status = courierOrderStatus(order);
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
          <Button size="xs" onClick={() => onAccept(journeyID)}>
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
              else onDecline(reason);
            }}
          >
            Decline
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
