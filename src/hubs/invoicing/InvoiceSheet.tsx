import { Badge, Card, Group, Image, Stack, Table, Text, Title } from '@mantine/core';
import { LogoAvatar } from '../../blocks/LogoAvatar';
import { formatMoney } from '../../domain/money';
import type { InvoiceDocument } from './invoice-document';
import classes from './InvoiceSheet.module.css';

const STATUS_COLOURS = { Paid: 'green', 'Part paid': 'yellow', Unpaid: 'gray', Overdue: 'red' } as const;

/**
 * The invoice as it prints: letterhead (logo, ABN, contact), who it bills, numbers and dates,
 * the lines with GST, totals, what is paid and owing, and how to pay. The print stylesheet
 * prints this sheet alone.
 */
export function InvoiceSheet({ doc }: { doc: InvoiceDocument }) {
  const { issuer, payment } = doc;
  return (
    <Card withBorder radius="md" padding="lg" className={classes.sheet} data-invoice-sheet>
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
            <Text fw={600}>{doc.number}</Text>
            <Badge color={STATUS_COLOURS[payment.status]} variant="light" size="lg">
              {payment.status === 'Overdue' ? `Overdue ${payment.daysOverdue} ${payment.daysOverdue === 1 ? 'day' : 'days'}` : payment.status}
            </Badge>
          </Stack>
        </Group>
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
              Bill to
            </Text>
            <Text fw={600}>{doc.billTo}</Text>
          </div>
          <Table variant="vertical" withRowBorders={false} fz="sm" w="auto">
            <Table.Tbody>
              {(
                [
                  ['Issued', doc.issuedOn],
                  ['Due', doc.dueOn],
                  ['Order', doc.orderNumber],
                  ['PO', doc.poNumber],
                  ['Paid on', payment.paid > 0 ? doc.paidOn : ''],
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
            <Table.Caption>Invoice lines</Table.Caption>
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
                  <Table.Td ta="right">
                    {line.quantity.toLocaleString('en-AU')}
                    {line.ordered === null ? null : (
                      <Text span size="xs" c="dimmed" display="block">
                        of {line.ordered.toLocaleString('en-AU')} ordered
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(line.unitPrice)}</Table.Td>
                  <Table.Td ta="right">{line.gst === 0 ? '–' : formatMoney(line.gst)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between" align="flex-start" wrap="wrap-reverse">
          <div>
            {issuer.bank === null ? null : (
              <>
                <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
                  Pay by bank transfer
                </Text>
                <Text size="sm">Account name: {issuer.bank.accountName}</Text>
                <Text size="sm">
                  BSB {issuer.bank.bsb} · Account {issuer.bank.accountNumber}
                </Text>
                <Text size="sm">Reference: {doc.number}</Text>
              </>
            )}
            {issuer.paymentNote === '' ? null : (
              <Text size="sm" mt="xs" maw={360}>
                {issuer.paymentNote}
              </Text>
            )}
          </div>
          <Table variant="vertical" withRowBorders={false} fz="sm" w="auto" aria-label="Totals">
            <Table.Tbody>
              {(
                [
                  ['Subtotal (ex GST)', doc.subTotal, false],
                  ['GST', doc.taxTotal, false],
                  ['Total (AUD)', doc.amountTotal, true],
                  ['Paid', payment.paid, false],
                  ['Amount due', payment.owing, true],
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
