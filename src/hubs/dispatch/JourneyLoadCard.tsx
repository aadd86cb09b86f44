import { Anchor, Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { TouchChoice } from '../../blocks/TouchChoice';
import type { MirrorRow } from '../../data/mirror-row';
import { SyncStateBadge } from '../../blocks/SyncStateBadge';
import { formatTime } from '../../domain/formats';
import { journeyStatus } from '../../domain/delivery/journey-status';
import type { JourneyLoad } from './dispatch-flow';
import type { Option } from './ConsignmentCard';
import { useGo } from '../../navigation/use-go';
import { pathOf } from '../../entities/derive/portal-routes';

export type JourneyLoadCardProps = {
  journey: MirrorRow<'journeys'>;
  load: JourneyLoad;
  drivers: readonly Option[];
  onDriver: (userID: string | null) => void;
};

function Meter({
  label,
  value,
  max,
  unit = '',
}: {
  label: string;
  value: number;
  max: number | null;
  unit?: string;
}) {
  const over = max !== null && value > max;
  return (
    <div>
      <Group justify="space-between" gap={4}>
        <Text size="xs">{label}</Text>
        <Text size="xs" fw={over ? 700 : 400} c={over ? 'red.8' : undefined}>
          {value}
          {unit} / {max === null ? '—' : `${max}${unit}`}
        </Text>
      </Group>
      <Progress
        size="sm"
        value={max === null ? 0 : Math.min(100, (value / max) * 100)}
        color={over ? 'red' : 'blue'}
        aria-label={`${label} ${value} of ${max ?? 'no limit'}`}
      />
    </div>
  );
}

/** A journey of the day: its load against maxDestinations, maxPackages and maxWeight, and its driver. */
export function JourneyLoadCard({ journey, load, drivers, onDriver }: JourneyLoadCardProps) {
  const name = String(journey.journeyName ?? 'Journey');
  const go = useGo();
  const href = pathOf('dispatch-journey', journey.id);
  return (
    <Stack
      gap={6}
      p="xs"
      style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
      data-testid="journey-card"
      aria-label={name}
    >
      <Group justify="space-between">
        <Anchor
          href={href}
          fw={700}
          // A fingertip's height on the dock's tablet.
          mih={48}
          style={{ display: 'inline-flex', alignItems: 'center' }}
          onClick={(event) => {
            event.preventDefault();
            go(href);
          }}
        >
          {name}
        </Anchor>
        <Group gap={4}>
          <Badge variant="light">
            {journeyStatus(journey) === 'not-started'
              ? `Starts ${formatTime(journey.dueStartOn as string)}`
              : journeyStatus(journey) === 'ended'
                ? 'Ended'
                : 'Under way'}
          </Badge>
          <SyncStateBadge row={journey} />
        </Group>
      </Group>
      <Meter label="Destinations" value={load.destinations} max={load.limits.maxDestinations} />
      <Meter label="Packages" value={load.packages} max={load.limits.maxPackages} />
      <Meter label="Weight" value={load.weight} max={load.limits.maxWeight} unit=" kg" />
      <TouchChoice
        label="Driver"
        placeholder="No driver"
        data={drivers}
        value={typeof journey.driverUserID === 'string' ? journey.driverUserID : null}
        onChange={onDriver}
        clearable
      />
    </Stack>
  );
}
