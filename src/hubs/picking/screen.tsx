import {
  Badge,
  Card,
  Container,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { formatDate, formatTime } from '../../domain/formats';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zone';
import { useSession } from '../../session/session-context';
import { MirrorEmpty } from '../../blocks/MirrorEmpty';
import { useRecords } from '../../data/use-records';
import { FloorHeader } from '../../blocks/warehouse/FloorHeader';
import { SEGMENT_TOUCH_STYLES } from '../../blocks/warehouse/touch-size';
import { useOwnCompany } from '../../data/use-own-company';
import { TabletLocationField, useTabletFloor } from '../../blocks/warehouse/TabletLocationField';
import { pickingFlow, toPickOf } from './flow';

// What the hub does not show at first loads when opened (offline from the precache): one
// consignment's picking (with its batch chooser and the camera scan), and the combined pick list
// (Mantine's Table, with ScrollArea and floating-ui).
const PickConsignment = lazy(() =>
  import('./PickConsignment').then((module) => ({ default: module.PickConsignment })),
);
const CombinedPickList = lazy(() =>
  import('./CombinedPickList').then((module) => ({ default: module.CombinedPickList })),
);

/** /hub/picking: the consignments to pick for a day at a location, or the day's combined pick list. */
export default function PickingScreen() {
  const { session } = useSession();
  const timeZone = session?.company?.defaultTimeZone ?? DEFAULT_TIME_ZONE;
  const consignments = useRecords('customer-consignments');
  const locations = useRecords('locations');
  const products = useRecords('products');
  const ownCompany = useOwnCompany();
  const [chosenDay, setDay] = useState<string | null>(null);
  const [shown, setShown] = useState<'consignments' | 'combined'>('consignments');
  const [openID, setOpenID] = useState<string | null>(null);
  const [chosenBatch, setBatch] = useState<string | null>(null);

  // A consignment whose fulfilment the company bought is picked by its 3PL, not here; one it fulfils for a client is.
  const { toPick, locationIDs } = useMemo(
    () => toPickOf(consignments ?? [], session?.companyAccountID),
    [consignments, session?.companyAccountID],
  );
  // Where this tablet stands, remembered on the device.
  const floor = useTabletFloor(locationIDs);
  const locationID = floor.locationID;
  // The company's Orders Per Picking Batch: the day is picked a batch at a time, the first with work left first.
  const batchSize = typeof ownCompany?.pickingBatchSize === 'number' ? ownCompany.pickingBatchSize : null;
  const view = useMemo(
    () => pickingFlow({ toPick, locationID, timeZone, batchSize, chosenDay, chosenBatch }),
    [toPick, locationID, timeZone, batchSize, chosenDay, chosenBatch],
  );
  const nameOf = (id: string) => locations?.find((l) => l.id === id)?.locationName || id;

  if (openID !== null)
    return (
      <Suspense fallback={<Loader m="md" aria-label="Loading the consignment" />}>
        <PickConsignment id={openID} onClose={() => setOpenID(null)} />
      </Suspense>
    );

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <FloorHeader title="Picking Hub" />
        {consignments === undefined ? (
          <Text c="dimmed">Loading consignments…</Text>
        ) : !view.anyHere ? (
          <>
            {floor.options.length > 0 && <TabletLocationField floor={floor} />}
            <MirrorEmpty names={['customer-consignments']} size="md">
              <Text>
                {locationIDs.length === 0
                  ? 'No consignments to pick.'
                  : `No consignments to pick at ${nameOf(locationID)}.`}
              </Text>
            </MirrorEmpty>
          </>
        ) : (
          <>
            <TabletLocationField floor={floor} />
            <Group gap="md" wrap="wrap">
              <SegmentedControl
                styles={SEGMENT_TOUCH_STYLES}
                aria-label="Day"
                size="lg"
                value={view.day}
                onChange={setDay}
                data={view.allDays.map((d) => ({ value: d, label: formatDate(`${d}T12:00:00`, 'UTC') }))}
              />
              <SegmentedControl
                styles={SEGMENT_TOUCH_STYLES}
                aria-label="View"
                size="lg"
                value={shown}
                onChange={(value) => setShown(value === 'combined' ? 'combined' : 'consignments')}
                data={[
                  { value: 'consignments', label: 'Consignments' },
                  { value: 'combined', label: 'Combined pick list' },
                ]}
              />
            </Group>
            {view.batches.length > 1 && (
              <SegmentedControl
                styles={SEGMENT_TOUCH_STYLES}
                aria-label="Picking batch"
                size="lg"
                value={String(view.batchIndex)}
                onChange={setBatch}
                data={view.batches}
              />
            )}
            {shown === 'consignments' ? (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {view.cards.map((card) => (
                  <Card
                    key={card.consignment.id}
                    withBorder
                    padding="md"
                    component="button"
                    type="button"
                    onClick={() => setOpenID(card.consignment.id)}
                    style={{ textAlign: 'left', minHeight: 96, cursor: 'pointer' }}
                    aria-label={`Pick consignment ${card.number}`}
                  >
                    <Group justify="space-between">
                      <Text fw={700}>{card.number}</Text>
                      {card.picked ? (
                        <Badge color="teal.9">Picked</Badge>
                      ) : (
                        <Badge variant="light">To pick</Badge>
                      )}
                    </Group>
                    <Text>{card.buyerName}</Text>
                    {card.forName !== null && <Text size="sm">For {card.forName}</Text>}
                    <Text size="sm" c="dimmed">
                      {card.lineCount} {card.lineCount === 1 ? 'line' : 'lines'} · due{' '}
                      {formatTime(card.dueDate, timeZone)}
                      {card.failed ? ' · needs attention' : ''}
                    </Text>
                  </Card>
                ))}
              </SimpleGrid>
            ) : (
              <Suspense fallback={<Loader aria-label="Loading the combined pick list" />}>
                <CombinedPickList lines={view.combined} products={products} />
              </Suspense>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
