import { Table } from '@mantine/core';
import type { MirrorRow } from '../../data/mirror-row';
import { lineProductName } from '../../domain/warehouse/own-floor';
import type { CombinedLine } from './combined-pick-list';

/**
 * The day's combined pick list: every product the batch's consignments ask for, with what is
 * ordered and picked. Its own chunk (Mantine's Table brings ScrollArea and floating-ui, about
 * 22 KB gzipped), loaded when the picker first chooses the Combined pick list view.
 * @example <CombinedPickList lines={view.combined} products={products} />
 */
export function CombinedPickList({
  lines,
  products,
}: {
  lines: readonly CombinedLine[];
  products: readonly MirrorRow<'products'>[] | undefined;
}) {
  return (
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
        {lines.map((line) => (
          <Table.Tr key={line.productID}>
            <Table.Td>{lineProductName(line, products)}</Table.Td>
            <Table.Td ta="right">{line.ordered}</Table.Td>
            <Table.Td ta="right">{line.picked}</Table.Td>
            <Table.Td ta="right">{line.consignments}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
