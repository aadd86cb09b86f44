import { Card, Group, Stack, Text, Title } from '@mantine/core';
import classes from './InvoiceSheet.module.css';
import { FactsTable, Letterhead, LinesTable, TotalsTable } from './TradeDocumentParts';
import type { PurchaseOrderDocument } from '../../domain/trade-documents/purchase-order-document';

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
          <Letterhead issuer={issuer} />
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
            {supplier.email === '' && supplier.phone === '' ? null : (
              <Text size="sm">{[supplier.email, supplier.phone].filter(Boolean).join(' · ')}</Text>
            )}
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
          <FactsTable
            facts={[
              ['Ordered', doc.orderedOn],
              ['Wanted', doc.dueOn],
            ]}
          />
        </Group>
        <LinesTable caption="Purchase order lines" lines={doc.lines} />
        <Group justify="flex-end">
          <TotalsTable
            rows={[
              ['Subtotal (ex GST)', doc.subTotal, false],
              ['GST', doc.taxTotal, false],
              ['Total (AUD)', doc.amountTotal, true],
            ]}
          />
        </Group>
      </Stack>
    </Card>
  );
}
