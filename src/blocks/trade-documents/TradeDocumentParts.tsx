import { Group, Image, Table, Text } from '@mantine/core';
import { LogoAvatar } from '../LogoAvatar';
import stacked from '../StackedTable.module.css';
import { formatMoney } from '../../domain/money';
import type { Issuer } from '../../domain/trade-documents/invoice-document';
import { letterheadLines, orderedNote } from '../../domain/trade-documents/trade-document';
import type { InvoiceLine } from '../../domain/trade-documents/invoice-payment';

// The parts every printed trade document (an invoice, a purchase order) shares.

/** The issuer's letterhead: logo (or its initials), name, legal name, ABN, address and contact. */
export function Letterhead({ issuer }: { issuer: Issuer }) {
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      {issuer.logo === null ? (
        <LogoAvatar kind="company" name={issuer.name} size={56} />
      ) : (
        <Image src={issuer.logo} alt={`${issuer.name} logo`} w={56} h={56} fit="contain" />
      )}
      <div>
        <Text fw={700} fz="lg">
          {issuer.name}
        </Text>
        {letterheadLines(issuer).map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </div>
    </Group>
  );
}

/** Dates and numbers as label and value; the empty ones are left out. */
export function FactsTable({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <Table variant="vertical" withRowBorders={false} fz="sm" w="auto">
      <Table.Tbody>
        {facts
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The priced lines with GST; a line billed short of its order says how many were ordered. On a
 * phone each line is a card with every figure named, none scrolled out of sight.
 */
export function LinesTable({ caption, lines }: { caption: string; lines: readonly InvoiceLine[] }) {
  return (
    <Table.ScrollContainer minWidth={520} classNames={{ scrollContainerInner: stacked.scrollInner }}>
      <Table striped withTableBorder fz="sm" className={stacked.table}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Description</Table.Th>
            <Table.Th scope="col" ta="right">
              Qty
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Unit price
            </Table.Th>
            <Table.Th scope="col" ta="right">
              GST
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{line.description}</Table.Td>
              <Table.Td ta="right" data-label="Qty">
                <div>
                  {line.quantity.toLocaleString('en-AU')}
                  {line.ordered == null ? null : (
                    <Text span size="xs" c="dimmed" display="block">
                      {orderedNote(line)}
                    </Text>
                  )}
                </div>
              </Table.Td>
              <Table.Td ta="right" data-label="Unit price">
                {formatMoney(line.unitPrice)}
              </Table.Td>
              <Table.Td ta="right" data-label="GST">
                {line.gst === 0 ? '–' : formatMoney(line.gst)}
              </Table.Td>
              <Table.Td ta="right" data-label="Amount">
                {formatMoney(line.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The totals, the strong ones (the total, the amount due) in bold. */
export function TotalsTable({ rows }: { rows: readonly (readonly [string, number, boolean])[] }) {
  return (
    <Table variant="vertical" withRowBorders={false} fz="sm" w="auto" aria-label="Totals">
      <Table.Tbody>
        {rows.map(([label, value, strong]) => (
          <Table.Tr key={label}>
            <Table.Th fw={strong ? 700 : 500}>{label}</Table.Th>
            <Table.Td ta="right" fw={strong ? 700 : 400}>
              {formatMoney(value)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
