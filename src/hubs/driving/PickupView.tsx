import { Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { MirrorRow } from '../../data/mirror-row';
import { useSession } from '../../session/session-context';
import { useRunCommand } from '../../blocks/hub/use-run-command';
import { formatTime } from '../../domain/formats';
import { packagedItemsOf, packagesText } from '../../domain/delivery/packaged-items';
import { completePickup } from './commands/complete-pickup';
import type { PickupDraft } from './pickup-flow';
import { usePlaceNames } from '../../blocks/delivery/use-place-names';
import classes from './driving.module.css';
import { MirrorEmpty } from '../../blocks/MirrorEmpty';

// The handover form loads when a pickup is opened, not with the list of pickups.
const PickupForm = lazy(() => import('./PickupForm').then((module) => ({ default: module.PickupForm })));

/** Pickup mode: the releases waiting for the driver; one opens its pickup form. */
export function PickupView({ releases }: { releases: readonly MirrorRow<'releases'>[] }) {
  const run = useRunCommand();
  const { session } = useSession();
  const names = usePlaceNames();
  const [openID, setOpenID] = useState<string | null>(null);
  const complete = async (release: MirrorRow<'releases'>, draft: PickupDraft) => {
    await run(completePickup, { release, draft, now: new Date(), userID: session?.userID ?? '' });
    setOpenID(null);
  };
  const departure = (release: MirrorRow<'releases'>) => {
    const copy = release.departureLocation as { locationName?: unknown } | null | undefined;
    return typeof copy?.locationName === 'string' ? copy.locationName : 'Pickup';
  };
  return (
    <Stack gap="md" p="sm">
      <Title order={2} size="h3">
        Pickups waiting
      </Title>
      {releases.length === 0 ? (
        <MirrorEmpty names={['releases', 'journeys']} size="lg">
          <Text size="lg">Nothing is waiting for pickup.</Text>
        </MirrorEmpty>
      ) : null}
      {releases.map((release) => (
        <div key={release.id} className={classes.stop} data-testid="release-card">
          <button
            type="button"
            onClick={() => setOpenID(openID === release.id ? null : release.id)}
            style={{ all: 'unset', display: 'block', width: '100%', minHeight: 48, cursor: 'pointer' }}
          >
            <Text fw={800} size="lg">
              {departure(release)} → {names.destination(release)}
            </Text>
            <Text>{packagesText(packagedItemsOf(release))}</Text>
            <Text size="sm">Due {formatTime(release.dueDepartureOn as string)}</Text>
          </button>
          {openID === release.id ? (
            <div style={{ marginTop: 12 }}>
              <Suspense fallback={<Loader aria-label="Loading the pickup" />}>
                <PickupForm release={release} onComplete={(draft) => void complete(release, draft)} />
              </Suspense>
            </div>
          ) : null}
        </div>
      ))}
    </Stack>
  );
}
