import { Box } from '@mantine/core';
import { useMemo } from 'react';
import { syncedEntities } from '../../../sync/synced-entities';
import { useHasData } from '../../data/data-context';
import type { AppSession } from '../../session/session-context';
import { useOfflineReadiness } from '../../blocks/pwa/use-offline-readiness';
import { OfflineReadyBadge } from '../../blocks/shell/OfflineReadyBadge';
import { useScreenShowsStatus } from '../../blocks/shell/screen-status';

const DOT_COLOUR = {
  ready: 'var(--mantine-color-teal-4)',
  preparing: 'var(--mantine-color-gray-5)',
  offline: 'var(--mantine-color-red-5)',
} as const;

/**
 * The app bar's offline readiness for the person signed in: the app stored on this device and
 * everything they may see in the mirror. Words from a tablet's width; on a phone a dot, named
 * for screen readers and as a tooltip (not in the demo, whose End Demo button needs the room).
 * None while the screen shows the device's status itself (a warehouse hub): one status, not two.
 * @example <ShellOfflineStatus session={session} />
 */
export function ShellOfflineStatus({
  session,
  phoneDot = true,
}: {
  session: AppSession;
  phoneDot?: boolean;
}) {
  const screenShows = useScreenShowsStatus();
  return useHasData() && !screenShows ? <Readiness session={session} phoneDot={phoneDot} /> : null;
}

function Readiness({ session, phoneDot }: { session: AppSession; phoneDot: boolean }) {
  const needs = useMemo(() => syncedEntities(session), [session]);
  const readiness = useOfflineReadiness(needs);
  const label = readiness.detail === null ? readiness.words : `${readiness.words} ${readiness.detail}`;
  return (
    <>
      <Box visibleFrom="sm">
        <OfflineReadyBadge readiness={readiness} size="md" showDetail={false} testId="shell-offline-ready" />
      </Box>
      {phoneDot && (
        <Box hiddenFrom="sm" role="status" aria-label={label} title={label} p={6}>
          <Box w={12} h={12} style={{ borderRadius: '50%', background: DOT_COLOUR[readiness.tone] }} />
        </Box>
      )}
    </>
  );
}
