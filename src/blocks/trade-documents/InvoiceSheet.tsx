import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { InvoiceDocument } from '../../domain/trade-documents/invoice-document';
import classes from './InvoiceSheet.module.css';
import { FactsTable, Letterhead, LinesTable, TotalsTable } from './TradeDocumentParts';

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
          <Letterhead issuer={issuer} />
          <Stack gap={2} align="flex-end">
            <Title order={2} size="h3">
              {doc.title}
            </Title>
            <Text fw={600}>{doc.number}</Text>
            <Badge color={STATUS_COLOURS[payment.status]} variant="light" size="lg">
              {payment.status === 'Overdue'
                ? `Overdue ${payment.daysOverdue} ${payment.daysOverdue === 1 ? 'day' : 'days'}`
                : payment.status}
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
          <FactsTable
            facts={[
              ['Issued', doc.issuedOn],
              ['Due', doc.dueOn],
              ['Order', doc.orderNumber],
              ['PO', doc.poNumber],
              ['Paid on', payment.paid > 0 ? doc.paidOn : ''],
            ]}
          />
        </Group>
        <LinesTable caption="Invoice lines" lines={doc.lines} />
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
          <TotalsTable
            rows={[
              ['Subtotal (ex GST)', doc.subTotal, false],
              ['GST', doc.taxTotal, false],
              ['Total (AUD)', doc.amountTotal, true],
              ['Paid', payment.paid, false],
              ['Amount due', payment.owing, true],
            ]}
          />
        </Group>
      </Stack>
    </Card>
  );
}
