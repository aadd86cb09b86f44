import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useSession } from '../../app/session/session-context';
import { useData } from '../../data/data-context';
import { useRecords } from '../../data/use-records';
import { unbilledByClient } from '../../domain/courier-billing';
import { formatMoney } from '../../domain/money';
import { pathOf } from '../../routes/portal-routes';
import { PortalListPage } from '../../screens/portal/PortalListPage';
import { useOwnCompany } from './use-own-company';

/**
 * Courier billable items. A courier company first sees what it has delivered and not invoiced
 * yet, per client, and makes each client's courier invoice from it in one tap (the services
 * take the items, number the invoice and mark the items invoiced); everyone then has the list.
 */
export default function CourierBillableItemsList() {
  const { session } = useSession();
  const { writes } = useData();
  const items = useRecords('courier-billable-items');
  const clients = useRecords('clients');
  const [made, setMade] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const own = useOwnCompany();
  const isCourier = (session?.subscriptionCode ?? '').startsWith('COUR');
  const groups = unbilledByClient((items ?? []).filter((item) => item.sellerID === own));
  const nameOf = (client: string) => String((clients ?? []).find((record) => record.buyerID === client)?.companyName ?? client);
  const invoice = async (client: string) => {
    setError(null);
    try {
      await writes.createRecord('courier-invoices', { buyerID: client, sellerID: own });
      setMade(nameOf(client));
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : String(problem));
    }
  };
  return (
    <>
      {isCourier ? (
        <Container size="lg" py="md">
          <Stack gap="sm">
            <Title order={2} size="h3">
              Ready to invoice
            </Title>
            {made !== null ? (
              <Alert color="green" title="Invoice made" withCloseButton onClose={() => setMade(null)}>
                The courier invoice to {made} is in <Anchor component={Link} to={pathOf('courier-invoices')}>
                  Courier Invoices
                </Anchor>.
              </Alert>
            ) : null}
            {error !== null ? <Alert color="red" title="Not invoiced">{error}</Alert> : null}
            {items !== undefined && groups.size === 0 ? <Text>Every delivery is invoiced.</Text> : null}
            {[...groups].map(([client, group]) => (
              <Group key={client} justify="space-between" p="sm" style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }} data-testid="unbilled-client">
                <div>
                  <Text fw={700}>{nameOf(client)}</Text>
                  <Text size="sm">
                    {group.items.length} billable {group.items.length === 1 ? 'item' : 'items'} · {formatMoney(group.total)} incl. GST
                  </Text>
                </div>
                <Button size="md" onClick={() => void invoice(client)}>
                  Create Invoice
                </Button>
              </Group>
            ))}
          </Stack>
        </Container>
      ) : null}
      <PortalListPage entityName="courier-billable-items" />
    </>
  );
}
