import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zone';
import { useSession } from '../../session/session-context';
import { useRecords } from '../../data/use-records';
import { useComingDemand } from '../../blocks/warehouse/use-coming-demand';
import { DeviceStatus } from '../../blocks/shell/DeviceStatus';
import { MirrorEmpty } from '../../blocks/MirrorEmpty';
import { productionFlow } from './flow';
import { ProductionCard } from './ProductionCard';

/**
 * /hub/production: what to make of each manufactured product for the coming week (open
 * consignments, standing orders and the lower stock threshold), its batches pending then
 * finished, and holds.
 */
export default function ProductionScreen() {
  const { session } = useSession();
  const timeZone = session?.company?.defaultTimeZone ?? DEFAULT_TIME_ZONE;
  const products = useRecords('products');
  const batches = useRecords('batches');
  const stock = useRecords('stock-items');
  const thresholds = useRecords('stock-thresholds');
  // What the coming week asks for: open consignments and standing orders' occurrences.
  const demand = useComingDemand(7);
  const view = useMemo(
    () =>
      products === undefined || batches === undefined || stock === undefined || demand === undefined
        ? undefined
        : productionFlow({ products, batches, stock, thresholds: thresholds ?? [], demand }),
    [products, batches, stock, thresholds, demand],
  );
  if (view === undefined) return <Text p="md">Loading…</Text>;

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Production</Title>
          <DeviceStatus needs={['products', 'batches', 'stock-items', 'stock-thresholds']} />
        </Group>
        {view.cards.length === 0 && (
          <MirrorEmpty names={['products']} size="md">
            <Text>No manufactured products.</Text>
          </MirrorEmpty>
        )}
        {view.cards.map((card) => (
          <ProductionCard
            key={card.product.id}
            card={card}
            home={view.home}
            batchcodes={view.batchcodes}
            timeZone={timeZone}
          />
        ))}
      </Stack>
    </Container>
  );
}
