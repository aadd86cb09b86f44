import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useSession } from '../../session/session-context';
import { useRecord } from '../../data/use-record';
import { sessionTimeZone } from '../../session/portal-access';
import { issuerOf } from '../../domain/trade-documents/invoice-document';
import classes from '../../blocks/trade-documents/InvoiceSheet.module.css';
import { PurchaseOrderSheet } from '../../blocks/trade-documents/PurchaseOrderSheet';
import {
  isOutsideSupplier,
  purchaseOrderDocument,
} from '../../domain/trade-documents/purchase-order-document';
import { purchaseOrderPdf } from '../../blocks/trade-documents/purchase-order-pdf';
import { downloadBlob } from '../../blocks/download-blob';
import { textOf } from '../../domain/unknown-values';

const TOUCH = { mih: 48 } as const;

/**
 * For a purchase order to a supplier outside Bulktrade (who never sees it as a customer
 * order): Print Purchase Order above the order's editor opens the print view in its place, the
 * purchase order as it prints, which Print prints alone (the invoices' print stylesheet) and
 * Download PDF saves. For a supplier on Bulktrade only the editor shows.
 * @example <PurchaseOrderPrint id={order.id}><OrderEditor … /></PurchaseOrderPrint>
 */
export function PurchaseOrderPrint({ id, children }: { id: string; children: ReactNode }) {
  const { session } = useSession();
  const order = useRecord('purchase-orders', id);
  const agreement = useRecord('suppliers', textOf(order?.supplyAgreementID));
  const company = useRecord('companies', textOf(order?.buyerID));
  const location = useRecord('locations', textOf(order?.locationID));
  const [printing, setPrinting] = useState(false);
  if (order == null || agreement === undefined || !isOutsideSupplier(order, agreement)) return children;
  const issuer = issuerOf(company ?? { companyName: session?.company?.companyName ?? '' });
  const doc = purchaseOrderDocument(order, issuer, agreement, location, sessionTimeZone(session));
  if (!printing) {
    return (
      <>
        <Group px="md" pt="md" justify="flex-end">
          <Button variant="default" {...TOUCH} onClick={() => setPrinting(true)}>
            Print Purchase Order
          </Button>
        </Group>
        {children}
      </>
    );
  }
  return (
    <Container size="md" py="md" px="sm">
      <Stack gap="md">
        <Group justify="space-between" className={classes.noPrint} wrap="wrap">
          <Title order={2} size="h3">
            Purchase Order for {doc.supplier.name}
          </Title>
          <Group gap="xs">
            <Button variant="default" {...TOUCH} onClick={() => setPrinting(false)}>
              Back to Order
            </Button>
            <Button variant="default" {...TOUCH} onClick={() => window.print()}>
              Print
            </Button>
            <Button
              variant="default"
              {...TOUCH}
              onClick={() =>
                void purchaseOrderPdf(doc).then((blob) =>
                  downloadBlob(blob, `purchase-order-${doc.number}.pdf`),
                )
              }
            >
              Download PDF
            </Button>
          </Group>
        </Group>
        <PurchaseOrderSheet doc={doc} />
      </Stack>
    </Container>
  );
}
