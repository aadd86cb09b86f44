import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useRunCommand } from '../hub/use-run-command';
import { invoiceUnbilled } from './commands/invoice-unbilled';
import { useRecords } from '../../data/use-records';
import { unbilledByClient } from '../../domain/courier-billing';
import { formatMoney } from '../../domain/money';
import { entityByName } from '../../entities/registry';
import { pathOf } from '../../entities/derive/portal-routes';

type UnbilledItemsPanelProps = {
  /** The billable items' navigation name (courier-billable-items, client-billable-items). */
  itemsEntity: 'courier-billable-items' | 'client-billable-items';
  /** The invoices the items go on (courier-invoices, client-invoices). */
  invoicesEntity: 'courier-invoices' | 'client-invoices';
  /** The company billing: only its own items are offered. */
  own: string;
  /** Also when nothing is waiting: the company's business is billing (a courier). */
  always?: boolean;
  /** What shows when every item is invoiced. */
  allInvoiced: string;
};

/**
 * What the company has done for its clients and not invoiced yet, per client, each made into
 * the client's invoice in one tap: the services take the items, number the invoice and mark the
 * items invoiced (courier and client invoices alike).
 */
export function UnbilledItemsPanel({
  itemsEntity,
  invoicesEntity,
  own,
  always = false,
  allInvoiced,
}: UnbilledItemsPanelProps) {
  const runCommand = useRunCommand();
  const items = useRecords(itemsEntity);
  const clients = useRecords('clients');
  const [made, setMade] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mine = (items ?? []).filter((item) => item.sellerID === own);
  const groups = unbilledByClient(mine);
  const nameOf = (client: string) =>
    String((clients ?? []).find((record) => record.buyerID === client)?.companyName ?? client);
  const invoices = entityByName(invoicesEntity);
  const invoice = async (client: string) => {
    setError(null);
    try {
      await runCommand(invoiceUnbilled, {
        entity: invoicesEntity,
        id: crypto.randomUUID(),
        buyerID: client,
        sellerID: own,
      });
      setMade(nameOf(client));
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : String(problem));
    }
  };
  if (!always && mine.length === 0) return null;
  return (
    <Container size="lg" py="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Ready to invoice
        </Title>
        {made !== null ? (
          <Alert color="green" title="Invoice made" withCloseButton onClose={() => setMade(null)}>
            The {invoices.singleLabel.toLowerCase()} to {made} is in{' '}
            <Anchor component={Link} to={pathOf(invoicesEntity)}>
              {invoices.label}
            </Anchor>
            .
          </Alert>
        ) : null}
        {error !== null ? (
          <Alert color="red" title="Not invoiced">
            {error}
          </Alert>
        ) : null}
        {items !== undefined && groups.size === 0 ? <Text>{allInvoiced}</Text> : null}
        {[...groups].map(([client, group]) => (
          <Group
            key={client}
            justify="space-between"
            p="sm"
            style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
            data-testid="unbilled-client"
          >
            <div>
              <Text fw={700}>{nameOf(client)}</Text>
              <Text size="sm">
                {group.items.length} billable {group.items.length === 1 ? 'item' : 'items'} ·{' '}
                {formatMoney(group.total)} incl. GST
              </Text>
            </div>
            <Button size="md" onClick={() => void invoice(client)}>
              Create Invoice
            </Button>
          </Group>
        ))}
      </Stack>
    </Container>
  );
}
