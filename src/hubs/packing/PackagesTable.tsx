import { ActionIcon, Button, Group, Table, Text } from '@mantine/core';
import type { MirrorRow } from '../../data/mirror-row';
import { lineProductName, orderLineOf } from '../../domain/warehouse/own-floor';
import { setPackageQuantity, type PackagedItem } from './pack-state';

/** The consignment's packages: what each holds, its size (to measure), weight, and how many. */
export function PackagesTable({
  consignment,
  products,
  packages,
  onSize,
  onPackages,
}: {
  consignment: MirrorRow<'customer-consignments'>;
  products: readonly MirrorRow<'products'>[];
  packages: PackagedItem[];
  onSize: (index: number) => void;
  onPackages: (next: PackagedItem[]) => void;
}) {
  return (
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
                onClick={() => onSize(index)}
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
                  onClick={() => onPackages(setPackageQuantity(packages, index, row.quantity - 1))}
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
                  onClick={() => onPackages(setPackageQuantity(packages, index, row.quantity + 1))}
                >
                  +
                </ActionIcon>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
