import { Stack, Table, Text } from '@mantine/core';
import { PrintSheetHeader } from './PrintSheetHeader';
import classes from './labels.module.css';
import type { PackingSlipLine } from './packing-slip';

type Props = {
  consignmentNumber: string;
  buyer: string;
  destination: string;
  lines: readonly PackingSlipLine[];
  packages: number;
  onDone: () => void;
};

/**
 * The packing slip that goes in a packed consignment (pick/pack settings: Print Packing Slips):
 * who it is for, where it goes, each product ordered and packed, and the package count.
 * @example <PackingSlip consignmentNumber="CN-1" buyer="Cafe" destination="1 Main St" lines={lines} packages={2} onDone={close} />
 */
export function PackingSlip({ consignmentNumber, buyer, destination, lines, packages, onDone }: Props) {
  return (
    <Stack gap="md" p="md">
      <PrintSheetHeader title={`Packing slip for ${consignmentNumber}`} closeLabel="Done" onClose={onDone} />
      <div className={classes.sheet} aria-label="Packing slip">
        <Stack gap="xs" className={classes.slip}>
          <Text fw={800} size="xl">
            Packing slip · {consignmentNumber}
          </Text>
          <Text fw={600}>{buyer}</Text>
          <Text>{destination}</Text>
          <Table fz="md" aria-label="Packed products">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Product</Table.Th>
                <Table.Th ta="right">Ordered</Table.Th>
                <Table.Th ta="right">Packed</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.productName}>
                  <Table.Td>{line.productName}</Table.Td>
                  <Table.Td ta="right">{line.ordered}</Table.Td>
                  <Table.Td ta="right">{line.packed}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text fw={700}>
            {packages} {packages === 1 ? 'package' : 'packages'}
          </Text>
        </Stack>
      </div>
    </Stack>
  );
}
