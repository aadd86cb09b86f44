import {
  Card,
  Container,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { pathOf } from '../../navigation/portal-routes';
import { matchesSearch } from '../../domain/insights/board-cards';

type CardBoardProps<C extends { id: string }> = {
  title: string;
  cards: readonly C[] | undefined;
  /** The detail route name a card opens, e.g. 'customer'. */
  detailRoute: string;
  /** The texts the Find box matches. */
  searchTexts: (card: C) => readonly string[];
  /** Named filters (the first shows everything). */
  filters: readonly { label: string; keep: (card: C) => boolean }[];
  heading: (card: C) => string;
  body: (card: C) => ReactNode;
};

/**
 * A board of cards, one per record, for an overview at a glance: a Find box and filters as in
 * the lists; a card opens the record's page. Cards are links, so keyboard and touch work alike.
 */
export function CardBoard<C extends { id: string }>({
  title,
  cards,
  detailRoute,
  searchTexts,
  filters,
  heading,
  body,
}: CardBoardProps<C>) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState(filters[0]?.label ?? '');
  const keep = filters.find((candidate) => candidate.label === filter)?.keep ?? (() => true);
  const shown = (cards ?? []).filter((card) => keep(card) && matchesSearch(searchTexts(card), search));
  return (
    <Container size="xl" py="md" px="sm">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={1}>{title}</Title>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label="Find"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              size="md"
            />
            {filters.length > 1 ? (
              <SegmentedControl
                aria-label="Filters"
                size="md"
                data={filters.map((candidate) => candidate.label)}
                value={filter}
                onChange={setFilter}
              />
            ) : null}
          </Group>
        </Group>
        {cards === undefined ? (
          <Text role="status">Loading</Text>
        ) : shown.length === 0 ? (
          <Text>Nothing Found</Text>
        ) : (
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
            spacing="sm"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={title}
          >
            {shown.map((card) => (
              <li key={card.id}>
                <Card
                  component={Link}
                  to={pathOf(detailRoute, card.id)}
                  withBorder
                  radius="md"
                  padding="md"
                  mih={120}
                  style={{ display: 'block', height: '100%' }}
                  data-board-card
                >
                  <Text fw={700} mb={4}>
                    {heading(card)}
                  </Text>
                  {body(card)}
                </Card>
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
