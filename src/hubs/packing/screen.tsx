import { Badge, Card, Container, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { MirrorEmpty } from '../../blocks/MirrorEmpty';
import { ScanField } from '../../blocks/ScanField';
import { CameraScan } from '../../blocks/warehouse/CameraScan';
import { FloorHeader } from '../../blocks/warehouse/FloorHeader';
import { TabletLocationField, useTabletFloor } from '../../blocks/warehouse/TabletLocationField';
import { useRecords } from '../../data/use-records';
import { useSession } from '../../session/session-context';
import { consignmentByNumber, packingFlow, toPackOf } from './flow';
import { ENTITY, OFFLINE_NEEDS } from './pack-records';

// One consignment on the bench (its packages table, size dialog, labels and slip) loads when
// opened, offline from the precache: the list of consignments shows without it.
const PackConsignment = lazy(() =>
  import('./PackConsignment').then((module) => ({ default: module.PackConsignment })),
);

/** /hub/packing: picked consignments, their package breakdown, labels, and Packed. */
export default function PackingScreen() {
  const { session } = useSession();
  const consignments = useRecords(ENTITY);
  const [openID, setOpenID] = useState<string | null>(null);
  const [scanMessage, setScanMessage] = useState<string | null>(null);
  const [number, setNumber] = useState('');
  // Not one whose fulfilment the company bought: its 3PL packs that one.
  const { toPack, locationIDs } = toPackOf(consignments ?? [], session?.companyAccountID);
  // Where this tablet stands, remembered on the device: the bench packs what leaves from there.
  const floor = useTabletFloor(locationIDs);
  const here = packingFlow(toPack, floor.locationID);
  if (openID !== null)
    return (
      <Suspense fallback={<Loader m="md" aria-label="Loading the consignment" />}>
        <PackConsignment id={openID} onClose={() => setOpenID(null)} />
      </Suspense>
    );
  // A label's QR code (or a typed number) holds the consignment number.
  const openByNumber = (scanned: string) => {
    const found = consignmentByNumber(toPack, scanned);
    setScanMessage(found === undefined ? `No picked consignment ${scanned.trim()} to pack here.` : null);
    if (found !== undefined) setOpenID(found.id);
  };
  const onNumber = () => {
    if (number.trim() === '') return;
    openByNumber(number);
    setNumber('');
  };
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <FloorHeader
          title="Packing Hub"
          needs={OFFLINE_NEEDS}
          actions={<CameraScan label="Scan label with camera" onCode={openByNumber} />}
        />
        {/* A scanner reading a pick slip or label while no field has the focus types into the number field. */}
        <ScanField
          label="Consignment number"
          description="Scan or type the number on a pick slip or label, then Enter"
          value={number}
          onChange={setNumber}
          submit={{ label: 'Open', onSubmit: onNumber }}
          message={scanMessage}
        />
        {floor.options.length > 0 && <TabletLocationField floor={floor} />}
        {consignments === undefined ? (
          <Text c="dimmed">Loading consignments…</Text>
        ) : here.length === 0 ? (
          <MirrorEmpty names={[ENTITY]} size="md">
            <Text>No picked consignments to pack.</Text>
          </MirrorEmpty>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {here.map((card) => (
              <Card
                key={card.id}
                withBorder
                padding="md"
                component="button"
                type="button"
                onClick={() => setOpenID(card.id)}
                style={{ textAlign: 'left', minHeight: 96, cursor: 'pointer' }}
                aria-label={`Pack consignment ${card.number}`}
              >
                <Group justify="space-between">
                  <Text fw={700}>{card.number}</Text>
                  {card.packed ? (
                    <Badge color="teal.9">Packed</Badge>
                  ) : (
                    <Badge variant="light">To pack</Badge>
                  )}
                </Group>
                <Text>{card.buyerName}</Text>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
