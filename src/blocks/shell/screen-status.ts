import { useSyncExternalStore } from 'react';

// Whether the screen shows the device's status itself (the warehouse hubs' DeviceStatus): then
// the app bar shows none, so a picker never reads two badges, such as "Ready offline" for the
// hub's records beside "Getting ready offline…" for everything else.

let claims = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Says the screen shows the device's status, until the returned release is called (an effect's cleanup).
 * @example useEffect(() => claimScreenStatus(), []);
 */
export function claimScreenStatus(): () => void {
  claims += 1;
  changed();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    claims -= 1;
    changed();
  };
}

/**
 * Whether a screen on the page shows the device's status itself.
 * @example if (useScreenShowsStatus()) return null;
 */
export function useScreenShowsStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => claims > 0,
    () => false,
  );
}
