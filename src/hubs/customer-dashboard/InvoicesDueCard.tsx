import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { MirrorEmptyView } from '../../blocks/MirrorEmpty';
import type { MirrorState } from '../../data/mirror-state';
import type { InvoicesDue } from '../../domain/insights/customer-insights';
import { formatMoney } from '../../domain/money';
import { dashboardDay } from './dashboard-day';

type InvoicesDueCardProps = { due: InvoicesDue; timeZone: string; mirror: MirrorState };

/** What the customer owes: how much on how many invoices, and the first few with their due days. */
export function InvoicesDueCard({ due, timeZone, mirror }: InvoicesDueCardProps) {
  return (
    <>
      <Title order={2} size="h3">
        Invoices due
      </Title>
      <Card withBorder padding="md" data-testid="invoices-due">
        {due.count === 0 ? (
          <MirrorEmptyView mirror={mirror}>
            <Text c="dimmed">Nothing owing</Text>
          </MirrorEmptyView>
        ) : (
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={700}>
                Owing on {due.count === 1 ? '1 invoice' : `${due.count.toLocaleString('en-AU')} invoices`}
              </Text>
              <Text fw={700}>{formatMoney(due.total)}</Text>
            </Group>
            {due.invoices.map((invoice) => (
              <Group key={invoice.id} justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {String(invoice['invoiceNumber'] ?? '')}{' '}
                  {invoice['dueOn'] ? `due ${dashboardDay(invoice['dueOn'], timeZone)}` : ''}
                </Text>
                <Text size="sm">{formatMoney(invoice.owing)}</Text>
              </Group>
            ))}
          </Stack>
        )}
      </Card>
    </>
  );
}
