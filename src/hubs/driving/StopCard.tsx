import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { SyncStateBadge } from '../../blocks/SyncStateBadge';
import { formatTime } from '../../domain/formats';
import { stopStatus } from '../../domain/delivery/journey-status';
import { packagedItemsOf, packagesText } from '../../domain/delivery/packaged-items';
import type { Stop } from './use-driver-data';
import classes from './driving.module.css';

export type StopCardProps = {
  stop: Stop;
  number: number;
  destination: string;
  address: string;
  customer: string;
  current: boolean;
  onOpen: () => void;
};

const STATUS_LABEL = { open: 'To deliver', delivered: 'Delivered', skipped: 'Skipped' } as const;

/** One stop in the journey's list: number, destination, customer, packages, notes and where it stands. */
export function StopCard({ stop, number, destination, address, customer, current, onOpen }: StopCardProps) {
  const { record } = stop;
  const status = stopStatus(record);
  const className = [
    classes.stop,
    current ? classes.stopCurrent : '',
    status === 'delivered' ? classes.stopDone : '',
    status === 'skipped' ? classes.stopSkipped : '',
  ].join(' ');
  return (
    <UnstyledButton
      className={className}
      onClick={onOpen}
      aria-current={current ? 'step' : undefined}
      data-testid="stop-card"
      data-status={status}
      mih={48}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={800} size="lg">
            {number}. {destination}
          </Text>
          <Badge
            size="lg"
            style={{ flexShrink: 0, overflow: 'visible' }}
            color={status === 'delivered' ? '#1b5e20' : status === 'skipped' ? '#8a3b00' : 'dark'}
          >
            {STATUS_LABEL[status]}
          </Badge>
        </Group>
        {address === '' ? null : <Text>{address}</Text>}
        {customer === '' || customer === destination ? null : <Text fw={600}>{customer}</Text>}
        <Text>{packagesText(packagedItemsOf(record))}</Text>
        {typeof record.driverNotes === 'string' && record.driverNotes !== '' ? (
          <Text fs="italic">{record.driverNotes}</Text>
        ) : null}
        {status === 'delivered' ? (
          <Text size="sm">
            Received by {String(record.receiverName ?? '')} at {formatTime(record.deliveredOn as string)}
          </Text>
        ) : null}
        {status === 'skipped' ? <Text size="sm">Skipped: {String(record.skipReason)}</Text> : null}
        <Group gap="xs">
          <SyncStateBadge row={record} />
          {record.isFlagged === true ? <Badge color="#8a3b00">Flagged</Badge> : null}
        </Group>
      </Stack>
    </UnstyledButton>
  );
}
