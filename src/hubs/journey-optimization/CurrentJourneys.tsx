import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { journeyColour } from '../../blocks/route-map/map-scene';
import type { CurrentJourney } from './current-journeys';

/** The journeys the day's movements are already on, each with its stops in order. */
export function CurrentJourneys({ current }: { current: readonly CurrentJourney[] }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        Journeys of the day
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {current.map((journey, index) => (
          <Card
            withBorder
            key={journey.id}
            data-testid="current-journey"
            aria-label={journey.name}
            style={{ borderLeft: `6px solid ${journeyColour(index)}` }}
          >
            <Text fw={700}>{journey.name}</Text>
            <ol aria-label={`Stops of ${journey.name}`} style={{ margin: 0 }}>
              {journey.stops.map((stop, at) => (
                <li key={`${stop.key}-${at}`} data-testid="current-stop">
                  <Text size="sm">{stop.name}</Text>
                </li>
              ))}
            </ol>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
