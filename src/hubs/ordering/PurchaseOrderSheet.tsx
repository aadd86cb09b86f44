import { Card, Group, Image, Stack, Table, Text, Title } from '@mantine/core';
import { LogoAvatar } from '../../blocks/LogoAvatar';
import { formatMoney } from '../../domain/money';
import classes from '../invoicing/InvoiceSheet.module.css';
import type { PurchaseOrderDocument } from './purchase-order-document';

/**
 * The purchase order as it prints for a supplier outside Bulktrade: our letterhead, the
 * supplier, where and when to deliver, the lines with GST and the totals. The invoices' print
 * stylesheet prints this sheet alone.
 */
export function PurchaseOrderSheet({ doc }: { doc: PurchaseOrderDocument }) {
  const { issuer, supplier, deliverTo } = doc;
  return (
    <Card withBorder radius="md" padding="lg" className={classes.sheet} data-purchase-order-sheet>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Group align="flex-start" gap="sm" wrap="nowrap">
            {issuer.logo === null ? <LogoAvatar kind="company" name={issuer.name} size={56} /> : <Image src={issuer.logo} alt={`${issuer.name} logo`} w={56} h={56} fit="contain" />}
            <div>
              <Text fw={700} fz="lg">
                {issuer.name}
              </Text>
              {issuer.legalName === '' || issuer.legalName === issuer.name ? null : <Text size="sm">{issuer.legalName}</Text>}
              {issuer.abn === '' ? null : <Text size="sm">ABN {issuer.abn}</Text>}
              {issuer.address === '' ? null : <Text size="sm">{issuer.address}</Text>}
              <Text size="sm">{[issuer.email, issuer.phone].filter(Boolean).join(' · ')}</Text>
            </div>
          </Group>
          <Stack gap={2} align="flex-end">
            <Title order={2} size="h3">
              {doc.title}
            </Title>
            <Text fw={600}>PO {doc.number}</Text>
          </Stack>
        </Group>
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
              Supplier
            </Text>
            <Text fw={600}>{supplier.name}</Text>
            {supplier.email === '' && supplier.phone === '' ? null : <Text size="sm">{[supplier.email, supplier.phone].filter(Boolean).join(' · ')}</Text>}
          </div>
          <div>
            <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
              {doc.isPickup ? 'We collect from you' : 'Deliver to'}
            </Text>
            {doc.isPickup ? null : (
              <>
                <Text fw={600}>{deliverTo.name}</Text>
                {deliverTo.address === '' ? null : <Text size="sm">{deliverTo.address}</Text>}
              </>
            )}
          </div>
          <Table variant="vertical" withRowBorders={false} fz="sm" w="auto">
            <Table.Tbody>
              {(
                [
                  ['Ordered', doc.orderedOn],
                  ['Wanted', doc.dueOn],
                ] as const
              )
                .filter(([, value]) => value !== '')
                .map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th>{label}</Table.Th>
                    <Table.Td>{value}</Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </Group>
        <Table.ScrollContainer minWidth={520}>
          <Table striped withTableBorder fz="sm">
            <Table.Caption>Purchase order lines</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Description</Table.Th>
                <Table.Th scope="col" ta="right">Qty</Table.Th>
                <Table.Th scope="col" ta="right">Unit price</Table.Th>
                <Table.Th scope="col" ta="right">GST</Table.Th>
                <Table.Th scope="col" ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {doc.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td ta="right">{line.quantity.toLocaleString('en-AU')}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.unitPrice)}</Table.Td>
                  <Table.Td ta="right">{line.gst === 0 ? '–' : formatMoney(line.gst)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="flex-end">
          <Table variant="vertical" withRowBorders={false} fz="sm" w="auto" aria-label="Totals">
            <Table.Tbody>
              {(
                [
                  ['Subtotal (ex GST)', doc.subTotal, false],
                  ['GST', doc.taxTotal, false],
                  ['Total (AUD)', doc.amountTotal, true],
                ] as const
              ).map(([label, value, strong]) => (
                <Table.Tr key={label}>
                  <Table.Th fw={strong ? 700 : 500}>{label}</Table.Th>
                  <Table.Td ta="right" fw={strong ? 700 : 400}>
                    {formatMoney(value)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Group>
      </Stack>
    </Card>
  );
}
