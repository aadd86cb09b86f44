import { Button, Loader, Stack, Text } from '@mantine/core';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSession } from '../../session/session-context';
import { useRecord } from '../../data/use-record';
import { useRecords } from '../../data/use-records';
import { resolveTimeZone } from '../../domain/time-zone';
import { useGoHome } from '../../navigation/use-go-home';
import { searchText } from '../../navigation/route-search';
import { DriverStatusBar } from './DriverStatusBar';
import { dayKey } from '../../domain/delivery/journey-status';
import { drivingFlow } from './flow';
import { JourneyList } from './JourneyList';
import { useJourneyStops, useJourneyReadiness } from './use-driver-data';
import classes from './driving.module.css';

// The hub opens on the day's journeys; one journey (its stops, their commands and forms) and the
// pickups load when opened, offline from the precache, as the stop and pickup forms do.
const JourneyView = lazy(() => import('./JourneyView').then((module) => ({ default: module.JourneyView })));
const PickupView = lazy(() => import('./PickupView').then((module) => ({ default: module.PickupView })));

/**
 * The driver hub (/hub/driving/:id?, mode=journey|pickup): made for a phone in one hand, with
 * no signal for hours. It reads only the mirror and writes only through the write path; the
 * status bar says what is not yet sent and whether the journey is ready offline.
 */
export default function DrivingScreen() {
  const params: { id?: string } = useParams({ strict: false });
  const search: Record<string, unknown> = useSearch({ strict: false }); // The URL's query, as typed.
  const mode = searchText(search, 'mode') === 'pickup' ? 'pickup' : 'journey';
  const journeyID = params.id !== undefined && params.id !== '' ? params.id : null;
  const navigate = useNavigate();
  const goHome = useGoHome();
  const { session } = useSession();
  const timeZone = resolveTimeZone(session?.company?.defaultTimeZone);
  const [today] = useState(() => new Date());
  const day = dayKey(today, timeZone);
  const userID = session?.userID ?? '';

  const journeys = useRecords('journeys');
  const journey = useRecord('journeys', journeyID);
  const stops = useJourneyStops(journeyID);
  const allStops = useRecords('deliveries');
  const releases = useRecords('releases');
  const readiness = useJourneyReadiness(journey, stops);
  const view = useMemo(
    () =>
      drivingFlow({
        journeys: journeys ?? [],
        deliveries: allStops ?? [],
        releases: releases ?? [],
        userID,
        day,
        timeZone,
      }),
    [journeys, allStops, releases, userID, day, timeZone],
  );

  const open = (id: string | null, nextMode: 'journey' | 'pickup' = 'journey') =>
    void navigate({
      href: `/hub/driving${id === null ? '' : `/${encodeURIComponent(id)}`}?mode=${nextMode}`,
    });

  let body;
  if (mode === 'pickup') {
    body = releases === undefined ? <Loader m="lg" /> : <PickupView releases={view.waitingReleases} />;
  } else if (journeyID === null) {
    body =
      journeys === undefined ? (
        <Loader m="lg" />
      ) : (
        <JourneyList
          journeys={view.journeys}
          stopCounts={view.stopCounts}
          day={today}
          onOpen={(id) => open(id)}
          onPickups={() => open(null, 'pickup')}
        />
      );
  } else if (journey === undefined || stops === undefined) {
    body = <Loader m="lg" />;
  } else if (journey === null) {
    body = (
      <Stack p="sm">
        <Text size="lg">This journey is not on this phone. Connect once so it can be loaded.</Text>
      </Stack>
    );
  } else {
    body = <JourneyView journey={journey} stops={stops} />;
  }

  return (
    <div className={classes.page}>
      <DriverStatusBar
        title="Driver Hub"
        readiness={mode === 'journey' && journeyID !== null ? readiness : null}
        onExit={goHome}
      />
      {journeyID !== null || mode === 'pickup' ? (
        <Button variant="subtle" color="dark" size="lg" h={48} m="xs" onClick={() => open(null)}>
          ← All journeys
        </Button>
      ) : null}
      <main>
        <Suspense fallback={<Loader m="lg" />}>{body}</Suspense>
      </main>
    </div>
  );
}
