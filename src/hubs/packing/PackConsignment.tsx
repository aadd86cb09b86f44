import { Badge, Container, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useRunCommand } from '../../blocks/hub/use-run-command';
import { FloorHeader } from '../../blocks/warehouse/FloorHeader';
import { useOwnCompany } from '../../data/use-own-company';
import { useRecord } from '../../data/use-record';
import { useRecords } from '../../data/use-records';
import { useSession } from '../../session/session-context';
import { markPacked as markPackedCommand } from './commands/mark-packed';
import { savePackageSize } from './commands/save-package-size';
import { PackActions } from './PackActions';
import { PackageLabels } from './PackageLabels';
import { PackagesTable } from './PackagesTable';
import { PackageSizeDialog } from './PackageSizeDialog';
import { ENTITY, OFFLINE_NEEDS } from './pack-records';
import {
  packIncrementOf,
  packMeasurementOf,
  packageCount,
  packageLabels,
  packWeights,
  pickedUnits,
  setPackageSize,
  suggestPackages,
  type PackProduct,
  type PackagedItem,
  type PackageSize,
} from './pack-state';
import { PackingSlip } from './PackingSlip';
import { mayMarkPacked, packingSlipLines } from './packing-slip';

/** One consignment on the bench: its packages to adjust and measure, labels, Packed, then the slip. */
export function PackConsignment({ id, onClose }: { id: string; onClose: () => void }) {
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
        <FloorHeader
          title={`Pack ${number}`}
          onBack={onClose}
          needs={OFFLINE_NEEDS}
          badges={
            packed && (
              <Badge color="teal.9" size="lg">
                Packed
              </Badge>
            )
          }
        />
        <Text>
          {buyer} · {destination?.locationName ?? ''}
        </Text>
        <PackagesTable
          consignment={consignment}
          products={products}
          packages={packages}
          onSize={setSizing}
          onPackages={editPackages}
        />
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
        <PackActions
          hasPackages={packageCount(packages) > 0}
          mayMarkPacked={mayMarkPacked({ labelRequired, labelsPrinted })}
          onSuggest={() =>
            editPackages(
              suggestPackages(
                units,
                productRecords,
                measurements.map(packMeasurementOf),
                increments.map(packIncrementOf),
              ),
            )
          }
          onPrintLabels={() => {
            setPrinting(true);
            setLabelsPrinted(true);
          }}
          onPacked={() => void markPacked()}
        />
      </Stack>
    </Container>
  );
}
