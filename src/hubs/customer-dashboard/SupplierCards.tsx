import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { MirrorEmptyView } from '../../blocks/MirrorEmpty';
import type { MirrorState } from '../../data/mirror-state';
import type { SupplierCard } from '../../domain/insights/customer-insights';
import { pathOf } from '../../entities/derive/portal-routes';
import { dashboardDay } from './dashboard-day';

type SupplierCardsProps = {
  cards: readonly SupplierCard[];
  timeZone: string;
  mirror: MirrorState;
  onRepeat: (card: SupplierCard) => void;
};

/** One card per supplier: Order Now opens a new order to it, Repeat Last Order repeats its last one. */
export function SupplierCards({ cards, timeZone, mirror, onRepeat }: SupplierCardsProps) {
  const navigate = useNavigate();
  return (
    <>
      <Title order={2} size="h3">
        Order
      </Title>
      {cards.length === 0 && (
        <MirrorEmptyView mirror={mirror}>
          <Text c="dimmed">No suppliers yet</Text>
        </MirrorEmptyView>
      )}
      {cards.map((card) => (
        <Card key={card.agreement.id} withBorder padding="md" data-testid="supplier-card">
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{card.name}</Text>
              {card.lastOrder !== null && (
                <Text size="sm" c="dimmed">
                  Last {dashboardDay(card.lastOrder['dueDate'], timeZone)}
                </Text>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              <Button
                size="lg"
                variant="default"
                onClick={() =>
                  void navigate({
                    href: `${pathOf('purchase-order', 'new')}?supplyAgreementID=${encodeURIComponent(card.agreement.id)}`,
                  })
                }
                aria-label={`Order Now from ${card.name}`}
              >
                Order Now
              </Button>
              <Button
                size="lg"
                disabled={card.lastOrder === null}
                onClick={() => onRepeat(card)}
                aria-label={`Repeat Last Order from ${card.name}`}
              >
                Repeat Last Order
              </Button>
            </SimpleGrid>
          </Stack>
        </Card>
      ))}
    </>
  );
}
