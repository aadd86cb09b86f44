import { Alert, Button, Container, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { DayField } from '../../blocks/DateFields';
import { useDetailTarget } from '../../navigation/use-detail-target';
import { EntityDetailBlade } from '../../portal/EntityDetailBlade';
import { PortalDetailPage } from '../../portal/PortalDetailPage';
import { useState } from 'react';
import { SyncStateBadge } from '../../blocks/SyncStateBadge';
import { useSession } from '../../session/session-context';
import { useRecord } from '../../data/use-record';
import { useRecords } from '../../data/use-records';
import { canEditArea } from '../../domain/permissions';
import { resolveTimeZone } from '../../domain/time-zone';
import { dayStart, presetRange } from '../../domain/insights/date-range';
import { entityByName } from '../../entities/registry';
import { invoicePdf } from '../../blocks/trade-documents/invoice-pdf';
import { InvoiceSheet } from '../../blocks/trade-documents/InvoiceSheet';
import { downloadBlob } from '../../blocks/download-blob';
import { invoiceFlow, type InvoiceEntityName } from './flow';
import type { Command } from '../../blocks/hub/command';
import { useRunCommand } from '../../blocks/hub/use-run-command';
import type { InvoicePaymentState } from './commands/invoice-payment-state';
import { markInvoicePaid } from './commands/mark-paid';
import { markInvoiceUnpaid } from './commands/mark-unpaid';
import { recordInvoicePayment } from './commands/record-payment';
import { useOwnCompanyID } from '../../blocks/company/use-own-company-id';
import classes from '../../blocks/trade-documents/InvoiceSheet.module.css';
import { MirrorEmpty } from '../../blocks/MirrorEmpty';

export type { InvoiceEntityName } from './flow';

type InvoiceDetailProps = {
  /** The invoices' navigation name. */
  entityName: InvoiceEntityName;
};

/**
 * One invoice from the mirror, as it prints: lines, GST and totals, paid and owing, overdue
 * shown; Mark Paid, a part payment or Mark Unpaid write through the write path (so offline too,
 * with the record's sync state); Print prints the sheet alone and Download PDF saves it.
 */
export function InvoiceDetailScreen({ entityName }: InvoiceDetailProps) {
  // The route's id on its own page, the blade's in a list's detail blade.
  const target = useDetailTarget(entityByName(entityName).single ?? entityName, entityName);
  // A new invoice (a supplier's bill typed in) is entered in the generic form; once saved it shows here.
  if (target.isNew)
    return target.inBlade ? (
      <EntityDetailBlade entityName={entityName} />
    ) : (
      <PortalDetailPage entityName={entityName} />
    );
  return (
    <InvoiceView key={target.id} entityName={entityName} id={target.id} titleOrder={target.inBlade ? 2 : 1} />
  );
}

function InvoiceView({ entityName, id, titleOrder }: InvoiceDetailProps & { id: string; titleOrder: 1 | 2 }) {
  const { session } = useSession();
  const runCommand = useRunCommand();
  const invoice = useRecord(entityName, id);
  const sellerID = invoice && 'sellerID' in invoice ? (invoice.sellerID ?? null) : null;
  const buyerID = typeof invoice?.['buyerID'] === 'string' ? invoice['buyerID'] : null;
  const ownCompany = useRecord('companies', sellerID);
  const publicSeller = useRecord('public-companies', sellerID);
  const buyer = useRecord('public-companies', buyerID);
  // A customer outside the public directory is named by the seller's own customer record.
  const customers = useRecords('customers');
  const timeZone = resolveTimeZone(session?.company?.defaultTimeZone);
  const [now] = useState(() => Date.now());
  const today = presetRange(1, now, timeZone).to;
  const [amount, setAmount] = useState<number | string>('');
  const [paidOn, setPaidOn] = useState(today);
  const [problem, setProblem] = useState<string | null>(null);
  const entity = entityByName(entityName);
  const own = useOwnCompanyID();

  if (invoice === undefined) return <Container py="md">Loading</Container>;
  if (invoice === null) {
    return (
      <Container py="md">
        {/* Not Found only once the invoices are all on the device: until then, what is loading. */}
        <MirrorEmpty names={[entityName]} size="md">
          <Title order={1}>Not Found</Title>
        </MirrorEmpty>
      </Container>
    );
  }
  const view = invoiceFlow({
    entityName,
    invoice,
    ownerRole: entity.roleView?.ownerRole === 'buyerID' ? 'buyerID' : 'sellerID',
    ownCompany,
    publicSeller,
    buyer,
    customers,
    companyName: session?.company?.companyName ?? '',
    ownCompanyID: own,
    canEdit: canEditArea(session, entity.permission),
    timeZone,
    now,
  });
  const { recordsPaymentHere: editable, document: doc, isSubscription, issuedByOther, letterhead } = view;
  const paidOnIso = () => {
    const start = dayStart(paidOn, timeZone);
    return new Date(Number.isNaN(start) ? now : start).toISOString();
  };
  const payment = (): InvoicePaymentState => ({
    entity: entityName,
    id,
    invoice,
    paidOn: paidOnIso(),
    recordsPayment: editable,
  });
  const run = <S,>(command: Command<S>, state: S) => {
    setProblem(null);
    void runCommand(command, state).catch((error: unknown) =>
      setProblem(error instanceof Error ? error.message : String(error)),
    );
  };

  return (
    <Container size="md" py="md" px="sm">
      <Stack gap="md">
        <Group justify="space-between" className={classes.noPrint} wrap="wrap">
          <Group gap="xs">
            <Title order={titleOrder} size="h2">
              {entity.singleLabel} {doc.number}
            </Title>
            <SyncStateBadge row={invoice} />
          </Group>
          <Group gap="xs">
            <Button variant="default" size="md" onClick={() => window.print()}>
              Print
            </Button>
            <Button
              variant="default"
              size="md"
              onClick={() =>
                void invoicePdf(doc).then((blob) => downloadBlob(blob, `${doc.number || 'invoice'}.pdf`))
              }
            >
              Download PDF
            </Button>
          </Group>
        </Group>
        {problem === null ? null : (
          <Alert color="red" withCloseButton onClose={() => setProblem(null)} className={classes.noPrint}>
            {problem}
          </Alert>
        )}
        {editable ? (
          <Group
            align="flex-end"
            gap="sm"
            wrap="wrap"
            className={classes.noPrint}
            role="group"
            aria-label="Payment"
          >
            {doc.payment.owing > 0 ? (
              <>
                <Button size="md" color="green" onClick={() => run(markInvoicePaid, payment())}>
                  Mark Paid
                </Button>
                <NumberInput
                  label="Part payment"
                  prefix="$"
                  decimalScale={2}
                  min={0}
                  max={doc.payment.owing}
                  value={amount}
                  onChange={setAmount}
                  w={160}
                  size="md"
                />
                <DayField
                  label="Paid on"
                  value={paidOn}
                  onChange={(day) => day !== '' && setPaidOn(day)}
                  size="md"
                />
                <Button
                  size="md"
                  variant="light"
                  disabled={typeof amount !== 'number' || amount <= 0}
                  onClick={() => {
                    if (typeof amount !== 'number') return;
                    run(recordInvoicePayment, { ...payment(), amount });
                    setAmount('');
                  }}
                >
                  Record Payment
                </Button>
              </>
            ) : (
              <>
                <Text size="sm">Paid in full.</Text>
                <Button size="md" variant="default" onClick={() => run(markInvoiceUnpaid, payment())}>
                  Mark Unpaid
                </Button>
              </>
            )}
          </Group>
        ) : isSubscription ? (
          <Text size="sm" c="dimmed" className={classes.noPrint} data-testid="subscription-invoice-note">
            Bulktrade&apos;s invoice for your subscription: read only. Print it or download the PDF for your
            records.
          </Text>
        ) : issuedByOther ? (
          <Text size="sm" c="dimmed" className={classes.noPrint} data-testid="issued-by-supplier">
            Issued by {letterhead.name || 'your supplier'} on Bulktrade: it records your payments, and this
            invoice shows them as they arrive.
          </Text>
        ) : null}
        <InvoiceSheet doc={doc} />
      </Stack>
    </Container>
  );
}
