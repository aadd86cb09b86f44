import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useReducer } from 'react';
import { useRecords } from '../../data/use-records';
import { DeviceStatus } from '../../blocks/shell/DeviceStatus';
import { balancerFlow, NO_CHANGES, reduceBalancer } from './flow';
import { ProposalCard } from './ProposalCard';

/** What this screen reads from the mirror, to be ready offline. */
const OFFLINE_NEEDS = [
  'stock-thresholds',
  'stock-items',
  'products',
  'locations',
  'suppliers',
  'purchase-orders',
  'stock-consignments',
  'supply-lines',
] as const;

/** /hub/stock-balancer: thresholds against levels per location; transfers and purchase orders to accept, edit or skip. */
export default function StockBalancerScreen() {
  const thresholds = useRecords('stock-thresholds');
  const stock = useRecords('stock-items');
  const products = useRecords('products');
  const locations = useRecords('locations');
  const suppliers = useRecords('suppliers');
  const purchaseOrders = useRecords('purchase-orders');
  const stockConsignments = useRecords('stock-consignments');
  const supplyLines = useRecords('supply-lines');
  // Skipped for now on this screen; accepted ones stay proposed no more (what they ordered is on its way).
  const [local, dispatch] = useReducer(reduceBalancer, NO_CHANGES);
  const view = useMemo(
    () =>
      thresholds === undefined ||
      stock === undefined ||
      purchaseOrders === undefined ||
      stockConsignments === undefined
        ? undefined
        : balancerFlow(
            {
              thresholds,
              stock,
              purchaseOrders,
              stockConsignments,
              products,
              locations,
              suppliers,
              supplyLines,
            },
            local,
          ),
    [
      thresholds,
      stock,
      purchaseOrders,
      stockConsignments,
      products,
      locations,
      suppliers,
      supplyLines,
      local,
    ],
  );
  if (view === undefined) return <Text p="md">Loading…</Text>;

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Stock Balancer</Title>
          <DeviceStatus needs={OFFLINE_NEEDS} />
        </Group>
        {!view.anyProposed && (
          <Text>Every product is at or above its lower threshold, counting what is on its way.</Text>
        )}
        {view.cards.map((card) => (
          <ProposalCard
            key={card.proposal.key}
            card={card}
            supplierChoices={view.supplierChoices}
            dispatch={dispatch}
          />
        ))}
      </Stack>
    </Container>
  );
}
