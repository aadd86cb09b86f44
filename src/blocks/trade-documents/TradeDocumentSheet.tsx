import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TradeDocument } from '../../domain/trade-documents/trade-document';
import classes from './InvoiceSheet.module.css';
import { FactsTable, Letterhead, LinesTable, TotalsTable } from './TradeDocumentParts';

/** The attribute the print view and the browser tests find a sheet by. */
export type SheetMarker = 'data-invoice-sheet' | 'data-purchase-order-sheet';

/**
 * A trade document as it prints: letterhead, title and reference, the parties and facts, the
 * lines with GST, the totals and the notes (how to pay). The print stylesheet prints this
 * sheet alone. The PDF draws the same model (trade-document-pdf.ts).
 * @example <TradeDocumentSheet doc={invoiceTradeDocument(invoice)} marker="data-invoice-sheet" />
 */
export function TradeDocumentSheet({ doc, marker }: { doc: TradeDocument; marker: SheetMarker }) {
  return (
    <Card withBorder radius="md" padding="lg" className={classes.sheet} {...{ [marker]: true }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Letterhead issuer={doc.issuer} />
          <Stack gap={2} align="flex-end">
            <Title order={2} size="h3">
              {doc.title}
            </Title>
            <Text fw={600}>{doc.reference}</Text>
            {doc.status === null ? null : (
              <Badge color={doc.status.tone} variant="light" size="lg">
                {doc.status.label}
              </Badge>
            )}
          </Stack>
        </Group>
        <Group justify="space-between" align="flex-start" wrap="wrap">
          {doc.parties.map((party) => (
            <div key={party.heading}>
              <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
                {party.heading}
              </Text>
              {party.name === '' ? null : <Text fw={600}>{party.name}</Text>}
              {party.lines.map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
            </div>
          ))}
          <FactsTable facts={doc.facts} />
        </Group>
        <LinesTable caption={doc.linesCaption} lines={doc.lines} />
        <Group
          justify={doc.notes.length === 0 ? 'flex-end' : 'space-between'}
          align="flex-start"
          wrap="wrap-reverse"
        >
          {doc.notes.length === 0 ? null : (
            <div>
              {doc.notes.map((note, index) => (
                <div key={note.heading || index}>
                  {note.heading === '' ? null : (
                    <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
                      {note.heading}
                    </Text>
                  )}
                  {note.lines.map((line) => (
                    <Text key={line} size="sm" mt={note.heading === '' ? 'xs' : undefined} maw={360}>
                      {line}
                    </Text>
                  ))}
                </div>
              ))}
            </div>
          )}
          <TotalsTable rows={doc.totals.map(({ label, value, strong }) => [label, value, strong] as const)} />
        </Group>
      </Stack>
    </Card>
  );
}
