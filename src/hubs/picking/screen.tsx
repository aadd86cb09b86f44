import {
  Badge,
  Card,
  Container,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { formatDate, formatTime } from '../../domain/formats';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zone';
import { useSession } from '../../session/session-context';
import { MirrorEmpty } from '../../blocks/MirrorEmpty';
import { useRecords } from '../../data/use-records';
import { combinedPickList, type EntryItem, type OrderLine } from './pick-state';
import { PickConsignment } from './PickConsignment';
import { DeviceStatus } from '../../blocks/shell/DeviceStatus';
import { dueOn, textOf, workDays } from './warehouse-day';
import { SEGMENT_TOUCH_STYLES } from './touch-size';
import { useOwnCompany } from '../../data/use-own-company';
import { pickingBatches } from './tablet-floor';
import { TabletLocationField, useTabletFloor } from './TabletLocationField';
import { lineProductName, onOwnFloor } from './own-floor';

/** /hub/picking: the consignments to pick for a day at a location, or the day's combined pick list. */
export default function PickingScreen() {
  const { session } = useSession();
  const timeZone = session?.company?.defaultTimeZone ?? DEFAULT_TIME_ZONE;
  const consignments = useRecords('customer-consignments');
  const locations = useRecords('locations');
  const products = useRecords('products');
  const ownCompany = useOwnCompany();
  const [chosenDay, setDay] = useState<string | null>(null);
  const [view, setView] = useState<'consignments' | 'combined'>('consignments');
  const [openID, setOpenID] = useState<string | null>(null);
  const [chosenBatch, setBatch] = useState<string | null>(null);

  const toPick = useMemo(
    // A consignment whose fulfilment the company bought is picked by its 3PL, not here; one it fulfils for a client is.
    () =>
      (consignments ?? []).filter(
        (c) =>
          c.isDispatched !== true &&
          c.isInactive !== true &&
          textOf(c.departureLocationID) !== '' &&
          textOf(c.packedOn) === '' &&
          onOwnFloor(c, session?.companyAccountID),
      ),
    [consignments, session?.companyAccountID],
  );
  const locationIDs = [...new Set(toPick.map((c) => textOf(c.departureLocationID)))].sort();
  // Where this tablet stands, remembered on the device.
  const floor = useTabletFloor(locationIDs);
  const locationID = floor.locationID;
  const atLocation = toPick.filter((c) => c.departureLocationID === locationID);
  const days = workDays(
    atLocation.filter((c) => textOf(c.pickedOn) === ''),
    timeZone,
  );
  const allDays = workDays(atLocation, timeZone);
  const day = chosenDay !== null && allDays.includes(chosenDay) ? chosenDay : (days[0] ?? allDays[0] ?? '');
  const ofDay = atLocation
    .filter((c) => dueOn(c, day, timeZone))
    .sort((a, b) => textOf(a.dueDate).localeCompare(textOf(b.dueDate)));
  // The company's Orders Per Picking Batch: the day is picked a batch at a time, the first with work left first.
  const batchSize = typeof ownCompany?.pickingBatchSize === 'number' ? ownCompany.pickingBatchSize : null;
  const batches = pickingBatches(ofDay, batchSize);
  const firstOpen = Math.max(
    0,
    batches.findIndex((batch) => batch.some((c) => textOf(c.pickedOn) === '')),
  );
  const batchIndex =
    chosenBatch !== null && Number(chosenBatch) < batches.length ? Number(chosenBatch) : firstOpen;
  const inBatch = batches[batchIndex] ?? [];
  const nameOf = (id: unknown) => textOf(locations?.find((l) => l.id === id)?.locationName) || textOf(id);
  const buyerName = (c: Record<string, unknown>) =>
    textOf((c.buyer as { companyName?: string } | null)?.companyName) || textOf(c.buyerID);

  if (openID !== null) return <PickConsignment id={openID} onClose={() => setOpenID(null)} />;

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Picking Hub</Title>
          <DeviceStatus />
        </Group>
        {consignments === undefined ? (
          <Text c="dimmed">Loading consignments…</Text>
        ) : atLocation.length === 0 ? (
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
                value={day}
                onChange={setDay}
                data={allDays.map((d) => ({ value: d, label: formatDate(`${d}T12:00:00`, 'UTC') }))}
              />
              <SegmentedControl
                styles={SEGMENT_TOUCH_STYLES}
                aria-label="View"
                size="lg"
                value={view}
                onChange={(value) => setView(value === 'combined' ? 'combined' : 'consignments')}
                data={[
                  { value: 'consignments', label: 'Consignments' },
                  { value: 'combined', label: 'Combined pick list' },
                ]}
              />
            </Group>
            {batches.length > 1 && (
              <SegmentedControl
                styles={SEGMENT_TOUCH_STYLES}
                aria-label="Picking batch"
                size="lg"
                value={String(batchIndex)}
                onChange={setBatch}
                data={batches.map((batch, index) => ({
                  value: String(index),
                  label: `Batch ${index + 1} (${batch.length})`,
                }))}
              />
            )}
            {view === 'consignments' ? (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {inBatch.map((c) => {
                  const lines = (c.consignmentOrderItems as OrderLine[] | null) ?? [];
                  const picked = textOf(c.pickedOn) !== '';
                  return (
                    <Card
                      key={c.id}
                      withBorder
                      padding="md"
                      component="button"
                      type="button"
                      onClick={() => setOpenID(c.id)}
                      style={{ textAlign: 'left', minHeight: 96, cursor: 'pointer' }}
                      aria-label={`Pick consignment ${textOf(c.consignmentNumber)}`}
                    >
                      <Group justify="space-between">
                        <Text fw={700}>{textOf(c.consignmentNumber)}</Text>
                        {picked ? (
                          <Badge color="teal.9">Picked</Badge>
                        ) : (
                          <Badge variant="light">To pick</Badge>
                        )}
                      </Group>
                      <Text>{buyerName(c)}</Text>
                      {textOf(c.fulfillmentBuyerID) !== '' && (
                        <Text size="sm">
                          For{' '}
                          {textOf((c.seller as { companyName?: string } | null)?.companyName) ||
                            textOf(c.fulfillmentBuyerID)}
                        </Text>
                      )}
                      <Text size="sm" c="dimmed">
                        {lines.length} {lines.length === 1 ? 'line' : 'lines'} · due{' '}
                        {formatTime(textOf(c.dueDate), timeZone)}
                        {c._syncState === 'failed' ? ' · needs attention' : ''}
                      </Text>
                    </Card>
                  );
                })}
              </SimpleGrid>
            ) : (
              <Table striped fz="md" verticalSpacing="sm" aria-label="Combined pick list">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Product</Table.Th>
                    <Table.Th ta="right">Ordered</Table.Th>
                    <Table.Th ta="right">Picked</Table.Th>
                    <Table.Th ta="right">Consignments</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {combinedPickList(
                    inBatch.map((c) => ({
                      consignmentOrderItems: c.consignmentOrderItems as OrderLine[] | null,
                      consignmentEntryItems: c.consignmentEntryItems as EntryItem[] | null,
                    })),
                  ).map((line) => (
                    <Table.Tr key={line.productID}>
                      <Table.Td>{lineProductName(line, products)}</Table.Td>
                      <Table.Td ta="right">{line.ordered}</Table.Td>
                      <Table.Td ta="right">{line.picked}</Table.Td>
                      <Table.Td ta="right">{line.consignments}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
