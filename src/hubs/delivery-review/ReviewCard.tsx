import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { MirrorRow } from '../../data/mirror-row';
import { SyncStateBadge } from '../../blocks/SyncStateBadge';
import { formatTime } from '../../domain/formats';
import { SignatureDrawing } from '../../blocks/delivery/SignatureDrawing';
import { isReviewed, shortsOf } from './review-flow';
import classes from './delivery-review.module.css';

export type ReviewCardProps = {
  movement: MirrorRow<'deliveries' | 'courier-movements'>;
  destination: string;
  customer: string;
  onReviewed: () => void;
  onPrint: () => void;
};

/** One delivered or flagged movement with its proof: signature, receiver, time, temperature, notes and shorts. */
export function ReviewCard({ movement, destination, customer, onReviewed, onPrint }: ReviewCardProps) {
  const shorts = shortsOf(movement);
  const reviewed = isReviewed(movement);
  const delivered = typeof movement.deliveredOn === 'string' && movement.deliveredOn !== '';
  return (
    <article
      className={`${classes.card} ${movement.isFlagged === true ? classes.flagged : ''}`}
      data-testid="review-card"
      aria-label={destination}
    >
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={700}>
            {destination}
            {customer !== '' && customer !== destination ? ` · ${customer}` : ''}
          </Text>
          <Group gap="xs">
            {movement.isFlagged === true ? <Badge color="#8a3b00">Flagged</Badge> : null}
            {reviewed ? <Badge color="#1b5e20">Reviewed</Badge> : null}
            <SyncStateBadge row={movement} />
          </Group>
        </Group>
        {delivered ? (
          <Text size="sm">
            Received by <strong>{String(movement.receiverName ?? '')}</strong> at{' '}
            {formatTime(movement.deliveredOn as string)}
            {typeof movement.tempOnDelivery === 'number' ? ` · ${movement.tempOnDelivery} °C` : ''}
          </Text>
        ) : (
          <Text size="sm">
            Not delivered{typeof movement.skipReason === 'string' ? `: skipped (${movement.skipReason})` : ''}
          </Text>
        )}
        {shorts.map((short) => (
          <Text key={short.name} size="sm" c="#8a3b00">
            Short: {short.name} {short.delivered} of {short.packed}
            {short.reason === '' ? '' : ` (${short.reason})`}
          </Text>
        ))}
        {typeof movement.driverNotes === 'string' && movement.driverNotes !== '' ? (
          <Text size="sm">Notes: {movement.driverNotes}</Text>
        ) : null}
        {typeof movement.conflictNote === 'string' ? (
          <Text size="sm" c="#8a3b00">
            {movement.conflictNote}
          </Text>
        ) : null}
        {delivered ? (
          <SignatureDrawing
            proof={movement.proofOfDelivery}
            label={`Signature of ${String(movement.receiverName ?? 'the receiver')}`}
            height={90}
          />
        ) : null}
        <Group gap="xs">
          {reviewed ? null : (
            <Button size="sm" onClick={onReviewed}>
              Mark Reviewed
            </Button>
          )}
          {delivered ? (
            <Button size="sm" variant="default" onClick={onPrint}>
              Print Docket
            </Button>
          ) : null}
        </Group>
      </Stack>
    </article>
  );
}
