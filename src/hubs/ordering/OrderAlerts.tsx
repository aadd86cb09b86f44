import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { DATE_FORMAT, formatInZone, TIME_FORMAT } from '../../domain/formats';
import { formatMoney } from '../../domain/money';
import { cutOffTime } from '../../domain/ordering-policy';
import type { OrderHeader } from '../../domain/ordering/order-editor-state';
import type { OrderEditorView } from './flow';

/**
 * What the editor says about the order above its fields: why it cannot be saved, a late order
 * the seller did not take (move it or cancel it), past the cut-off, outside the policy, totals
 * the services recalculated, and when it was confirmed.
 */
export function OrderAlerts({
  view,
  header,
  timeZone,
  error,
  setError,
  moveLate,
  cancelLate,
}: {
  view: OrderEditorView;
  header: OrderHeader;
  timeZone: string;
  error: string | null;
  setError: (error: string | null) => void;
  moveLate: () => Promise<void>;
  cancelLate: () => Promise<void>;
}) {
  const { lateNotice, ordering, pastCutOff, cutOff, zone, otherZone, overrideWarning, changedTotals } = view;
  return (
    <>
      {error !== null && (
        <Alert color="red" title="Cannot save" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {lateNotice !== null && (
        <Alert
          color="red"
          title={lateNotice.reason}
          data-testid="order-not-accepted"
          styles={{ root: { overflowWrap: 'anywhere' } }}
        >
          <Stack gap="xs">
            <Text size="sm">{ordering.sellerName} has not received this order.</Text>
            {lateNotice.next !== null && (
              <Text size="sm" data-testid="next-slot">
                {lateNotice.next.label}
              </Text>
            )}
            <Group gap="xs" wrap="wrap">
              {lateNotice.next !== null && (
                // A long slot name wraps on a phone instead of widening the alert past the screen.
                <Button
                  size="md"
                  h="auto"
                  py={8}
                  maw="100%"
                  styles={{ label: { whiteSpace: 'normal' } }}
                  onClick={() => void moveLate()}
                >
                  {lateNotice.next.button}
                </Button>
              )}
              <Button size="md" variant="default" onClick={() => void cancelLate()}>
                Cancel Order
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {pastCutOff && cutOff !== null && (
        <Alert color="gray" title="Past the cut-off" data-testid="past-cut-off">
          The cut-off for this order was {cutOffTime(cutOff, zone)} on{' '}
          {formatInZone(cutOff, DATE_FORMAT, zone)}
          {otherZone === null ? '' : ` (${otherZone})`}: ask {ordering.sellerName} to change or cancel it.
        </Alert>
      )}
      {overrideWarning !== null && (
        <Alert color="orange" title="Outside your ordering policy" data-testid="policy-override">
          {overrideWarning} Saving it overrides the policy, and the order records that you did.
        </Alert>
      )}
      {changedTotals !== null && (
        <Alert color="orange" title="Totals changed" data-testid="totals-changed">
          The services recalculated this order: the total is {formatMoney(changedTotals.server)} (this device
          showed {formatMoney(changedTotals.client)} when it was saved).
        </Alert>
      )}
      {header.isConfirmed === true && typeof header.confirmedOn === 'string' && (
        <Text size="sm" c="dimmed">
          Confirmed {formatInZone(header.confirmedOn, `${DATE_FORMAT} ${TIME_FORMAT}`, timeZone)}
        </Text>
      )}
    </>
  );
}
