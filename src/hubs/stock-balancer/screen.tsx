import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useReducer } from 'react';
import { useRecordSet } from '../../data/use-record-set';
import { DeviceStatus } from '../../blocks/shell/DeviceStatus';
import { BALANCER_RECORDS, balancerFlow, NO_CHANGES, reduceBalancer } from './flow';
import { ProposalCard } from './ProposalCard';

/** What this screen reads from the mirror, to be ready offline. */
const OFFLINE_NEEDS = Object.values(BALANCER_RECORDS);

/** /hub/stock-balancer: thresholds against levels per location; transfers and purchase orders to accept, edit or skip. */
export default function StockBalancerScreen() {
  const input = useRecordSet(BALANCER_RECORDS);
  // Skipped for now on this screen; accepted ones stay proposed no more (what they ordered is on its way).
  const [local, dispatch] = useReducer(reduceBalancer, NO_CHANGES);
  const view = useMemo(() => (input === undefined ? undefined : balancerFlow(input, local)), [input, local]);
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
