import { Alert, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useHasData } from '../../data/data-context';
import { sessionEndedMessage, waitingWorkMessage } from '../../data/unsent-work';
import { useUnsentWork } from '../../data/use-unsent-work';
import type { AppSession } from '../../session/session-context';
import { isExpired } from '../../session/session-storage';

/** Now, again every minute: a session runs out while a screen stays open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Unsent work on this device: the person's own, when their session ran out (it waits until
 * they sign in again), and, for an administrator, a colleague's set aside on the device.
 * @example <UnsentWorkNotice session={session} />
 */
export function UnsentWorkNotice({ session }: { session: AppSession }) {
  return useHasData() ? <Notice session={session} /> : null;
}

function Notice({ session }: { session: AppSession }) {
  const { own, others } = useUnsentWork();
  const now = useMinuteClock();
  const ended = own > 0 && isExpired(session, now);
  if (!ended && others.length === 0) return null;
  return (
    <Stack gap={4} p="xs" role="status" aria-label="Unsent work on this device">
      {ended && (
        <Alert color="orange" variant="light" p="xs" data-testid="session-ended">
          {sessionEndedMessage(session.userName, own)}
        </Alert>
      )}
      {others.map((work) => (
        <Alert key={work.userID} color="blue" variant="light" p="xs" data-testid="waiting-work">
          {waitingWorkMessage(work)}
        </Alert>
      ))}
    </Stack>
  );
}
