import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { DispatchStop } from './flow';
import { SyncStateBadge } from '../../blocks/SyncStateBadge';
import { formatDate, formatTime } from '../../domain/formats';
import { SignatureDrawing } from '../../blocks/delivery/SignatureDrawing';
import { packagedItemsOf, packageName, packedCount } from '../../domain/delivery/packaged-items';

function when(value: unknown): string {
  return typeof value === 'string' ? `${formatDate(value)} ${formatTime(value)}`.trim() : '';
}

/** A movement in full for the dispatcher: places, times, packages at each hand-over, and both proofs drawn back. */
export function MovementSummary({
  movement,
  from,
  to,
}: {
  movement: DispatchStop;
  from: string;
  to: string;
}) {
  const items = packagedItemsOf(movement);
  return (
    <Stack gap="sm">
      <Group gap="xs">
        {movement.isFlagged === true ? <Badge color="#8a3b00">Flagged</Badge> : null}
        <SyncStateBadge row={movement} />
      </Group>
      <Text>
        <strong>From</strong> {from}{' '}
        {when(movement.dueDepartureOn) === '' ? '' : `(due ${when(movement.dueDepartureOn)})`}
      </Text>
      <Text>
        <strong>To</strong> {to}{' '}
        {when(movement.dueArrivalOn) === '' ? '' : `(due ${when(movement.dueArrivalOn)})`}
      </Text>
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Package</Table.Th>
            <Table.Th>Packed</Table.Th>
            <Table.Th>Released</Table.Th>
            <Table.Th>Delivered</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => (
            <Table.Tr key={typeof item.id === 'string' ? item.id : index}>
              <Table.Td>{packageName(item)}</Table.Td>
              <Table.Td>{packedCount(item)}</Table.Td>
              <Table.Td>{String(item.quantityReleased ?? '')}</Table.Td>
              <Table.Td>{String(item.quantityDelivered ?? '')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {typeof movement.driverNotes === 'string' && movement.driverNotes !== '' ? (
        <Text>Notes: {movement.driverNotes}</Text>
      ) : null}
      <Group align="start" grow>
        <Stack gap={4}>
          <Text fw={600}>Released {when(movement.releasedOn)}</Text>
          {typeof movement.releaserName === 'string' ? (
            <Text size="sm">By {movement.releaserName}</Text>
          ) : null}
          <SignatureDrawing proof={movement.proofOfRelease} label="Proof of release" height={90} />
        </Stack>
        <Stack gap={4}>
          <Text fw={600}>Delivered {when(movement.deliveredOn)}</Text>
          {typeof movement.receiverName === 'string' ? (
            <Text size="sm">Received by {movement.receiverName}</Text>
          ) : null}
          <SignatureDrawing proof={movement.proofOfDelivery} label="Proof of delivery" height={90} />
        </Stack>
      </Group>
    </Stack>
  );
}
