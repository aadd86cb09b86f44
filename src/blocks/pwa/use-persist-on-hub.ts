import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSession } from '../../session/session-context';
import { askPersistentStorage, browserStorage, isHubDevicePage, type StoragePort } from './device-storage';

let asked = false;

/**
 * Asks the browser, once per page, to keep the app's data on this device when a signed-in
 * person works on a hub (a warehouse tablet, a driver's phone): a shift's mirror and unsent
 * writes must not be cleared when the device runs short of space.
 * @example usePersistOnHub(); // in the root layout
 */
export function usePersistOnHub(storage: () => StoragePort | undefined = browserStorage): void {
  const { session } = useSession();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const wanted = isHubDevicePage(session !== null, pathname);
  useEffect(() => {
    if (!wanted || asked) return;
    asked = true;
    void askPersistentStorage(storage());
  }, [wanted, storage]);
}
