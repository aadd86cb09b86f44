import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../session/session-context';
import { useRunCommand } from '../../blocks/hub/use-run-command';
import type { MirrorRow } from '../../data/mirror-row';
import { directionsLink, type DirectionsRoute } from '../../domain/directions-link';
import { formatTime } from '../../domain/formats';
import {
  canEndJourney,
  journeyProgress,
  journeyStatus,
  nextStop,
  stopStatus,
} from '../../domain/delivery/journey-status';
import { StopCard } from './StopCard';
import { needsTemperature } from '../../domain/delivery/delivery-temperature';
import type { StopDraft } from './stop-completion';
import { completeDelivery } from './commands/complete-delivery';
import { endJourney } from './commands/end-journey';
import { skipStop } from './commands/skip-stop';
import { startJourney } from './commands/start-journey';
import { usePlaceNames } from '../../blocks/delivery/use-place-names';
import type { Stop } from './use-driver-data';
import { useSensitiveProducts } from '../../blocks/delivery/use-sensitive-products';

// The stop's form (quantities, signature, temperature) shows once the journey is under way: its
// code loads then, not with the journey list a driver opens first.
const StopForm = lazy(() => import('./StopForm').then((module) => ({ default: module.StopForm })));

export type JourneyViewProps = { journey: MirrorRow<'journeys'>; stops: readonly Stop[] };

/**
 * One journey, stop by stop: Start Journey, directions for the route and the next stop, the
 * open stop's delivery form, every stop in visiting order, and End Journey once all are done.
 * Every action is a command (commands/) run through the write path, so it works with no signal. A delivery that meets an office
 * change keeps its proof whether this screen is open or not: the sync engine applies the stop's
 * merge rule (src/entities/families/merge-rules.ts).
 */
export function JourneyView({ journey, stops }: JourneyViewProps) {
  const run = useRunCommand();
  const { session } = useSession();
  const names = usePlaceNames();
  const sensitive = useSensitiveProducts();
  const [selectedID, setSelectedID] = useState<string | null>(null);
  const status = journeyStatus(journey);
  const records = stops.map((stop) => stop.record);
  const progress = journeyProgress(records);
  const next = nextStop(records);
  const selected =
    stops.find((stop) => stop.record.id === selectedID) ?? stops.find((stop) => stop.record === next) ?? null;
  const userID = session?.userID ?? '';

  const start = () => void run(startJourney, { journey, now: new Date() });
  const end = () => void run(endJourney, { journey, stops, now: new Date() });
  const complete = async (stop: Stop, draft: StopDraft) => {
    const temperatureNeeded = needsTemperature(stop.record, sensitive);
    await run(completeDelivery, { stop, draft, temperatureNeeded, now: new Date(), userID });
    setSelectedID(null);
    window.scrollTo({ top: 0 });
  };
  const skip = async (stop: Stop, reason: string) => {
    await run(skipStop, { stop, reason });
    setSelectedID(null);
  };

  const routeLink = directionsLink({
    startLocation: journey.startLocation as DirectionsRoute['startLocation'],
    endLocation: journey.endLocation as DirectionsRoute['endLocation'],
    movements: records as DirectionsRoute['movements'],
  });
  const nextLink =
    next === null ? null : directionsLink({ movements: [next] as DirectionsRoute['movements'] });

  return (
    <Stack gap="md" p="sm">
      <div>
        <Title order={2} size="h3">
          {String(journey.journeyName ?? 'Journey')}
        </Title>
        <Text size="lg" fw={600} data-testid="journey-progress">
          {progress.delivered} of {progress.total} delivered
          {progress.skipped > 0 ? `, ${progress.skipped} skipped` : ''}
        </Text>
        {status === 'not-started' ? <Text>Start by {formatTime(journey.dueStartOn as string)}</Text> : null}
        {status === 'ended' ? (
          <Text fw={700}>Journey ended at {formatTime(journey.endedOn as string)}</Text>
        ) : null}
      </div>
      <Stack gap="xs">
        {nextLink === null ? null : (
          <Button
            component="a"
            href={nextLink}
            target="_blank"
            rel="noreferrer"
            size="lg"
            h={56}
            color="#0d47a1"
          >
            Directions To Next Stop
          </Button>
        )}
        {routeLink === null ? null : (
          <Button
            component="a"
            href={routeLink}
            target="_blank"
            rel="noreferrer"
            size="lg"
            h={56}
            variant="outline"
            color="dark"
          >
            Directions For Whole Route
          </Button>
        )}
      </Stack>
      {status === 'not-started' ? (
        <Button size="xl" h={64} color="#0d47a1" onClick={start}>
          Start Journey
        </Button>
      ) : null}
      {status === 'under-way' && selected !== null && stopStatus(selected.record) === 'open' ? (
        <section aria-label="Current stop">
          <Title order={3} size="h4" mb="xs">
            Stop {stops.indexOf(selected) + 1}: {names.destination(selected.record)}
          </Title>
          <Suspense fallback={<Loader aria-label="Loading the stop" />}>
            <StopForm
              key={selected.record.id}
              stop={selected.record}
              temperatureNeeded={needsTemperature(selected.record, sensitive)}
              onComplete={(draft) => void complete(selected, draft)}
              onSkip={(reason) => void skip(selected, reason)}
            />
          </Suspense>
        </section>
      ) : null}
      {status === 'under-way' && canEndJourney(journey, records) ? (
        <Button size="xl" h={64} color="dark" onClick={end}>
          End Journey
        </Button>
      ) : null}
      {status === 'under-way' && next === null && !canEndJourney(journey, records) ? (
        <Alert color="yellow">Every stop must be delivered or skipped with a reason.</Alert>
      ) : null}
      <Title order={3} size="h4">
        Stops
      </Title>
      <Stack gap="sm">
        {stops.map((stop, index) => (
          <StopCard
            key={stop.record.id}
            stop={stop}
            number={index + 1}
            destination={names.destination(stop.record)}
            address={names.address(stop.record)}
            customer={names.customer(stop.record)}
            current={selected?.record.id === stop.record.id}
            onOpen={() => {
              setSelectedID(stop.record.id);
              window.scrollTo({ top: 0 });
            }}
          />
        ))}
        {stops.length === 0 ? <Text>This journey has no stops yet.</Text> : null}
      </Stack>
    </Stack>
  );
}
