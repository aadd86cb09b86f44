import { useState } from 'react';
import { useSession } from '../../session/session-context';
import { resolveTimeZone } from '../../domain/time-zone';

/**
 * The moment a screen's figures are worked out for (fixed while it is open, so a live change
 * recomputes the same period) and the company's time zone the calendar follows.
 * @example const { now, timeZone } = useInsightClock();
 */
export function useInsightClock(): { now: number; timeZone: string } {
  const { session } = useSession();
  // To the minute: opening the screen again within it answers the figures the worker kept.
  const [now] = useState(() => Math.floor(Date.now() / 60_000) * 60_000);
  return { now, timeZone: resolveTimeZone(session?.company?.defaultTimeZone) };
}
