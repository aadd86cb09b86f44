import { Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { DayField } from '../../blocks/DateFields';
import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSession } from '../../session/session-context';
import { useRunCommand } from '../../blocks/hub/use-run-command';
import { useRecords } from '../../data/use-records';
import { resolveTimeZone } from '../../domain/time-zone';
import { dayKey } from '../../domain/delivery/journey-status';
import { usePlaceNames } from '../../blocks/delivery/use-place-names';
import { DeliveryDocket } from './DeliveryDocket';
import { ReviewCard } from './ReviewCard';
import { markReviewed } from './commands/mark-reviewed';
import { deliveryReviewFlow, type ReviewEntry } from './flow';
import { MirrorEmpty } from '../../blocks/MirrorEmpty';

/**
 * Delivery review (/hub/delivery-review): a day's delivered and flagged movements, flagged
 * first, each with its proof drawn back; Mark Reviewed, and a printable docket.
 */
export default function DeliveryReviewScreen() {
  const { session } = useSession();
  const run = useRunCommand();
  const names = usePlaceNames();
  const timeZone = resolveTimeZone(session?.company?.defaultTimeZone);
  const [day, setDay] = useState(() => dayKey(new Date(), timeZone));
  const [docket, setDocket] = useState<ReviewEntry | null>(null);
  const deliveries = useRecords('deliveries');
  const movements = useRecords('courier-movements');

  const entries = useMemo(
    () =>
      deliveries === undefined || movements === undefined
        ? undefined
        : deliveryReviewFlow({ deliveries, courierMovements: movements, day, timeZone }),
    [deliveries, movements, day, timeZone],
  );

  useEffect(() => {
    const after = () => setDocket(null);
    window.addEventListener('afterprint', after);
    return () => window.removeEventListener('afterprint', after);
  }, []);

  const print = (entry: ReviewEntry) => {
    flushSync(() => setDocket(entry));
    window.print();
  };

  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="end">
          <Title order={1} size="h2">
            Delivery Review
          </Title>
          <DayField label="Day" value={day} onChange={(next) => next !== '' && setDay(next)} />
        </Group>
        {entries === undefined ? <Loader /> : null}
        {entries !== undefined && entries.length === 0 ? (
          <MirrorEmpty names={['deliveries', 'courier-movements']} size="md">
            <Text>Nothing delivered or flagged on this day.</Text>
          </MirrorEmpty>
        ) : null}
        {(entries ?? []).map((entry) => (
          <ReviewCard
            key={entry.record.id}
            movement={entry.record}
            destination={names.destination(entry.record)}
            customer={names.customer(entry.record)}
            onReviewed={() =>
              void run(markReviewed, { entry, now: new Date(), userID: session?.userID ?? '' })
            }
            onPrint={() => print(entry)}
          />
        ))}
      </Stack>
      {docket === null ? null : (
        <DeliveryDocket
          movement={docket.record}
          destination={names.destination(docket.record)}
          address={names.address(docket.record)}
          customer={names.customer(docket.record)}
        />
      )}
    </Container>
  );
}
