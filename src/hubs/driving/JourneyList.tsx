import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { MirrorRecord } from '../../data/mirror-row';
import { formatDate, formatTime } from '../../domain/formats';
import { journeyStatus } from '../../domain/delivery/journey-status';
import classes from './driving.module.css';
import { MirrorEmpty } from '../../blocks/MirrorEmpty';

export type JourneyListProps = {
  journeys: readonly MirrorRecord[];
  /** Stops per journey id. */
  stopCounts: ReadonlyMap<string, number>;
  day: Date;
  onOpen: (journeyID: string) => void;
  onPickups: () => void;
};

const STATUS_LABEL = { 'not-started': 'Not started', 'under-way': 'Under way', ended: 'Ended' } as const;

/** The driver's journeys of the day, each opened with one tap. */
export function JourneyList({ journeys, stopCounts, day, onOpen, onPickups }: JourneyListProps) {
  return (
    <Stack gap="md" p="sm">
      <Title order={2} size="h3">
        Your journeys, {formatDate(day.toISOString())}
      </Title>
      {journeys.length === 0 ? (
        <MirrorEmpty names={['journeys']} size="lg">
          <Text size="lg">No journeys for you today.</Text>
        </MirrorEmpty>
      ) : null}
      {journeys.map((journey) => {
        const status = journeyStatus(journey);
        return (
          <div key={journey.id} className={classes.stop}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={800} size="lg">
                {String(journey.journeyName ?? 'Journey')}
              </Text>
              <Badge
                size="lg"
                style={{ flexShrink: 0, overflow: 'visible' }}
                color={status === 'ended' ? '#1b5e20' : status === 'under-way' ? '#0d47a1' : 'dark'}
              >
                {STATUS_LABEL[status]}
              </Badge>
            </Group>
            <Text>
              {stopCounts.get(journey.id) ?? 0} stops, start by {formatTime(journey.dueStartOn as string)}
            </Text>
            {/* A long journey name wraps onto a second line rather than being cut off on a phone. */}
            <Button
              mt="sm"
              fullWidth
              size="lg"
              h="auto"
              mih={56}
              py={8}
              color="#0d47a1"
              styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'center' } }}
              onClick={() => onOpen(journey.id)}
            >
              Open {String(journey.journeyName ?? 'Journey')}
            </Button>
          </div>
        );
      })}
      <Button size="lg" h={56} variant="outline" color="dark" onClick={onPickups}>
        Pickups
      </Button>
    </Stack>
  );
}
