import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { MirrorEmpty } from '../../blocks/MirrorEmpty';
import { ScanField } from '../../blocks/ScanField';
import { useSession } from '../../session/session-context';
import { useRunCommand } from '../../blocks/hub/use-run-command';
import { useRecord } from '../../data/use-record';
import { useRecords } from '../../data/use-records';
import { DeviceStatus } from '../../blocks/shell/DeviceStatus';
import { CameraScan } from '../../blocks/warehouse/CameraScan';
import { PackageLabels } from './PackageLabels';
import { PackageSizeDialog } from './PackageSizeDialog';
import { PackingSlip } from './PackingSlip';
import { mayMarkPacked, packingSlipLines } from './packing-slip';
import { useOwnCompany } from '../../data/use-own-company';
import { TabletLocationField, useTabletFloor } from '../../blocks/warehouse/TabletLocationField';
import {
  packIncrementOf,
  packMeasurementOf,
  packageCount,
  packageLabels,
  packWeights,
  pickedUnits,
  setPackageQuantity,
  setPackageSize,
  suggestPackages,
  type PackProduct,
  type PackagedItem,
  type PackageSize,
} from './pack-state';
import { lineProductName, orderLineOf } from '../../domain/warehouse/own-floor';
import { consignmentByNumber, packingFlow, toPackOf } from './flow';
import { markPacked as markPackedCommand } from './commands/mark-packed';
import { savePackageSize } from './commands/save-package-size';

/** What this screen reads from the mirror, to be ready offline. */
const OFFLINE_NEEDS = ['customer-consignments', 'products'] as const;

const ENTITY = 'customer-consignments';

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
  if (openID !== null) return <PackConsignment id={openID} onClose={() => setOpenID(null)} />;
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
        <Group justify="space-between">
          <Title order={1}>Packing Hub</Title>
          <Group gap="sm">
            <CameraScan label="Scan label with camera" onCode={openByNumber} />
            <DeviceStatus needs={OFFLINE_NEEDS} />
          </Group>
        </Group>
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

function PackConsignment({ id, onClose }: { id: string; onClose: () => void }) {
  const { session } = useSession();
  const run = useRunCommand();
  const consignment = useRecord(ENTITY, id);
  const products = useRecords('products');
  const measurements = useRecords('measurements');
  const increments = useRecords('stock-increments');
  const [edited, setEdited] = useState<PackagedItem[] | null>(null);
  const [printing, setPrinting] = useState(false);
  const [sizing, setSizing] = useState<number | null>(null);
  // Pick/pack settings: Label Every Package holds Packed until the labels of the packages as they stand were printed; Print Packing Slips shows the slip once packed.
  const company = useOwnCompany();
  const labelRequired = company?.isPackageLabelRequired === true;
  const slipPrinted = company?.isPackingSlipPrinted === true;
  const [labelsPrinted, setLabelsPrinted] = useState(false);
  const [slip, setSlip] = useState(false);
  const editPackages = (next: PackagedItem[]) => {
    setEdited(next);
    setLabelsPrinted(false);
  };
  if (
    consignment === undefined ||
    products === undefined ||
    measurements === undefined ||
    increments === undefined
  )
    return <Text p="md">Loading…</Text>;
  if (consignment === null) return <Text p="md">This consignment is not on this device.</Text>;

  const units = pickedUnits(consignment.consignmentEntryItems ?? []);
  const productRecords: PackProduct[] = products.map((p) => ({
    id: p.id,
    productName: p.productName ?? '',
    weight: typeof p.weight === 'number' ? p.weight : 0,
  }));
  // What was saved is what packPackages wrote: whole packaged items.
  const stored = (consignment.packagedItems ?? []) as PackagedItem[];
  const packed = (consignment.packedOn ?? '') !== '';
  const packages =
    edited ??
    (stored.length > 0
      ? stored
      : suggestPackages(
          units,
          productRecords,
          measurements.map(packMeasurementOf),
          increments.map(packIncrementOf),
        ));
  const weights = packWeights(units, productRecords, packages);
  const number = String(consignment.consignmentNumber ?? '');
  const destination = consignment.destinationLocation;
  const buyer = consignment.buyer?.companyName ?? '';

  if (slip) {
    const orderItems = consignment.consignmentOrderItems ?? [];
    const nameOf = (productID: string) =>
      productRecords.find((p) => p.id === productID)?.productName || productID;
    return (
      <PackingSlip
        consignmentNumber={number}
        buyer={buyer}
        destination={`${destination?.locationName ?? ''} ${destination?.addressLineOne ?? ''}`.trim()}
        lines={packingSlipLines(orderItems, units, nameOf)}
        packages={packageCount(packages)}
        onDone={onClose}
      />
    );
  }

  if (printing) {
    return (
      <PackageLabels
        consignmentNumber={number}
        buyer={buyer}
        destination={`${destination?.locationName ?? ''} ${destination?.addressLineOne ?? ''}`.trim()}
        labels={packageLabels(packages)}
        onClose={() => setPrinting(false)}
      />
    );
  }

  // A measured size is saved at once through the write path (offline too), with the weights it changes.
  const saveSize = async (index: number, size: PackageSize) => {
    editPackages(setPackageSize(packages, index, size));
    setSizing(null);
    await run(savePackageSize, { consignmentID: id, packages, index, size, units, products: productRecords });
  };

  const markPacked = async () => {
    await run(markPackedCommand, {
      consignmentID: id,
      packages,
      weights,
      labelRequired,
      labelsPrinted,
      userID: session?.userID ?? null,
      now: () => new Date().toISOString(),
    });
    if (slipPrinted) setSlip(true);
    else onClose();
  };

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Group gap="sm">
            <Button variant="default" size="lg" onClick={onClose}>
              Back
            </Button>
            <Title order={2}>Pack {number}</Title>
            {packed && (
              <Badge color="teal.9" size="lg">
                Packed
              </Badge>
            )}
          </Group>
          <DeviceStatus needs={OFFLINE_NEEDS} />
        </Group>
        <Text>
          {buyer} · {destination?.locationName ?? ''}
        </Text>
        <Table fz="md" verticalSpacing="sm" aria-label="Packages">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Package</Table.Th>
              <Table.Th>Holds</Table.Th>
              <Table.Th>Size (mm)</Table.Th>
              <Table.Th ta="right">Weight (kg)</Table.Th>
              <Table.Th ta="right">Count</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {packages.map((row, index) => (
              <Table.Tr key={`${row.code}-${row.productID ?? 'loose'}`}>
                <Table.Td>{row.code}</Table.Td>
                <Table.Td>
                  {row.units} ×{' '}
                  {row.productID === null
                    ? 'mixed units'
                    : lineProductName(orderLineOf(consignment, row.productID), products)}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="lg"
                    variant="subtle"
                    miw={120}
                    h={48}
                    aria-label={`Size of ${row.code}`}
                    onClick={() => setSizing(index)}
                  >
                    {row.length !== null && row.width !== null && row.height !== null
                      ? `${row.length} × ${row.width} × ${row.height}`
                      : 'Enter size'}
                  </Button>
                </Table.Td>
                <Table.Td ta="right">{row.weight}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <ActionIcon
                      size={48}
                      variant="default"
                      aria-label={`One less ${row.code}`}
                      onClick={() => editPackages(setPackageQuantity(packages, index, row.quantity - 1))}
                    >
                      −
                    </ActionIcon>
                    <Text w={32} ta="center" fw={700}>
                      {row.quantity}
                    </Text>
                    <ActionIcon
                      size={48}
                      variant="default"
                      aria-label={`One more ${row.code}`}
                      onClick={() => editPackages(setPackageQuantity(packages, index, row.quantity + 1))}
                    >
                      +
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {sizing !== null && packages[sizing] !== undefined && (
          <PackageSizeDialog
            row={packages[sizing]}
            onClose={() => setSizing(null)}
            onSave={(size) => void saveSize(sizing, size)}
          />
        )}
        <Text>
          {packageCount(packages)} packages · goods {weights.orderWeight} kg · shipping {weights.stockWeight}{' '}
          kg
        </Text>
        <Group>
          <Button
            size="lg"
            variant="default"
            onClick={() =>
              editPackages(
                suggestPackages(
                  units,
                  productRecords,
                  measurements.map(packMeasurementOf),
                  increments.map(packIncrementOf),
                ),
              )
            }
          >
            Suggest again
          </Button>
          <Button
            size="lg"
            variant="light"
            onClick={() => {
              setPrinting(true);
              setLabelsPrinted(true);
            }}
            disabled={packageCount(packages) === 0}
          >
            Print labels
          </Button>
          <Button
            size="lg"
            color="teal.9"
            onClick={() => void markPacked()}
            disabled={packageCount(packages) === 0 || !mayMarkPacked({ labelRequired, labelsPrinted })}
          >
            Packed
          </Button>
        </Group>
        {!mayMarkPacked({ labelRequired, labelsPrinted }) && (
          <Text c="dimmed">Every package needs its label: print the labels, then Packed.</Text>
        )}
      </Stack>
    </Container>
  );
}
